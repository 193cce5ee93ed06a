import { EmailTemplateDetail } from '#shared/contracts/email-templates';
import type { EmailType } from '#shared/email/templates';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { useSavingMutation } from '#web/lib/api-hooks';
import { EMAIL_TEMPLATES_KEY } from './list-email-templates';
import { emailTemplateKey, emailTemplatePath } from './get-email-template';

export type EmailTemplateChange = { type: EmailType; action: 'reset' | 'delete' };

export function changeEmailTemplate({ type, action }: EmailTemplateChange) {
  return action === 'reset'
    ? apiRequest(emailTemplatePath(type, '/reset'), { method: 'POST', body: {}, parse: zodParser(EmailTemplateDetail) })
    : apiRequest(emailTemplatePath(type), { method: 'DELETE', parse: zodParser(EmailTemplateDetail) });
}

/**
 * POST /api/admin/email-templates/:type/reset (admin: send the default again, keeping the wording)
 * or DELETE /api/admin/email-templates/:type (super_admin: remove the saved wording).
 */
export function useChangeEmailTemplate() {
  return useSavingMutation(changeEmailTemplate, (queryClient, reply) => {
    queryClient.setQueryData(emailTemplateKey(reply.type), reply);
    return queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_KEY, exact: true });
  });
}
