import { describe, expect, it } from 'vitest';
import type { MembershipTier } from '../access/policy';
import { openToTier, inEarlyAccess } from './early-access';
import { hardshipReviewAt } from './hardship-review';
import { lastMonths, type MembershipFigureRow, membershipFigures } from './membership-figures';

const at = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('early access (Elite first)', () => {
  const table: [string | undefined, MembershipTier, string, boolean][] = [
    [undefined, 'free', '2026-05-01', true],
    ['2026-06-01', 'free', '2026-05-31', false],
    ['2026-06-01', 'premium', '2026-05-31', false],
    ['2026-06-01', 'elite', '2026-05-31', true],
    ['2026-06-01', 'free', '2026-06-01', true],
    ['2026-06-01', 'premium', '2026-07-01', true],
  ];
  for (const [until, tier, now, open] of table) {
    it(`${until ?? 'no mark'}, ${tier} on ${now}: ${open ? 'open' : 'not yet'}`, () => {
      expect(openToTier({ earlyAccessUntil: until }, tier, at(now))).toBe(open);
    });
  }
  it('knows when content is still in early access', () => {
    expect(inEarlyAccess({ earlyAccessUntil: '2026-06-01' }, at('2026-05-31'))).toBe(true);
    expect(inEarlyAccess({ earlyAccessUntil: '2026-06-01' }, at('2026-06-01'))).toBe(false);
    expect(inEarlyAccess({}, at('2026-05-31'))).toBe(false);
  });
});

describe('the hardship review date', () => {
  const table: [string, string | undefined, string][] = [
    ['2026-01-15T10:00:00.000Z', undefined, '2026-07-15T10:00:00.000Z'],
    ['2026-08-31T00:00:00.000Z', undefined, '2027-02-28T00:00:00.000Z'],
    ['2027-08-31T00:00:00.000Z', undefined, '2028-02-29T00:00:00.000Z'],
    ['2026-01-15T10:00:00.000Z', '2026-03-01', '2026-03-01T00:00:00.000Z'],
  ];
  for (const [decided, chosen, review] of table) {
    it(`decided ${decided}, chosen ${chosen ?? 'none'} → ${review}`, () => {
      expect(hardshipReviewAt(new Date(decided), chosen).toISOString()).toBe(review);
    });
  }
});

describe('the membership figures of /admin/sales', () => {
  const NOW = at('2026-03-15');
  const row = (more: Partial<MembershipFigureRow>): MembershipFigureRow => ({
    userId: 'u1',
    tier: 'premium',
    interval: 'month',
    status: 'active',
    provider: 'test',
    cancelAtPeriodEnd: false,
    createdAt: at('2026-03-02'),
    currentPeriodEnd: at('2026-04-02'),
    lastEventAt: at('2026-03-02'),
    ...more,
  });

  it('counts the last months, oldest first', () => {
    expect(lastMonths(NOW, 3)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(lastMonths(at('2026-01-31'), 2)).toEqual(['2025-12', '2026-01']);
  });

  it('adds monthly recurring revenue from paying memberships after their hardship level', () => {
    const rows = [
      row({ userId: 'a' }), // 1200
      row({ userId: 'b', interval: 'year' }), // 12000 / 12 = 1000
      row({ userId: 'c', tier: 'elite' }), // 2900 at 50 % = 1450
      row({ userId: 'd', provider: 'free' }), // 100 % hardship: 0
      row({ userId: 'e', status: 'past_due' }), // still owed: 1200
      row({ userId: 'f', status: 'canceled' }), // not paying
      row({ userId: 'g', status: 'incomplete' }), // not paying
    ];
    const figures = membershipFigures(rows, new Map([['c', 50]]), NOW, 1);
    expect(figures.mrrCents).toBe(1200 + 1000 + 1450 + 0 + 1200);
    expect(figures.hardshipMembers).toBe(2);
    expect(figures.active).toEqual([
      { tier: 'premium', interval: 'month', members: 3 },
      { tier: 'premium', interval: 'year', members: 1 },
      { tier: 'elite', interval: 'month', members: 1 },
      { tier: 'elite', interval: 'year', members: 0 },
    ]);
  });

  it('counts new, canceled and churned memberships in their months', () => {
    const rows = [
      row({ createdAt: at('2026-01-05') }),
      row({ createdAt: at('2026-03-01'), status: 'incomplete' }),
      row({ createdAt: at('2026-02-05'), cancelAtPeriodEnd: true, lastEventAt: at('2026-02-20') }),
      row({ createdAt: at('2026-01-10'), status: 'ended', currentPeriodEnd: at('2026-03-10'), lastEventAt: at('2026-02-11') }),
      row({ createdAt: at('2026-01-10'), status: 'ended', currentPeriodEnd: at('2026-03-20'), lastEventAt: at('2026-03-01') }),
    ];
    expect(membershipFigures(rows, new Map(), NOW, 3).months).toEqual([
      { month: '2026-01', new: 3, canceled: 0, churned: 0 },
      { month: '2026-02', new: 1, canceled: 2, churned: 0 },
      { month: '2026-03', new: 0, canceled: 1, churned: 1 },
    ]);
  });
});
