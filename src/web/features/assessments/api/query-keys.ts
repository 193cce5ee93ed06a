/** The query keys of the assessments feature (the hub, one assessment, the supplemental answers). */
export const ASSESSMENT_KEYS = {
  all: ['assessments'],
  hub: ['assessments', 'hub'],
  detail: (slug: string) => ['assessments', 'detail', slug] as const,
  supplemental: (userId: string | undefined) => ['assessments', 'supplemental', userId ?? 'me'] as const,
} as const;
