/**
 * The text alternative of a back-office chart: what is true of that chart's numbers, in a
 * sentence (finding 6 of review 5). A sum is said only where the bars count separate things: a
 * funnel's steps count the same people again, and visitors are counted per day, so neither adds up.
 */

/** One column of a chart: its label (a step or a day) and its count. */
export interface Column {
  name: string;
  value: number;
}

/** "most on 3 Nov 2026 (9)", or with a tie "most on 3 Nov 2026 and 5 Nov 2026 (9 each)". */
function peak(columns: readonly Column[], unit: (n: number) => string): string {
  const max = Math.max(...columns.map((c) => c.value));
  const top = columns.filter((c) => c.value === max).map((c) => c.name);
  if (top.length === 1) return `most on ${top[0]} (${unit(max)})`;
  const on = top.length === 2 ? `${top[0]} and ${top[1]}` : `${top[0]} and ${top.length - 1} other days`;
  return `most on ${on} (${unit(max)} each)`;
}

/**
 * A funnel: how many were at the first step and how many reached the last one. Its steps are not
 * separate people, so they are never added up.
 */
export function funnelSummary(label: string, steps: readonly Column[]): string {
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (!first || !last || steps.every((s) => s.value === 0)) return `${label}: no one in this range yet.`;
  if (first === last) return `${label}: ${first.name} (${first.value}).`;
  return `${label}: from ${first.name} (${first.value}) to ${last.name} (${last.value}).`;
}

/**
 * A count per day where every event is its own (check-ins, page views): the total of the range
 * and its busiest day. `unit` names a count ("3 views"); without it the count stands alone.
 */
export function dailyCountSummary(label: string, days: readonly Column[], unit: (n: number) => string = String): string {
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const range = days.length > 1 ? `, ${days[0]!.name} to ${days[days.length - 1]!.name}` : days[0] ? `, ${days[0].name}` : '';
  if (total === 0) return `${label}${range}: none yet.`;
  return `${label}${range}: ${unit(total)} in all, ${peak(days, unit)}.`;
}

/**
 * Views and visitors per day: views add up (each view is one), visitors do not (one visitor can
 * come back on another day), so the visitors are said for the busiest day only.
 */
export function viewsAndVisitorsSummary(label: string, days: readonly { name: string; views: number; visitors: number }[]): string {
  const views = days.map((d) => ({ name: d.name, value: d.views }));
  const base = dailyCountSummary(label, views, (n) => `${n} ${n === 1 ? 'view' : 'views'}`);
  const max = Math.max(0, ...views.map((d) => d.value));
  const busiest = days.filter((d) => d.views === max);
  if (max === 0 || busiest.length !== 1) return base;
  const visitors = busiest[0]!.visitors;
  return `${base.slice(0, -2)}, ${visitors} ${visitors === 1 ? 'visitor' : 'visitors'}).`;
}
