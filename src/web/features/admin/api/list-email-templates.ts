import { EmailTemplateList } from '#shared/contracts/email-templates';
import { useFreshQuery } from '#web/lib/api-hooks';

export const EMAIL_TEMPLATES_KEY = ['admin', 'email-templates'] as const;

/** GET /api/admin/email-templates (admin): every email the app sends and whether staff reworded it. */
export function useEmailTemplates() {
  return useFreshQuery(EMAIL_TEMPLATES_KEY, '/api/admin/email-templates', EmailTemplateList);
}
