import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { emailField } from '../../../../shared/auth/fields';
import { Button, buttonVariants } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { LiveNotice, type NoticeContent } from '../../../components/ui/notice';
import { useZodForm } from '../../../lib/use-zod-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { errorNotice } from '../lib/error-notice';

const RequestSchema = z.object({ email: emailField });

/**
 * Spec 2.2 /auth/reset-password: asks for a reset link. The answer is the same calm confirmation
 * whether or not the address has an account; 429 shows the spec's rate-limit message.
 */
export default function RequestResetPage() {
  const form = useZodForm(RequestSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const { data } = form.validate();
    if (!data) return;
    setBusy(true);
    try {
      await requestPasswordReset(data.email);
      setSentTo(data.email);
    } catch (error) {
      setNotice(errorNotice(error, 'We could not send a reset link just now. Please try again in a moment.'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthLayout
        key="sent"
        title="Check your inbox"
        autoFocus
        description={
          <>
            If there is an account for <strong className="text-foreground">{sentTo}</strong>, a link to choose a new password is on its way. It works
            for one hour.
          </>
        }
      >
        <p className="text-muted-foreground">Nothing yet? It can take a minute or two, and sometimes it lands in spam.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/auth" className={buttonVariants()}>
            Back to Sign In
          </Link>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout key="form" title="Forgot your password?" description="It happens. Enter the email you signed up with and we will send you a link to choose a new one.">
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Request a password reset link">
        <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
        <LiveNotice notice={notice} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <Link to="/auth" className={buttonVariants({ variant: 'link' })}>
        Back to Sign In
      </Link>
    </AuthLayout>
  );
}
