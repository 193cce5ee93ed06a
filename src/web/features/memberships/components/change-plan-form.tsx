import { formatCents } from '#shared/money';
import { type FormEvent, useId, useState } from 'react';
import type { MembershipView, PaidTier } from '#shared/contracts/memberships-billing';
import { hardshipPriceCents } from '#shared/memberships/membership-price';
import { BILLING_INTERVALS, type BillingInterval, type HardshipLevel, MEMBERSHIP_PLANS } from '#shared/memberships/plans';
import { Button } from '#web/components/ui/button';
import { formatInstant } from '#web/lib/dates';
import { INTERVAL_LABEL, PER_INTERVAL } from '#web/lib/interval-words';

const PAID = MEMBERSHIP_PLANS.filter((plan) => plan.lookupKeys !== null);

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-card border border-border bg-surface px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="size-5 accent-primary" />
      {children}
    </label>
  );
}

/**
 * What a change costs, said before it is made (decision 092: no proration). Another interval starts
 * a new period today, paid at once; another tier keeps the period and its price applies from the
 * next renewal.
 */
function changeNote(membership: MembershipView, interval: BillingInterval, priceCents: number): string {
  if (interval === membership.interval) {
    return `The new plan starts now. Your next payment, ${formatCents(priceCents)}, is on ${formatInstant(membership.currentPeriodEnd, 'dateLong')}.`;
  }
  return `${formatCents(priceCents)} is charged today for a new ${interval} starting now. What is left of your current ${membership.interval} is not credited.`;
}

/** Premium or Elite, monthly or yearly, with what the change costs said before it is made. */
export function ChangePlanForm({
  membership,
  hardshipLevel = null,
  busy,
  onChange,
}: {
  membership: MembershipView;
  hardshipLevel?: HardshipLevel | null;
  busy: boolean;
  onChange: (tier: PaidTier, interval: BillingInterval) => void;
}) {
  const [tier, setTier] = useState<PaidTier>(membership.tier);
  const [interval, setInterval] = useState<BillingInterval>(membership.interval);
  const unchanged = tier === membership.tier && interval === membership.interval;
  const noteId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) onChange(tier, interval);
  };
  return (
    <form onSubmit={submit} aria-label="Change your plan" className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-semibold">Membership</legend>
        {PAID.map((plan) => (
          <Choice
            key={plan.tier}
            name="tier"
            value={plan.tier}
            checked={tier === plan.tier}
            onChange={() => setTier(plan.tier as PaidTier)}
          >
            {`${plan.name}: ${formatCents(hardshipPriceCents(plan.tier, interval, hardshipLevel))} ${PER_INTERVAL[interval]}`}
          </Choice>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-semibold">Billed</legend>
        {BILLING_INTERVALS.map((value) => (
          <Choice key={value} name="interval" value={value} checked={interval === value} onChange={() => setInterval(value)}>
            {INTERVAL_LABEL[value]}
          </Choice>
        ))}
      </fieldset>
      {!unchanged && (
        <p id={noteId} className="max-w-prose">
          {changeNote(membership, interval, hardshipPriceCents(tier, interval, hardshipLevel))}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={unchanged} pending={busy} aria-describedby={unchanged ? undefined : noteId}>
        {unchanged ? 'This is your plan now' : 'Change my plan'}
      </Button>
    </form>
  );
}
