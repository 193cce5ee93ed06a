import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { type AssessmentDefinition, type QuizType, allItems } from '#shared/assessments/definition';
import { type Answers, scoreAssessment, validateAnswers } from '#shared/assessments/scoring';
import { STAFF_RANK, type Actor } from '#shared/access/policy';
import {
  ASSESSMENT_ACCESS_MESSAGES,
  type AssessmentHubResponse,
  type AssessmentResponse,
  type AssessmentResultResponse,
  type ResultHistoryResponse,
  type SubmitResponse,
  type SupplementalResponse,
  resultPath,
} from '#shared/contracts/assessments';
import type { UserActor } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { checkWriting } from '../safety/crisis-counts';
import { HttpError } from '#server/platform/errors';
import { users } from '../auth/schema';
import type { RequestContext } from '#server/platform/request-context';
import type { LaunchGateService } from '../launch-gate/service';
import type { SoulprintService } from '../soulprint/service';
import type { AssessmentCatalog } from './content';
import { findResult, listResultsForSlug } from './results';
import { assessmentAccessGrants, assessmentProgress, masterAssessmentResults, quizResults, supplementalAnswers } from './schema';

const SUPPLEMENTAL = 'supplemental';
const NOT_FOUND = 'We could not find that assessment.';
const RESULT_NOT_FOUND = 'We could not find that result.';

/** Staff who may read a member's results and supplemental answers (support), not analysts. */
const canReadOthers = (actor: Actor) =>
  actor.kind === 'user' && actor.staffRole !== null && STAFF_RANK[actor.staffRole] >= STAFF_RANK.admin;

function answerErrors(errors: Record<string, string>): HttpError | null {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return new HttpError(400, 'Some answers need another look.', {
    errors: entries.map(([item, message]) => ({ field: `answers.${item}`, message })),
  });
}

/** A partner code that cannot unlock anything now: why (unknown, expired or used up), under the code's field. */
function codeRefused(message: string): HttpError {
  return new HttpError(400, message, { errors: [{ field: 'code', message }] });
}

