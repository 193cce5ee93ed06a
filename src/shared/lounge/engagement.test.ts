import { describe, expect, it } from 'vitest';
import { type CommunityActivity, ENGAGEMENT_WINDOW_DAYS, communityEngagementScore, engagementWindowStart } from './engagement';

const none: CommunityActivity = { posts: 0, comments: 0, reactionsGiven: 0, reactionsReceived: 0 };

// Decision 103: 30 days; posts fill 30 points at 4, comments 30 at 10, reactions given 20 at 20, received 20 at 20.
describe('community engagement score (spec 3, 0–100)', () => {
  it.each<[Partial<CommunityActivity>, number]>([
    [{}, 0],
    [{ posts: 1 }, 8],
    [{ posts: 4 }, 30],
    [{ posts: 9 }, 30],
    [{ comments: 1 }, 3],
    [{ comments: 10 }, 30],
    [{ reactionsGiven: 1 }, 1],
    [{ reactionsGiven: 20 }, 20],
    [{ reactionsReceived: 10 }, 10],
    [{ reactionsReceived: 50 }, 20],
    [{ posts: 2, comments: 5, reactionsGiven: 10 }, 40],
    [{ posts: 1, reactionsGiven: 2, reactionsReceived: 1 }, 11],
    [{ posts: 4, comments: 10, reactionsGiven: 20, reactionsReceived: 20 }, 100],
    [{ posts: 40, comments: 100, reactionsGiven: 200, reactionsReceived: 200 }, 100],
    [{ posts: -3, comments: -1 }, 0],
  ])('%o → %d', (activity, score) => {
    expect(communityEngagementScore({ ...none, ...activity })).toBe(score);
  });
});

describe('the window of activity', () => {
  it.each([
    ['2026-11-27T10:00:00.000Z', '2026-10-28T10:00:00.000Z'],
    ['2026-03-01T00:00:00.000Z', '2026-01-30T00:00:00.000Z'],
  ])('from %s it starts at %s', (now, start) => {
    expect(ENGAGEMENT_WINDOW_DAYS).toBe(30);
    expect(engagementWindowStart(new Date(now)).toISOString()).toBe(start);
  });
});
