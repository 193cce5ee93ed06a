import { describe, expect, it } from 'vitest';
import type { MembershipTier } from '../access/policy';
import { type HardshipAward, isLive, resolveTier, type SubscriptionSource, type TierGrant } from './resolve-tier';
import { at, P1, P2, record } from '#shared/testing/subscription-fixtures';

const NOW = at('2026-02-10');
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

const sub = (id: string, tier: MembershipTier, more: Parameters<typeof record>[1] = {}, status: Parameters<typeof record>[0] = 'active') =>
  ({ id, record: record(status, { tier, ...more }) }) satisfies SubscriptionSource;
const grant = (id: string, tier: MembershipTier, more: Partial<TierGrant> = {}): TierGrant => ({
  id,
  tier,
  reason: 'migrated from stored tier',
  expiresAt: null,
  revokedAt: null,
  ...more,
});
const award = (level: HardshipAward['level'], more: Partial<HardshipAward> = {}): HardshipAward => ({
  id: `h${level}`,
  level,
  expiresAt: null,
  revokedAt: null,
  ...more,
});

type Sources = Parameters<typeof resolveTier>[0];

/** [case, sources, now, tier, source kind and id ('none' for Free)] */
const CASES: [string, Sources, Date, MembershipTier, string][] = [
  ['no source', {}, NOW, 'free', 'none'],
  ['an active subscription', { subscriptions: [sub('s1', 'premium')] }, NOW, 'premium', 'subscription s1'],
  ['an incomplete subscription', { subscriptions: [sub('s1', 'elite', { paidThrough: null }, 'incomplete')] }, NOW, 'free', 'none'],
  ['an ended subscription', { subscriptions: [sub('s1', 'elite', {}, 'ended')] }, NOW, 'free', 'none'],
  // Past due, paid through 1 February: the grace runs to 8 February, exclusive.
  [
    'past due, inside the grace',
    { subscriptions: [sub('s1', 'premium', { paidThrough: P1 }, 'past_due')] },
    at('2026-02-07'),
    'premium',
    'subscription s1',
  ],
  [
    'past due, the last instant of the grace',
    { subscriptions: [sub('s1', 'premium', { paidThrough: P1 }, 'past_due')] },
    ms(at('2026-02-08'), -1),
    'premium',
    'subscription s1',
  ],
  [
    'past due, the grace over',
    { subscriptions: [sub('s1', 'premium', { paidThrough: P1 }, 'past_due')] },
    at('2026-02-08'),
    'free',
    'none',
  ],
  [
    'canceled, before the paid period ends',
    { subscriptions: [sub('s1', 'elite', {}, 'canceled')] },
    ms(P2, -1),
    'elite',
    'subscription s1',
  ],
  ['canceled, at the paid period end', { subscriptions: [sub('s1', 'elite', {}, 'canceled')] }, P2, 'free', 'none'],
  [
    'set to cancel, the last instant',
    { subscriptions: [sub('s1', 'premium', { cancelAtPeriodEnd: true })] },
    ms(P2, -1),
    'premium',
    'subscription s1',
  ],
  ['set to cancel, at the period end', { subscriptions: [sub('s1', 'premium', { cancelAtPeriodEnd: true })] }, P2, 'free', 'none'],
  ['renewing, a late renewal inside the grace', { subscriptions: [sub('s1', 'premium')] }, at('2026-03-07'), 'premium', 'subscription s1'],
  ['a grant without end', { grants: [grant('g1', 'elite')] }, NOW, 'elite', 'grant g1'],
  [
    'a grant, the last instant before it runs out',
    { grants: [grant('g1', 'premium', { expiresAt: ms(NOW, 1) })] },
    NOW,
    'premium',
    'grant g1',
  ],
  ['a grant, at the instant it runs out', { grants: [grant('g1', 'premium', { expiresAt: NOW })] }, NOW, 'free', 'none'],
  ['a grant revoked at this instant', { grants: [grant('g1', 'elite', { revokedAt: NOW })] }, NOW, 'free', 'none'],
  ['a grant revoked earlier', { grants: [grant('g1', 'elite', { revokedAt: P1 })] }, NOW, 'free', 'none'],
  ['a grant of Free gives nothing', { grants: [grant('g1', 'free')] }, NOW, 'free', 'none'],
  [
    'a Premium subscription under an Elite grant',
    { subscriptions: [sub('s1', 'premium')], grants: [grant('g1', 'elite')] },
    NOW,
    'elite',
    'grant g1',
  ],
  [
    'an Elite subscription over a Premium grant',
    { subscriptions: [sub('s1', 'elite')], grants: [grant('g1', 'premium')] },
    NOW,
    'elite',
    'subscription s1',
  ],
  [
    'the same tier: the grant without end lasts longer',
    { subscriptions: [sub('s1', 'premium')], grants: [grant('g1', 'premium')] },
    NOW,
    'premium',
    'grant g1',
  ],
  [
    'the same tier: the subscription lasts longer',
    { subscriptions: [sub('s1', 'premium')], grants: [grant('g1', 'premium', { expiresAt: at('2026-02-20') })] },
    NOW,
    'premium',
    'subscription s1',
  ],
  [
    'the same tier and end: the subscription',
    { subscriptions: [sub('s1', 'premium', { cancelAtPeriodEnd: true })], grants: [grant('g1', 'premium', { expiresAt: P2 })] },
    NOW,
    'premium',
    'subscription s1',
  ],
  [
    'an Elite grant revoked, the Premium subscription remains',
    { subscriptions: [sub('s1', 'premium')], grants: [grant('g1', 'elite', { revokedAt: P1 })] },
    NOW,
    'premium',
    'subscription s1',
  ],
  [
    'an Elite grant run out, a Premium grant remains',
    { grants: [grant('g1', 'elite', { expiresAt: P1 }), grant('g2', 'premium')] },
    NOW,
    'premium',
    'grant g2',
  ],
  [
    'an old ended Elite subscription and a new Premium one',
    { subscriptions: [sub('s1', 'elite', {}, 'ended'), sub('s2', 'premium')] },
    NOW,
    'premium',
    'subscription s2',
  ],
  [
    'two equal grants: the smaller id, whatever the order',
    { grants: [grant('g2', 'premium'), grant('g1', 'premium')] },
    NOW,
    'premium',
    'grant g1',
  ],
  ['a hardship award alone gives no tier', { hardship: [award(100)] }, NOW, 'free', 'none'],
];

