/**
 * The query keys of the plan and progress pages. The first parts match what the Edits feature
 * refreshes after progress (AFFECTED_BY_PROGRESS: plan, journey, reflections, my-content,
 * starter-kit); the Edits list and the assessments hub are their owners' queries.
 */
export const PLAN_KEYS = {
  plan: ['plan'] as const,
  starterKit: ['starter-kit'] as const,
  reflections: ['reflections'] as const,
  myContent: ['my-content'] as const,
  journey: ['journey'] as const,
  editDetail: (pathSlug: string) => ['edits', 'detail', pathSlug] as const,
  module: (pathSlug: string, moduleSlug: string) => ['edits', 'module', pathSlug, moduleSlug] as const,
  assessmentHistory: (slug: string) => ['assessments', 'results', slug] as const,
  // The wellness feature's key for GET /api/wellness/checkins?days=7, so a new check-in refreshes it.
  recentCheckins: ['wellness', 'checkins', 'list', 7] as const,
};

/** Spec 7: the journey summary is cached for 2 minutes on the client. */
export const JOURNEY_STALE_TIME_MS = 2 * 60 * 1000;
