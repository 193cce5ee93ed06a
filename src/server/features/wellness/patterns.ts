import { subDays } from 'date-fns/subDays';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { CHECKIN_LABELS, type CalendarResponse, type Checkin, type TrendsResponse } from '#shared/contracts/wellness';
import { type DayPoint, MIN_DAYS_EACH_SIDE, correlation, correlationWords, factorEffect } from '#shared/wellness/insights';
import { CHECKIN_MEASURES, type CheckinMeasure } from '#shared/wellness/rules';
import type { AppDb } from '#server/platform/db/client';
import type { EditCatalog } from '../edits/content';
import { completionsBetween } from '../edits/progress';
import { journalEntries, soulprintEntries } from './schema';
import { checkinView, checkinsOf } from './views';

/** The member's own calendar day of an instant (tz = minutes east of UTC). */
export const dayOf = (at: Date, tz: number) => new Date(at.getTime() + tz * 60_000).toISOString().slice(0, 10);

/** Pairs of measures whose relationship people find useful to see. */
const PAIRS: [CheckinMeasure, CheckinMeasure][] = [
  ['sleep_quality', 'energy_level'],
  ['stress_level', 'energy_level'],
  ['social_connection', 'energy_level'],
  ['work_satisfaction', 'stress_level'],
];

/** The member's days seen together: the wellness calendar and the dashboard's trends and insights. */
export function createPatternService(deps: { db: AppDb; edits: EditCatalog }) {
  const { db } = deps;

  async function checkinsSince(userId: string, since: Date, until?: Date) {
    const rows = await db
      .select()
      .from(soulprintEntries)
      .where(and(checkinsOf(userId), gte(soulprintEntries.createdAt, since), until ? lt(soulprintEntries.createdAt, until) : undefined))
      .orderBy(desc(soulprintEntries.createdAt));
    return rows.map(checkinView);
  }

  return {
    /** /wellness-calendar: each day of the month with check-ins, journal entries and completed modules. */
    async calendar(userId: string, month: string, tz: number): Promise<CalendarResponse> {
      const start = new Date(Date.parse(`${month}-01T00:00:00Z`) - tz * 60_000);
      const [year, m] = month.split('-').map(Number) as [number, number];
      const end = new Date(Date.UTC(m === 12 ? year + 1 : year, m === 12 ? 0 : m, 1) - tz * 60_000);
      const [checkins, journal, modules] = await Promise.all([
        checkinsSince(userId, start, end),
        db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), gte(journalEntries.createdAt, start), lt(journalEntries.createdAt, end))),
        completionsBetween(db, deps.edits, userId, start, end),
      ]);
      const days = new Map<string, CalendarResponse['days'][number]>();
      const dayEntry = (day: string) => {
        if (!days.has(day)) days.set(day, { day, checkins: [], journal: [], modules: [] });
        return days.get(day)!;
      };
      for (const c of checkins) dayEntry(dayOf(new Date(c.created_at), tz)).checkins.push(c);
      for (const j of journal)
        dayEntry(dayOf(j.createdAt, tz)).journal.push({ id: j.id, title: j.title, mood: j.mood, created_at: j.createdAt.toISOString() });
      for (const mod of modules) dayEntry(dayOf(mod.completedAt, tz)).modules.push({ ...mod, completedAt: mod.completedAt.toISOString() });
      return { month, days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)) };
    },

    /** /wellness-dashboard: daily averages, period averages and plain-language insights. */
    async trends(userId: string, days: number, tz: number): Promise<TrendsResponse> {
      const since = subDays(new Date(), days);
      const [checkins, journal] = await Promise.all([
        checkinsSince(userId, since),
        db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), gte(journalEntries.createdAt, since))),
      ]);
      const byDay = new Map<string, Checkin[]>();
      for (const c of checkins) {
        const day = dayOf(new Date(c.created_at), tz);
        byDay.set(day, [...(byDay.get(day) ?? []), c]);
      }
      const orderedDays = [...byDay.keys()].sort();
      const round1 = (n: number) => Math.round(n * 10) / 10;
      const series = Object.fromEntries(
        CHECKIN_MEASURES.map((measure) => [
          measure,
          orderedDays.map((day) => {
            const list = byDay.get(day)!;
            return { day, value: round1(list.reduce((sum, c) => sum + c[measure], 0) / list.length) };
          }),
        ]),
      ) as Record<CheckinMeasure, DayPoint[]>;
      const averages = Object.fromEntries(
        CHECKIN_MEASURES.map((measure) => [
          measure,
          checkins.length ? round1(checkins.reduce((s, c) => s + c[measure], 0) / checkins.length) : null,
        ]),
      ) as Record<CheckinMeasure, number | null>;

      const insights: TrendsResponse['insights'] = [];
      for (const [a, b] of PAIRS) {
        const r = correlation(series[a], series[b]);
        if (r === null || Math.abs(r) < 0.3) continue;
        const together = r > 0 ? 'rise and fall together' : 'move in opposite directions';
        insights.push({
          kind: 'correlation',
          text: `On your days, ${CHECKIN_LABELS[a].label.toLowerCase()} and ${CHECKIN_LABELS[b].label.toLowerCase()} ${correlationWords(r)} ${together}.`,
        });
      }
      const tagDays = new Map<string, Set<string>>();
      for (const entry of journal)
        for (const tag of entry.tags) tagDays.set(tag, (tagDays.get(tag) ?? new Set()).add(dayOf(entry.createdAt, tz)));
      for (const [tag, daysWithTag] of tagDays) {
        const effect = factorEffect(series.energy_level, daysWithTag);
        if (effect.enough && Math.abs(effect.difference) >= 1) {
          insights.push({
            kind: 'tag',
            text: `On days you tagged “${tag}”, your energy averaged ${effect.meanWith} out of 10, against ${effect.meanWithout} on other days.`,
          });
        }
      }
      if (orderedDays.length < 2 * MIN_DAYS_EACH_SIDE) {
        insights.push({
          kind: 'not-enough',
          text: `Patterns need a little more data: at least ${MIN_DAYS_EACH_SIDE} days with and ${MIN_DAYS_EACH_SIDE} days without something before we compare them. You have ${orderedDays.length} day${orderedDays.length === 1 ? '' : 's'} of check-ins in this period.`,
        });
      }
      return { days, series, averages, checkinDays: orderedDays.length, insights };
    },
  };
}
