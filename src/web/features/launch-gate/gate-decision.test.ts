import { describe, expect, it } from 'vitest';
import { decideGate, type GateDecision, isGateOpenPath } from './gate-decision';

const GATED = { gated: true, hasAccess: false };

describe('decideGate (spec 4 launch gate)', () => {
  const base = { pathname: '/', localAccess: false, signedIn: false };
  const table: [string, Partial<Parameters<typeof decideGate>[0]>, GateDecision][] = [
    ['gated, no access: the gate', { status: GATED }, 'gate'],
    ['not gated: open', { status: { gated: false, hasAccess: false } }, 'open'],
    ['gated but the server grants access (cookie or account): open', { status: { gated: true, hasAccess: true } }, 'open'],
    ['gated but the local flag is set: open', { status: GATED, localAccess: true }, 'open'],
    ['gated but someone signed in since: open', { status: GATED, signedIn: true }, 'open'],
    ['an error in the status check: open', { status: 'error' }, 'open'],
    ['status still loading: checking', { status: 'pending' }, 'checking'],
    ['status loading with the local flag: open at once', { status: 'pending', localAccess: true }, 'open'],
    ['gated on /auth: open', { status: GATED, pathname: '/auth' }, 'open'],
    ['gated on /password-reset: open', { status: GATED, pathname: '/password-reset' }, 'open'],
    ['gated on /refund-request/: open', { status: GATED, pathname: '/refund-request/' }, 'open'],
    ['gated on /auth/confirm: open', { status: GATED, pathname: '/auth/confirm' }, 'open'],
    ['gated on /dashboard: the gate', { status: GATED, pathname: '/dashboard' }, 'gate'],
    ['gated on /authx: the gate', { status: GATED, pathname: '/authx' }, 'gate'],
  ];
  for (const [what, over, expected] of table) {
    it(what, () => expect(decideGate({ ...base, status: 'pending', ...over })).toBe(expected));
  }
});

describe('isGateOpenPath', () => {
  it.each(['/auth', '/auth/verify', '/auth/verify-expired', '/auth/verified', '/password-reset', '/refund-request'])(
    '%s stays reachable',
    (path) => expect(isGateOpenPath(path)).toBe(true),
  );
  it.each(['/', '/glossary', '/auth/verify/x', '/admin'])('%s does not', (path) => expect(isGateOpenPath(path)).toBe(false));
});
