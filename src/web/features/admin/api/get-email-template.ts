import { EmailTemplateDetail } from '#shared/contracts/email-templates';
import type { EmailType } from '#shared/email/templates';
import { useFreshQuery } from '#web/lib/api-hooks';
import { EMAIL_TEMPLATES_KEY } from './list-email-templates';

export const emailTemplatePath = (type: EmailType, tail = '') => `/api/admin/email-templates/${encodeURIComponent(type)}${tail}`;
export const emailTemplateKey = (type: EmailType) => [...EMAIL_TEMPLATES_KEY, type] as const;

/** GET /api/admin/email-templates/:type (admin): its default and saved wording, and what it sends now with sample data. */
export function useEmailTemplate(type: EmailType) {
  return useFreshQuery(emailTemplateKey(type), emailTemplatePath(type), EmailTemplateDetail);
}
