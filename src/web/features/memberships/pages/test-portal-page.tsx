import { useState } from 'react';
import { Link } from 'react-router';
import {
  MEMBERSHIP_BILLING_MESSAGES,
  MEMBERSHIP_PAGES,
  type MembershipView,
  type PortalAction,
} from '#shared/contracts/memberships-billing';
import { planFor } from '#shared/memberships/plans';
import { formatInstant } from '#web/lib/dates';
import { usePageHead } from '#web/lib/page-head';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { TestModeBanner } from '#web/features/shop/components/test-mode-banner';
import { useMembershipBilling } from '../api/get-billing';
import { useTestPortalAction } from '../api/test-portal-action';
import { ChangePlanForm } from '../components/change-plan-form';
import { MembershipSummary } from '../components/membership-summary';
import { BillingErrorNotice } from '../components/billing-error-notice';

const DONE: Record<PortalAction['action'], string> = {
  change: 'Your membership is changed.',
  cancel: 'Your membership is set to end at the close of this period.',
  resume: 'Your membership will renew as before.',
  retry_payment: 'Thank you: the payment went through.',
};

/** What a change did: a lower tier waiting for the renewal, one taken back, or a change made now. */
function doneNote(action: PortalAction, before: MembershipView | undefined, after: MembershipView | null): string {
  if (action.action !== 'change' || !after) return DONE[action.action];
  const next = after.scheduledChange;
  if (next) return `Saved: ${planFor(next.tier).name} starts on ${formatInstant(next.startsAt, 'dateLong')}. Until then, nothing changes.`;
  if (before?.scheduledChange && before.tier === action.tier && before.interval === action.interval) {
    return `Your plan stays ${planFor(after.tier).name}.`;
  }
  return DONE.change;
}

/**
 * /memberships/test-portal (test mode): what Stripe's customer portal does, in the app. Change the
 * tier or interval, cancel at the end of the period, or take that back.
 */
export function TestPortalPage() {
  usePageHead({ name: 'Manage Membership (Test)', description: 'Change, cancel or keep your membership in test mode.' });
  const billing = useMembershipBilling();
  const act = useTestPortalAction();
  // A changed plan redraws the form the member was in, so focus goes to what happened (the notice).
  const result = useFocusWhen<HTMLDivElement>(act.isSuccess && act.variables.action === 'change');
  const [done, setDone] = useState('');
  const run = (action: PortalAction, before?: MembershipView) =>
    act.mutate(action, { onSuccess: (after) => setDone(doneNote(action, before, after.membership)) });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <TestModeBanner />
      <h1 className="text-3xl font-semibold">Manage your membership</h1>
      <QueryState query={billing} what="your membership">
        {({ membership, hardshipLevel }) =>
          !membership ? (
            <Notice tone="info" live={false}>
              {MEMBERSHIP_BILLING_MESSAGES.noMembership}{' '}
              <Link to="/memberships" className="font-semibold text-primary underline underline-offset-4">
                Compare memberships
              </Link>
            </Notice>
          ) : (
            <>
              <Card className="flex flex-col gap-4">
                <h2 className="text-xl font-semibold">Your membership</h2>
                <MembershipSummary membership={membership} />
              </Card>
              <div role="status" aria-live="polite" ref={result} tabIndex={-1} className="focus:outline-none">
                {act.isSuccess && done && (
                  <Notice live={false} tone="success">
                    {done}
                  </Notice>
                )}
              </div>
              <BillingErrorNotice call={act} fallback="That change did not go through. Nothing has changed; please try again." />
              {membership.pastDue && (
                <Card className="flex flex-col gap-4">
                  <h2 className="text-xl font-semibold">Put your payment right</h2>
                  <p>
                    The last payment did not go through. In test mode there is no card to update: paying again with the test card settles
                    it, as updating your card does with a real payment.
                  </p>
                  <Button className="self-start" pending={act.isPending} onClick={() => run({ action: 'retry_payment' })}>
                    Pay again with the test card
                  </Button>
                </Card>
              )}
              {membership.status !== 'ended' && (
                <>
                  <Card className="flex flex-col gap-4">
                    <h2 className="text-xl font-semibold">Change your plan</h2>
                    <ChangePlanForm
                      membership={membership}
                      hardshipLevel={hardshipLevel}
                      busy={act.isPending}
                      onChange={(tier, interval) => run({ action: 'change', tier, interval }, membership)}
                    />
                  </Card>
                  <Card className="flex flex-col gap-4">
                    {membership.cancelAtPeriodEnd ? (
                      <>
                        <h2 className="text-xl font-semibold">Keep your membership</h2>
                        <p>It is set to end. If you would like it to carry on, it renews as before and nothing else changes.</p>
                        <Button className="self-start" pending={act.isPending} onClick={() => run({ action: 'resume' })}>
                          Keep my membership
                        </Button>
                      </>
                    ) : (
                      <>
                        <h2 className="text-xl font-semibold">Cancel</h2>
                        <p>You keep everything until the end of the period you have paid for. Nothing more is charged after that.</p>
                        <Button variant="outline" className="self-start" pending={act.isPending} onClick={() => run({ action: 'cancel' })}>
                          Cancel at the end of the period
                        </Button>
                      </>
                    )}
                  </Card>
                </>
              )}
            </>
          )
        }
      </QueryState>
      <Link to={MEMBERSHIP_PAGES.billing} className="font-semibold text-primary underline underline-offset-4">
        Back to your account
      </Link>
    </div>
  );
}
