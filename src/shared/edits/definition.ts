import { z } from 'zod';
import { BURNOUT_RESULT_TYPES, NERVOUS_SYSTEM_ARCHETYPES } from '../assessments/definition';
import { labelKeys } from '#shared/labels';
/**
 * An Edit (reset path) is content: content/edits/<slug>.md, everything in the front matter
 * (module readings are Markdown strings, rendered by the server). Spark Reboot is an Edit of
 * kind 'program' with one module per day.
 */

/** What a person is looking for; the /reset-paths filter. */
export const EDIT_NEED_LABELS = {
  settle: 'Settle my nervous system',
  energy: 'Find my energy again',
  rest: 'Rest without guilt',
  boundaries: 'Set boundaries',
  connection: 'Reconnect with people',
  work: 'Work and going back',
  identity: 'Who I am beyond work',
};
export type EditNeed = keyof typeof EDIT_NEED_LABELS;
export const EDIT_NEEDS = labelKeys(EDIT_NEED_LABELS);

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const text = (max: number) => z.string().trim().min(1).max(max);

/** A practice with a guide the module player can run. */
export const Practice = z.discriminatedUnion('guide', [
  /** A simple countdown for a practice done in silence. */
  z.object({ guide: z.literal('timer'), title: text(80), instructions: text(2000), seconds: z.number().int().min(30).max(1800) }),
  /** A paced breath: inhale, hold, exhale, hold (seconds; 0 skips a phase), repeated for `rounds`. */
  z.object({
    guide: z.literal('breath'),
    title: text(80),
    instructions: text(2000),
    pattern: z.object({
      inhale: z.number().int().min(1).max(10),
      hold: z.number().int().min(0).max(10),
      exhale: z.number().int().min(1).max(12),
      rest: z.number().int().min(0).max(10),
    }),
    rounds: z.number().int().min(1).max(30),
  }),
  /** Steps done one after another at the person's own pace. */
  z.object({ guide: z.literal('steps'), title: text(80), instructions: text(2000), steps: z.array(text(300)).min(2).max(12) }),
]);
export type Practice = z.infer<typeof Practice>;

export const EditModule = z.object({
  slug,
  title: text(100),
  minutes: z.number().int().min(2).max(30),
  /** A short reading, Markdown (our own content; rendered and sanitised by the server). */
  reading: text(6000),
  practice: Practice,
  reflection: z.object({ prompt: text(400) }),
});
export type EditModule = z.infer<typeof EditModule>;

export const EditFrontMatter = z.object({
  title: text(80),
  kind: z.enum(['path', 'program']).default('path'),
  /** One sentence on the card. */
  summary: text(280),
  /** Who it is for, a short paragraph. */
  forWhom: text(600),
  needs: z.array(z.enum(EDIT_NEEDS)).min(1).max(3),
  /** Which results it serves, so the plan can recommend it. */
  serves: z.object({
    burnoutTypes: z.array(z.enum(BURNOUT_RESULT_TYPES)).default([]),
    archetypes: z.array(z.enum(NERVOUS_SYSTEM_ARCHETYPES)).default([]),
  }),
  /** Suggested rhythm, e.g. "Two short modules a week". */
  rhythm: text(160),
  modules: z.array(EditModule).min(5).max(8),
  /** Early access (decision 094): open to Elite at once, to everyone from this day (UTC). */
  earlyAccessUntil: z.iso.date().optional(),
});
export type EditFrontMatter = z.infer<typeof EditFrontMatter>;

/** Module slugs are unique within an Edit. */
export function editProblems(edit: EditFrontMatter): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const module of edit.modules) {
    if (seen.has(module.slug)) problems.push(`module ${module.slug} appears twice`);
    seen.add(module.slug);
  }
  if (edit.kind === 'program' && edit.modules.length !== 7) problems.push('a program has one module per day for 7 days');
  return problems;
}

/** Total length in minutes. */
export const editMinutes = (edit: Pick<EditFrontMatter, 'modules'>) => edit.modules.reduce((sum, m) => sum + m.minutes, 0);
