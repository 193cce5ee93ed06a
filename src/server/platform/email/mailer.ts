import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { emailMessages } from './schema';
import { type EmailType, type EmailVars, renderEmail } from './templates';

export const EMAIL_QUEUE = 'email-send';
const RETRY_LIMIT = 4;

/** Delivers one rendered message. SMTP in production; the dev outbox otherwise. */
export interface EmailTransport {
  readonly name: 'smtp' | 'outbox';
  deliver(message: { from: string; to: string; subject: string; text: string; html: string; links: string[] }): Promise<string | null>;
}

export function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(m) {
      const info = await transporter.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      return info.messageId ?? null;
    },
  };
}

/** The dev outbox: the message stays in email_messages (visible to staff) and its links go to the log. */
export function outboxTransport(log: Pick<FastifyBaseLogger, 'info'>): EmailTransport {
  return {
    name: 'outbox',
    async deliver(m) {
      log.info({ to: m.to, subject: m.subject, links: m.links }, `email kept in the dev outbox${m.links.length ? `: ${m.links.join(' ')}` : ''}`);
      return null;
    },
  };
}

export interface Mailer {
  send(request: { type: EmailType; to: string; userId?: string | null; vars?: EmailVars }): Promise<string>;
  resend(messageId: string): Promise<boolean>;
}

export function createMailer(deps: {
  db: AppDb;
  queue: JobQueue;
  transport: EmailTransport;
  from: string;
  retryDelaySeconds?: number;
}): Mailer {
  const { db, queue, transport, from } = deps;

  queue.define<{ id: string }>(
    EMAIL_QUEUE,
    async ({ id }) => {
      const [message] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
      if (!message || message.status === 'sent') return;
      const [{ attempts }] = await db
        .update(emailMessages)
        .set({ attempts: sql`${emailMessages.attempts} + 1`, status: 'sending' })
        .where(eq(emailMessages.id, id))
        .returning({ attempts: emailMessages.attempts });
      try {
        const providerId = await transport.deliver({
          from,
          to: message.toAddress,
          subject: message.subject,
          text: message.text,
          html: message.html,
          links: message.links,
        });
        await db
          .update(emailMessages)
          .set({ status: 'sent', transport: transport.name, sentAt: new Date(), providerMessageId: providerId, lastError: null })
          .where(eq(emailMessages.id, id));
      } catch (err) {
        await db
          .update(emailMessages)
          .set({ status: attempts > RETRY_LIMIT ? 'failed' : 'retrying', lastError: String((err as Error).message).slice(0, 500) })
          .where(eq(emailMessages.id, id));
        throw err;
      }
    },
    { retryLimit: RETRY_LIMIT, retryDelaySeconds: deps.retryDelaySeconds ?? 5 },
  );

  async function enqueue(id: string) {
    await queue.send(EMAIL_QUEUE, { id });
  }

  return {
    async send({ type, to, userId = null, vars = {} }) {
      const rendered = renderEmail(type, vars);
      const [row] = await db
        .insert(emailMessages)
        .values({ type, toAddress: to, userId, ...rendered })
        .returning({ id: emailMessages.id });
      await enqueue(row.id);
      return row.id;
    },
    async resend(messageId) {
      const [row] = await db
        .update(emailMessages)
        .set({ status: 'queued', attempts: 0, lastError: null })
        .where(eq(emailMessages.id, messageId))
        .returning({ id: emailMessages.id });
      if (!row) return false;
      await enqueue(row.id);
      return true;
    },
  };
}
