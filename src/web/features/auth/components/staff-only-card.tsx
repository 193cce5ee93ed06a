import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { useSignOut } from '../api/sign-out';

/**
 * /auth for a signed-in member whom a staff page sent here (spec 4 "Admin guard"): it says why,
 * and offers the way on (their dashboard) or out: signing out leaves the sign-in form in its place.
 */
export function StaffOnlyCard({ email, dashboard }: { email: string; dashboard: string }) {
  const signOut = useSignOut({ to: null });
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardTitle>That page is for our team</CardTitle>
        <CardDescription>
          You are signed in as {email}. The page you opened is part of the staff back office, so it stays closed to member accounts.
        </CardDescription>
        <p className="mt-3 text-muted-foreground">If you work with us, sign out and sign in again with your staff account.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={dashboard} className={buttonVariants()}>
            Go to your dashboard
          </Link>
          <Button variant="outline" pending={signOut.isPending} onClick={() => signOut.mutate()}>
            {signOut.isPending ? 'Signing out...' : 'Sign out'}
          </Button>
        </div>
      </Card>
    </div>
  );
}
