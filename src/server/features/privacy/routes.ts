import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '#server/platform/access';
import { OkResponse } from '#shared/contracts/auth';
import {
  AcceptTermsInput,
  CONSENT_TYPES,
  CancelByTokenInput,
  ConsentChangeInput,
  ConsentListResponse,
  ConsentSyncInput,
  DELETION_STATUSES,
  DeletionInput,
  DeletionListResponse,
  DeletionRequest,
  EXPORT_STATUSES,
  ExportListQuery,
  ExportListResponse,
  ExportRequest,
  IdParams,
  PRIVACY_POLICY_VERSION,
  PrivacySettings,
  StaffDeletionListQuery,
  StaffDeletionListResponse,
  SupportAccessInput,
  SupportAccessResponse,
  TermsAcceptanceListResponse,
  TermsAcceptanceQuery,
  TermsStatusResponse,
} from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { pageOf, toJoinedPage } from '#server/platform/paging';
import { users } from '../auth/schema';
import { termsAcceptances } from './schema';
import { requestContext } from '#server/platform/request-context';
import type { PrivacyService } from './service';
import type { SupportAccess } from './support-access';
import { checkWriting } from '../safety/crisis-counts';
import { containsPattern } from '#server/platform/db/like';
import { MEMBER_READ } from '#server/platform/private-words';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const oneOf = <T extends readonly string[]>(list: T, value: string, fallback: T[number]): T[number] =>
  list.includes(value) ? value : fallback;

function deletionView(r: {
  id: string;
  status: string;
  reason: string | null;
  createdAt: Date;
  scheduledFor: Date;
  cancelledAt: Date | null;
  completedAt: Date | null;
}): DeletionRequest {
  return {
    id: r.id,
    status: oneOf(DELETION_STATUSES, r.status, 'pending'),
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    scheduled_for: r.scheduledFor.toISOString(),
    cancelled_at: iso(r.cancelledAt),
    completed_at: iso(r.completedAt),
  };
}

