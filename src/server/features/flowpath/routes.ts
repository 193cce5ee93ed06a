import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FlowpathContent } from '#shared/flowpath/content';
import {
  EnergyMapInput,
  Experiment,
  ExperimentInput,
  ExperimentPatch,
  FlowpathState,
  IdParams,
  MilestonePatch,
  OptionsInput,
  PlanInput,
  ScriptInput,
  ScriptParams,
  StageInput,
  StageParams,
  ValuesInput,
  WorklifeInput,
} from '#shared/contracts/flowpath';
import { type Caller, callerId } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import type { AssessmentCatalog } from '../assessments/content';
import type { FlowpathCatalog } from './content';
import { checkWriting } from '../safety/crisis-counts';
import { readState, toExperiment } from './state';
import { createFlowpathWrites } from './writes';
import { MEMBER_READ, MEMBER_PRIVATE_READ } from '#server/platform/private-words';

/**
 * FlowPath (issue 22): every route is the signed-in member's own path. Each change answers with
 * the whole state, so a page (or another device) always shows what the server holds. Its free text
 * is checked for crisis language and a card counted (review 6); the page shows the card as typed.
 */
export const flowpathRoutes: FastifyPluginAsyncZod<{ db: AppDb; assessments: AssessmentCatalog; catalog: FlowpathCatalog }> = async (
  app,
  { db, assessments, catalog },
) => {
  const member = { access: 'member' } as const;
  const writes = createFlowpathWrites(db, () => catalog.get());
  const state = async (userId: string) => readState({ db, assessments, content: await catalog.get() }, userId);
  const stateReply = { response: { 200: FlowpathState } };
  /** A change's handler: make the member's change, then answer with their whole state. */
  const thenState = async (request: Caller, change: (userId: string) => Promise<unknown>) => {
    const userId = callerId(request);
    await change(userId);
    return state(userId);
  };

  app.get('/api/flowpath/content', { config: MEMBER_READ, schema: { response: { 200: FlowpathContent } } }, () => catalog.get());

  app.get('/api/flowpath', { config: MEMBER_PRIVATE_READ, schema: stateReply }, (request) => state(callerId(request)));

  app.put('/api/flowpath/stage', { config: member, schema: { body: StageInput, ...stateReply } }, (request) =>
    thenState(request, (userId) => writes.openStage(userId, request.body.stage)),
  );

  app.post('/api/flowpath/stages/:stage/complete', { config: member, schema: { params: StageParams, ...stateReply } }, (request) =>
    thenState(request, (userId) => writes.completeStage(userId, request.params.stage)),
  );

  app.put('/api/flowpath/worklife', { config: member, schema: { body: WorklifeInput, ...stateReply } }, (request) =>
    thenState(request, (userId) => writes.saveWorklife(userId, request.body.answers)),
  );

  app.put('/api/flowpath/energy', { config: member, schema: { body: EnergyMapInput, ...stateReply } }, (request) =>
    thenState(request, (userId) => writes.saveEnergyMap(userId, request.body)),
  );

  app.put('/api/flowpath/values', { config: member, schema: { body: ValuesInput, ...stateReply } }, (request) =>
    thenState(request, (userId) => writes.saveValues(userId, request.body)),
  );

  app.put('/api/flowpath/options', { config: member, schema: { body: OptionsInput, ...stateReply } }, (request) =>
    thenState(request, async (userId) => {
      await writes.saveOptions(userId, request.body);
      await checkWriting(db, 'flowpath', ...Object.values(request.body.notes));
    }),
  );

  app.post(
    '/api/flowpath/experiments',
    { config: member, schema: { body: ExperimentInput, response: { 201: Experiment } } },
    async (request, reply) => {
      const added = await writes.addExperiment(callerId(request), request.body);
      await checkWriting(db, 'flowpath', request.body.title, request.body.plan);
      return reply.code(201).send(toExperiment(added));
    },
  );

  app.patch(
    '/api/flowpath/experiments/:id',
    { config: member, schema: { params: IdParams, body: ExperimentPatch, response: { 200: Experiment } } },
    async (request) => {
      const updated = await writes.updateExperiment(callerId(request), request.params.id, request.body);
      await checkWriting(db, 'flowpath', request.body.title, request.body.plan, request.body.resultNote);
      return toExperiment(updated);
    },
  );

  app.delete(
    '/api/flowpath/experiments/:id',
    { config: member, schema: { params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await writes.removeExperiment(callerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/flowpath/scripts/:scriptId',
    { config: member, schema: { params: ScriptParams, body: ScriptInput, ...stateReply } },
    (request) =>
      thenState(request, async (userId) => {
        await writes.saveScript(userId, request.params.scriptId, request.body.text);
        await checkWriting(db, 'flowpath', request.body.text);
      }),
  );

  app.put('/api/flowpath/plan', { config: member, schema: { body: PlanInput, ...stateReply } }, (request) =>
    thenState(request, (userId) => writes.savePlan(userId, request.body)),
  );

  app.patch(
    '/api/flowpath/milestones/:id',
    { config: member, schema: { params: IdParams, body: MilestonePatch, ...stateReply } },
    (request) => thenState(request, (userId) => writes.markMilestone(userId, request.params.id, request.body.done)),
  );
};
