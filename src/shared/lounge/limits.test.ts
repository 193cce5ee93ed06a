import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, type RecentActivity, checkLimits, findLinks, isNewAccount, repeatKey } from './limits';

const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const activity = (over: Partial<RecentActivity> = {}): RecentActivity => ({
  accountCreatedAt: hoursAgo(24 * 30),
  postsLastHour: 0,
  commentsLastHour: 0,
  lastPostAt: null,
  suspendedUntil: null,
  ...over,
});

describe('lounge limits', () => {
  it.each([
    [23.9, true],
    [24, false],
    [0, true],
  ])('an account %s hours old is new: %s', (hours, expected) => {
    expect(isNewAccount(hoursAgo(hours), now)).toBe(expected);
  });

  it.each<[string, 'post' | 'comment', Partial<RecentActivity>, string | null]>([
    ['an established member posts', 'post', {}, null],
    ['the 5th post in an hour', 'post', { postsLastHour: 4 }, null],
    ['the 6th post in an hour', 'post', { postsLastHour: 5 }, LIMIT_MESSAGES.postsPerHour(5)],
    ['a new account, 3rd post in an hour', 'post', { accountCreatedAt: hoursAgo(1), postsLastHour: 2 }, LIMIT_MESSAGES.postsPerHour(2)],
    [
      'a new account, 1 minute after its last post',
      'post',
      { accountCreatedAt: hoursAgo(1), postsLastHour: 1, lastPostAt: hoursAgo(1 / 60) },
      LIMIT_MESSAGES.cooldown(2),
    ],
    [
      'a new account, 3 minutes after its last post',
      'post',
      { accountCreatedAt: hoursAgo(1), postsLastHour: 1, lastPostAt: hoursAgo(3 / 60) },
      null,
    ],
    ['an established account right after its last post', 'post', { postsLastHour: 1, lastPostAt: hoursAgo(0.001) }, null],
    ['the 31st comment in an hour', 'comment', { commentsLastHour: 30 }, LIMIT_MESSAGES.commentsPerHour(30)],
    [
      'a new account, 11th comment in an hour',
      'comment',
      { accountCreatedAt: hoursAgo(2), commentsLastHour: 10 },
      LIMIT_MESSAGES.commentsPerHour(10),
    ],
    ['a suspended member', 'comment', { suspendedUntil: hoursAgo(-48) }, LIMIT_MESSAGES.suspended('2026-11-29')],
    ['a suspension that ended', 'comment', { suspendedUntil: hoursAgo(1) }, null],
  ])('%s', (_, kind, over, message) => {
    expect(checkLimits(kind, 'Some words.', activity(over), now)?.message ?? null).toBe(message);
  });

  it('limits links: 3 per item, 1 while the account is new', () => {
    const three = 'see https://a.org and www.b.com and c.net/x';
    expect(findLinks(three)).toHaveLength(3);
    expect(checkLimits('post', three, activity(), now)).toBeNull();
    expect(checkLimits('post', `${three} d.org`, activity(), now)).toEqual({
      status: 422,
      field: 'body',
      message: LIMIT_MESSAGES.links(3),
    });
    expect(checkLimits('comment', 'https://a.org https://b.org', activity({ accountCreatedAt: hoursAgo(1) }), now)).toEqual({
      status: 422,
      field: 'body',
      message: LIMIT_MESSAGES.links(1),
    });
    expect(findLinks('I slept. Then I rested.')).toEqual([]);
  });

  it('reads repeated text alike whatever its case, spacing and punctuation', () => {
    expect(repeatKey('Buy NOW!!  at my shop')).toBe(repeatKey('buy now at my shop.'));
    expect(repeatKey('one')).not.toBe(repeatKey('two'));
  });
});
