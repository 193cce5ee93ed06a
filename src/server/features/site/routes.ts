import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { IdParams } from '#shared/contracts/privacy';
import {
  CONTACT_MESSAGE_STATUSES,
  CONTACT_RECEIVED,
  ContactInput,
  ContactMessage,
  ContactMessageList,
  ContactMessageListQuery,
  ContactMessageStatusInput,
  ContactResponse,
  SitePageParams,
  SitePageResponse,
} from '#shared/contracts/site';
import { requireContent } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { readPage } from '#server/platform/paging';
import { writeAudit } from '../admin/audit';
import { checkWriting } from '../safety/crisis-counts';
import { sitePages } from './content';
import { contactMessages } from './schema';

export const siteRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/site/pages/:slug',
    { config: { access: 'public' }, schema: { params: SitePageParams, response: { 200: SitePageResponse } } },
    async (request) => {
      const item = await requireContent(db, sitePages.kind, request.params.slug, 'This page does not exist.');
      return {
        slug: item.slug,
        title: item.title,
        description: String(item.data.description ?? ''),
        html: item.bodyHtml,
        updatedAt: item.updatedAt.toISOString(),
      };
    },
  );
};

/** /contact: messages for staff; rate limited per address (spec 9's general limiter: 5 per 15 minutes). */
export const contactRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.post(
    '/api/site/contact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: { body: ContactInput, response: { 201: ContactResponse } },
    },
    async (request, reply) => {
      // A message to support can be a cry for help: the writer sees the crisis card and staff see it marked urgent.
      const crisisTier = await checkWriting(db, 'contact', request.body.message);
      await db.insert(contactMessages).values({
        userId: request.actor.kind === 'user' ? request.actor.userId : null,
        ...request.body,
        email: request.body.email.toLowerCase(),
        ipAddress: request.ip,
        urgent: crisisTier > 0,
      });
      return reply.code(201).send({ message: CONTACT_RECEIVED, crisisTier });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    { config: { access: 'admin' }, schema: { querystring: ContactMessageListQuery, response: { 200: ContactMessageList } } },
    async (request) => {
      // Urgent messages (crisis language) first, then the newest.
      const { status } = request.query;
      const where = status && eq(contactMessages.status, status);
      const { rows, nextCursor } = await readPage(db, contactMessages, where, request.query, contactMessages.urgent);
      return { messages: rows.map(view), nextCursor };
    },
  );

  /** Marks a message answered (who and when are kept) or new again (they are cleared); audited. */
  app.patch(
    '/api/admin/contact-messages/:id',
    { config: { access: 'admin' }, schema: { params: IdParams, body: ContactMessageStatusInput, response: { 200: ContactMessage } } },
    async (request) => {
      const answered = request.body.status === 'answered';
      const [row] = await db
        .update(contactMessages)
        .set({
          status: request.body.status,
          handledBy: answered && request.actor.kind === 'user' ? request.actor.userId : null,
          handledAt: answered ? new Date() : null,
        })
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, 'That message was not found. It may have been deleted.');
      await writeAudit(db, {
        actorUserId: request.actor.kind === 'user' ? request.actor.userId : null,
        action: 'contact_message.status',
        details: { messageId: row.id, status: row.status },
      });
      return view(row);
    },
  );
};

type Row = typeof contactMessages.$inferSelect;
const view = (m: Row): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  topic: m.topic,
  message: m.message,
  urgent: m.urgent,
  status: (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(m.status) ? (m.status as ContactMessage['status']) : 'new',
  handledAt: m.handledAt?.toISOString() ?? null,
  createdAt: m.createdAt.toISOString(),
});
