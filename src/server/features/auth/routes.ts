import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireUser } from '#server/platform/access';
import {
  CHANGE_EMAIL_MESSAGE,
  ChangeEmailInput,
  ChangePasswordInput,
  FirstPasswordInput,
  HAS_PASSWORD_MESSAGE,
  OkResponse,
  POLICY_VERSION,
  PasswordCheckInput,
  PasswordCheckResponse,
  ProfileResponse,
  ResetTokenQuery,
  ResetTokenResponse,
  SIGN_UP_MESSAGE,
  SAME_EMAIL_MESSAGE,
  SessionIdParams,
  SessionListQuery,
  SessionListResponse,
  SignUpInput,
  SignUpResponse,
  UpdateProfileInput,
} from '#shared/contracts/auth';
import { SessionResponse } from '#shared/contracts/session';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import type { RealtimeBus } from '#server/platform/realtime/bus';
import { done } from '#server/platform/done';
import type { Auth } from './auth';
import type { AccountService } from './account-service';
import { sendFetchResponse, toFetchHeaders } from './handler';
import { hasPassword } from './has-password';
import { sessions, users } from './schema';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessable } from './guessable-password';
import { MEMBER_READ } from '#server/platform/private-words';

/** A field error for a password that is too easy to guess (issue 14). */
async function refuseGuessable(password: string, field: string, personal: string[]) {
  if (await isGuessable(password, personal)) {
    throw new HttpError(400, 'Some fields need attention.', { errors: [{ field, message: GUESSABLE_PASSWORD_MESSAGE }] });
  }
}

