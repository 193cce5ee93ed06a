import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { isSafeDestination } from '#shared/auth/destination';
import { AuthLayout } from '../components/auth-layout';
import { ResendVerificationForm } from '../components/resend-verification-form';

/** Spec 2.2 /auth/verify: check your inbox, with a way to ask for the link again. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const redirect = params.get('redirect');
  return (
    <AuthLayout
      title="Check your inbox"
      description={
        email ? (
          <>
            We sent a link to <strong className="text-foreground">{email}</strong>. Open it to confirm your address, and you are in. It
            works for 24 hours.
          </>
        ) : (
          'We sent you a link. Open it to confirm your address, and you are in. It works for 24 hours.'
        )
      }
    >
      <p className="text-muted-foreground">Nothing yet? It can take a minute or two, and sometimes it lands in spam or promotions.</p>
      <ResendVerificationForm
        initialEmail={email}
        submitLabel="Send the link again"
        destination={isSafeDestination(redirect) ? redirect : undefined}
      />
      <Link to="/auth" className={buttonVariants({ variant: 'link' })}>
        Back to Sign In
      </Link>
    </AuthLayout>
  );
}