export const privacyRoutes: FastifyPluginAsyncZod<{ db: AppDb; privacy: PrivacyService; supportAccess: SupportAccess }> = async (
  app,
  { db, privacy, supportAccess },
) => {
  const consentList = async (userId: string) => ({
    consents: (await privacy.activeConsents(userId)).map((c) => ({
      id: c.id,
      consent_type: oneOf(CONSENT_TYPES, c.consentType, 'functional'),
      consent_given: c.consentGiven,
      privacy_policy_version: c.privacyPolicyVersion,
      created_at: c.createdAt.toISOString(),
    })),
  });

  app.get('/api/privacy/consents', { config: MEMBER_READ, schema: { response: { 200: ConsentListResponse } } }, async (request) =>
    consentList(callerId(request)),
  );

  app.post(
    '/api/privacy/consents',
    { config: { access: 'member' }, schema: { body: ConsentChangeInput, response: { 200: ConsentListResponse } } },
    async (request) => {
      const userId = callerId(request);
      await privacy.changeConsent(userId, request.body.consent_type, request.body.consent_given, requestContext(request));
      return consentList(userId);
    },
  );

  app.post(
    '/api/privacy/consents/sync',
    { config: { access: 'member' }, schema: { body: ConsentSyncInput, response: { 200: ConsentListResponse } } },
    async (request) => {
      const userId = callerId(request);
      await privacy.syncConsents(userId, request.body, requestContext(request));
      return consentList(userId);
    },
  );

  app.get('/api/privacy/settings', { config: MEMBER_READ, schema: { response: { 200: PrivacySettings } } }, async (request) =>
    privacy.settings(callerId(request)),
  );

  app.put(
    '/api/privacy/settings',
    { config: { access: 'member' }, schema: { body: PrivacySettings, response: { 200: PrivacySettings } } },
    async (request) => privacy.saveSettings(callerId(request), request.body),
  );

  // Issue 16: the member lets support read journal text, reflections and notes for a while.
  app.get(
    '/api/privacy/support-access',
    { config: MEMBER_READ, schema: { response: { 200: SupportAccessResponse } } },
    async (request) => ({
      until: iso(await supportAccess.until(callerId(request))),
    }),
  );

  app.put(
    '/api/privacy/support-access',
    { config: { access: 'member' }, schema: { body: SupportAccessInput, response: { 200: SupportAccessResponse } } },
    async (request) => ({ until: iso(await supportAccess.grant(callerId(request), request.body.hours)) }),
  );

  const exportView = (r: {
    id: string;
    status: string;
    createdAt: Date;
    completedAt: Date | null;
    expiresAt: Date | null;
    sizeBytes: number | null;
  }): ExportRequest => ({
    id: r.id,
    status: oneOf(EXPORT_STATUSES, r.status, 'pending'),
    created_at: r.createdAt.toISOString(),
    completed_at: iso(r.completedAt),
    expires_at: iso(r.expiresAt),
    size_bytes: r.sizeBytes,
  });

  app.post(
    '/api/privacy/export',
    { config: { access: 'member' }, schema: { response: { 202: ExportRequest } } },
    async (request, reply) => {
      const row = await privacy.requestExport(callerId(request));
      return reply.code(202).send(exportView(row));
    },
  );

  app.get(
    '/api/privacy/exports',
    { config: MEMBER_READ, schema: { querystring: ExportListQuery, response: { 200: ExportListResponse } } },
    async (request) => {
      const page = await privacy.exports(callerId(request), request.query);
      return { exports: page.exports.map(exportView), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/api/privacy/exports/:id/download',
    { config: { access: 'member', privateWords: 'never' }, schema: { params: IdParams } },
    async (request, reply) => {
      const { archive, createdAt } = await privacy.download(callerId(request), request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="recalibrate-data-${createdAt.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.post(
    '/api/privacy/deletion',
    { config: { access: 'member' }, schema: { body: DeletionInput, response: { 202: DeletionRequest } } },
    async (request, reply) => {
      const requested = await privacy.requestDeletion(callerId(request), request.body.deletion_reason);
      // The page shows the crisis card for the reason before it is sent (review 6); the server counts it.
      await checkWriting(db, 'account_deletion', request.body.deletion_reason);
      return reply.code(202).send(deletionView(requested));
    },
  );

  app.get('/api/privacy/deletion', { config: MEMBER_READ, schema: { response: { 200: DeletionListResponse } } }, async (request) => ({
    requests: (await privacy.deletionRequests(callerId(request))).map(deletionView),
  }));

  app.post(
    '/api/privacy/deletion/:id/cancel',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: DeletionRequest } } },
    async (request) => deletionView(await privacy.cancelDeletion({ userId: callerId(request), id: request.params.id })),
  );

  // From the email: the token alone cancels, so a person who cannot sign in can still stop it.
  app.post(
    '/api/privacy/deletion/cancel-by-token',
    {
      config: { access: 'public', openWhileGated: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: CancelByTokenInput, response: { 200: OkResponse } },
    },
    async (request) => {
      await privacy.cancelDeletion({ token: request.body.token });
      return { ok: true as const, message: 'Your deletion request is cancelled. Your account stays as it is.' };
    },
  );

  app.get(
    '/api/admin/privacy/deletions',
    { config: { access: 'admin' }, schema: { querystring: StaffDeletionListQuery, response: { 200: StaffDeletionListResponse } } },
    async (request) => {
      const { rows, nextCursor } = await privacy.staffDeletionList(request.query);
      return { requests: rows.map((r) => ({ ...deletionView(r), email: r.email })), nextCursor };
    },
  );

  // Terms of Service and Privacy Policy acceptance.
  app.get('/api/account/terms', { config: MEMBER_READ, schema: { response: { 200: TermsStatusResponse } } }, async (request) => {
    const userId = callerId(request);
    const [latest] = await db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, userId))
      .orderBy(desc(termsAcceptances.acceptedAt))
      .limit(1);
    return {
      currentVersion: PRIVACY_POLICY_VERSION,
      acceptedVersion: latest?.version ?? null,
      acceptedAt: iso(latest?.acceptedAt ?? null),
      needsAcceptance: latest?.version !== PRIVACY_POLICY_VERSION,
    };
  });

  app.post(
    '/api/account/terms',
    { config: { access: 'member' }, schema: { body: AcceptTermsInput, response: { 200: OkResponse } } },
    async (request) => {
      const userId = callerId(request);
      if (request.body.version !== PRIVACY_POLICY_VERSION)
        throw new HttpError(409, 'The terms have changed since this page loaded. Please read the current version.');
      const ctx = requestContext(request);
      await db
        .insert(termsAcceptances)
        .values({ userId, version: request.body.version, ipAddress: ctx.ip, userAgent: ctx.userAgent?.slice(0, 512) ?? null });
      await db.update(users).set({ termsVersion: request.body.version, termsAcceptedAt: new Date() }).where(eq(users.id, userId));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/terms-acceptance',
    { config: { access: 'super_admin' }, schema: { querystring: TermsAcceptanceQuery, response: { 200: TermsAcceptanceListResponse } } },
    async (request) => {
      const { version, q } = request.query;
      const matching = q
        ? (
            await db
              .select({ id: users.id })
              .from(users)
              .where(ilike(users.email, containsPattern(q)))
          ).map((u) => u.id)
        : null;
      if (matching && matching.length === 0) return { records: [], nextCursor: null };
      const page = pageOf(termsAcceptances.acceptedAt, termsAcceptances.id, request.query);
      const read = await db
        .select({ t: termsAcceptances, email: users.email, cursorAt: page.cursorAt })
        .from(termsAcceptances)
        .leftJoin(users, eq(users.id, termsAcceptances.userId))
        .where(
          and(
            version ? eq(termsAcceptances.version, version) : undefined,
            matching ? inArray(termsAcceptances.userId, matching) : undefined,
            page.after,
          ),
        )
        .orderBy(...page.order)
        .limit(page.take);
      const { rows, nextCursor } = toJoinedPage(read, request.query.limit, (row) => row.t.id);
      return {
        nextCursor,
        records: rows.map(({ t, email }) => ({
          id: t.id,
          userId: t.userId,
          email,
          version: t.version,
          acceptedAt: t.acceptedAt.toISOString(),
          ipAddress: t.ipAddress,
        })),
      };
    },
  );
};
