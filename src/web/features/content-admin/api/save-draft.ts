import { z } from 'zod';
import type { DraftInput, EditableKind } from '#shared/contracts/content-admin';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { CONTENT_KEY } from './list-content';
import { contentPath } from './get-content';

export function saveDraft({ kind, slug, draft }: { kind: EditableKind; slug: string; draft: DraftInput }) {
  return sendJson('POST', `${contentPath(kind, slug)}/drafts`, draft, z.object({ version: z.number() }));
}

/** POST /api/admin/content/:kind/:slug/drafts (admin): saves a version the public does not see yet. */
export function useSaveDraft() {
  return useRefreshingMutation(saveDraft, CONTENT_KEY);
}
