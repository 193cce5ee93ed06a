import type { ReplyIntent } from '#shared/sofia/reply/types';
import type { SofiaIntent } from '../intent/intents';

/**
 * The classifier's intent ids (kebab-case, src/server/features/sofia/intent) → the composer's
 * (src/shared/sofia/reply). Exercises, thanks, goodbye, results, the plan, the journal and the
 * check-in are answered by the pipeline itself (guide-replies.ts); None goes to content search.
 */
export const COMPOSER_INTENT: Partial<Record<SofiaIntent, ReplyIntent>> = {
  stress: 'stress',
  anxiety: 'stress',
  sleep: 'sleep',
  'work-pressure': 'work_pressure',
  'low-mood': 'low_mood',
  exhaustion: 'exhaustion',
  boundaries: 'boundaries',
  greeting: 'greeting',
  help: 'help',
  'about-sofia': 'help',
};
