import { formatCents } from '#shared/money';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { hardshipPriceCents, listPriceCents } from '#shared/memberships/membership-price';
import { type BillingInterval, type HardshipLevel, type MembershipPlan } from '#shared/memberships/plans';
import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/cn';
import { PER_INTERVAL } from '#web/lib/interval-words';

/** The price line of a plan: the member's own price at their hardship level, the usual one beside it. */
function PlanPrice({
  plan,
  interval,
  hardshipLevel,
}: {
  plan: MembershipPlan;
  interval: BillingInterval;
  hardshipLevel: HardshipLevel | null;
}) {
  if (plan.monthlyPriceCents === 0) {
    return (
      <p className="mt-5">
        <span className="font-heading text-4xl font-semibold">$0</span>
        <span className="text-muted-foreground"> for as long as you like</span>
      </p>
    );
  }
  const list = listPriceCents(plan.tier, interval);
  const yours = hardshipPriceCents(plan.tier, interval, hardshipLevel);
  return (
    <div className="mt-5 flex flex-col gap-1">
      <p>
        <span className="font-heading text-4xl font-semibold">{formatCents(yours)}</span>
        <span className="text-muted-foreground"> {PER_INTERVAL[interval]}</span>
      </p>
      {hardshipLevel !== null ? (
        <p className="text-sm text-muted-foreground">
          With your {hardshipLevel} % hardship discount. Usually {formatCents(list)} {PER_INTERVAL[interval]}.
        </p>
      ) : (
        interval === 'year' && (
          <p className="text-sm text-muted-foreground">Two months free: {formatCents(Math.floor(list / 12))} a month, paid once a year.</p>
        )
      )}
    </div>
  );
}

/**
 * One membership: its price for the chosen interval (at the member's hardship level, when they
 * have one), what it includes from the plan table, and what the member can do (`children`).
 */
export function PlanCard({
  plan,
  interval,
  hardshipLevel = null,
  current,
  highlighted,
  children,
}: {
  plan: MembershipPlan;
  interval: BillingInterval;
  hardshipLevel?: HardshipLevel | null;
  current: boolean;
  highlighted?: boolean;
  children?: ReactNode;
}) {
  const headingId = `plan-${plan.tier}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-card border bg-surface p-6 shadow-sm sm:p-8',
        current ? 'border-primary ring-2 ring-primary/30' : highlighted ? 'border-primary/60' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          {plan.name}
        </h2>
        {current && <Badge>Your membership</Badge>}
      </div>
      <p className="mt-2 text-muted-foreground">{plan.tagline}</p>
      <PlanPrice plan={plan} interval={interval} hardshipLevel={hardshipLevel} />
      <ul className="mt-6 flex flex-1 flex-col gap-3" aria-label={`${plan.name} includes`}>
        {plan.includes.map((line) => (
          <li key={line} className="flex gap-3">
            <Check aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3">{children}</div>
    </article>
  );
}
