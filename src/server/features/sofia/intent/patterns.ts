import type { ExerciseId } from '#shared/sofia/exercises/types';
import { plainText } from '#shared/sofia/plain-text';
import type { SofiaIntent } from './intents';

/**
 * The fast path: patterns that are certain enough to skip the classifier. They read text plainly
 * normalised (lower case, no apostrophes, words split by single spaces, "4-7-8" as "4 7 8").
 * Short whole-message forms ("hi", "thanks", "bye") and unmistakable names of things Sofia offers.
 */
export const INTENT_PATTERNS: readonly { intent: Exclude<SofiaIntent, 'None'>; pattern: RegExp }[] = [
  {
    intent: 'greeting',
    pattern: /^(hi+|hello+|hey+|heya|hiya|howdy|yo|good (morning|afternoon|evening)|morning|evening)( there)?( sofia)?$/,
  },
  {
    intent: 'thanks',
    pattern: /^(thanks?|thank (you|u)|thx|ty|cheers|many thanks|much appreciated)( so much| very much| a lot| again)?( sofia)?$/,
  },
  {
    intent: 'goodbye',
    pattern:
      /^(bye+|bye bye|goodbye|good night|night|see (you|ya|u)( later| soon)?|talk (to you )?later|ttyl|gotta go|i have to go|end (the )?chat|stop)( now| for now)?( sofia)?$/,
  },
  {
    intent: 'help',
    pattern:
      /^(help|help me|menu|options|what can (you|u) do|what do (you|u) do|how does this work|what can (you|u) help (me )?with)( sofia)?$/,
  },
  {
    intent: 'about-sofia',
    pattern:
      /\b(are (you|u) (a |an )?(real|human|person|bot|robot|ai|machine|therapist|counsellor|counselor)|is this (a |an )?(real )?(person|human|bot|ai)|am i (talking|chatting|speaking) (to|with) (a )?(human|person|bot|robot|ai|real person)|^(who|what) are (you|u)( exactly| really)?( sofia)?$)\b/,
  },
  {
    // Before the exercises and results: "is this depression" is a diagnosis, not a SoulPrint question.
    intent: 'medical-advice',
    pattern: new RegExp(
      [
        String.raw`\bmedical (advice|opinion|question)`,
        String.raw`\b(diagnose|diagnosis|diagnosed)\b`,
        String.raw`\b(what|which|how much|right|correct|my|the|a|higher|lower|bigger|smaller) (dose|dosage)\b`,
        String.raw`\b(dose|dosage) (of|should|do|for|is)\b`,
        String.raw`\b(change|stop|stopping|quit|quitting|come off|coming off|increase|decrease|double|skip|switch|up|lower|raise|adjust|mix|mixing)( taking)? (my |the |these |this )?(meds|medication|medications|medicine|pills|tablets|antidepressants?|prescription|ssris?|sertraline|fluoxetine|citalopram)\b`,
        String.raw`\b(meds|medication|medications|medicine|pills|tablets|antidepressants?|prescription) (should|can|could) i\b`,
        String.raw`\bshould i (take|be taking|be on|go on|start|try) (meds|medication|medicine|pills|antidepressants?|ssris?)\b`,
        String.raw`\b(is (this|it|that)|do (i|you think i) have|have i got|am i) (clinical |clinically )?(depression|depressed|adhd|bipolar|ptsd|ocd|an anxiety disorder|a (mental|personality|mood|anxiety) disorder)\b`,
      ].join('|'),
    ),
  },
  {
    intent: 'breathing',
    pattern:
      /\b(4 7 8|478|four seven eight|box breath(ing|e)?|square breathing|breathing (exercise|practice)|breathe with me|help me breathe)\b/,
  },
  { intent: 'grounding', pattern: /\b(5 4 3( 2 1)?|54321|543|grounding|ground myself|ground me)\b/ },
  { intent: 'reframe', pattern: /\b(reframe|reframing|thought record|challenge (a|this|that|my) thought)\b/ },
  { intent: 'check-in', pattern: /\b(check ?in|checkin)s?\b/ },
  { intent: 'results', pattern: /\b(soul ?print|my (audit |assessment |burnout )?(results?|score)|my archetype)\b/ },
  { intent: 'plan', pattern: /\b(my (reset|recovery) plan|reset plan|my edits?|next edit|which edit)\b/ },
  { intent: 'journal', pattern: /\b(journal|journaling|journalling|diary)\b/ },
];

/** The intent the fast path is sure of, or undefined. */
export function matchIntentPattern(text: string): Exclude<SofiaIntent, 'None'> | undefined {
  const plain = plainText(text);
  return INTENT_PATTERNS.find(({ pattern }) => pattern.test(plain))?.intent;
}

/** Which exercise a message names, if any: "4-7-8", "box breathing", "5-4-3", "reframe". */
export function exerciseNamed(text: string): ExerciseId | undefined {
  const plain = plainText(text);
  if (/\b(4 7 8|478|four seven eight)\b/.test(plain)) return '4-7-8-breath';
  if (/\b(box|square)\b/.test(plain)) return 'box-breathing';
  if (/\b(5 4 3( 2 1)?|54321|543|grounding|ground)\b/.test(plain)) return '5-4-3-grounding';
  if (/\b(reframe|reframing|thought record)\b/.test(plain)) return 'thought-reframe';
  return undefined;
}
