import { z } from 'zod';
import { Id, Slug, Timestamp } from './blocks';
import { CrisisTier } from './safety';
import { ASSESSMENT_KINDS, Dimension, Outcome, StandaloneDefinition } from '../assessments/definition';
import { Answers, NOTICES } from '../assessments/scoring';

/** Assessments (spec 2.4): definitions, progress saved as the person goes, submission and results. */

export const AssessmentSlugParams = z.object({ slug: Slug });
export const ResultIdParams = z.object({ resultId: z.uuid() });

export const ASSESSMENT_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const AssessmentSummary = z.object({
  slug: z.string(),
  kind: z.enum(ASSESSMENT_KINDS),
  title: z.string(),
  tagline: z.string(),
  measures: z.string(),
  minutes: z.number(),
  itemCount: z.number().int(),
  status: z.enum(ASSESSMENT_STATUSES),
  /** Items answered in the saved progress (in_progress). */
  answered: z.number().int(),
  /** The latest completed result. */
  latest: z.object({ id: Id, resultType: z.string().nullable(), createdAt: Timestamp }).nullable(),
  attempts: z.number().int(),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummary>;
export const AssessmentHubResponse = z.object({ assessments: z.array(AssessmentSummary) });
export type AssessmentHubResponse = z.infer<typeof AssessmentHubResponse>;

/** The definition plus the member's saved progress. */
export const AssessmentResponse = z.object({
  definition: StandaloneDefinition.extend({ composedOf: z.array(z.string()).optional() }),
  progress: z.object({ answers: Answers, position: z.number().int().min(0), updatedAt: Timestamp }).nullable(),
  latest: z.object({ id: Id, createdAt: Timestamp }).nullable(),
});
export type AssessmentResponse = z.infer<typeof AssessmentResponse>;

export const SaveProgressInput = z.object({ answers: Answers, position: z.number().int().min(0).max(500).default(0) });
export type SaveProgressInput = z.infer<typeof SaveProgressInput>;
export const SaveProgressResponse = z.object({ savedAt: Timestamp });

export const SubmitInput = z.object({ answers: Answers });
export type SubmitInput = z.infer<typeof SubmitInput>;
export const SubmitResponse = z.object({ resultId: Id, resultPath: z.string() });
export type SubmitResponse = z.infer<typeof SubmitResponse>;

export const DimensionScoreSchema = z.object({
  score: z.number().nullable(),
  percent: z.number().nullable(),
  band: z.string().nullable(),
  answered: z.number().int(),
  valid: z.boolean(),
  raw: z.number().optional(),
});
export const ScoresSchema = z.object({
  dimensions: z.record(z.string(), DimensionScoreSchema),
  outcomes: z.record(z.string(), z.string()),
  resultType: z.string().nullable(),
  notices: z.array(z.enum(NOTICES)),
  scoringVersion: z.string(),
});

/** What a result page needs: the stored result, the definition's words for it, and the previous attempt. */
export const AssessmentResultResponse = z.object({
  id: Id,
  slug: z.string(),
  kind: z.enum(ASSESSMENT_KINDS),
  title: z.string(),
  basedOn: z.string(),
  resultType: z.string().nullable(),
  scores: ScoresSchema,
  scoringVersion: z.string(),
  createdAt: Timestamp,
  /** The result page's own address (for links and the history). */
  path: z.string(),
  dimensions: z.array(Dimension),
  outcomes: z.array(Outcome),
  previous: z.object({ id: Id, createdAt: Timestamp, scores: ScoresSchema }).nullable(),
  /** Staff are viewing it inside an audited impersonation session (the only way staff see a result). */
  viewedAsStaff: z.boolean(),
});
export type AssessmentResultResponse = z.infer<typeof AssessmentResultResponse>;

export const ResultHistoryResponse = z.object({
  /** resultTitle: the result type's name people read (issue 16: never the internal code). */
  results: z.array(
    z.object({
      id: Id,
      resultType: z.string().nullable(),
      resultTitle: z.string().nullable(),
      createdAt: Timestamp,
      path: z.string(),
    }),
  ),
});
export type ResultHistoryResponse = z.infer<typeof ResultHistoryResponse>;

/** /assessment/supplemental/:userId? — context answers, visible to the member and staff. */
export const SupplementalQuery = z.object({ userId: z.string().min(1).max(64).optional() });
export const SupplementalResponse = z.object({
  definition: StandaloneDefinition,
  answers: Answers,
  updatedAt: Timestamp.nullable(),
  /** Whether the viewer may change the answers (only the member themself). */
  editable: z.boolean(),
  /** The member's display name when staff view someone else's answers. */
  memberName: z.string().nullable(),
});
export type SupplementalResponse = z.infer<typeof SupplementalResponse>;
export const SaveSupplementalInput = z.object({ answers: Answers });
/** The saved answers again, with the crisis tier of the written ones (issue 15). */
export const SaveSupplementalResponse = SupplementalResponse.extend({ crisisTier: CrisisTier });

/** /deb-assessment-access: a partner access code unlocks the assessments for the account. */
export const AssessmentAccessInput = z.object({ code: z.string().trim().min(1, 'Please enter your access code.').max(64) });
export const AssessmentAccessResponse = z.object({ codeName: z.string(), message: z.string() });
/** A visitor's code, checked before sign-in without counting a use (400 with the reason when it cannot unlock anything). */
export const AssessmentAccessCheckResponse = z.object({ codeName: z.string() });
export const ASSESSMENT_ACCESS_MESSAGES = {
  invalid: 'Invalid access code',
  granted: 'Your assessments are unlocked. Take them whenever you are ready.',
} as const;

/** Where each kind's result page lives (spec 2.4). */
export function resultPath(kind: (typeof ASSESSMENT_KINDS)[number], slug: string, resultId: string): string {
  switch (kind) {
    case 'operating_system_audit':
      return `/assessment/os-audit-result/${resultId}`;
    case 'master':
      return `/assessment/master-result/${resultId}`;
    case 'nervous_system_archetype':
      return `/assessments/nervous-system-archetype/result/${resultId}`;
    case 'social_exchange_index':
      return `/social-exchange-index-result-saved/${resultId}`;
    default:
      return `/assessments/${slug}/result?id=${resultId}`;
  }
}
