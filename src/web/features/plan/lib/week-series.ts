/** Modules completed per week, filled in for a chart: the weeks with none count as 0. */

export interface WeekCount {
  /** The Monday that starts the week, YYYY-MM-DD (as the API sends it). */
  week: string;
  count: number;
}

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week that holds `date`, as YYYY-MM-DD. */
export function mondayOf(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day - weekday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last `weeks` weeks up to the later of this week and the newest week with data, oldest
 * first, with each week's count (0 when the API sent none for it).
 */
export function weekSeries(data: readonly WeekCount[], now: Date, weeks = 12): WeekCount[] {
  const counts = new Map(data.map((d) => [d.week, d.count]));
  const thisWeek = mondayOf(now);
  const newest = data.reduce((latest, d) => (d.week > latest ? d.week : latest), thisWeek);
  const end = Date.parse(`${newest}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => {
    const week = new Date(end - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10);
    return { week, count: counts.get(week) ?? 0 };
  });
}
