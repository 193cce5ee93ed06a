import type { DataPoints } from '#shared/contracts/sofia-insights';
import { daysBetweenKeys, weekdayIndexOfKey } from '#shared/dates';
import { weekdayNames } from '#shared/weekdays';
import { mean } from './statistics';

/** The ratings of one check-in the insights read (spec 3: each 1 to 10). */
export interface CheckinPoint {
  at: Date;
  energy: number;
  stress: number;
  sleep: number;
}

/** One day with at least one check-in: the average of that day's ratings. */
export interface Day {
  /** YYYY-MM-DD in the member's time zone. */
  key: string;
  /** Whole days since 1970-01-01, for day arithmetic. */
  index: number;
  /** 0 Monday to 6 Sunday, an index of WEEKDAYS. */
  weekday: number;
  energy: number;
  stress: number;
  sleep: number;
}

export type Measure = 'energy' | 'stress' | 'sleep';

/** The weekdays' names, Monday first, as the app writes them everywhere. */
export const WEEKDAYS = weekdayNames('long');

/** A valid IANA time zone name, else UTC. */
export function safeTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar day of a moment in a time zone, as YYYY-MM-DD. */
export function dayKey(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export const dayIndex = (key: string) => daysBetweenKeys('1970-01-01', key);

/** The member's check-ins as days, oldest first. */
export function toDays(checkins: readonly CheckinPoint[], timeZone: string): Day[] {
  const byDay = new Map<string, CheckinPoint[]>();
  for (const c of checkins) {
    const key = dayKey(c.at, timeZone);
    byDay.set(key, [...(byDay.get(key) ?? []), c]);
  }
  return [...byDay.entries()]
    .map(([key, list]) => ({
      key,
      index: dayIndex(key),
      weekday: weekdayIndexOfKey(key),
      energy: mean(list.map((c) => c.energy)),
      stress: mean(list.map((c) => c.stress)),
      sleep: mean(list.map((c) => c.sleep)),
    }))
    .sort((a, b) => a.index - b.index);
}

/** The days of the last `windowDays` days, today included. */
export function within<T extends { index: number }>(days: readonly T[], today: number, windowDays: number): T[] {
  return days.filter((d) => d.index > today - windowDays && d.index <= today);
}

/** How many, from when to when, for one source. */
export function pointsOf(source: DataPoints['source'], keys: readonly string[]): DataPoints {
  const sorted = [...keys].sort();
  return { source, count: keys.length, from: sorted[0] ?? '', to: sorted[sorted.length - 1] ?? '' };
}

export const checkinPoints = (days: readonly Day[]) =>
  pointsOf(
    'check-ins',
    days.map((d) => d.key),
  );
