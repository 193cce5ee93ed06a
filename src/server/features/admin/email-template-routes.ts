import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '#shared/contracts/auth';
import {
  EmailTemplateDetail,
  EmailTemplateInput,
  EmailTemplateList,
  EmailTemplateParams,
  RenderedPreview,
} from '#shared/contracts/email-templates';
import { EMAIL_TYPE_NAMES, EMAIL_TYPES, type EmailType, PLACEHOLDERS, placeholdersFor, templateErrors } from '#shared/email/templates';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { emailTemplateOverrides } from '#server/platform/email/schema';
import { type EmailVars, defaultTexts, listsFacts, renderEmail } from '#server/platform/email/templates';
import { HttpError } from '#server/platform/errors';
import { writeAudit } from './audit';
import { failedToSend } from './email-routes';
import { optionalCallerId, requireUser } from '#server/platform/access';

/** The sample data of a preview and a test send: plainly an example, never anyone's own. */
function sampleVars(type: EmailType, publicUrl: string): EmailVars {
  const base = publicUrl.replace(/\/$/, '');
  return {
    fullName: 'Alex Example',
    url: `${base}/admin/email-templates`,
    level: 75,
    lines: listsFacts(type) ? ['Example detail: the facts of this email go here', 'Date: 27 November 2026'] : undefined,
    links: type === 'order_receipt' ? [{ label: 'Example download', url: `${base}/admin/email-templates` }] : undefined,
  };
}

/** The texts as saved: no button label where the email has no button. */
function normalise(type: EmailType, body: EmailTemplateInput) {
  const errors = templateErrors(type, body);
  if (errors.length) throw new HttpError(400, 'Some fields need a look before this can be saved.', { errors });
  return { ...body, action: defaultTexts(type).action ? body.action : null };
}

/**
 * /admin/email-templates (admin; delete is super_admin's): every email the app sends, previewed
 * with sample data as HTML and plain text, staff's wording with its placeholders checked, a test
 * send through the real mailer to the staff member's own address, and reset to default. The mailer
 * renders with the active wording (renderEmail, the one way of rendering).
 */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{ db: AppDb; mailer: Mailer; publicUrl: string }> = async (
  app,
  { db, mailer, publicUrl },
) => {
  const admin = { access: 'admin' } as const;

  async function detail(type: EmailType): Promise<EmailTemplateDetail> {
    const [row] = await db.select().from(emailTemplateOverrides).where(eq(emailTemplateOverrides.type, type));
    const defaults = defaultTexts(type);
    const rendered = renderEmail(type, sampleVars(type, publicUrl), row?.active ? row : null);
    return {
      type,
      ...EMAIL_TYPE_NAMES[type],
      hasButton: defaults.action !== null,
      placeholders: placeholdersFor(type).map((name) => ({ name, meaning: PLACEHOLDERS[name] })),
      defaults,
      override: row
        ? {
            subject: row.subject,
            intro: row.intro,
            action: row.action,
            after: row.after,
            active: row.active,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null,
      preview: { subject: rendered.subject, text: rendered.text, html: rendered.html },
    };
  }

  app.get('/api/admin/email-templates', { config: admin, schema: { response: { 200: EmailTemplateList } } }, async () => {
    const rows = await db.select().from(emailTemplateOverrides);
    const byType = new Map(rows.map((r) => [r.type, r]));
    return {
      templates: EMAIL_TYPES.map((type) => {
        const row = byType.get(type);
        return {
          type,
          ...EMAIL_TYPE_NAMES[type],
          wording: row ? (row.active ? ('active' as const) : ('inactive' as const)) : ('default' as const),
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      }),
    };
  });

  app.get(
    '/api/admin/email-templates/:type',
    { config: admin, schema: { params: EmailTemplateParams, response: { 200: EmailTemplateDetail } } },
    (request) => detail(request.params.type),
  );

  app.post(
    '/api/admin/email-templates/:type/preview',
    { config: admin, schema: { params: EmailTemplateParams, body: EmailTemplateInput, response: { 200: RenderedPreview } } },
    async (request) => {
      const { type } = request.params;
      const { subject, text, html } = renderEmail(type, sampleVars(type, publicUrl), normalise(type, request.body));
      return { subject, text, html };
    },
  );

  app.put(
    '/api/admin/email-templates/:type',
    { config: admin, schema: { params: EmailTemplateParams, body: EmailTemplateInput, response: { 200: EmailTemplateDetail } } },
    async (request) => {
      const { type } = request.params;
      const texts = normalise(type, request.body);
      const values = { ...texts, active: true, updatedBy: optionalCallerId(request), updatedAt: new Date() };
      await db
        .insert(emailTemplateOverrides)
        .values({ type, ...values })
        .onConflictDoUpdate({ target: emailTemplateOverrides.type, set: values });
      await writeAudit(db, { actorUserId: optionalCallerId(request), action: 'email_template.save', details: { type, ...texts } });
      return detail(type);
    },
  );

  app.post(
    '/api/admin/email-templates/:type/reset',
    { config: admin, schema: { params: EmailTemplateParams, response: { 200: EmailTemplateDetail } } },
    async (request) => {
      const { type } = request.params;
      await db
        .update(emailTemplateOverrides)
        .set({ active: false, updatedBy: optionalCallerId(request), updatedAt: new Date() })
        .where(eq(emailTemplateOverrides.type, type));
      await writeAudit(db, { actorUserId: optionalCallerId(request), action: 'email_template.reset', details: { type } });
      return detail(type);
    },
  );

  app.delete(
    '/api/admin/email-templates/:type',
    { config: { access: 'super_admin' }, schema: { params: EmailTemplateParams, response: { 200: EmailTemplateDetail } } },
    async (request) => {
      const { type } = request.params;
      const deleted = await db.delete(emailTemplateOverrides).where(eq(emailTemplateOverrides.type, type)).returning();
      if (!deleted.length) throw new HttpError(404, 'This email has no saved wording to delete.');
      await writeAudit(db, {
        actorUserId: optionalCallerId(request),
        action: 'email_template.delete',
        details: { type, deleted: deleted[0] },
      });
      return detail(type);
    },
  );

  app.post(
    '/api/admin/email-templates/:type/test',
    { config: admin, schema: { params: EmailTemplateParams, response: { 200: OkResponse } } },
    async (request) => {
      const { type } = request.params;
      const to = requireUser(request.actor).email;
      const delivery = await mailer.sendNow({
        type,
        to,
        vars: { ...sampleVars(type, publicUrl), note: 'This is a test of this email from the email templates page, with sample details.' },
      });
      await writeAudit(db, {
        actorUserId: optionalCallerId(request),
        action: 'email_template.test',
        details: { type, messageId: delivery.id, to, ...(delivery.error ? { error: delivery.error } : {}) },
      });
      failedToSend(delivery);
      return { ok: true as const, message: `A test was sent to ${to}.` };
    },
  );
};
