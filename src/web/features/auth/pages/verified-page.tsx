import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { useSession } from '../api/get-session';
import { AuthLayout } from '../components/auth-layout';

/** Spec 2.2 /auth/verified: the address is confirmed; on to the dashboard (or to sign in). */
export default function VerifiedPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <AuthLayout title="Your email is confirmed" description="Thank you. You can sign in now, whenever you are ready.">
        <Link to="/auth" className={buttonVariants()}>
          Sign In
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Your email is confirmed"
      description="Welcome to Recalibrate. You are signed in, and everything is ready when you are."
    >
      <Link to="/dashboard" className={buttonVariants()}>
        Continue to your dashboard
      </Link>
    </AuthLayout>
  );
}
