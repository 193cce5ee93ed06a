import type { StarterStep } from '#shared/contracts/edits';
import { AUDIT_PATH, CHECKIN_PATH } from './links';

/** The four first steps of /starter-kit in our words, each with the place where it is done. */
export const STARTER_STEP_WORDS: Record<
  StarterStep,
  { title: string; why: string; to: string; action: string; doneNote: string; again: string }
> = {
  audit: {
    title: 'Take the Operating System Audit',
    why: 'About 10 minutes. It shows how your energy and nervous system are doing, and shapes your plan. Pause whenever you like.',
    to: AUDIT_PATH,
    action: 'Start the audit',
    doneNote: 'Your results shape your plan.',
    again: 'See your plan',
  },
  edit: {
    title: 'Start an Edit',
    why: 'An Edit is a short series of modules: a reading, one practice and a question. Pick the one that speaks to you.',
    to: '/reset-paths',
    action: 'Choose an Edit',
    doneNote: 'You have an Edit under way.',
    again: 'Your Edits',
  },
  checkin: {
    title: 'Do your first check-in',
    why: 'Two minutes: how your energy, stress, sleep, work and connection feel today. Over time it shows your patterns.',
    to: CHECKIN_PATH,
    action: 'Check in',
    doneNote: 'Your check-ins are starting to show a picture.',
    again: 'Check in again',
  },
  reminders: {
    title: 'Choose your reminders',
    why: 'Decide how often we nudge you to check in, and whether to suggest short breaks. Or turn them off: your choice.',
    // Straight to the reminders, not to the top of the settings (the page reveals its #reminders).
    to: '/account-settings#reminders',
    action: 'Set reminders',
    doneNote: 'Your reminders are set the way you want them.',
    again: 'Change reminders',
  },
};

/** The heading line for how far along the kit is; never a count of what is missing. */
export function starterProgressLine(completed: number, total: number): string {
  if (completed === 0) return 'Four small steps, in any order, at your own pace.';
  if (completed >= total) return 'All four steps are done. Your starter kit is complete.';
  return `${completed} of ${total} steps done. The rest will be here whenever you are ready.`;
}
