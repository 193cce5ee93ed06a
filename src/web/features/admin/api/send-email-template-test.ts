import { useMutation } from '@tanstack/react-query';
import { OkResponse } from '#shared/contracts/auth';
import type { EmailType } from '#shared/email/templates';
import { sendJson } from '#web/lib/api-hooks';
import { emailTemplatePath } from './get-email-template';

export function sendEmailTemplateTest(type: EmailType) {
  return sendJson('POST', emailTemplatePath(type, '/test'), {}, OkResponse);
}

/** POST /api/admin/email-templates/:type/test (admin): the email as it is sent now, to the staff member's own address. */
export function useSendEmailTemplateTest() {
  return useMutation({ mutationFn: sendEmailTemplateTest });
}
