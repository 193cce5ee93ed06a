import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireUser } from '#server/platform/access';
import {
  AdminCheckResponse,
  AuditListResponse,
  AuditQuery,
  INVITE_MESSAGE,
  InviteInput,
  SetStaffRoleInput,
  StartImpersonationInput,
  StartImpersonationResponse,
  UserDetailResponse,
  UserIdParams,
  StaffListResponse,
  UserListResponse,
  UserSearchQuery,
  UserSummary,
} from '#shared/contracts/admin';
import { OkResponse } from '#shared/contracts/auth';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import type { Auth } from '../auth/auth';
import { sendFetchResponse, toFetchHeaders } from '../auth/handler';
import { hasPassword } from '../auth/has-password';
import { users } from '../auth/schema';
import type { Mailer } from '#server/platform/email/mailer';
import { searchAudit, writeAudit } from './audit';
import { notifyMemberOfSupportView } from './support-view-email';
import { securityRoutes } from './security-routes';
import type { UsersService } from './users-service';
import { MEMBER_READ } from '#server/platform/private-words';

export const adminRoutes: FastifyPluginAsyncZod<{
  db: AppDb;
  auth: Auth;
  usersService: UsersService;
  mailer: Mailer;
  publicUrl: string;
}> = async (app, { db, auth, usersService, mailer, publicUrl }) => {
  await app.register(securityRoutes, { db, publicUrl });
  // Spec 6 "is_admin": any signed-in person may ask; staff get their role.
  app.get('/api/admin/check', { config: MEMBER_READ, schema: { response: { 200: AdminCheckResponse } } }, async (request) => {
    const role = requireUser(request.actor).staffRole;
    return { isAdmin: role !== null, role };
  });

  // The users API and impersonation agree with their page, /admin/users (spec 2.7: super_admin
  // only); see docs/decisions/060-staff-ranks-and-the-users-api.md.
  app.get(
    '/api/admin/users',
    { config: { access: 'super_admin' }, schema: { querystring: UserSearchQuery, response: { 200: UserListResponse } } },
    async (request) => usersService.search(request.query.q, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    { config: { access: 'super_admin' }, schema: { params: UserIdParams, response: { 200: UserDetailResponse } } },
    async (request) => usersService.detail(request.params.id),
  );

  // Invite (email type invite): an account without a password, and a one-time sign-in link.
  app.post(
    '/api/admin/users/invite',
    { config: { access: 'super_admin' }, schema: { body: InviteInput, response: { 200: OkResponse } } },
    async (request) => {
      const actor = requireUser(request.actor);
      const headers = toFetchHeaders(request);
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.body.email));
      // Someone invited before who never chose a password (the link lasts 15 minutes) can be sent a
      // fresh invitation; anyone with a password of their own has an account to sign in to.
      if (existing && (await hasPassword(db, existing.id)))
        throw new HttpError(409, 'Some fields need attention.', {
          errors: [{ field: 'email', message: 'This person already has an account.' }],
        });
      const userId =
        existing?.id ??
        (await auth.api.createUser({ body: { email: request.body.email, name: request.body.fullName, role: 'user' }, headers })).user.id;
      await auth.api.signInMagicLink({
        body: { email: request.body.email, metadata: { invite: true }, callbackURL: '/auth/verified' },
        headers,
      });
      await writeAudit(db, { actorUserId: actor.userId, action: 'user.invite', targetUserId: userId });
      return { ok: true as const, message: INVITE_MESSAGE };
    },
  );

  app.get('/api/admin/staff', { config: { access: 'super_admin' }, schema: { response: { 200: StaffListResponse } } }, async () => ({
    users: await usersService.staff(),
  }));

  app.put(
    '/api/admin/staff/:id',
    { config: { access: 'super_admin' }, schema: { params: UserIdParams, body: SetStaffRoleInput, response: { 200: UserSummary } } },
    async (request) => usersService.setStaffRole(callerId(request), request.params.id, request.body.role),
  );

  app.get(
    '/api/admin/audit',
    { config: { access: 'super_admin' }, schema: { querystring: AuditQuery, response: { 200: AuditListResponse } } },
    async (request) => {
      const { rows, nextCursor } = await searchAudit(db, request.query);
      const ids = [...new Set(rows.flatMap((r) => [r.actorUserId, r.targetUserId]).filter((x): x is string => !!x))];
      const emails = new Map(
        ids.length
          ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.email])
          : [],
      );
      return {
        entries: rows.map((r) => ({
          id: r.id,
          actorUserId: r.actorUserId,
          actorEmail: r.actorUserId ? (emails.get(r.actorUserId) ?? null) : null,
          action: r.action,
          targetUserId: r.targetUserId,
          targetEmail: r.targetUserId ? (emails.get(r.targetUserId) ?? null) : null,
          reason: r.reason,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor,
      };
    },
  );

  // Spec 4, 6, 7: impersonation. A super_admin acts as a member for 24 hours, with a reason, audited.
  app.post(
    '/api/admin/impersonation',
    { config: { access: 'super_admin' }, schema: { body: StartImpersonationInput, response: { 200: StartImpersonationResponse } } },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      if (actor.impersonatedBy) throw new HttpError(409, 'End the current impersonation first.');
      const target = await usersService.find(request.body.target_user_id);
      usersService.assertCanImpersonate(actor.staffRole, target);
      const response = await auth.api.impersonateUser({
        body: { userId: target.id },
        headers: toFetchHeaders(request),
        asResponse: true,
      });
      if (!response.ok) return sendFetchResponse(reply, response);
      const body = (await response.json()) as { session: { id: string; expiresAt: string } };
      await writeAudit(db, {
        actorUserId: actor.userId,
        action: 'impersonation.start',
        targetUserId: target.id,
        reason: request.body.reason,
        details: { sessionId: body.session.id, expiresAt: body.session.expiresAt },
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return {
        impersonation_session_id: body.session.id,
        user: { id: target.id, email: target.email, full_name: target.name },
        expiresAt: new Date(body.session.expiresAt).toISOString(),
      };
    },
  );

  // Ending is called from the impersonated session (its actor is the member), so it is 'member'.
  app.post(
    '/api/impersonation/end',
    { config: { access: 'member' }, schema: { response: { 200: OkResponse } } },
    async (request, reply) => {
      const actor = requireUser(request.actor);
      if (!actor.impersonatedBy) throw new HttpError(409, 'No impersonation is active.');
      const response = await auth.api.stopImpersonating({ headers: toFetchHeaders(request), asResponse: true });
      await writeAudit(db, {
        actorUserId: actor.impersonatedBy,
        action: 'impersonation.end',
        targetUserId: actor.userId,
        details: { sessionId: actor.sessionId },
      });
      // Issue 16: the member is told after every session: who, when and why.
      await notifyMemberOfSupportView(db, mailer, publicUrl, {
        memberId: actor.userId,
        staffId: actor.impersonatedBy,
        sessionId: actor.sessionId ?? null,
      });
      if (!response.ok) {
        // The staff session is gone; end the impersonated one anyway so nobody stays inside.
        await auth.api.signOut({ headers: toFetchHeaders(request) }).catch(() => {});
        reply.header('set-cookie', 'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
        return { ok: true as const, message: 'Your staff session had ended; please sign in again.' };
      }
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  );
};
