import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailField } from '#shared/auth/fields';
import { Button, buttonVariants } from '#web/components/ui/button';
import { PasswordField } from './password-strength-meter';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useZodForm } from '#web/lib/use-zod-form';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { requestMagicLink } from '../api/request-magic-link';
import { signInWithEmail } from '../api/sign-in-with-email';
import { errorNotice } from '#web/lib/error-notice';

const SignInSchema = z.object({ email: emailField, password: z.string().min(1, 'Please enter your password.') });

export const WRONG_CREDENTIALS = 'That email and password do not match.';

const NOT_VERIFIED_TITLE = 'Please confirm your email first';

/** Why a sign-in failed, in one calm sentence that never says which of the two was wrong. */
function signInNotice(error: unknown): NoticeContent {
  if (error instanceof ApiError && error.status === 401) return { tone: 'error', message: WRONG_CREDENTIALS };
  if (error instanceof ApiError && error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED') {
    return {
      tone: 'info',
      title: NOT_VERIFIED_TITLE,
      message: 'We sent you a link when you signed up. Open it to finish, or ask for a new one.',
    };
  }
  return errorNotice(error, 'We could not sign you in just now. Please try again in a moment.');
}

/** Spec 2.2 sign in: email and password, a reset link, or a one-time sign-in link by email. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const form = useZodForm(SignInSchema, { email: '', password: '' });
  const [sendingLink, setSendingLink] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notice, setNotice } = form;

  const onSubmit = form.handleSubmit(async (data) => {
    await signInWithEmail(data);
    // /auth is always the app's own document, served with Cross-Origin-Opener-Policy (decisions
    // 072, 163): the member's session starts in a document that has it.
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await navigate(redirectTo, { replace: true });
  }, signInNotice);

  async function onMagicLink() {
    setNotice(null);
    const email = emailField.safeParse(form.values.email);
    if (!email.success) {
      form.showErrors([{ field: 'email', message: email.error.issues[0].message }]);
      return;
    }
    setSendingLink(true);
    try {
      await requestMagicLink(email.data, redirectTo);
      setNotice({
        tone: 'success',
        title: 'Check your inbox',
        message: `If there is an account for ${email.data}, a sign-in link is on its way. It works for 15 minutes.`,
      });
    } catch (error) {
      setNotice(errorNotice(error, 'We could not send a sign-in link just now. Please try again in a moment.'));
    } finally {
      setSendingLink(false);
    }
  }

  const busy = form.busy || sendingLink;
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...form.text('password')} />
      <div className="-mt-2 flex justify-end">
        <Link to="/auth/reset-password" className={buttonVariants({ variant: 'link', size: 'sm' })}>
          Forgot your password?
        </Link>
      </div>
      <LiveNotice notice={notice}>
        {notice?.title === NOT_VERIFIED_TITLE && (
          <Link
            to={`/auth/verify?${new URLSearchParams({ email: String(form.values.email).trim().toLowerCase() })}`}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
          >
            Send me a new confirmation link
          </Link>
        )}
      </LiveNotice>
      <Button type="submit" pending={busy}>
        {form.busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" pending={busy} onClick={() => void onMagicLink()}>
        {sendingLink ? 'Sending your link...' : 'Email me a sign-in link'}
      </Button>
    </form>
  );
}
