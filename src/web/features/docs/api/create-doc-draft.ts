import { DocDraft, type DocTopic } from '#shared/contracts/docs';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { DOC_DRAFTS_KEY } from './list-doc-drafts';

export function createDocDraft(topic: DocTopic) {
  return sendJson('POST', '/api/admin/docs/drafts', { topic }, DocDraft);
}

/** POST /api/admin/docs/drafts (super_admin): a new draft on a topic, from the LLM or the templates. */
export function useCreateDocDraft() {
  return useRefreshingMutation(createDocDraft, DOC_DRAFTS_KEY);
}
