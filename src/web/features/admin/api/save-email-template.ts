import { EmailTemplateDetail, type EmailTemplateInput } from '#shared/contracts/email-templates';
import type { EmailType } from '#shared/email/templates';
import { sendJson, useSavingMutation } from '#web/lib/api-hooks';
import { EMAIL_TEMPLATES_KEY } from './list-email-templates';
import { emailTemplateKey, emailTemplatePath } from './get-email-template';

export function saveEmailTemplate({ type, texts }: { type: EmailType; texts: EmailTemplateInput }) {
  return sendJson('PUT', emailTemplatePath(type), texts, EmailTemplateDetail);
}

/** PUT /api/admin/email-templates/:type (admin): the wording every later email of this type is sent with. */
export function useSaveEmailTemplate() {
  return useSavingMutation(saveEmailTemplate, (queryClient, reply) => {
    queryClient.setQueryData(emailTemplateKey(reply.type), reply);
    return queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_KEY, exact: true });
  });
}
