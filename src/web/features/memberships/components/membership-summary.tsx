import { formatCents } from '#shared/money';
import type { MembershipView } from '#shared/contracts/memberships-billing';
import { planFor } from '#shared/memberships/plans';
import { Badge } from '#web/components/ui/badge';
import { formatInstant } from '#web/lib/dates';
import { INTERVAL_ADVERB, PER_INTERVAL } from '#web/lib/interval-words';

const day = (iso: string) => formatInstant(iso, 'dateLong');

/** Whether the payments of a membership are in order, in the member's words. */
export function paymentStatus(membership: MembershipView): string {
  if (membership.pastDue) {
    return membership.graceEndsAt
      ? `Your last payment did not go through. Everything stays open until ${day(membership.graceEndsAt)} while you put it right.`
      : 'Your last payment did not go through.';
  }
  if (membership.provider === 'free') return 'Nothing to pay: your hardship discount covers it all.';
  if (membership.status === 'incomplete') return 'Waiting for the first payment.';
  if (membership.status === 'ended') return 'Ended. Nothing more will be charged.';
  return 'Paid up.';
}

/** When the membership next renews (on a lower tier chosen for then, if one is), or when it ends. */
export function renewalLine(membership: MembershipView): string | null {
  const next = membership.scheduledChange;
  if (membership.renewsAt && next) {
    return `${planFor(next.tier).name} starts on ${day(next.startsAt)} at ${formatCents(next.priceCents)} ${PER_INTERVAL[next.interval]}.`;
  }
  if (membership.renewsAt) return `Renews on ${day(membership.renewsAt)} for ${formatCents(membership.priceCents)}.`;
  if (membership.endsAt) return `${membership.status === 'ended' ? 'Ended' : 'Ends'} on ${day(membership.endsAt)}. It will not renew.`;
  return null;
}

/** A membership at a glance: plan and interval, renewal or end, and how its payments stand. */
export function MembershipSummary({ membership }: { membership: MembershipView }) {
  const renewal = renewalLine(membership);
  return (
    <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
      <dt className="font-semibold">Plan</dt>
      <dd className="flex flex-wrap items-center gap-2">
        {planFor(membership.tier).name}, billed {INTERVAL_ADVERB[membership.interval]}
        {!membership.livemode && <Badge variant="outline">TEST</Badge>}
      </dd>
      {renewal && (
        <>
          <dt className="font-semibold">{membership.renewsAt ? 'Next renewal' : 'End date'}</dt>
          <dd>{renewal}</dd>
        </>
      )}
      <dt className="font-semibold">Payment</dt>
      <dd className={membership.pastDue ? 'font-semibold' : undefined}>{paymentStatus(membership)}</dd>
    </dl>
  );
}
