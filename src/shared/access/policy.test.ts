import { describe, expect, it } from 'vitest';
import { type AccessPolicy, type Actor, decideAccess } from './policy';

const user = (over: Partial<Extract<Actor, { kind: 'user' }>> = {}): Actor => ({
  kind: 'user',
  userId: 'u1',
  email: 'a@example.com',
  staffRole: null,
  tier: 'free',
  isCoach: false,
  ...over,
});

const actors: Record<string, Actor> = {
  visitor: { kind: 'visitor' },
  member: user(),
  premium: user({ tier: 'premium' }),
  elite: user({ tier: 'elite' }),
  coach: user({ isCoach: true }),
  analyst: user({ staffRole: 'analyst' }),
  admin: user({ staffRole: 'admin' }),
  super_admin: user({ staffRole: 'super_admin' }),
};

// Rows: policy; columns in the order of `actors` above. a = allow, u = unauthenticated, f = forbidden.
const table: [AccessPolicy, string][] = [
  ['public', 'a a a a a a a a'],
  ['member', 'u a a a a a a a'],
  ['premium', 'u f a a f f f f'],
  ['coach', 'u f f f a f f f'],
  ['analyst', 'u f f f f a a a'],
  ['admin', 'u f f f f f a a'],
  ['super_admin', 'u f f f f f f a'],
];
const word = { a: 'allow', u: 'unauthenticated', f: 'forbidden' } as const;

describe('decideAccess', () => {
  for (const [policy, row] of table) {
    const cells = row.split(' ') as (keyof typeof word)[];
    Object.entries(actors).forEach(([name, actor], i) => {
      it(`${policy} as ${name} → ${word[cells[i]]}`, () => {
        expect(decideAccess(policy, actor)).toBe(word[cells[i]]);
      });
    });
  }
});
