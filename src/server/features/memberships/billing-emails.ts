import { eq } from 'drizzle-orm';
import { formatCents } from '#shared/money';
import type { MembershipTier } from '#shared/access/tiers';
import { type BillingInterval, planFor } from '#shared/memberships/plans';
import { subscriptionAccessUntil, type SubscriptionRecord } from '#shared/memberships/subscription-state';
import { MEMBERSHIP_PAGES } from '#shared/contracts/memberships-billing';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { users } from '../auth/schema';

/** A paid membership invoice, as its receipt email tells it. */
export interface PaidInvoice {
  amountCents: number;
  number: string | null;
  periodStart: Date;
  periodEnd: Date;
}

/** A plan to name in an email: its tier and interval. */
interface NamedPlan {
  tier: MembershipTier;
  interval: BillingInterval;
}

export type BillingEmail =
  | { kind: 'welcome' | 'payment_failed' | 'canceled' | 'ended_unpaid' | 'hardship_ended'; record: SubscriptionRecord }
  | { kind: 'payment_received'; record: SubscriptionRecord; invoice: PaidInvoice }
  /** Another plan from now (decision 179); `chargedCents` null when the provider charges on its own terms (Stripe). */
  | { kind: 'plan_changed'; record: SubscriptionRecord; chargedCents: number | null }
  /** A lower tier chosen for the next period: nothing changes until `startsAt`. */
  | {
      kind: 'plan_scheduled';
      current: NamedPlan;
      next: NamedPlan & { priceCents: number };
      startsAt: Date;
      cancelAtPeriodEnd: boolean;
    };

const TYPES = {
  welcome: 'membership_welcome',
  plan_changed: 'membership_plan_changed',
  plan_scheduled: 'membership_plan_changed',
  payment_received: 'membership_payment_received',
  payment_failed: 'membership_payment_failed',
  canceled: 'membership_canceled',
  ended_unpaid: 'membership_ended_unpaid',
  hardship_ended: 'membership_hardship_ended',
} as const;

/** "26 December 2026", the day in UTC. */
export const longDate = (d: Date) => d.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

const planName = (plan: NamedPlan) => `${planFor(plan.tier).name}, ${plan.interval === 'year' ? 'yearly' : 'monthly'}`;

/** A plan changed now, or one waiting for the next period. */
function planChangeLines(email: Extract<BillingEmail, { kind: 'plan_changed' | 'plan_scheduled' }>): string[] {
  if (email.kind === 'plan_scheduled') {
    const { next, startsAt } = email;
    const day = longDate(startsAt);
    return [
      `Your plan until ${day}: ${planName(email.current)}, as now`,
      `From ${day}: ${planName(next)}, at ${formatCents(next.priceCents)} a ${next.interval}`,
      'Nothing is charged today',
      ...(email.cancelAtPeriodEnd ? [`Your membership is still set to end on ${day}, so the new plan starts only if you keep it`] : []),
    ];
  }
  const { record, chargedCents } = email;
  const day = longDate(record.currentPeriodEnd);
  return [
    `Your plan: ${planName(record)}`,
    ...(chargedCents === null ? [] : [chargedCents > 0 ? `Charged today: ${formatCents(chargedCents)}` : 'Nothing is charged today']),
    // "Renews", as the welcome says: true of a $0 renewal (100 % hardship) as of a paid one.
    record.cancelAtPeriodEnd ? `It still ends on ${day}. It will not renew` : `Renews on ${day} unless you cancel before then`,
  ];
}

function linesFor(email: BillingEmail): string[] {
  if (email.kind === 'plan_changed' || email.kind === 'plan_scheduled') return planChangeLines(email);
  const { record } = email;
  const plan = planName(record);
  const until = subscriptionAccessUntil(record);
  switch (email.kind) {
    case 'welcome':
      return [`Your plan: ${plan}`, `Renews on ${longDate(record.currentPeriodEnd)} unless you cancel before then`];
    case 'payment_received': {
      const { invoice } = email;
      return [
        `Your plan: ${plan}`,
        `Paid: ${formatCents(invoice.amountCents)}`,
        `For ${longDate(invoice.periodStart)} to ${longDate(invoice.periodEnd)}`,
        ...(invoice.number ? [`Receipt number: ${invoice.number}`] : []),
      ];
    }
    case 'payment_failed':
      return [`Your plan: ${plan}`, ...(until ? [`Please update your payment by ${longDate(until)} to keep your membership`] : [])];
    case 'canceled':
      return [
        `Your plan: ${plan}`,
        until && until.getTime() > Date.now() ? `Your membership stays open until ${longDate(until)}` : 'Your membership has ended',
        'You will not be charged again',
      ];
    case 'ended_unpaid':
      return [`Your plan: ${plan}`];
    case 'hardship_ended':
      return [`Your plan: ${plan}`, `It ended on ${longDate(record.currentPeriodEnd)}`];
  }
}

/**
 * Membership emails through the mailer and its outbox: welcome, a changed plan, a receipt for each payment,
 * payment failed, cancellation confirmed, and an end the member did not ask for (payment failed
 * again, or a 100 % hardship award that no longer covers the membership).
 */
export function createBillingEmails(deps: { db: AppDb; mailer: Mailer; publicUrl: string }) {
  return async (userId: string, email: BillingEmail) => {
    const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await deps.mailer.send({
      type: TYPES[email.kind],
      to: user.email,
      userId,
      vars: { fullName: user.name, lines: linesFor(email), url: `${deps.publicUrl.replace(/\/$/, '')}${MEMBERSHIP_PAGES.billing}` },
    });
  };
}
