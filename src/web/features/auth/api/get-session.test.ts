import { describe, expect, it } from 'vitest';
import { userReply } from '#web/testing/sessions';
import { parseSessionReply, toActor } from './get-session';

describe('parseSessionReply', () => {
  it.each([{ user: null }, { user: null, impersonation: null }, { user: null, impersonation: null, termsAcceptanceNeeded: false }])(
    'accepts a visitor reply %j',
    async (reply) => {
      await expect(parseSessionReply(reply)).resolves.toEqual({ user: null, impersonation: null, termsAcceptanceNeeded: false });
    },
  );

  it('checks a signed-in reply with the shared contract', async () => {
    const reply = userReply({ staffRole: 'admin' });
    await expect(parseSessionReply(reply)).resolves.toEqual(reply);
  });

  it.each([
    ['a user without an email', { user: { id: 'u' }, impersonation: null }],
    ['a visitor reply with a malformed impersonation', { user: null, impersonation: { staffUserId: 1 } }],
    ['not an object', 'visitor'],
    ['an unknown staff role', { ...userReply(), user: { ...userReply().user, staffRole: 'owner' } }],
  ])('rejects %s', async (_name, reply) => {
    await expect(parseSessionReply(reply)).rejects.toThrow();
  });
});

describe('toActor', () => {
  it('maps a visitor and a user for the access policy', () => {
    expect(toActor(null)).toEqual({ kind: 'visitor' });
    expect(toActor(userReply({ staffRole: 'analyst', isCoach: true }).user)).toMatchObject({
      kind: 'user',
      userId: 'user-1',
      staffRole: 'analyst',
      isCoach: true,
    });
  });
});
