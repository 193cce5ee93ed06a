import { Link, useNavigate } from 'react-router';
import { SignUpInput } from '#shared/contracts/auth';
import { Button } from '#web/components/ui/button';
import { CheckboxField, TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { sendFailure } from '#web/lib/send-failure';
import { useZodForm } from '#web/lib/use-zod-form';
import { signUp } from '../api/sign-up';
import { NewPasswordField } from './password-strength-meter';

const REFERRAL_CODE = /^[a-z0-9]{4,16}$/;

/** A referral code from `?ref=`, when it has the shape of one (otherwise it is left out). */
export function referralCodeFrom(raw: string | null): string | undefined {
  const code = raw?.trim().toLowerCase();
  return code && REFERRAL_CODE.test(code) ? code : undefined;
}

function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-semibold text-primary underline underline-offset-4">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/**
 * Spec 2.2 registration with the spec 5 rules (the server's own zod schema) and the strength meter.
 * `redirect` (where the visitor was going) travels in the confirmation email (issue 16).
 */
export function RegisterForm({ referral, redirect }: { referral: string | null; redirect?: string }) {
  const form = useZodForm(SignUpInput, { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false });
  const navigate = useNavigate();
  const referralCode = referralCodeFrom(referral);

  const onSubmit = form.handleSubmit(async (data) => {
    await signUp({ ...data, referralCode, redirect });
    await navigate(`/auth/verify?${new URLSearchParams({ email: data.email, ...(redirect ? { redirect } : {}) })}`);
  }, sendFailure('We could not create your account just now. Please try again in a moment.'));

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Create your account">
      {referralCode && <p className="rounded-card bg-muted p-3 text-sm">A friend shared their link with you. Welcome.</p>}
      <TextField label="Full name" autoComplete="name" required {...form.text('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <NewPasswordField label="Password" {...form.text('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required {...form.text('confirmPassword')} />
      <CheckboxField
        required
        label={
          <>
            I accept the <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink> and the{' '}
            <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>.
          </>
        }
        {...form.checkbox('acceptTerms')}
      />
      <LiveNotice notice={form.notice} />
      <Button type="submit" pending={form.busy}>
        {form.busy ? 'Creating your account...' : 'Create Account'}
      </Button>
    </form>
  );
}
