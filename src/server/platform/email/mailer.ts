import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppDb } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { emailMessages, emailTemplateOverrides } from './schema';
import { type EmailType, type EmailVars, renderEmail } from './templates';

export const EMAIL_QUEUE = 'email-send';
const RETRY_LIMIT = 4;

/** Delivers one rendered message. SMTP in production; the dev outbox otherwise. */
export interface EmailTransport {
  readonly name: 'smtp' | 'outbox';
  deliver(message: { from: string; to: string; subject: string; text: string; html: string; links: string[] }): Promise<string | null>;
}

/** SMTP through nodemailer, imported with the first email sent rather than at start (about 5 MB of heap; decision 164). */
export function smtpTransport(url: string): EmailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connect = async () => (await import('nodemailer')).default.createTransport(url);
  return {
    name: 'smtp',
    async deliver(m) {
      transporter ??= connect();
      const info = await (await transporter).sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      return info.messageId ?? null;
    },
  };
}

/** The dev outbox: the message stays in email_messages (visible to staff) and its links go to the log. */
export function outboxTransport(log: Pick<FastifyBaseLogger, 'info'>): EmailTransport {
  return {
    name: 'outbox',
    async deliver(m) {
      log.info(
        { to: m.to, subject: m.subject, links: m.links },
        `email kept in the dev outbox${m.links.length ? `: ${m.links.join(' ')}` : ''}`,
      );
      return null;
    },
  };
}

/** Staff's active rewording of this email (/admin/email-templates), or null for the default texts. */
export async function activeOverride(db: AppDb, type: EmailType) {
  const [row] = await db
    .select({
      subject: emailTemplateOverrides.subject,
      intro: emailTemplateOverrides.intro,
      action: emailTemplateOverrides.action,
      after: emailTemplateOverrides.after,
    })
    .from(emailTemplateOverrides)
    .where(and(eq(emailTemplateOverrides.type, type), eq(emailTemplateOverrides.active, true)));
  return row ?? null;
}

type SendRequest = { type: EmailType; to: string; userId?: string | null; vars?: EmailVars };
/** An email sent while someone waits: its id, and the transport's error when it could not be sent. */
export type Delivery = { id: string; error: string | null };

export interface Mailer {
  send(request: SendRequest): Promise<string>;
  resend(messageId: string): Promise<boolean>;
  /** Sends at once, for staff waiting on the answer (the test email); a failure is kept as 'failed'. */
  sendNow(request: SendRequest): Promise<Delivery>;
  /** Sends a stored email again at once (staff resend); null when there is no such email. */
  resendNow(messageId: string): Promise<Delivery | null>;
}

export function createMailer(deps: {
  db: AppDb;
  queue: JobQueue;
  transport: EmailTransport;
  from: string;
  retryDelaySeconds?: number;
}): Mailer {
  const { db, queue, transport, from } = deps;

  /** One delivery attempt; throws the transport's error after noting it on the message. */
  async function deliver(id: string): Promise<void> {
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
  }

  queue.define<{ id: string }>(EMAIL_QUEUE, ({ id }) => deliver(id), {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: deps.retryDelaySeconds ?? 5,
  });

  /** Delivers now; on failure the message is 'failed' (nobody retries it) and the error is returned. */
  async function deliverNow(id: string): Promise<Delivery> {
    try {
      await deliver(id);
      return { id, error: null };
    } catch (err) {
      await db.update(emailMessages).set({ status: 'failed' }).where(eq(emailMessages.id, id));
      return { id, error: String((err as Error).message) };
    }
  }

  async function store({ type, to, userId = null, vars = {} }: SendRequest): Promise<string> {
    const override = await activeOverride(db, type);
    const [row] = await db
      .insert(emailMessages)
      .values({ type, toAddress: to, userId, ...renderEmail(type, vars, override) })
      .returning({ id: emailMessages.id });
    return row.id;
  }

  async function reset(messageId: string): Promise<string | null> {
    const [row] = await db
      .update(emailMessages)
      .set({ status: 'queued', attempts: 0, lastError: null })
      .where(eq(emailMessages.id, messageId))
      .returning({ id: emailMessages.id });
    return row?.id ?? null;
  }

  async function enqueue(id: string) {
    await queue.send(EMAIL_QUEUE, { id });
  }

  return {
    async send(request) {
      const id = await store(request);
      await enqueue(id);
      return id;
    },
    async resend(messageId) {
      const id = await reset(messageId);
      if (!id) return false;
      await enqueue(id);
      return true;
    },
    async sendNow(request) {
      return deliverNow(await store(request));
    },
    async resendNow(messageId) {
      const id = await reset(messageId);
      return id ? deliverNow(id) : null;
    },
  };
}
