import { daysAfter } from '../dates';

/**
 * Spec 3's community_engagement_score (0–100) from real activity over the last 30 days: what a
 * member wrote and the support they gave and received. Each part saturates, so no one is pushed
 * to post more: 4 posts, 10 comments, 20 reactions given and 20 received each fill their share.
 */
/** The window of activity the score reads, in days. */
export const ENGAGEMENT_WINDOW_DAYS = 30;

/** Where the window starts: activity at or after it counts. */
export function engagementWindowStart(now: Date): Date {
  return daysAfter(now, -ENGAGEMENT_WINDOW_DAYS);
}

export interface CommunityActivity {
  posts: number;
  comments: number;
  reactionsGiven: number;
  reactionsReceived: number;
}

const PARTS: { key: keyof CommunityActivity; full: number; weight: number }[] = [
  { key: 'posts', full: 4, weight: 30 },
  { key: 'comments', full: 10, weight: 30 },
  { key: 'reactionsGiven', full: 20, weight: 20 },
  { key: 'reactionsReceived', full: 20, weight: 20 },
];

export function communityEngagementScore(activity: CommunityActivity): number {
  const score = PARTS.reduce((sum, p) => sum + (Math.min(Math.max(activity[p.key], 0), p.full) / p.full) * p.weight, 0);
  return Math.round(score);
}
