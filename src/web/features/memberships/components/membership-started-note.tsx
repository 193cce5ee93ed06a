import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MembershipView } from '#shared/contracts/memberships-billing';
import { planFor } from '#shared/memberships/plans';
import { Notice } from '#web/components/ui/notice';
import { useMembershipBilling } from '../api/get-billing';

/** The query a finished checkout returns with (billing-routes.ts: paid, or a 100 % discount started). */
export const MEMBERSHIP_RETURN = { param: 'membership', started: 'started' } as const;

/** How often, and how many times, the page asks again while a real payment's confirmation is on its way. */
const RECHECK_MS = 5_000;
const RECHECKS = 12;

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** Whether the membership gives its tier now (a first payment still being confirmed does not). */
function started(membership: MembershipView | null): membership is MembershipView {
  return membership !== null && membership.status !== 'incomplete' && membership.status !== 'ended';
}

/**
 * At the top of /account-profile after a checkout (`?membership=started`): what happened and what
 * to do next, with focus on it once the membership is known. The query leaves the address at once
 * (replaced, so a reload or Back does not say it again). The words follow the billing record, not
 * the address: while Stripe's confirmation is still on its way, it says so and asks again.
 */
export function MembershipStartedNote() {
  const [params, setParams] = useSearchParams();
  const [shown] = useState(() => params.get(MEMBERSHIP_RETURN.param) === MEMBERSHIP_RETURN.started);
  useEffect(() => {
    if (!params.has(MEMBERSHIP_RETURN.param)) return;
    setParams(
      (current) => {
        current.delete(MEMBERSHIP_RETURN.param);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [params, setParams]);
  return shown ? <StartedStatus /> : null;
}

function StartedStatus() {
  const billing = useMembershipBilling();
  // Known once an answer has settled after the checkout (the checkout's invalidation may already
  // have refetched it, e.g. for the past-due banner); it stays known while asked again.
  const [known, setKnown] = useState(false);
  if (!known && billing.data !== undefined && !billing.isFetching) setKnown(true);
  const membership = billing.data?.membership ?? null;
  const running = started(membership);
  const checks = useRef(0);
  const { refetch, dataUpdatedAt } = billing;
  useEffect(() => {
    if (!known || running || checks.current >= RECHECKS) return;
    const id = window.setTimeout(() => {
      checks.current += 1;
      void refetch();
    }, RECHECK_MS);
    return () => window.clearTimeout(id);
  }, [known, running, refetch, dataUpdatedAt]);
  // Focus goes to it once it is known, even at once (the route's move leaves focus alone inside the page).
  const focus = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (known) focus.current?.focus();
  }, [known]);

  if (!known) return null;
  if (!running) {
    return (
      <Notice ref={focus} tone="info" title="Thank you. Your payment is being confirmed">
        <p>
          Your membership shows under Billing below as soon as it is, usually within a minute. If it has not appeared in a few minutes,{' '}
          <Link to="/contact" className={linkClass}>
            write to us
          </Link>{' '}
          and we will put it right.
        </p>
      </Notice>
    );
  }
  const name = planFor(membership.tier).name;
  return (
    <Notice ref={focus} tone="success" title={`Your ${name} membership has started.`}>
      <p>
        Everything in {name} is open to you now.{' '}
        {membership.provider === 'free'
          ? 'Your hardship discount covers it all, so there is nothing to pay.'
          : 'Your receipt is under Billing below.'}{' '}
        You can change or cancel it any time with Manage membership. When you are ready,{' '}
        <Link to="/dashboard" className={linkClass}>
          go to your dashboard
        </Link>
        .
      </p>
    </Notice>
  );
}
