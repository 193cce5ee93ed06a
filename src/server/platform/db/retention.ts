import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
/**
 * Retention as data. A privacy-registry entry that promises a period carries it as a rule, and its
 * human-readable retention text is written from the same rule by retain(), so what people are told
 * and what the daily sweep (features/privacy/retention.ts) enforces cannot drift apart.
 */
export type Period = { days: number } | { months: number };

export type RetentionRule =
  /** Rows whose `column` is older than the period (a timestamp, or epoch milliseconds with epochMs). */
  | { kind: 'age'; column: string; period: Period; epochMs?: boolean }
  /** Rows whose expiry time in `column` has passed. */
  | { kind: 'expired'; column: string }
  /** Every row, once the site has been launched (the launch gate opened) for the period. */
  | { kind: 'after-launch'; period: Period };

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The period in words: "90 days", "13 months", "2 years". */
export function periodText(period: Period): string {
  if ('days' in period) return plural(period.days, 'day');
  return period.months >= 24 && period.months % 12 === 0 ? plural(period.months / 12, 'year') : plural(period.months, 'month');
}

/** The moment before which a row is past the period, counted back from now (calendar months in UTC). */
export function periodStart(period: Period, now: Date): Date {
  return 'days' in period ? subDays(now, period.days) : subMonths(now, period.months);
}

/**
 * The retention text and the rule that enforces it, for spreading into a registry entry. A rule
 * with a period needs `{period}` in the text, where its length is written out.
 */
export function retain(text: string, rule: RetentionRule): { retention: string; sweep: RetentionRule } {
  if (rule.kind === 'expired') return { retention: text, sweep: rule };
  if (!text.includes('{period}')) throw new Error(`Retention text "${text}" must say the period as {period}.`);
  return { retention: text.replaceAll('{period}', periodText(rule.period)), sweep: rule };
}