describe('whose tier wins', () => {
  it.each(CASES)('%s', (_name, sources, now, tier, source) => {
    const resolved = resolveTier(sources, now);
    expect(resolved.tier).toBe(tier);
    expect(resolved.source.kind === 'none' ? 'none' : `${resolved.source.kind} ${resolved.source.id}`).toBe(source);
  });

  it('answers the same whatever order the sources come in', () => {
    const subscriptions = [sub('s1', 'premium'), sub('s2', 'elite', {}, 'ended')];
    const grants = [grant('g1', 'premium', { expiresAt: P2 }), grant('g2', 'premium')];
    expect(resolveTier({ subscriptions: [...subscriptions].reverse(), grants: [...grants].reverse() }, NOW)).toEqual(
      resolveTier({ subscriptions, grants }, NOW),
    );
  });

  it('says until when the source gives the tier, and a grant’s reason', () => {
    expect(resolveTier({ subscriptions: [sub('s1', 'premium', { cancelAtPeriodEnd: true })] }, NOW).source).toEqual({
      kind: 'subscription',
      id: 's1',
      until: P2,
    });
    expect(resolveTier({ grants: [grant('g1', 'elite', { reason: 'Beta tester', expiresAt: P2 })] }, NOW).source).toEqual({
      kind: 'grant',
      id: 'g1',
      until: P2,
      reason: 'Beta tester',
    });
  });
});

describe('hardship: a price level beside the tier, never access', () => {
  it.each([
    ['no award', [], null],
    ['one award', [award(75)], 75],
    ['the best live level of two', [award(50), award(100)], 100],
    ['an award run out at this instant', [award(100, { expiresAt: NOW })], null],
    ['an award reviewed later', [award(50, { expiresAt: P2 })], 50],
    ['a revoked award beside a live one', [award(100, { revokedAt: P1 }), award(50)], 50],
  ] as const)('%s', (_name, hardship, level) => {
    const resolved = resolveTier({ hardship: [...hardship] }, NOW);
    expect(resolved.hardshipLevel).toBe(level);
    expect(resolved.tier).toBe('free');
  });

  it('leaves the tier to the subscription', () => {
    expect(resolveTier({ subscriptions: [sub('s1', 'premium')], hardship: [award(100)] }, NOW)).toEqual({
      tier: 'premium',
      source: { kind: 'subscription', id: 's1', until: at('2026-03-08') },
      hardshipLevel: 100,
    });
  });

  it('counts a revocation or an end in the future as not yet happened', () => {
    expect(isLive({ expiresAt: P2, revokedAt: P2 }, NOW)).toBe(true);
    expect(isLive({ expiresAt: null, revokedAt: null }, NOW)).toBe(true);
  });
});
