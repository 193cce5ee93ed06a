import { formatCents } from '#shared/money';
import { type FormEvent, useId, useState } from 'react';
import type { MembershipView, PaidTier } from '#shared/contracts/memberships-billing';
import { hardshipPriceCents } from '#shared/memberships/membership-price';
import { planChange } from '#shared/memberships/plan-change';
import { BILLING_INTERVALS, type BillingInterval, type HardshipLevel, MEMBERSHIP_PLANS, planFor } from '#shared/memberships/plans';
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
 * What a change does and costs, said before it is made (decision 179): a higher tier is charged today
 * the difference for what is left of the period; a lower tier waits for the end of the period; another
 * interval starts a new period today, paid in full. A cancellation the member set stays set.
 */
function changeNote(membership: MembershipView, tier: PaidTier, interval: BillingInterval, priceCents: number, now: Date): string {
  const end = formatInstant(membership.currentPeriodEnd, 'dateLong');
  const current = planFor(membership.tier).name;
  const chosen = planFor(tier).name;
  const periodEnd = new Date(membership.currentPeriodEnd);
  // The app's own subscriptions always say when the period started; without it (never charged here), a usual period.
  const periodStart = membership.currentPeriodStart
    ? new Date(membership.currentPeriodStart)
    : new Date(periodEnd.getTime() - (membership.interval === 'year' ? 365 : 30) * 86_400_000);
  const change = planChange(
    { tier: membership.tier, interval: membership.interval, priceCents: membership.priceCents, periodStart, periodEnd },
    { tier, interval, priceCents },
    now,
  );
  const ending = membership.cancelAtPeriodEnd;
  switch (change.kind) {
    case 'none':
      return `Your plan stays ${current}, and ${planFor(membership.scheduledChange?.tier ?? tier).name} will not start on ${end}.`;
    case 'upgrade':
      return [
        change.chargeCents > 0
          ? `${chosen} starts now. ${formatCents(change.chargeCents)} is charged today: the difference for what is left of this ${interval}, until ${end}.`
          : `${chosen} starts now, and nothing is charged today.`,
        ending
          ? `Your membership still ends on ${end}. It will not renew.`
          : priceCents === 0
            ? 'Your hardship discount covers it all.'
            : `Your next payment, ${formatCents(priceCents)}, is on ${end}.`,
      ].join(' ');
    case 'downgrade':
      return ending
        ? `Nothing changes now, and nothing is charged. Your membership still ends on ${end}; if you keep it, ${chosen} starts then at ${formatCents(priceCents)} ${PER_INTERVAL[interval]}.`
        : `Nothing changes until ${end}, and nothing is charged today: you keep ${current} and everything it includes until then. ${chosen} starts on ${end} at ${formatCents(priceCents)} ${PER_INTERVAL[interval]}.`;
    case 'interval':
      return [
        `${formatCents(change.chargeCents)} is charged today for a new ${interval} starting now. What is left of your current ${membership.interval} is not credited.`,
        ...(ending ? [`Your membership is still set to end, at the close of that ${interval}.`] : []),
      ].join(' ');
  }
}

/** Premium or Elite, monthly or yearly, with what the change does and costs said before it is made. */
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
  // A lower tier waiting for the renewal is the plan the form starts from; the current one takes it back.
  const planned = membership.scheduledChange ?? membership;
  const [tier, setTier] = useState<PaidTier>(planned.tier);
  const [interval, setInterval] = useState<BillingInterval>(planned.interval);
  const unchanged = tier === planned.tier && interval === planned.interval;
  const takesBack = membership.scheduledChange !== null && tier === membership.tier && interval === membership.interval;
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
          {changeNote(membership, tier, interval, hardshipPriceCents(tier, interval, hardshipLevel), new Date())}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={unchanged} pending={busy} aria-describedby={unchanged ? undefined : noteId}>
        {unchanged
          ? membership.scheduledChange
            ? 'This plan is already chosen'
            : 'This is your plan now'
          : takesBack
            ? `Keep ${planFor(membership.tier).name}`
            : 'Change my plan'}
      </Button>
    </form>
  );
}
