import { formatCents } from '#shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { hardshipPriceCents } from '#shared/memberships/membership-price';
import { type BillingInterval, type HardshipLevel, type MembershipPlan } from '#shared/memberships/plans';
import { Button } from '#web/components/ui/button';
import { useGoTo } from '#web/lib/use-go-to';
import { BILLING_KEY } from '../api/get-billing';
import { useSubscribe } from '../api/subscribe';
import { BillingErrorNotice } from './billing-error-notice';
import { PER_INTERVAL } from '#web/lib/interval-words';

/**
 * Subscribe to a paid plan: the server prices it (with the member's hardship level) and answers
 * where to go: Stripe Checkout, the built-in test checkout, or (100 % off, started at once) the
 * member's billing page.
 */
export function SubscribeButton({
  plan,
  interval,
  hardshipLevel,
  highlighted,
}: {
  plan: MembershipPlan;
  interval: BillingInterval;
  hardshipLevel: HardshipLevel | null;
  highlighted: boolean;
}) {
  const subscribe = useSubscribe();
  const goTo = useGoTo();
  const client = useQueryClient();
  const tier = plan.tier === 'elite' ? 'elite' : 'premium';
  const free = hardshipPriceCents(plan.tier, interval, hardshipLevel) === 0;
  const start = () =>
    subscribe.mutate(
      { tier, interval },
      {
        onSuccess: ({ url, free: startedAtOnce }) => {
          if (startedAtOnce) void client.invalidateQueries({ queryKey: BILLING_KEY });
          goTo(url);
        },
      },
    );
  return (
    <>
      <Button variant={highlighted ? 'default' : 'outline'} className="w-full" onClick={start} pending={subscribe.isPending}>
        {subscribe.isPending
          ? 'One moment...'
          : free
            ? `Start ${plan.name} at no cost`
            : `Subscribe to ${plan.name} (${formatCents(hardshipPriceCents(plan.tier, interval, hardshipLevel))} ${PER_INTERVAL[interval]})`}
      </Button>
      <BillingErrorNotice call={subscribe} fallback="We could not start your membership. Please try again in a moment." />
    </>
  );
}