export function createAssessmentService(deps: {
  db: AppDb;
  catalog: AssessmentCatalog;
  soulprint: SoulprintService;
  gate: LaunchGateService;
}) {
  const { db, catalog, soulprint, gate } = deps;

  async function definitionOf(slug: string): Promise<AssessmentDefinition> {
    const definition = slug === SUPPLEMENTAL ? null : await catalog.get(slug);
    if (!definition) throw new HttpError(404, NOT_FOUND);
    return definition;
  }

  async function latestOf(userId: string, slug: string) {
    const [latest] = await listResultsForSlug(db, userId, slug, { limit: 1 });
    return latest ?? null;
  }

  return {
    async hub(userId: string): Promise<AssessmentHubResponse> {
      const definitions = (await catalog.list()).filter((d) => d.kind !== 'supplemental');
      const [progress, quizCounts, masterCounts] = await Promise.all([
        db.select().from(assessmentProgress).where(eq(assessmentProgress.userId, userId)),
        db
          .select({ slug: quizResults.slug, attempts: count(), last: max(quizResults.createdAt) })
          .from(quizResults)
          .where(eq(quizResults.userId, userId))
          .groupBy(quizResults.slug),
        db
          .select({ attempts: count(), last: max(masterAssessmentResults.createdAt) })
          .from(masterAssessmentResults)
          .where(eq(masterAssessmentResults.userId, userId)),
      ]);
      const counts = new Map(quizCounts.map((c) => [c.slug, c]));
      if (masterCounts[0] && masterCounts[0].attempts > 0) counts.set('master', { slug: 'master', ...masterCounts[0] });
      const assessments = await Promise.all(
        definitions.map(async (definition) => {
          const saved = progress.find((p) => p.slug === definition.slug);
          const attempts = counts.get(definition.slug)?.attempts ?? 0;
          const latest = attempts > 0 ? await latestOf(userId, definition.slug) : null;
          const answered = saved ? Object.keys(saved.answers).length : 0;
          return {
            slug: definition.slug,
            kind: definition.kind,
            title: definition.title,
            tagline: definition.tagline,
            measures: definition.measures,
            minutes: definition.minutes,
            itemCount: allItems(definition).length,
            status: saved && answered > 0 ? ('in_progress' as const) : latest ? ('completed' as const) : ('not_started' as const),
            answered,
            latest: latest ? { id: latest.id, resultType: latest.resultType, createdAt: latest.createdAt.toISOString() } : null,
            attempts,
          };
        }),
      );
      return { assessments };
    },

    async get(userId: string, slug: string): Promise<AssessmentResponse> {
      const definition = await definitionOf(slug);
      const [[saved], latest] = await Promise.all([
        db
          .select()
          .from(assessmentProgress)
          .where(and(eq(assessmentProgress.userId, userId), eq(assessmentProgress.slug, slug))),
        latestOf(userId, slug),
      ]);
      return {
        definition,
        progress: saved ? { answers: saved.answers, position: saved.position, updatedAt: saved.updatedAt.toISOString() } : null,
        latest: latest ? { id: latest.id, createdAt: latest.createdAt.toISOString() } : null,
      };
    },

    async saveProgress(userId: string, slug: string, answers: Answers, position: number): Promise<{ savedAt: string }> {
      const definition = await definitionOf(slug);
      const problem = answerErrors(validateAnswers(definition, answers, { partial: true }));
      if (problem) throw problem;
      const clamped = Math.min(position, allItems(definition).length);
      const [row] = await db
        .insert(assessmentProgress)
        .values({ userId, slug, answers, position: clamped })
        .onConflictDoUpdate({
          target: [assessmentProgress.userId, assessmentProgress.slug],
          set: { answers, position: clamped, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: assessmentProgress.updatedAt });
      return { savedAt: row!.updatedAt.toISOString() };
    },

    async clearProgress(userId: string, slug: string): Promise<void> {
      await definitionOf(slug);
      await db.delete(assessmentProgress).where(and(eq(assessmentProgress.userId, userId), eq(assessmentProgress.slug, slug)));
    },

    async submit(userId: string, slug: string, answers: Answers): Promise<SubmitResponse> {
      const definition = await definitionOf(slug);
      const problem = answerErrors(validateAnswers(definition, answers));
      if (problem) throw problem;
      const scores = scoreAssessment(definition, answers);
      const values = { userId, slug, resultType: scores.resultType, answers, scores, scoringVersion: scores.scoringVersion };
      const [row] =
        definition.kind === 'master'
          ? await db.insert(masterAssessmentResults).values(values).returning({ id: masterAssessmentResults.id })
          : await db
              .insert(quizResults)
              .values({ ...values, quizType: definition.kind as QuizType })
              .returning({ id: quizResults.id });
      await db.delete(assessmentProgress).where(and(eq(assessmentProgress.userId, userId), eq(assessmentProgress.slug, slug)));
      await soulprint.refresh(userId);
      return { resultId: row!.id, resultPath: resultPath(definition.kind, slug, row!.id) };
    },

    async history(userId: string, slug: string): Promise<ResultHistoryResponse> {
      const definition = await definitionOf(slug);
      const results = await listResultsForSlug(db, userId, slug, { limit: 50 });
      return {
        results: results.map((r) => ({
          id: r.id,
          resultType: r.resultType,
          resultTitle: definition.outcomes.flatMap((o) => o.results).find((type) => type.id === r.resultType)?.title ?? null,
          createdAt: r.createdAt.toISOString(),
          path: resultPath(definition.kind, slug, r.id),
        })),
      };
    },

    /**
     * A result for its owner only; anyone else, staff included, gets the same 404 as a missing id
     * (issue 15): staff see a member's results only inside an audited impersonation session,
     * where they act as the member.
     */
    async result(actor: UserActor, id: string): Promise<AssessmentResultResponse> {
      const stored = await findResult(db, id);
      if (!stored || stored.userId !== actor.userId) throw new HttpError(404, RESULT_NOT_FOUND);
      const definition = await catalog.get(stored.slug);
      if (!definition) throw new HttpError(404, RESULT_NOT_FOUND);
      const [previous] = await listResultsForSlug(db, stored.userId, stored.slug, { before: stored.createdAt, limit: 1 });
      return {
        id: stored.id,
        slug: stored.slug,
        kind: definition.kind,
        title: definition.title,
        basedOn: definition.basedOn,
        resultType: stored.resultType,
        scores: stored.scores,
        scoringVersion: stored.scoringVersion,
        createdAt: stored.createdAt.toISOString(),
        path: resultPath(definition.kind, stored.slug, stored.id),
        dimensions: definition.dimensions,
        outcomes: definition.outcomes,
        previous: previous ? { id: previous.id, createdAt: previous.createdAt.toISOString(), scores: previous.scores } : null,
        viewedAsStaff: Boolean(actor.impersonatedBy),
      };
    },

    async supplemental(actor: UserActor, userId?: string): Promise<SupplementalResponse> {
      const definition = await catalog.get(SUPPLEMENTAL);
      if (!definition) throw new HttpError(404, NOT_FOUND);
      const target = userId ?? actor.userId;
      const own = target === actor.userId;
      if (!own && !canReadOthers(actor)) throw new HttpError(404, 'We could not find those answers.');
      const [[saved], [member]] = await Promise.all([
        db.select().from(supplementalAnswers).where(eq(supplementalAnswers.userId, target)),
        own
          ? Promise.resolve([undefined])
          : db.select({ name: users.name, preferredName: users.preferredName }).from(users).where(eq(users.id, target)),
      ]);
      if (!own && !member) throw new HttpError(404, 'We could not find those answers.');
      return {
        definition,
        answers: saved?.answers ?? {},
        updatedAt: saved?.updatedAt.toISOString() ?? null,
        editable: own,
        memberName: member ? member.preferredName || member.name : null,
      };
    },

    /** Saves the member's context answers and answers with the crisis tier of their written ones (issue 15). */
    async saveSupplemental(actor: UserActor, answers: Answers): Promise<SupplementalResponse & { crisisTier: CrisisTier }> {
      const definition = await catalog.get(SUPPLEMENTAL);
      if (!definition) throw new HttpError(404, NOT_FOUND);
      const problem = answerErrors(validateAnswers(definition, answers));
      if (problem) throw problem;
      await db
        .insert(supplementalAnswers)
        .values({ userId: actor.userId, answers })
        .onConflictDoUpdate({ target: supplementalAnswers.userId, set: { answers, updatedAt: sql`now()` } });
      const written = Object.values(answers).filter((value): value is string => typeof value === 'string');
      const crisisTier = await checkWriting(db, 'supplemental', ...written);
      return { ...(await this.supplemental(actor)), crisisTier };
    },

    /** /deb-assessment-access: a partner access code, checked like the launch gate's, remembered on the account. */
    async grantAccess(actor: UserActor, code: string, context: RequestContext) {
      const codeId = await gate.codeIdOf(code);
      // Entering the same code again is not another use of it.
      const [existing] = codeId
        ? await db
            .select()
            .from(assessmentAccessGrants)
            .where(and(eq(assessmentAccessGrants.userId, actor.userId), eq(assessmentAccessGrants.codeId, codeId)))
        : [];
      if (existing) return { codeName: existing.codeName, message: ASSESSMENT_ACCESS_MESSAGES.granted };
      const checked = await gate.validate({ code, ...context });
      if (!checked.valid || !checked.code_name) throw codeRefused(checked.message);
      await db.insert(assessmentAccessGrants).values({ userId: actor.userId, codeId, codeName: checked.code_name }).onConflictDoNothing();
      return { codeName: checked.code_name, message: ASSESSMENT_ACCESS_MESSAGES.granted };
    },

    /** A visitor's partner code, checked before they sign in; its use is counted when it unlocks their account. */
    async checkAccess(code: string) {
      const checked = await gate.check(code);
      if (!checked.valid) throw codeRefused(checked.message);
      return { codeName: checked.codeName };
    },

    /** The partner codes an account was unlocked with, newest first. */
    async grants(userId: string) {
      return db
        .select()
        .from(assessmentAccessGrants)
        .where(eq(assessmentAccessGrants.userId, userId))
        .orderBy(desc(assessmentAccessGrants.grantedAt));
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
