import { tzOffsetMinutes } from './tz-offset';

export const TREND_RANGES = [7, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

/** The wellness dashboard's range when the address names none. */
export const DEFAULT_TREND_RANGE: TrendRange = 30;
/** The monthly reflection's window: the last 30 days. */
export const REFLECTION_DAYS: TrendRange = 30;

/**
 * The address of the trends for the last `days` days on this device's clock. Apart from the API
 * hook (no zod here), so the start-up module can ask for a page's trends before its code loads.
 */
export function trendsPath(days: TrendRange): string {
  return `/api/wellness/trends?${new URLSearchParams({ days: String(days), tz: String(tzOffsetMinutes()) })}`;
}
