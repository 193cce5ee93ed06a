import type { MembershipSummary } from '#shared/contracts/membership-admin';
import type { EntitlementRows } from './effective-tier';

/** What gives a member their tier and its state, as the back office shows it (decision 094). */
export function summarize({ resolved, subscriptions }: EntitlementRows): MembershipSummary {
  const hardshipLevel = resolved.hardshipLevel;
  const { source } = resolved;
  if (source.kind === 'none') return { source: 'none', status: 'free', until: null, hardshipLevel };
  if (source.kind === 'grant') return { source: 'grant', status: 'granted', until: source.until?.toISOString() ?? null, hardshipLevel };
  const row = subscriptions.find((s) => s.providerSubscriptionId === source.id)!;
  const status =
    row.status === 'past_due' ? 'past_due' : row.status === 'canceled' ? 'canceled' : row.cancelAtPeriodEnd ? 'ending' : 'active';
  return {
    source: row.provider === 'free' ? 'hardship' : 'subscription',
    status,
    until: row.currentPeriodEnd.toISOString(),
    hardshipLevel,
  };
}
