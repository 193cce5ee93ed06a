/** Modules completed per week, filled in for a chart: the weeks with none count as 0. */
import { addDaysToKey, mondayOfKey, utcDayKey } from '#shared/dates';

export interface WeekCount {
  /** The Monday that starts the week, YYYY-MM-DD (as the API sends it). */
  week: string;
  count: number;
}

/** The Monday (UTC) of the week that holds `date`, as YYYY-MM-DD. */
export function mondayOf(date: Date): string {
  return mondayOfKey(utcDayKey(date));
}

/**
 * The last `weeks` weeks up to the later of this week and the newest week with data, oldest
 * first, with each week's count (0 when the API sent none for it).
 */
export function weekSeries(data: readonly WeekCount[], now: Date, weeks = 12): WeekCount[] {
  const counts = new Map(data.map((d) => [d.week, d.count]));
  const thisWeek = mondayOf(now);
  const newest = data.reduce((latest, d) => (d.week > latest ? d.week : latest), thisWeek);
  return Array.from({ length: weeks }, (_, i) => {
    const week = addDaysToKey(newest, -7 * (weeks - 1 - i));
    return { week, count: counts.get(week) ?? 0 };
  });
}
