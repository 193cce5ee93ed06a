import { composeReply } from '#shared/sofia/reply/compose';
import type { MemberFacts } from '#shared/sofia/facts';
import type { ExerciseId } from '#shared/sofia/exercises/types';
import type { IntentResult } from '../intent/classify-intent';
import type { ContentHit } from '../search/content-search';
import { COMPOSER_INTENT } from './intent-map';
import {
  aboutParts,
  checkinParts,
  goodbyeParts,
  journalParts,
  medicalAdviceParts,
  planParts,
  resultsParts,
  thanksParts,
} from './guide-replies';
import { type SofiaPart, data, text } from './parts';
import { startLabel } from './exercise-turn';

/** The built-in guide's answer to one message, once safety and exercises have had their say. */
export interface GuideAnswer {
  parts: SofiaPart[];
  /** The exercise offered, which a "yes" next turn starts. */
  offered: ExerciseId | null;
}

const FIXED: Partial<Record<IntentResult['intent'], (facts: MemberFacts) => SofiaPart[]>> = {
  thanks: thanksParts,
  goodbye: goodbyeParts,
  'about-sofia': aboutParts,
  'medical-advice': medicalAdviceParts,
  results: resultsParts,
  plan: planParts,
  journal: journalParts,
  'check-in': checkinParts,
};

/** What the content search found, as a short lead-in and links; null when it found nothing. */
export function searchParts(hits: ContentHit[]): SofiaPart[] | null {
  if (hits.length === 0) return null;
  const [best] = hits;
  return [
    text(
      `I am not sure I have understood you fully, but this part of Recalibrate may speak to it: “${best!.title}”. ${best!.snippet} Does that fit what you meant, or can you tell me a little more?`,
    ),
    data('links', { links: hits.slice(0, 3).map((hit) => ({ label: hit.title, href: hit.path })) }),
  ];
}

export function composedParts(intent: string, facts: MemberFacts, memberText: string, turn: number): GuideAnswer {
  const reply = composeReply({ intent, facts, text: memberText, turn });
  const offer = reply.offers[0];
  const parts: SofiaPart[] = [text(reply.text)];
  if (offer?.kind === 'exercise') {
    parts.push(data('quick-replies', { replies: [startLabel(offer.target as ExerciseId), 'Tell me more'] }));
    return { parts, offered: offer.target as ExerciseId };
  }
  if (offer) parts.push(data('links', { links: [{ label: offer.label, href: offer.target }] }));
  return { parts, offered: null };
}

/** Step 4 of the turn with the built-in guide: a fixed answer, the composer, or the content search. */
export function guideAnswer(
  intent: IntentResult,
  facts: MemberFacts,
  memberText: string,
  turn: number,
  search: (q: string) => ContentHit[],
): GuideAnswer {
  const fixed = FIXED[intent.intent];
  if (fixed) return { parts: fixed(facts), offered: null };
  const composerIntent = COMPOSER_INTENT[intent.intent];
  if (composerIntent) return composedParts(composerIntent, facts, memberText, turn);
  const found = searchParts(search(memberText));
  return found ? { parts: found, offered: null } : composedParts('unknown', facts, memberText, turn);
}
