/** The query keys of the assessments feature (the hub, one assessment, the supplemental answers). */
export const ASSESSMENT_KEYS = {
  all: ['assessments'],
  hub: ['assessments', 'hub'],
  detail: (slug: string) => ['assessments', 'detail', slug] as const,
  supplemental: (userId: string | undefined) => ['assessments', 'supplemental', userId ?? 'me'] as const,
} as const;

/**
 * What a new result changes elsewhere: the hub, the SoulPrint, and the plan, journey, Edits and
 * starter kit it recommends from (review 6: the dashboard still said "Take the Operating System
 * Audit" after it). Keys no page has loaded are simply ignored.
 */
export const AFFECTED_BY_A_RESULT = [ASSESSMENT_KEYS.hub, ['soulprint'], ['plan'], ['journey'], ['edits'], ['starter-kit']] as const;
