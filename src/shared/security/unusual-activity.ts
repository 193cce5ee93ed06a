/**
 * "Accounts with unusual activity" on /admin/security (issue 23, decision 141): what one account
 * did in the last day, and the written rule that flags it. Each reason stands alone; an account
 * with none is not listed.
 */
export interface AccountDay {
  /** Failed sign-ins for the account's address in the last 24 hours. */
  failedSignIns: number;
  /** Distinct networks (IPv4 /24, IPv6 /48) those failures came from. */
  failedNetworks: number;
  /** Countries the account's failures and refused requests came from (where the address is known). */
  countries: number;
  /** The account's requests refused by a rate limit in the last 24 hours. */
  rateLimitHits: number;
}

/** The same count that emails the owner (sign-in throttle NOTIFY_AT_FAILURES). */
export const MANY_FAILED_SIGN_INS = 10;
/** Guessing from several networks at once looks like a spread-out attack, not a forgotten password. */
export const MANY_NETWORKS = 3;
/** Two countries in one day happen (travel, a VPN); three do not, for one person. */
export const MANY_COUNTRIES = 3;
/** A person clicking fast meets the limit once or twice; a script meets it again and again. */
export const MANY_RATE_LIMIT_HITS = 5;

export const UNUSUAL_REASONS = {
  failedSignIns: `${MANY_FAILED_SIGN_INS} or more failed sign-ins in a day`,
  networks: `Failed sign-ins from ${MANY_NETWORKS} or more networks in a day`,
  countries: `Activity from ${MANY_COUNTRIES} or more countries in a day`,
  rateLimits: `${MANY_RATE_LIMIT_HITS} or more requests refused by a rate limit in a day`,
} as const;

/** The reasons an account's last day is unusual, in the order above; empty when it is not. */
export function unusualActivity(day: AccountDay): string[] {
  const reasons: string[] = [];
  if (day.failedSignIns >= MANY_FAILED_SIGN_INS) reasons.push(UNUSUAL_REASONS.failedSignIns);
  if (day.failedNetworks >= MANY_NETWORKS) reasons.push(UNUSUAL_REASONS.networks);
  if (day.countries >= MANY_COUNTRIES) reasons.push(UNUSUAL_REASONS.countries);
  if (day.rateLimitHits >= MANY_RATE_LIMIT_HITS) reasons.push(UNUSUAL_REASONS.rateLimits);
  return reasons;
}
