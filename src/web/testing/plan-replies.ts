import type { AssessmentSummary } from '#shared/contracts/assessments';
import type { EditCard, JourneyResponse, PlanResponse } from '#shared/contracts/edits';

/** Replies of the plan and journey API for the plan feature's component tests. */

export function editCard(over: Partial<EditCard> = {}): EditCard {
  return {
    slug: 'settling-an-overactive-nervous-system',
    kind: 'path',
    title: 'Settling an overactive nervous system',
    summary: 'Small daily practices that tell your body it is safe to slow down.',
    needs: [],
    minutes: 56,
    moduleCount: 7,
    completedCount: 2,
    started: true,
    setAside: false,
    recommendedReason: 'Recommended for your System Override result',
    ...over,
  };
}

export function planReply(over: Partial<PlanResponse> = {}): PlanResponse {
  return {
    burnoutType: 'system_override',
    archetype: 'mobilised',
    recommended: editCard(),
    nextModule: {
      editSlug: 'settling-an-overactive-nervous-system',
      editTitle: 'Settling an overactive nervous system',
      moduleSlug: 'the-long-exhale',
      moduleTitle: 'The long exhale',
      minutes: 8,
      inProgress: true,
    },
    rhythm: { daysPerWeek: 2, preferredDays: ['tue', 'fri'], minutesPerSession: 10 },
    rhythmChosen: true,
    alsoRecommended: [
      editCard({
        slug: 'rest-without-guilt',
        title: 'Rest without guilt',
        completedCount: 0,
        started: false,
        recommendedReason: 'Recommended for The Steady Harbour, your nervous system’s pattern',
      }),
    ],
    ...over,
  };
}

/** A member with no audit result yet: nothing to recommend. */
export const NO_RESULT_PLAN = planReply({ burnoutType: null, archetype: null, recommended: null, nextModule: null, alsoRecommended: [] });

export function journeyReply(over: Partial<JourneyResponse> = {}): JourneyResponse {
  return {
    data_summary: {
      total_modules_completed: 4,
      soulprint_completion: 86,
      latest_quiz_date: '2026-11-02T10:00:00.000Z',
      last_active_date: '2026-11-19T10:00:00.000Z',
      total_journal_entries: 0,
    },
    recent_coaching_sessions: [],
    insight: {
      stage: 'exploration',
      progress_percentage: 100,
      next_recommended_action: 'Continue with your next module',
      time_to_next_milestone: '3-7 days with current pace',
      blockers: [],
      strengths: ['Your SoulPrint is nearly complete', 'You have built a steady practice with your modules'],
    },
    modulesByWeek: [],
    ...over,
  };
}

/** One assessment in the hub's reply (GET /api/assessments): not started unless `over` says otherwise. */
export function hubEntry(
  slug: string,
  kind: AssessmentSummary['kind'],
  title: string,
  over: Partial<AssessmentSummary> = {},
): AssessmentSummary {
  return {
    slug,
    kind,
    title,
    tagline: 't',
    measures: 'm',
    minutes: 10,
    itemCount: 20,
    status: 'not_started',
    answered: 0,
    latest: null,
    attempts: 0,
    ...over,
  };
}
