import { BLOCKERS, JOURNEY_STAGES, type JourneyStage } from '#shared/journey/insight';
import { AUDIT_PATH } from './links';

/**
 * The five journey stages of spec 4 in plain words, in order, each with why the member is there in
 * one sentence (spec 4's rules; issue 16), so that "stage three" after a single audit makes sense.
 */
export const STAGE_WORDS: Record<JourneyStage, { name: string; meaning: string; why: string }> = {
  discovery: {
    name: 'Discovery',
    meaning: 'Getting to know Recalibrate and how you are doing right now.',
    why: 'Every journey starts here, before the first assessment.',
  },
  assessment: {
    name: 'Assessment',
    meaning: 'Building your SoulPrint, one assessment at a time.',
    why: 'You are here once your SoulPrint has begun, with your first assessment.',
  },
  exploration: {
    name: 'Exploration',
    meaning: 'Your profile is rich enough to guide you. Trying modules to see what helps.',
    why: 'You are here once your SoulPrint is more than 75% complete, which one audit can do on its own.',
  },
  engagement: {
    name: 'Engagement',
    meaning: 'A practice is taking shape. Small, steady steps are adding up.',
    why: 'You are here after more than 5 modules.',
  },
  mastery: {
    name: 'Mastery',
    meaning: 'You know what steadies you, and you return to it when you need it.',
    why: 'You are here after more than 10 modules.',
  },
};

/** The stage after this one, or null at the last. */
export function nextStage(stage: JourneyStage): JourneyStage | null {
  return JOURNEY_STAGES[JOURNEY_STAGES.indexOf(stage) + 1] ?? null;
}

/** "Stage 2 of 5". */
export function stagePosition(stage: JourneyStage): string {
  return `Stage ${JOURNEY_STAGES.indexOf(stage) + 1} of ${JOURNEY_STAGES.length}`;
}

/**
 * The insight's blockers as gentle suggestions, each with a way forward where there is one.
 * An unknown line (a later rule) is shown as the server wrote it.
 */
export function blockerSuggestion(blocker: string): { text: string; link: { to: string; label: string } | null } {
  switch (blocker) {
    case BLOCKERS.noQuiz:
      return {
        text: 'Your plan takes shape after the Operating System Audit. It takes about 10 minutes, whenever you are ready.',
        link: { to: AUDIT_PATH, label: 'Take the audit' },
      };
    case BLOCKERS.noModules:
      return {
        text: 'No module yet, and that is fine. One short module is enough to begin.',
        link: { to: '/my-reset-plan', label: 'See your plan' },
      };
    case BLOCKERS.inactive:
      return {
        text: 'It has been a little while. Welcome back: you can pick up exactly where you left off, with no catching up to do.',
        link: null,
      };
    default:
      return { text: blocker, link: null };
  }
}
