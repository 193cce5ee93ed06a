import type { SofiaStatus } from '#shared/contracts/sofia';

/** From this many turns left, the chat says how many are left today. */
export const FEW_LEFT = 10;

export interface SofiaDay {
  /** Turns left today, or null for a member without Sofia (no limit applies to them). */
  left: number | null;
  /** A few turns left: the chat says so, calmly. */
  few: boolean;
  /** None left: the chat says so and offers no starters. */
  reached: boolean;
}

/** Where the member is in the day's turns with Sofia (SOFIA_DAILY_LIMIT, counted per UTC day; crisis turns never count). */
export function sofiaDay(status: Pick<SofiaStatus, 'dailyLimit' | 'usedToday' | 'hasSofia'> | undefined): SofiaDay {
  if (!status?.hasSofia) return { left: null, few: false, reached: false };
  const left = Math.max(0, status.dailyLimit - status.usedToday);
  return { left, few: left > 0 && left <= FEW_LEFT, reached: left === 0 };
}

/** How the limit is said wherever Sofia is introduced: "Up to 60 messages with Sofia a day…". */
export const dailyLimitLine = (limit: number) =>
  `Up to ${limit} messages with Sofia a day, starting again at midnight UTC. Anything about your safety never counts, and always gets an answer.`;
