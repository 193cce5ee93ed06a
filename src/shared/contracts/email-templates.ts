import { z } from 'zod';
import { EMAIL_TYPES, type EmailType, templateErrors } from '#shared/email/templates';

/** The back office's email templates API (/admin/email-templates, issue 24). */

export const EmailTemplateType = z.enum(EMAIL_TYPES);
export const EmailTemplateParams = z.object({ type: EmailTemplateType });

/** Staff's wording of one email. An empty button label keeps the usual one. */
export const EmailTemplateInput = z.object({
  subject: z.string().trim().min(1, 'Write a subject.').max(150, 'Keep the subject under 150 characters.'),
  intro: z.string().trim().min(1, 'Write the opening paragraph.').max(2000, 'Keep it under 2000 characters.'),
  action: z
    .string()
    .trim()
    .max(60, 'Keep the button label under 60 characters.')
    .nullish()
    .transform((v) => v || null),
  after: z.string().trim().min(1, 'Write the closing paragraph.').max(2000, 'Keep it under 2000 characters.'),
});
export type EmailTemplateInput = z.infer<typeof EmailTemplateInput>;

/** The same, with this email's placeholders checked (the editor's form; the server checks with templateErrors too). */
export function emailTemplateInputFor(type: EmailType) {
  return EmailTemplateInput.superRefine((texts, ctx) => {
    for (const { field, message } of templateErrors(type, texts)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

const Texts = z.object({ subject: z.string(), intro: z.string(), action: z.string().nullable(), after: z.string() });
export const RenderedPreview = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type RenderedPreview = z.infer<typeof RenderedPreview>;

export const EmailTemplateList = z.object({
  templates: z.array(
    z.object({
      type: EmailTemplateType,
      name: z.string(),
      when: z.string(),
      /** default: sent as written; active: sent with staff's wording; inactive: a wording kept but not used. */
      wording: z.enum(['default', 'active', 'inactive']),
      updatedAt: z.iso.datetime().nullable(),
    }),
  ),
});

export const EmailTemplateDetail = z.object({
  type: EmailTemplateType,
  name: z.string(),
  when: z.string(),
  hasButton: z.boolean(),
  placeholders: z.array(z.object({ name: z.string(), meaning: z.string() })),
  defaults: Texts,
  override: Texts.extend({ active: z.boolean(), updatedAt: z.iso.datetime() }).nullable(),
  /** What the app sends now, with sample data. */
  preview: RenderedPreview,
});
export type EmailTemplateDetail = z.infer<typeof EmailTemplateDetail>;
