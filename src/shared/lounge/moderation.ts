import { daysAfter } from '../dates';
import { labelKeys } from '#shared/labels';
/**
 * The moderation state machine of a post or comment, the member actions, and how risky each
 * flag is (the queue shows the highest risk first).
 *
 * published ─hide→ hidden ─restore→ published; held (crisis language, tier 1) ─restore→ published,
 * ─hide→ hidden; any of them ─delete→ removed (final). dismiss closes the reports and keeps a
 * published item as it is.
 */
export const ITEM_STATUSES = ['published', 'held', 'hidden', 'removed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ITEM_ACTIONS = ['dismiss', 'hide', 'restore', 'delete'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

export const MEMBER_ACTIONS = ['warn', 'suspend', 'lift'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

const TRANSITIONS: Record<ItemAction, Partial<Record<ItemStatus, ItemStatus>>> = {
  dismiss: { published: 'published' },
  hide: { published: 'hidden', held: 'hidden' },
  restore: { hidden: 'published', held: 'published' },
  delete: { published: 'removed', held: 'removed', hidden: 'removed' },
};

/** The status after an action, or null when the action does not apply to that status. */
export function nextStatus(status: ItemStatus, action: ItemAction): ItemStatus | null {
  return TRANSITIONS[action][status] ?? null;
}

export function allowedActions(status: ItemStatus): ItemAction[] {
  return ITEM_ACTIONS.filter((a) => nextStatus(status, a) !== null);
}

export const SUSPEND_DAYS_MAX = 90;

/** Suspension of posting: its end, or null when the member may post (lift, or none). */
export function suspensionEnd(action: MemberAction, now: Date, days?: number): Date | null {
  if (action !== 'suspend') return null;
  const d = Math.min(Math.max(Math.trunc(days ?? 1), 1), SUSPEND_DAYS_MAX);
  return daysAfter(now, d);
}

export const REPORT_REASONS = [
  { value: 'crisis', label: 'Someone may be at risk' },
  { value: 'unkind', label: 'Unkind or harassing' },
  { value: 'private', label: 'Shares private details' },
  { value: 'spam', label: 'Selling or spam' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_REASON_VALUES = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

/** Where a flag came from: a member's report, or one of the automatic checks. */
export const FLAG_LABELS = {
  report: 'Reported by a member',
  crisis: 'Crisis language',
  new_account_link: 'Link from a new account',
  burst: 'Burst of posting',
  repeated: 'Repeated text',
};
export type FlagSource = keyof typeof FLAG_LABELS;
export const FLAG_SOURCES = labelKeys(FLAG_LABELS);

/** Risk of one flag, 0–100: crisis language first (tier 1 above tier 2), then reports by reason. */
export function flagRisk(source: FlagSource, detail: { tier?: 1 | 2; reason?: ReportReason } = {}): number {
  switch (source) {
    case 'crisis':
      return detail.tier === 1 ? 100 : 80;
    case 'report':
      return { crisis: 90, unkind: 60, private: 60, spam: 40, other: 40 }[detail.reason ?? 'other'];
    case 'new_account_link':
      return 35;
    case 'repeated':
      return 30;
    case 'burst':
      return 25;
  }
}

/** An item's place in the queue: its highest flag, then more flags, then the oldest first. */
export function compareQueue(
  a: { risk: number; flags: number; firstFlaggedAt: string },
  b: { risk: number; flags: number; firstFlaggedAt: string },
): number {
  return b.risk - a.risk || b.flags - a.flags || a.firstFlaggedAt.localeCompare(b.firstFlaggedAt);
}
