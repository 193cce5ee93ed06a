import { SavedWithTier } from '#shared/contracts/safety';
import { Done } from '#shared/contracts/blocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompleteModuleResponse,
  EditDetailResponse,
  EditListResponse,
  EditParams,
  JourneyResponse,
  ModuleParams,
  ModuleResponse,
  PlanResponse,
  PlanRhythm,
  ReflectionIdParams,
  ReflectionInput,
  ReflectionListResponse,
  SavedModulesResponse,
  SetAsideInput,
  StarterKitResponse,
} from '#shared/contracts/edits';
import { EditCountResponse } from '#shared/contracts/edit-count';
import type { MembershipTier } from '#shared/access/policy';
import { type Caller, callerId } from '#server/platform/access';
import { done } from '#server/platform/done';
import type { PrivateWords } from '#server/platform/private-words';
import type { EditService } from './service';

/** A module's reflection answer is the member's words (decision 070): staff viewing as her see the prompt only. */
const reflectionAnswer: PrivateWords = { redact: (p) => ({ ...p, reflection: { ...(p.reflection as object), answer: null } }) };

/** Edits (spec 2.5), Spark Reboot, the plan, reflections, saved modules and the journey. */
export const editRoutes: FastifyPluginAsyncZod<{ edits: (tier: MembershipTier) => EditService }> = async (app, { edits: editsFor }) => {
  // Every route reads the catalogue as the caller's tier sees it: Edits in early access open to Elite first (decision 094).
  const member = { access: 'member', features: ['early_access'] } as const;
  const edits = (request: Caller) => editsFor(request.actor.kind === 'user' ? request.actor.tier : 'free');

  app.get(
    '/api/edits/count',
    { config: { access: 'public', features: ['early_access'] }, schema: { response: { 200: EditCountResponse } } },
    async (request) => ({ count: await edits(request).count() }),
  );

  app.get('/api/edits', { config: { ...member, privateWords: 'none' }, schema: { response: { 200: EditListResponse } } }, async (request) =>
    edits(request).list(callerId(request)),
  );

  app.get(
    '/api/edits/:pathSlug',
    { config: { ...member, privateWords: 'none' }, schema: { params: EditParams, response: { 200: EditDetailResponse } } },
    async (request) => edits(request).detail(callerId(request), request.params.pathSlug),
  );

  app.post('/api/edits/:pathSlug/start', { config: member, schema: { params: EditParams, response: { 200: Done } } }, (request) =>
    done(edits(request).start(callerId(request), request.params.pathSlug)),
  );

  // Issue 16: the member sets an Edit in progress aside (progress kept), or picks it up again.
  app.put(
    '/api/edits/:pathSlug/set-aside',
    { config: member, schema: { params: EditParams, body: SetAsideInput, response: { 200: Done } } },
    (request) => done(edits(request).setAside(callerId(request), request.params.pathSlug, request.body.setAside)),
  );

  app.get(
    '/api/edits/:pathSlug/modules/:moduleSlug',
    { config: { ...member, privateWords: reflectionAnswer }, schema: { params: ModuleParams, response: { 200: ModuleResponse } } },
    async (request) => edits(request).module(callerId(request), request.params.pathSlug, request.params.moduleSlug),
  );

  app.put(
    '/api/edits/:pathSlug/modules/:moduleSlug/reflection',
    { config: member, schema: { params: ModuleParams, body: ReflectionInput, response: { 200: SavedWithTier } } },
    async (request) => ({
      ok: true as const,
      crisisTier: await edits(request).saveReflection(
        callerId(request),
        request.params.pathSlug,
        request.params.moduleSlug,
        request.body.answer,
      ),
    }),
  );

  app.post(
    '/api/edits/:pathSlug/modules/:moduleSlug/complete',
    { config: member, schema: { params: ModuleParams, response: { 200: CompleteModuleResponse } } },
    async (request) => edits(request).complete(callerId(request), request.params.pathSlug, request.params.moduleSlug),
  );

  app.put(
    '/api/edits/:pathSlug/modules/:moduleSlug/saved',
    { config: member, schema: { params: ModuleParams, body: z.object({ saved: z.boolean() }), response: { 200: Done } } },
    (request) => done(edits(request).setSaved(callerId(request), request.params.pathSlug, request.params.moduleSlug, request.body.saved)),
  );

  app.get(
    '/api/my-content',
    { config: { ...member, privateWords: 'none' }, schema: { response: { 200: SavedModulesResponse } } },
    async (request) => edits(request).savedModules(callerId(request)),
  );

  app.get(
    '/api/reflections',
    { config: { ...member, privateWords: 'block' }, schema: { response: { 200: ReflectionListResponse } } },
    async (request) => ({
      reflections: await edits(request).reflections(callerId(request)),
    }),
  );

  app.put(
    '/api/reflections/:id',
    { config: member, schema: { params: ReflectionIdParams, body: ReflectionInput, response: { 200: SavedWithTier } } },
    async (request) => ({
      ok: true as const,
      crisisTier: await edits(request).updateReflection(callerId(request), request.params.id, request.body.answer),
    }),
  );

  app.get('/api/plan', { config: { ...member, privateWords: 'none' }, schema: { response: { 200: PlanResponse } } }, async (request) =>
    edits(request).plan(callerId(request)),
  );

  app.put('/api/plan/rhythm', { config: member, schema: { body: PlanRhythm, response: { 200: Done } } }, (request) =>
    done(edits(request).saveRhythm(callerId(request), request.body)),
  );

  app.get(
    '/api/starter-kit',
    { config: { ...member, privateWords: 'none' }, schema: { response: { 200: StarterKitResponse } } },
    async (request) => edits(request).starterKit(callerId(request)),
  );

  app.get(
    '/api/journey',
    { config: { ...member, privateWords: 'none' }, schema: { response: { 200: JourneyResponse } } },
    async (request) => edits(request).journey(callerId(request)),
  );
};
