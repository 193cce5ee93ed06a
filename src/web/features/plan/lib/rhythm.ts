import { PlanRhythm, WEEKDAYS } from '#shared/contracts/edits';
import { weekdayNames } from '#shared/weekdays';
import type { FieldError } from '#web/lib/api-client';

export type Weekday = (typeof WEEKDAYS)[number];

const LONG_NAMES = weekdayNames('long');
/** 'mon' → 'Monday': the plan's weekdays (Monday first) with the calendar's names. */
export const DAY_NAMES = Object.fromEntries(WEEKDAYS.map((day, i) => [day, LONG_NAMES[i]!])) as Record<Weekday, string>;

export const RHYTHM_FIELDS = ['daysPerWeek', 'preferredDays', 'minutesPerSession'] as const;
export type RhythmField = (typeof RHYTHM_FIELDS)[number];
export type RhythmErrors = Partial<Record<RhythmField, string>>;

/** What the form holds: the minutes as typed, so nothing the person wrote is lost. */
export interface RhythmDraft {
  daysPerWeek: string;
  preferredDays: Weekday[];
  minutesPerSession: string;
}

export function toDraft(rhythm: PlanRhythm): RhythmDraft {
  return {
    daysPerWeek: String(rhythm.daysPerWeek),
    preferredDays: [...rhythm.preferredDays],
    minutesPerSession: String(rhythm.minutesPerSession),
  };
}

/** Our own words for a field's problem, where the schema's message is a generic one. */
const FRIENDLY: Record<RhythmField, string> = {
  daysPerWeek: 'Choose from 1 to 7 days a week.',
  preferredDays: 'Choose days from Monday to Sunday.',
  minutesPerSession: 'Choose a session length from 5 to 60 minutes, in whole minutes.',
};

/** Keeps a message written for people (the schema's own or the server's) and replaces zod's generic ones. */
export function friendlyMessage(field: RhythmField, message: string): string {
  return /^(Too (small|big)|Invalid|Expected)/i.test(message) ? FRIENDLY[field] : message;
}

function isField(name: string): name is RhythmField {
  return (RHYTHM_FIELDS as readonly string[]).includes(name);
}

/** Field errors under their fields; a list item's error ("preferredDays.2") goes to its list. */
export function placeErrors(list: readonly FieldError[]): { errors: RhythmErrors; unplaced: string[] } {
  const errors: RhythmErrors = {};
  const unplaced: string[] = [];
  for (const { field, message } of list) {
    const name = field.split('.')[0] ?? '';
    if (isField(name)) errors[name] ??= friendlyMessage(name, message);
    else unplaced.push(message);
  }
  return { errors, unplaced };
}

/** Checks the draft with the server's own schema (PlanRhythm). */
export function parseDraft(draft: RhythmDraft): { rhythm: PlanRhythm } | { errors: RhythmErrors } {
  const minutes = draft.minutesPerSession.trim();
  const candidate = {
    daysPerWeek: Number(draft.daysPerWeek),
    // Keep the week's order whatever order the boxes were ticked in.
    preferredDays: WEEKDAYS.filter((day) => draft.preferredDays.includes(day)),
    minutesPerSession: minutes === '' ? Number.NaN : Number(minutes),
  };
  const result = PlanRhythm.safeParse(candidate);
  if (result.success) return { rhythm: result.data };
  return { errors: placeErrors(result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))).errors };
}

/** "Tuesday and Friday", "Monday, Wednesday and Friday". */
export function dayList(days: readonly Weekday[]): string {
  const names = WEEKDAYS.filter((d) => days.includes(d)).map((d) => DAY_NAMES[d]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The rhythm in one sentence. */
export function describeRhythm(rhythm: PlanRhythm): string {
  const days = rhythm.daysPerWeek === 1 ? '1 day a week' : `${rhythm.daysPerWeek} days a week`;
  const when = rhythm.preferredDays.length > 0 ? `, usually ${dayList(rhythm.preferredDays)}` : ', on whichever days suit you';
  return `${days}, about ${rhythm.minutesPerSession} minutes each time${when}.`;
}
