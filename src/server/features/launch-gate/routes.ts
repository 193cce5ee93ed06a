import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessCodeIdParams,
  AccessCodeInput,
  AccessCodeListResponse,
  AccessCodePatch,
  AccessCodeSummary,
  AccessCodeUsesResponse,
  GateSettingInput,
  GateStatusResponse,
  ValidateCodeInput,
  ValidateCodeResponse,
  WaitlistInput,
  WaitlistResponse,
} from '#shared/contracts/launch-gate';
import { callerId, routeAccess } from '#server/platform/access';
import { HttpError } from '#server/platform/errors';
import type { LaunchGateService } from './service';
import type { accessCodes } from './schema';

export const LAUNCH_COOKIE = 'rc_launch';
const LAUNCH_COOKIE_DAYS = 30;

function hasLaunchAccess(request: FastifyRequest): boolean {
  const raw = request.cookies[LAUNCH_COOKIE];
  return !!raw && request.unsignCookie(raw).valid;
}

/**
 * Server-side gate (spec 2.12): while gated, a visitor without launch access gets 403 from the
 * API, so the gate cannot be skipped by calling the API directly. Members pass.
 */
export function registerLaunchGate(app: FastifyInstance, gate: LaunchGateService) {
  // On request (after the access hook has named the caller), so a gated visitor learns nothing, not even a validation error.
  // Synchronous for members and ungated routes (decision 165): no promise a request.
  app.addHook('onRequest', (request, _reply, done) => {
    // Decided by the matched route: API routes are gated unless they say they stay open (signing in
    // and up, resets, the gate itself, the deletion cancel link); built files and pages are the app's.
    if (!routeAccess(request) || request.routeOptions.config.openWhileGated || request.actor.kind === 'user') return done();
    gate.isGated().then((gated) => {
      if (!gated || hasLaunchAccess(request)) return done();
      done(new HttpError(403, 'The site is not open yet. Enter an access code or join the waitlist.', { code: 'LAUNCH_GATED' }));
    }, done);
  });
}

function codeSummary(row: typeof accessCodes.$inferSelect) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export const launchGateRoutes: FastifyPluginAsyncZod<{ gate: LaunchGateService; secureCookies: boolean }> = async (
  app,
  { gate, secureCookies },
) => {
  // Spec 7 get_site_gating_status.
  app.get(
    '/api/launch-gate/status',
    { config: { access: 'public', openWhileGated: true }, schema: { response: { 200: GateStatusResponse } } },
    async (request) => ({
      gated: await gate.isGated(),
      hasAccess: request.actor.kind === 'user' || hasLaunchAccess(request),
    }),
  );

  // Spec 7 validate_access_code. Slowed down per address against guessing.
  app.post(
    '/api/launch-gate/validate',
    {
      config: { access: 'public', openWhileGated: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: ValidateCodeInput, response: { 200: ValidateCodeResponse } },
    },
    async (request, reply) => {
      const result = await gate.validate({
        code: request.body.input_code,
        ip: request.ip,
        userAgent: request.body.user_agent ?? request.headers['user-agent'] ?? null,
      });
      if (result.valid && result.session_id) {
        reply.setCookie(LAUNCH_COOKIE, result.session_id, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          path: '/',
          maxAge: LAUNCH_COOKIE_DAYS * 24 * 60 * 60,
        });
      }
      return result;
    },
  );

  app.post(
    '/api/launch-gate/waitlist',
    {
      config: { access: 'public', openWhileGated: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: WaitlistInput, response: { 201: WaitlistResponse } },
    },
    async (request, reply) => {
      await gate.joinWaitlist({
        email: request.body.email,
        userAgent: request.body.user_agent ?? request.headers['user-agent'] ?? null,
        metadata: request.body.metadata,
      });
      return reply.code(201).send({ message: 'You are in' });
    },
  );

  app.get(
    '/api/admin/settings/launch-gate',
    { config: { access: 'super_admin' }, schema: { response: { 200: GateSettingInput } } },
    async () => ({
      gated: await gate.isGated(),
    }),
  );

  app.put(
    '/api/admin/settings/launch-gate',
    { config: { access: 'super_admin' }, schema: { body: GateSettingInput, response: { 200: GateSettingInput } } },
    async (request) => {
      await gate.setGated(callerId(request), request.body.gated);
      return { gated: request.body.gated };
    },
  );

  app.get(
    '/api/admin/access-codes',
    { config: { access: 'super_admin' }, schema: { response: { 200: AccessCodeListResponse } } },
    async () => ({
      codes: (await gate.listCodes()).map(codeSummary),
    }),
  );

  app.post(
    '/api/admin/access-codes',
    { config: { access: 'super_admin' }, schema: { body: AccessCodeInput, response: { 201: AccessCodeSummary } } },
    async (request, reply) => {
      const row = await gate.createCode(callerId(request), request.body);
      return reply.code(201).send(codeSummary(row));
    },
  );

  app.patch(
    '/api/admin/access-codes/:id',
    {
      config: { access: 'super_admin' },
      schema: { params: AccessCodeIdParams, body: AccessCodePatch, response: { 200: AccessCodeSummary } },
    },
    async (request) => codeSummary(await gate.setCodeDisabled(callerId(request), request.params.id, request.body.disabled)),
  );

  app.get(
    '/api/admin/access-codes/:id/uses',
    { config: { access: 'super_admin' }, schema: { params: AccessCodeIdParams, response: { 200: AccessCodeUsesResponse } } },
    async (request) => ({
      uses: (await gate.codeUses(request.params.id)).map((u) => ({
        id: u.id,
        sessionId: u.sessionId,
        ipAddress: u.ipAddress,
        userAgent: u.userAgent,
        createdAt: u.createdAt.toISOString(),
      })),
    }),
  );
};
