import { z } from 'zod';
import { JournalInput, type JournalEntry } from '#shared/contracts/journal';

/** What the journal form holds: strings only (useZodForm), turned into JournalInput on submit. */
export interface JournalFormValues extends Record<string, string> {
  title: string;
  body: string;
  /** '' (not said) or '1'…'5' */
  mood: string;
  /** Comma-separated, as typed. */
  tags: string;
}

export const EMPTY_JOURNAL_FORM: JournalFormValues = { title: '', body: '', mood: '', tags: '' };

/** "sleep, Long walk ,, family" → ['sleep', 'long walk', 'family'] (the server lower-cases too). */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * The form's values checked with the server's own JournalInput: a title or body error lands on
 * its field, a tag error ("tags.2") on the tags field.
 */
export const JournalForm = z
  .object({ title: z.string(), body: z.string(), mood: z.string(), tags: z.string() })
  .transform((values): z.input<typeof JournalInput> => ({
    title: values.title,
    body: values.body,
    mood: values.mood ? Number(values.mood) : null,
    tags: splitTags(values.tags),
  }))
  .pipe(JournalInput);

export function entryToForm(entry: Pick<JournalEntry, 'title' | 'body' | 'mood' | 'tags'>): JournalFormValues {
  return { title: entry.title, body: entry.body, mood: entry.mood === null ? '' : String(entry.mood), tags: entry.tags.join(', ') };
}

/** Gentle words for the optional mood (1–5). */
export const MOOD_WORDS: Record<number, string> = {
  1: 'Very low',
  2: 'Low',
  3: 'Steady',
  4: 'Lighter',
  5: 'Good',
};

export function moodWord(mood: number | null): string | null {
  return mood === null ? null : (MOOD_WORDS[mood] ?? null);
}

/** Prompts to start from when a blank page feels like too much. */
export const JOURNAL_PROMPTS = [
  'What took energy today, and what gave a little back?',
  'What is my body asking for right now?',
  'One small thing that went okay',
  'What could I put down this week?',
  'Who or what helped, even a little?',
] as const;

/** The tag every monthly reflection carries (it is how /reflection entries are found again). */
export { MONTHLY_REFLECTION_TAG } from '#shared/contracts/journal';

/** "Reflection for March 2026" */
export function reflectionTitle(monthName: string): string {
  return `Reflection for ${monthName}`;
}
