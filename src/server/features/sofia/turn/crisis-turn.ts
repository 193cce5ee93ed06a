import { FOLLOW_UP_ANSWERS, TIER_2_FOLLOW_UP, followUpOutcome, type FollowUpAnswer } from '#shared/sofia/crisis-follow-up';
import { CRISIS_COPY } from '#shared/safety/crisis';
import type { SofiaCrisisData } from '#shared/contracts/sofia';
import { REGION_NAMES, type SofiaRegion, crisisLinesFor } from './crisis-lines';
import { type SofiaPart, data, text } from './parts';

/**
 * The crisis parts of a turn (issue 20, SCIENCE.md), the same for every member and visitor
 * whatever their tier. Tier 1 stops the normal flow: the lines, a fixed warm message, grounding
 * in the chat while they reach out and their safety plan; no model is called. Tier 2 asks the
 * direct question with the lines already shown.
 */
export const GROUNDING_REPLY = 'Ground with me';
export const SAFETY_PLAN_LINK = { label: 'Open your safety plan', href: '/safety-plan' } as const;

export const TIER_1_MESSAGE =
  'I am really glad you told me, and I am taking what you wrote seriously. You deserve support from a person right now, and you do not have to carry this alone. Please reach out to one of these lines now: they are free and confidential, and someone will listen. If you are in immediate danger, call your local emergency number. While you reach out, I can stay with you for some slow grounding, or you can open your safety plan.';

export const TIER_2_MESSAGE = `What you wrote sounds heavy, and I would rather ask than guess. ${TIER_2_FOLLOW_UP.question}`;

export function crisisData(tier: 1 | 2, region: SofiaRegion): SofiaCrisisData {
  return {
    tier,
    region: REGION_NAMES[region],
    lines: crisisLinesFor(region),
    emergency: CRISIS_COPY.emergency,
    ...(tier === 2
      ? { followUp: { question: TIER_2_FOLLOW_UP.question, answers: FOLLOW_UP_ANSWERS.map((a) => ({ id: a.id, label: a.label })) } }
      : {}),
    safetyPlan: SAFETY_PLAN_LINK,
    grounding: { label: GROUNDING_REPLY },
  };
}

/** Tier 1, or a tier-2 "yes" / "not sure": the lines first, then words, grounding and the plan. */
export function tierOneParts(region: SofiaRegion, words: string = TIER_1_MESSAGE): SofiaPart[] {
  return [
    data('crisis', crisisData(1, region)),
    text(words),
    data('links', { links: [SAFETY_PLAN_LINK] }),
    data('quick-replies', { replies: [GROUNDING_REPLY] }),
  ];
}

export function tierTwoParts(region: SofiaRegion): SofiaPart[] {
  return [
    data('crisis', crisisData(2, region)),
    text(TIER_2_MESSAGE),
    data('quick-replies', { replies: FOLLOW_UP_ANSWERS.map((a) => a.label) }),
  ];
}

/** The answer to the direct question: yes and not sure run the tier-1 flow in their own words. */
export function followUpParts(answer: FollowUpAnswer, region: SofiaRegion): { parts: SofiaPart[]; crisisFlow: boolean } {
  const outcome = followUpOutcome(answer);
  if (outcome.next === 'tier-1') return { parts: tierOneParts(region, outcome.reply), crisisFlow: true };
  return { parts: [text(outcome.reply)], crisisFlow: false };
}
