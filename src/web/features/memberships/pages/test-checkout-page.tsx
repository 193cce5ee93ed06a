import { formatCents } from '#shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MEMBERSHIP_PAGES } from '#shared/contracts/memberships-billing';
import { planFor } from '#shared/memberships/plans';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { SESSION_QUERY_KEY } from '#web/features/auth/api/get-session';
import { TestModeBanner } from '#web/features/shop/components/test-mode-banner';
import { usePageHead } from '#web/lib/page-head';
import { useGoTo } from '#web/lib/use-go-to';
import { BILLING_KEY } from '../api/get-billing';
import { INVOICES_KEY } from '../api/list-invoices';
import { useFinishTestCheckout, useMembershipTestCheckout } from '../api/test-checkout';
import { BillingErrorNotice } from '../components/billing-error-notice';
import { INTERVAL_ADVERB, PER_INTERVAL } from '#web/lib/interval-words';

/**
 * /memberships/test-checkout?session_id=…: the built-in checkout of a membership while payments
 * are in test mode. No money moves; paying starts the membership through the same signed webhook
 * pipeline Stripe's events take, and the member lands on their billing page.
 */
export function TestCheckoutPage() {
  // The route (/memberships/:step) is named "Membership": the tab, and the route's announcement, name the step.
  usePageHead({ name: 'Test Checkout · Membership', description: 'Start your membership with the built-in test checkout.' });
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const checkout = useMembershipTestCheckout(sessionId);
  const finish = useFinishTestCheckout(sessionId);
  const goTo = useGoTo();
  const client = useQueryClient();
  const choose = (outcome: 'pay' | 'cancel') =>
    finish.mutate(outcome, {
      onSuccess: ({ url }) => {
        for (const queryKey of [BILLING_KEY, INVOICES_KEY, SESSION_QUERY_KEY]) void client.invalidateQueries({ queryKey });
        goTo(url);
      },
    });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-14">
      <TestModeBanner />
      <h1 className="text-3xl font-semibold">Test checkout</h1>
      <QueryState query={checkout} what="your checkout">
        {(session) => {
          const plan = planFor(session.tier);
          return (
            <Card className="flex flex-col gap-5">
              <p>
                This is the built-in test checkout. <strong>No money moves</strong>: paying here starts your membership, its receipts and
                renewals exactly as a real payment would.
              </p>
              <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
                <dt>
                  {plan.name}, {INTERVAL_ADVERB[session.interval]}
                </dt>
                <dd className="text-right">{formatCents(session.listCents)}</dd>
                {session.discountCents > 0 && (
                  <>
                    <dt>{session.hardshipLevel !== null ? `Your hardship discount (${session.hardshipLevel} % off)` : 'Discount'}</dt>
                    <dd className="text-right">−{formatCents(session.discountCents)}</dd>
                  </>
                )}
                <dt className="border-t border-border pt-2 font-semibold">Total</dt>
                <dd className="border-t border-border pt-2 text-right font-semibold">
                  {formatCents(session.totalCents)} {PER_INTERVAL[session.interval]}
                </dd>
              </dl>
              {session.status === 'open' ? (
                <div className="flex flex-wrap gap-3">
                  <Button onClick={() => choose('pay')} pending={finish.isPending}>
                    Pay {formatCents(session.totalCents)} and start {plan.name}
                  </Button>
                  <Button variant="ghost" onClick={() => choose('cancel')} pending={finish.isPending}>
                    Go back without subscribing
                  </Button>
                </div>
              ) : (
                <Notice tone="info" live={false}>
                  This checkout is {session.status === 'complete' ? 'already complete' : 'no longer open'}.{' '}
                  <Link to={MEMBERSHIP_PAGES.billing} className="font-semibold text-primary underline underline-offset-4">
                    See your membership
                  </Link>
                </Notice>
              )}
              <BillingErrorNotice call={finish} fallback="The test payment did not go through. Please try again." />
            </Card>
          );
        }}
      </QueryState>
    </div>
  );
}
