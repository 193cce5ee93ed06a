import { useQuery } from '@tanstack/react-query';
import { type EmailTemplateInput, RenderedPreview } from '#shared/contracts/email-templates';
import type { EmailType } from '#shared/email/templates';
import { sendJson } from '#web/lib/api-hooks';
import { emailTemplatePath } from './get-email-template';

/** POST /api/admin/email-templates/:type/preview (admin): unsaved wording rendered as it would be sent, with sample data. */
export function useEmailTemplatePreview(type: EmailType, texts: EmailTemplateInput | null) {
  return useQuery({
    queryKey: ['admin', 'email-template-preview', type, texts],
    queryFn: () => sendJson('POST', emailTemplatePath(type, '/preview'), texts, RenderedPreview),
    enabled: texts !== null,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}
