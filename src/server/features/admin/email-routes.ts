import { and, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_STATUSES, EmailIdParams, EmailListQuery, EmailListResponse, SendTestEmailInput } from '#shared/contracts/admin';
import { OkResponse } from '#shared/contracts/auth';
import type { AppDb } from '#server/platform/db/client';
import type { Delivery, Mailer } from '#server/platform/email/mailer';
import { emailMessages } from '#server/platform/email/schema';
import { HttpError } from '#server/platform/errors';
import { readPage } from '#server/platform/paging';
import { writeAudit } from './audit';
import { containsPattern } from '#server/platform/db/like';
import { optionalCallerId } from '#server/platform/access';

type Status = (typeof EMAIL_STATUSES)[number];

/** Spec 8: when the transport refuses, staff are told 'Failed to send email' (the transport's words go with it). */
export const FAILED_TO_SEND = 'Failed to send email';
export function failedToSend(delivery: Delivery): void {
  if (delivery.error) throw new HttpError(502, FAILED_TO_SEND, { transportError: delivery.error.slice(0, 500) });
}

/**
 * /admin/email-management (super_admin): the outbox and sent log, resend, and a test email. The
 * test email and a resend go out while staff wait, so a failing transport answers at once.
 */
export const emailAdminRoutes: FastifyPluginAsyncZod<{ db: AppDb; mailer: Mailer }> = async (app, { db, mailer }) => {
  app.get(
    '/api/admin/emails',
    { config: { access: 'super_admin' }, schema: { querystring: EmailListQuery, response: { 200: EmailListResponse } } },
    async (request) => {
      const { status, q } = request.query;
      const pattern = containsPattern(q);
      const where = and(
        status ? eq(emailMessages.status, status) : undefined,
        q ? or(ilike(emailMessages.toAddress, pattern), ilike(emailMessages.subject, pattern)) : undefined,
      );
      const { rows, nextCursor } = await readPage(db, emailMessages, where, request.query);
      return {
        nextCursor,
        messages: rows.map((m) => ({
          id: m.id,
          type: m.type,
          to: m.toAddress,
          subject: m.subject,
          status: (EMAIL_STATUSES as readonly string[]).includes(m.status) ? (m.status as Status) : 'queued',
          transport: m.transport,
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/admin/emails/:id/resend',
    { config: { access: 'super_admin' }, schema: { params: EmailIdParams, response: { 200: OkResponse } } },
    async (request) => {
      const delivery = await mailer.resendNow(request.params.id);
      if (!delivery) throw new HttpError(404, 'That email was not found.');
      await writeAudit(db, {
        actorUserId: optionalCallerId(request),
        action: 'email.resend',
        details: { messageId: request.params.id, ...(delivery.error ? { error: delivery.error } : {}) },
      });
      failedToSend(delivery);
      return { ok: true as const, message: 'The email was sent again.' };
    },
  );

  app.post(
    '/api/admin/emails/test',
    { config: { access: 'super_admin' }, schema: { body: SendTestEmailInput, response: { 200: OkResponse } } },
    async (request) => {
      const delivery = await mailer.sendNow({ type: 'test', to: request.body.to });
      await writeAudit(db, {
        actorUserId: optionalCallerId(request),
        action: 'email.test',
        details: { messageId: delivery.id, to: request.body.to, ...(delivery.error ? { error: delivery.error } : {}) },
      });
      failedToSend(delivery);
      return { ok: true as const, message: 'The test email was sent.' };
    },
  );
};
