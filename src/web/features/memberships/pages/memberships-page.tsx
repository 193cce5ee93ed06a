import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { MEMBERSHIP_PLANS } from '#shared/memberships/plans';
import { useSession } from '#web/features/auth/api/get-session';
import { PlanCard } from '../components/plan-card';

/** /memberships: Free, Premium and Elite side by side, with prices from shared/memberships/plans.ts. */
export default function MembershipsPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-[70ch] text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">Memberships</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Start free and stay free for as long as you like. If you want a guide beside you between the hard days, Premium and Elite add one.
          Prices are in US dollars, and you can cancel at any time.
        </p>
      </header>

      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {MEMBERSHIP_PLANS.map((plan) => (
          <li key={plan.tier}>
            <PlanCard plan={plan} current={user?.tier === plan.tier} signedIn={!!user} highlighted={plan.tier === 'premium'} />
          </li>
        ))}
      </ul>

      <aside
        aria-labelledby="memberships-hardship"
        className="mx-auto mt-12 flex max-w-3xl gap-4 rounded-card border border-border bg-muted p-6"
      >
        <HeartHandshake aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="memberships-hardship" className="text-xl font-semibold">
            Money tight right now?
          </h2>
          <p className="mt-2">
            Our hardship program takes 50 %, 75 % or 100 % off Premium or Elite. A person reads every application, and you do not need to
            prove anything.{' '}
            <Link to="/hardship-program" className="font-semibold text-primary underline underline-offset-4">
              Read about the hardship program
            </Link>
          </p>
        </div>
      </aside>
    </div>
  );
}