export const accountRoutes: FastifyPluginAsyncZod<{ db: AppDb; auth: Auth; accounts: AccountService; bus: RealtimeBus }> = async (
  app,
  { db, auth, accounts, bus },
) => {
  app.get(
    '/api/session',
    { config: { access: 'public', openWhileGated: true }, schema: { response: { 200: SessionResponse } } },
    async (request) => {
      const actor = request.actor;
      if (actor.kind === 'visitor') return { user: null, impersonation: null, termsAcceptanceNeeded: false };
      const [row] = await db
        .select({ name: users.name, preferredName: users.preferredName, termsVersion: users.termsVersion })
        .from(users)
        .where(eq(users.id, actor.userId));
      let impersonation = null;
      if (actor.impersonatedBy && actor.sessionId) {
        const [staff] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.impersonatedBy));
        const [session] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, actor.sessionId));
        impersonation = {
          staffUserId: actor.impersonatedBy,
          staffEmail: staff?.email ?? null,
          expiresAt: (session?.expiresAt ?? new Date()).toISOString(),
        };
      }
      return {
        user: {
          id: actor.userId,
          email: actor.email,
          fullName: row?.name ?? '',
          preferredName: row?.preferredName ?? null,
          staffRole: actor.staffRole,
          tier: actor.tier,
          isCoach: actor.isCoach,
        },
        impersonation,
        // Staff acting as a member do not accept terms on their behalf.
        termsAcceptanceNeeded: !actor.impersonatedBy && row?.termsVersion !== POLICY_VERSION,
      };
    },
  );

  // The strength meter's question (spec 5 with issue 14's dictionary); the save itself checks again.
  app.post(
    '/api/account/password-check',
    {
      config: { access: 'public', openWhileGated: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: PasswordCheckInput, response: { 200: PasswordCheckResponse } },
    },
    async (request) => {
      const guessable = await isGuessable(request.body.password, request.body.personal);
      return { guessable, message: guessable ? GUESSABLE_PASSWORD_MESSAGE : null };
    },
  );

  app.post(
    '/api/account/sign-up',
    { config: { access: 'public', openWhileGated: true }, schema: { body: SignUpInput, response: { 200: SignUpResponse } } },
    async (request) => {
      await refuseGuessable(request.body.password, 'password', [request.body.fullName, request.body.email]);
      await accounts.signUp(request, request.body);
      return { message: SIGN_UP_MESSAGE };
    },
  );

  app.get(
    '/api/account/reset-token',
    { config: { access: 'public', openWhileGated: true }, schema: { querystring: ResetTokenQuery, response: { 200: ResetTokenResponse } } },
    async (request) => accounts.resetTokenState(request.query.token),
  );

  app.get('/api/account/profile', { config: MEMBER_READ, schema: { response: { 200: ProfileResponse } } }, async (request) =>
    accounts.profile(callerId(request)),
  );

  app.patch(
    '/api/account/profile',
    { config: { access: 'member' }, schema: { body: UpdateProfileInput, response: { 200: ProfileResponse } } },
    async (request) => {
      const me = requireUser(request.actor);
      await accounts.updateProfile(me.userId, request.body);
      // Other open tabs refresh the profile (realtime bus).
      await bus.publish(me.userId, 'profile.updated', { fields: Object.keys(request.body) });
      return accounts.profile(me.userId);
    },
  );

  app.post(
    '/api/account/email',
    { config: { access: 'member' }, schema: { body: ChangeEmailInput, response: { 200: OkResponse } } },
    async (request) => {
      const headers = toFetchHeaders(request);
      if (request.body.newEmail === requireUser(request.actor).email.toLowerCase())
        throw new HttpError(400, 'Some fields need attention.', { errors: [{ field: 'newEmail', message: SAME_EMAIL_MESSAGE }] });
      const ok = await auth.api
        .verifyPassword({ body: { password: request.body.password }, headers })
        .then(() => true)
        .catch(() => false);
      if (!ok)
        throw new HttpError(400, 'Some fields need attention.', {
          errors: [{ field: 'password', message: 'That password is not right.' }],
        });
      await auth.api.changeEmail({ body: { newEmail: request.body.newEmail, callbackURL: '/account-settings' }, headers });
      return { ok: true as const, message: CHANGE_EMAIL_MESSAGE };
    },
  );

  app.post('/api/account/password', { config: { access: 'member' }, schema: { body: ChangePasswordInput } }, async (request, reply) => {
    await refuseGuessable(request.body.newPassword, 'newPassword', [requireUser(request.actor).email]);
    const response = await auth.api.changePassword({
      body: {
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        revokeOtherSessions: request.body.signOutOtherSessions,
      },
      headers: toFetchHeaders(request),
      asResponse: true,
    });
    if (response.status === 400 || response.status === 401) {
      throw new HttpError(400, 'Some fields need attention.', {
        errors: [{ field: 'currentPassword', message: 'That password is not right.' }],
      });
    }
    return sendFetchResponse(reply, response);
  });

  // Someone who joined by invitation has no password to give as the current one: they choose a first.
  app.post(
    '/api/account/password/first',
    { config: { access: 'member' }, schema: { body: FirstPasswordInput, response: { 200: OkResponse } } },
    async (request) => {
      const user = requireUser(request.actor);
      if (await hasPassword(db, user.userId)) throw new HttpError(409, HAS_PASSWORD_MESSAGE, { code: 'HAS_PASSWORD' });
      await refuseGuessable(request.body.newPassword, 'newPassword', [user.email]);
      await auth.api.setPassword({ body: { newPassword: request.body.newPassword }, headers: toFetchHeaders(request) });
      return { ok: true as const, message: 'Your password is set. You can sign in with it from now on.' };
    },
  );

  app.get(
    '/api/account/sessions',
    {
      config: MEMBER_READ,
      schema: { querystring: SessionListQuery, response: { 200: SessionListResponse } },
    },
    async (request) => accounts.listSessions(requireUser(request.actor), request.query),
  );

  app.delete(
    '/api/account/sessions/:id',
    { config: { access: 'member' }, schema: { params: SessionIdParams, response: { 200: OkResponse } } },
    (request) => done(accounts.revokeSession(requireUser(request.actor), request.params.id)),
  );

  app.post('/api/account/sessions/revoke-others', { config: { access: 'member' }, schema: { response: { 200: OkResponse } } }, (request) =>
    done(accounts.revokeOtherSessions(requireUser(request.actor))),
  );
};
