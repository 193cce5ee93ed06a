import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { AuthLayout } from '../components/auth-layout';
import { ResendVerificationForm } from '../components/resend-verification-form';

/** Spec 2.2 /auth/verify-expired: the confirmation link timed out; ask for a fresh one. */
export default function VerifyExpiredPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title="This link has expired"
      description="Confirmation links work for 24 hours, to keep your account safe. Enter your email and we will send you a fresh one."
    >
      <ResendVerificationForm initialEmail={params.get('email') ?? ''} submitLabel="Send me a new link" />
      <Link to="/auth" className={buttonVariants({ variant: 'link' })}>
        Back to Sign In
      </Link>
    </AuthLayout>
  );
}
