import { describe, expect, it } from 'vitest';
import { type ItemAction, type ItemStatus, allowedActions, compareQueue, flagRisk, nextStatus, suspensionEnd } from './moderation';
import { type ItemFacts, type Viewer, visibility } from './visibility';

describe('moderation state machine', () => {
  it.each<[ItemStatus, ItemAction, ItemStatus | null]>([
    ['published', 'dismiss', 'published'],
    ['published', 'hide', 'hidden'],
    ['published', 'restore', null],
    ['published', 'delete', 'removed'],
    ['held', 'dismiss', null],
    ['held', 'hide', 'hidden'],
    ['held', 'restore', 'published'],
    ['held', 'delete', 'removed'],
    ['hidden', 'dismiss', null],
    ['hidden', 'hide', null],
    ['hidden', 'restore', 'published'],
    ['hidden', 'delete', 'removed'],
    ['removed', 'dismiss', null],
    ['removed', 'hide', null],
    ['removed', 'restore', null],
    ['removed', 'delete', null],
  ])('%s --%s--> %s', (status, action, next) => {
    expect(nextStatus(status, action)).toBe(next);
  });

  it('offers only the actions that apply', () => {
    expect(allowedActions('published')).toEqual(['dismiss', 'hide', 'delete']);
    expect(allowedActions('removed')).toEqual([]);
  });

  it('suspends for 1 to 90 whole days; warn and lift suspend nothing', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(suspensionEnd('suspend', now, 7)?.toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(suspensionEnd('suspend', now, 0)?.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(suspensionEnd('suspend', now, 400)?.toISOString()).toBe('2027-02-25T00:00:00.000Z');
    expect(suspensionEnd('lift', now, 7)).toBeNull();
    expect(suspensionEnd('warn', now)).toBeNull();
  });

  it('puts crisis language first, then reports by reason, then automatic flags', () => {
    const order = [
      flagRisk('crisis', { tier: 1 }),
      flagRisk('report', { reason: 'crisis' }),
      flagRisk('crisis', { tier: 2 }),
      flagRisk('report', { reason: 'unkind' }),
      flagRisk('report', { reason: 'spam' }),
      flagRisk('new_account_link'),
      flagRisk('repeated'),
      flagRisk('burst'),
    ];
    expect(order).toEqual([100, 90, 80, 60, 40, 35, 30, 25]);
    const items = [
      { id: 'low', risk: 25, flags: 1, firstFlaggedAt: '2026-01-01' },
      { id: 'many', risk: 60, flags: 3, firstFlaggedAt: '2026-01-03' },
      { id: 'one', risk: 60, flags: 1, firstFlaggedAt: '2026-01-01' },
      { id: 'crisis', risk: 100, flags: 1, firstFlaggedAt: '2026-01-05' },
    ];
    expect(items.sort(compareQueue).map((i) => i.id)).toEqual(['crisis', 'many', 'one', 'low']);
  });
});

describe('visibility', () => {
  const author = 'author';
  const item = (over: Partial<ItemFacts> = {}): ItemFacts => ({
    status: 'published',
    deleted: false,
    authorId: author,
    replies: 0,
    ...over,
  });
  const reader: Viewer = { userId: 'reader', moderator: false, blocked: new Set() };
  const blocker: Viewer = { ...reader, blocked: new Set([author]) };
  const self: Viewer = { userId: author, moderator: false, blocked: new Set() };
  const moderator: Viewer = { userId: 'mod', moderator: true, blocked: new Set() };

  it.each<[string, Partial<ItemFacts>, Viewer, string]>([
    ['published, to a reader', {}, reader, 'full'],
    ['published, to a member who blocked the author', {}, blocker, 'none'],
    ['hidden, to a reader', { status: 'hidden' }, reader, 'none'],
    ['hidden, to its author', { status: 'hidden' }, self, 'full'],
    ['hidden, to a moderator', { status: 'hidden' }, moderator, 'full'],
    ['held, to a reader', { status: 'held' }, reader, 'none'],
    ['held, to its author', { status: 'held' }, self, 'full'],
    ['held, to a moderator', { status: 'held' }, moderator, 'full'],
    ['deleted without replies', { deleted: true }, reader, 'none'],
    ['deleted with replies', { deleted: true, replies: 2 }, reader, 'removed'],
    ['removed by a moderator, with replies', { status: 'removed', replies: 1 }, self, 'removed'],
    ['removed by a moderator, without replies, to a moderator', { status: 'removed' }, moderator, 'none'],
    ['by a deleted account, with replies', { deleted: true, authorId: null, replies: 1 }, reader, 'removed'],
  ])('%s: %s', (_, over, viewer, expected) => {
    expect(visibility(item(over), viewer)).toBe(expected);
  });
});
