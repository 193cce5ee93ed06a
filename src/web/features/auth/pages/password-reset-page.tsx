import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '#shared/contracts/auth';
import { Button, buttonVariants } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { useZodForm } from '#web/lib/use-zod-form';
import { checkResetToken } from '../api/check-reset-token';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { resetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordField } from '../components/password-strength-meter';
import { RESET_MESSAGES, resetErrorFromUnknown } from '../lib/reset-error-message';

/** Spec 9: redirect to sign-in 3 seconds after a successful reset. */
export const RESET_REDIRECT_MS = 3000;

const TOKEN_PROBLEMS: readonly string[] = [RESET_MESSAGES.expired, RESET_MESSAGES.invalid, RESET_MESSAGES.missingToken];

function BackToSignIn() {
  return (
    <Link to="/auth" className={buttonVariants({ variant: 'link' })}>
      Back to Sign In
    </Link>
  );
}

/**
 * Spec 2.11 /password-reset?token=…&type=recovery. Validity starts unknown, then valid or invalid
 * (spec 4): valid only with a token, type=recovery and the server's word that the token is good.
 */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hasRecoveryLink = token !== '' && params.get('type') === 'recovery';
  const check = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: hasRecoveryLink,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <AuthLayout
        title="Password Reset Successful"
        autoFocus
        description="Your password is updated, and every device was signed out to keep your account safe. Taking you to sign in..."
      >
        <Link to="/auth" replace className={buttonVariants()}>
          Sign In Now
        </Link>
      </AuthLayout>
    );
  }
  if (hasRecoveryLink && check.isPending) return <Spinner label="Validating reset link..." />;
  if (hasRecoveryLink && check.isError) {
    return (
      <AuthLayout title="Reset Link Error" autoFocus description="Unable to validate password reset link. Please try again.">
        <Button onClick={() => void check.refetch()}>Try Again</Button>
        <BackToSignIn />
      </AuthLayout>
    );
  }
  if (!hasRecoveryLink || !check.data?.valid) {
    return (
      <AuthLayout
        title="Invalid Reset Link"
        autoFocus={hasRecoveryLink}
        description="This password reset link is invalid or has expired. Please request a new one."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/auth" className={buttonVariants()}>
            Back to Sign In
          </Link>
          <Link to="/auth/reset-password" className={buttonVariants({ variant: 'outline' })}>
            Request a New Link
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useZodForm(ResetPasswordForm, { newPassword: '', confirmPassword: '' });
  const queryClient = useQueryClient();
  const submit = form.handleSubmit(
    async ({ newPassword }) => {
      try {
        await resetPassword({ token, newPassword });
      } catch (error) {
        // The password's own problem goes under its field, which takes focus; the rest is a notice.
        const notice = resetErrorFromUnknown(error);
        if (!notice.field) throw error;
        form.showErrors([{ field: notice.field, message: notice.message }]);
        return;
      }
      // The server ended every session, this device's included.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      onDone();
    },
    (error) => {
      const { title, message } = resetErrorFromUnknown(error);
      return { tone: 'error', title, message };
    },
  );
  const notice = form.notice;
  const tokenProblem = typeof notice?.message === 'string' && TOKEN_PROBLEMS.includes(notice.message);

  return (
    <AuthLayout title="Reset Your Password" description="Choose a new password. Take your time: the link stays open for an hour.">
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Choose a new password">
        <NewPasswordField label="New Password" {...form.text('newPassword')} />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" required {...form.text('confirmPassword')} />
        <LiveNotice notice={notice}>
          {tokenProblem && (
            <Link
              to="/auth/reset-password"
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              Request a new password reset
            </Link>
          )}
        </LiveNotice>
        <Button type="submit" pending={form.busy}>
          {form.busy ? 'Updating Password...' : 'Update Password'}
        </Button>
      </form>
      <BackToSignIn />
    </AuthLayout>
  );
}
