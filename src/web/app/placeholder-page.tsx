import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button';
import { Card, CardDescription, CardTitle } from '../components/ui/card';
import { useCurrentRoute } from './use-current-route';

/** What a page that a later issue builds shows for now (see placeholders.ts). */
export default function PlaceholderPage() {
  const route = useCurrentRoute();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-20">
      <Card>
        <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">Coming soon</p>
        <CardTitle className="mt-2">{route?.name ?? 'This page'}</CardTitle>
        {route?.description && <CardDescription className="text-lg">{route.description}</CardDescription>}
        <p className="mt-6">
          We are still building this page. Thank you for your patience. There is no rush, and nothing here you need to do today.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/" className={buttonVariants()}>
            <House aria-hidden="true" strokeWidth={1.75} />
            Back to home
          </Link>
          <Link to="/help" className={buttonVariants({ variant: 'outline' })}>
            Visit the Help Center
          </Link>
        </div>
      </Card>
    </div>
  );
}
