import { HeartHandshake } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BILLING_INTERVALS, type BillingInterval, MEMBERSHIP_PLANS } from '#shared/memberships/plans';
import { Notice } from '#web/components/ui/notice';
import { useSession } from '#web/features/auth/api/get-session';
import { useMembershipBilling } from '../api/get-billing';
import { IntervalSwitch } from '../components/interval-switch';
import { MemberPlanAction, VisitorPlanAction } from '../components/plan-action';
import { PlanCard } from '../components/plan-card';

const readInterval = (value: string | null): BillingInterval =>
  (BILLING_INTERVALS as readonly string[]).includes(value ?? '') ? (value as BillingInterval) : 'month';

/**
 * /memberships: Free, Premium and Elite side by side from the plan table (shared/memberships),
 * monthly or yearly. A member sees their own plan marked, their hardship prices and Subscribe;
 * a visitor's Start goes through sign-in and back here, keeping the interval (`?interval=`).
 */
export function PlansPage() {
  const { user, isPending } = useSession();
  const billing = useMembershipBilling(!!user);
  const [params, setParams] = useSearchParams();
  const interval = readInterval(params.get('interval'));
  const setInterval = (next: BillingInterval) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'month') copy.delete('interval');
        else copy.set('interval', next);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );

  const hardshipLevel = billing.data?.hardshipLevel ?? null;
  const currentTier = billing.data?.tier ?? user?.tier ?? null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-[70ch] text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">Memberships</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Start free and stay free for as long as you like. If you want a guide beside you between the hard days, Premium and Elite add one.
          Prices are in US dollars, and you can cancel at any time.
        </p>
      </header>

      <div className="mt-8 flex flex-col items-center gap-4">
        <IntervalSwitch value={interval} onChange={setInterval} />
        {hardshipLevel !== null && (
          <p className="text-center text-muted-foreground">Your hardship discount of {hardshipLevel} % off is shown in the prices below.</p>
        )}
        {billing.isError && (
          <Notice tone="error" className="max-w-xl">
            We could not load your membership, so Subscribe is hidden for now.{' '}
            <button
              type="button"
              className="font-semibold text-primary underline underline-offset-4"
              onClick={() => void billing.refetch()}
            >
              Try again
            </button>
          </Notice>
        )}
      </div>

      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {MEMBERSHIP_PLANS.map((plan) => {
          const highlighted = plan.tier === 'premium';
          return (
            <li key={plan.tier}>
              <PlanCard
                plan={plan}
                interval={interval}
                hardshipLevel={hardshipLevel}
                current={currentTier === plan.tier}
                highlighted={highlighted}
              >
                {!user && !isPending && <VisitorPlanAction plan={plan} interval={interval} highlighted={highlighted} />}
                {billing.data && <MemberPlanAction plan={plan} interval={interval} billing={billing.data} highlighted={highlighted} />}
              </PlanCard>
            </li>
          );
        })}
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
