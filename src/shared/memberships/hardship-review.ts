import { HARDSHIP_REVIEW_MONTHS } from '../contracts/memberships';

/** The review date staff chose (a day, reviewed from its start, UTC), or six months from the decision. */
export function hardshipReviewAt(decidedAt: Date, reviewOn?: string): Date {
  if (reviewOn) return new Date(`${reviewOn}T00:00:00.000Z`);
  const at = new Date(decidedAt);
  const day = at.getUTCDate();
  at.setUTCMonth(at.getUTCMonth() + HARDSHIP_REVIEW_MONTHS, 1);
  // The same day of the month, or the month's last when it is shorter (31 August → 28/29 February).
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at;
}
