import { differenceInDays } from 'date-fns/differenceInDays';
/**
 * Journey insight (spec 3, 4, 8, 9): the member's stage, progress, time to the next milestone,
 * blockers and strengths, from the comprehensive user data summary. Pure; dates come in.
 */

export const JOURNEY_STAGES = ['discovery', 'assessment', 'exploration', 'engagement', 'mastery'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/** Spec 9 journey-insight constants. */
export const JOURNEY = {
  masteryAboveModules: 10,
  engagementAboveModules: 5,
  explorationAboveCompletion: 75,
  divisors: { exploration: 3, engagement: 8, mastery: 15 },
  inactiveDays: { slow: 7, steady: 3, blocker: 14, unknown: 30 },
  strengths: { completionAbove: 75, journalAbove: 5, modulesAbove: 3, coachingAbove: 2 },
} as const;

export const MILESTONE_TIMES = {
  slow: '2-3 weeks with consistent engagement',
  steady: '1-2 weeks with regular progress',
  quick: '3-7 days with current pace',
} as const;

export const BLOCKERS = {
  noQuiz: 'No assessment taken yet: the Operating System Audit shapes your plan',
  noModules: 'No module completed yet: one short module is enough to begin',
  inactive: 'It has been a while since your last visit: picking up gently is fine',
} as const;

export const STRENGTHS = {
  completion: 'Your SoulPrint is nearly complete',
  journal: 'You keep coming back to your journal',
  modules: 'You have built a steady practice with your modules',
  coaching: 'You make use of support from your coach',
  ready: 'Ready to begin your transformation journey',
} as const;

export const NEXT_ACTIONS = {
  audit: 'Complete the Operating System Audit',
  firstModule: 'Start the first module of your recommended Edit',
  soulprint: 'Round out your SoulPrint with another assessment',
  nextModule: 'Continue with your next module',
  deepen: 'Revisit a module that helped and take it deeper',
} as const;

export interface UserDataSummary {
  total_modules_completed: number;
  /** SoulPrint completion percentage, 0–100. */
  soulprint_completion: number;
  /** ISO date of the latest quiz, or null. */
  latest_quiz_date: string | null;
  /** ISO date of the last activity, or null when unknown. */
  last_active_date: string | null;
  total_journal_entries: number;
  recent_coaching_sessions: unknown[];
}

export interface JourneyInsight {
  stage: JourneyStage;
  progress_percentage: number;
  next_recommended_action: string;
  time_to_next_milestone: string;
  blockers: string[];
  strengths: string[];
}

/** Spec 8: the insight shown when computing it fails. */
export const DEFAULT_INSIGHT: JourneyInsight = {
  stage: 'discovery',
  progress_percentage: 0,
  next_recommended_action: NEXT_ACTIONS.audit,
  time_to_next_milestone: '10 minutes to get started',
  blockers: [],
  strengths: [STRENGTHS.ready],
};

/** Spec 4 journey stage. */
export function journeyStage(modules: number, completion: number): JourneyStage {
  if (modules > JOURNEY.masteryAboveModules) return 'mastery';
  if (modules > JOURNEY.engagementAboveModules) return 'engagement';
  if (completion > JOURNEY.explorationAboveCompletion) return 'exploration';
  if (completion > 0) return 'assessment';
  return 'discovery';
}

/** Spec 4 progress percent, capped at 100. */
export function progressPercent(stage: JourneyStage, modules: number, completion: number): number {
  const value = stage === 'discovery' || stage === 'assessment' ? completion : (modules / JOURNEY.divisors[stage]) * 100;
  return Math.max(0, Math.min(100, Math.round(value)));
}

/** Whole days since the last activity; unknown counts as 30 (spec 9). */
export function daysInactive(lastActive: string | null, now: Date): number {
  if (!lastActive) return JOURNEY.inactiveDays.unknown;
  const then = Date.parse(lastActive);
  if (Number.isNaN(then)) return JOURNEY.inactiveDays.unknown;
  return Math.max(0, differenceInDays(now, then));
}

export function timeToNextMilestone(inactive: number): string {
  if (inactive > JOURNEY.inactiveDays.slow) return MILESTONE_TIMES.slow;
  if (inactive > JOURNEY.inactiveDays.steady) return MILESTONE_TIMES.steady;
  return MILESTONE_TIMES.quick;
}

export function journeyInsight(summary: UserDataSummary, now: Date): JourneyInsight {
  const modules = summary.total_modules_completed;
  const completion = summary.soulprint_completion;
  const stage = journeyStage(modules, completion);
  const inactive = daysInactive(summary.last_active_date, now);

  const blockers: string[] = [];
  if (!summary.latest_quiz_date) blockers.push(BLOCKERS.noQuiz);
  if (modules === 0) blockers.push(BLOCKERS.noModules);
  if (inactive > JOURNEY.inactiveDays.blocker) blockers.push(BLOCKERS.inactive);

  const strengths: string[] = [];
  if (completion > JOURNEY.strengths.completionAbove) strengths.push(STRENGTHS.completion);
  if (summary.total_journal_entries > JOURNEY.strengths.journalAbove) strengths.push(STRENGTHS.journal);
  if (modules > JOURNEY.strengths.modulesAbove) strengths.push(STRENGTHS.modules);
  if (summary.recent_coaching_sessions.length > JOURNEY.strengths.coachingAbove) strengths.push(STRENGTHS.coaching);

  const next = !summary.latest_quiz_date
    ? NEXT_ACTIONS.audit
    : modules === 0
      ? NEXT_ACTIONS.firstModule
      : stage === 'assessment'
        ? NEXT_ACTIONS.soulprint
        : stage === 'mastery'
          ? NEXT_ACTIONS.deepen
          : NEXT_ACTIONS.nextModule;

  return {
    stage,
    progress_percentage: progressPercent(stage, modules, completion),
    next_recommended_action: next,
    time_to_next_milestone: timeToNextMilestone(inactive),
    blockers,
    strengths,
  };
}

/** Spec 8: any failure gives the default insight. */
export function safeJourneyInsight(summary: UserDataSummary | null, now: Date): JourneyInsight {
  if (!summary) return DEFAULT_INSIGHT;
  try {
    return journeyInsight(summary, now);
  } catch {
    return DEFAULT_INSIGHT;
  }
}
