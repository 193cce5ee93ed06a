import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssessmentAccessCheckResponse,
  AssessmentAccessInput,
  AssessmentAccessResponse,
  AssessmentHubResponse,
  AssessmentResponse,
  AssessmentResultResponse,
  AssessmentSlugParams,
  ResultHistoryResponse,
  ResultIdParams,
  SaveProgressInput,
  SaveProgressResponse,
  SaveSupplementalInput,
  SaveSupplementalResponse,
  SubmitInput,
  SubmitResponse,
  SupplementalQuery,
  SupplementalResponse,
} from '#shared/contracts/assessments';
import { callerId, requireUser } from '#server/platform/access';
import type { PrivateWords, Redact } from '#server/platform/private-words';
import { requestContext } from '#server/platform/request-context';
import type { AssessmentService } from './service';
import { MEMBER_READ, MEMBER_PRIVATE_READ } from '#server/platform/private-words';

/** Assessments (spec 2.4): every route is for signed-in members and scoped to the session's user. */
type Payload = Record<string, unknown>;
/** An assessment's saved answers without the written ones (text items are the only string answers). */
const withoutWrittenAnswers = (answers: Payload): Payload =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => typeof value !== 'string'));
/**
 * Written answers are the member's words (decisions 070, 074): staff viewing as her keep the saved
 * progress's chosen answers (where she is) and lose the written ones.
 */
const withoutWrittenProgress: Redact = (p) => {
  const progress = p.progress as Payload | null;
  return progress ? { ...p, progress: { ...progress, answers: withoutWrittenAnswers(progress.answers as Payload) } } : p;
};
const writtenAnswers: PrivateWords = { redact: withoutWrittenProgress };

export const assessmentRoutes: FastifyPluginAsyncZod<{ assessments: AssessmentService }> = async (app, { assessments }) => {
  const member = { access: 'member' } as const;

  app.get('/api/assessments', { config: MEMBER_READ, schema: { response: { 200: AssessmentHubResponse } } }, async (request) =>
    assessments.hub(callerId(request)),
  );

  app.get(
    '/api/assessments/supplemental',
    { config: MEMBER_PRIVATE_READ, schema: { querystring: SupplementalQuery, response: { 200: SupplementalResponse } } },
    async (request) => assessments.supplemental(requireUser(request.actor), request.query.userId),
  );

  app.put(
    '/api/assessments/supplemental',
    { config: member, schema: { body: SaveSupplementalInput, response: { 200: SaveSupplementalResponse } } },
    async (request) => assessments.saveSupplemental(requireUser(request.actor), request.body.answers),
  );

  app.post(
    '/api/assessments/access-code',
    {
      config: { ...member, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: AssessmentAccessInput, response: { 200: AssessmentAccessResponse } },
    },
    async (request) => assessments.grantAccess(requireUser(request.actor), request.body.code, requestContext(request)),
  );

  // Before sign-in (/deb-assessment-access): says whether the code would unlock, counting nothing.
  app.post(
    '/api/assessments/access-code/check',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: AssessmentAccessInput, response: { 200: AssessmentAccessCheckResponse } },
    },
    async (request) => assessments.checkAccess(request.body.code),
  );

  app.get(
    '/api/assessments/results/:resultId',
    { config: MEMBER_READ, schema: { params: ResultIdParams, response: { 200: AssessmentResultResponse } } },
    async (request) => assessments.result(requireUser(request.actor), request.params.resultId),
  );

  app.get(
    '/api/assessments/:slug',
    {
      config: { ...member, privateWords: writtenAnswers },
      schema: { params: AssessmentSlugParams, response: { 200: AssessmentResponse } },
    },
    async (request) => assessments.get(callerId(request), request.params.slug),
  );

  app.put(
    '/api/assessments/:slug/progress',
    { config: member, schema: { params: AssessmentSlugParams, body: SaveProgressInput, response: { 200: SaveProgressResponse } } },
    async (request) => assessments.saveProgress(callerId(request), request.params.slug, request.body.answers, request.body.position),
  );

  app.delete('/api/assessments/:slug/progress', { config: member, schema: { params: AssessmentSlugParams } }, async (request, reply) => {
    await assessments.clearProgress(callerId(request), request.params.slug);
    return reply.code(204).send();
  });

  app.post(
    '/api/assessments/:slug/submit',
    { config: member, schema: { params: AssessmentSlugParams, body: SubmitInput, response: { 201: SubmitResponse } } },
    async (request, reply) => reply.code(201).send(await assessments.submit(callerId(request), request.params.slug, request.body.answers)),
  );

  app.get(
    '/api/assessments/:slug/results',
    { config: MEMBER_READ, schema: { params: AssessmentSlugParams, response: { 200: ResultHistoryResponse } } },
    async (request) => assessments.history(callerId(request), request.params.slug),
  );
};
