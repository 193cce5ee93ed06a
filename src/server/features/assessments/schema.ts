import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, userId, userIdPrimaryKey, uuidPrimaryKey } from '#server/platform/db/columns';
import type { Answers, ScoreResult } from '#shared/assessments/scoring';

/** Answers in progress: one row per member and assessment, saved as the person goes. */
export const assessmentProgress = pgTable(
  'assessment_progress',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    slug: text('slug').notNull(),
    answers: jsonb('answers').notNull().$type<Answers>(),
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('assessment_progress_user_slug_idx').on(t.userId, t.slug)],
);

const resultColumns = {
  /** Random (unguessable); still checked against the session's user on every read. */
  id: uuidPrimaryKey(),
  userId: userId(),
  slug: text('slug').notNull(),
  resultType: text('result_type'),
  answers: jsonb('answers').notNull().$type<Answers>(),
  scores: jsonb('scores').notNull().$type<ScoreResult>(),
  scoringVersion: text('scoring_version').notNull(),
  createdAt: createdAt(),
};

/** Spec 3 quiz_results: quiz_type, result_type, created_at, user_id — plus what reproduces the score. */
export const quizResults = pgTable('quiz_results', { ...resultColumns, quizType: text('quiz_type').notNull() }, (t) => [
  index('quiz_results_user_slug_idx').on(t.userId, t.slug, t.createdAt),
  index('quiz_results_user_created_idx').on(t.userId, t.createdAt),
  index('quiz_results_created_idx').on(t.createdAt),
]);

/** Spec 3 master_assessment_results: the long version, read newest first. */
export const masterAssessmentResults = pgTable('master_assessment_results', resultColumns, (t) => [
  index('master_assessment_results_user_idx').on(t.userId, t.createdAt),
]);

/** Supplemental context answers (work situation, caregiving, support, what has been tried). */
export const supplementalAnswers = pgTable('supplemental_answers', {
  userId: userIdPrimaryKey(),
  answers: jsonb('answers').notNull().$type<Answers>(),
  updatedAt: updatedAt(),
});

/** /deb-assessment-access: the partner access code an account was unlocked with. */
export const assessmentAccessGrants = pgTable(
  'assessment_access_grants',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    codeId: uuid('code_id'),
    codeName: text('code_name').notNull(),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessment_access_grants_user_code_idx').on(t.userId, t.codeId)],
);
