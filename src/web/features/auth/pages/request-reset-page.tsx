import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { EmailOnly } from '../components/resend-verification-form';
import { errorNotice } from '#web/lib/error-notice';

/**
 * Spec 2.2 /auth/reset-password: asks for a reset link. The answer is the same calm confirmation
 * whether or not the address has an account; 429 shows the spec's rate-limit message.
 */
export default function RequestResetPage() {
  const form = useZodForm(EmailOnly, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      await requestPasswordReset(email);
      setSentTo(email);
    },
    (error) => errorNotice(error, 'We could not send a reset link just now. Please try again in a moment.'),
  );

  if (sentTo) {
    return (
      <AuthLayout
        key="sent"
        title="Check your inbox"
        autoFocus
        description={
          <>
            If there is an account for <strong className="text-foreground">{sentTo}</strong>, a link to choose a new password is on its way.
            It works for one hour.
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
    <AuthLayout
      key="form"
      title="Forgot your password?"
      description="It happens. Enter the email you signed up with and we will send you a link to choose a new one."
    >
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Request a password reset link">
        <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
        <LiveNotice notice={form.notice} />
        <Button type="submit" pending={form.busy}>
          {form.busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <Link to="/auth" className={buttonVariants({ variant: 'link' })}>
        Back to Sign In
      </Link>
    </AuthLayout>
  );
}
