import { hashKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { EditableKind } from '#shared/contracts/content-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { sendJson, useSavingMutation } from '#web/lib/api-hooks';
import { CONTENT_KEY } from './list-content';
import { contentPath } from './get-content';

/** What staff do to an item as a whole; restore names a version. */
export type ContentChange =
  | { action: 'publish' | 'unpublish' | 'revert' | 'delete'; kind: EditableKind; slug: string }
  | { action: 'restore'; kind: EditableKind; slug: string; version: number };

export function changeContent(change: ContentChange): Promise<unknown> {
  const path = contentPath(change.kind, change.slug);
  if (change.action === 'delete') return apiRequest(path, { method: 'DELETE', parse: zodParser(z.object({ ok: z.literal(true) })) });
  const tail = change.action === 'restore' ? `/versions/${change.version}/restore` : `/${change.action}`;
  return sendJson('POST', path + tail, {}, z.object({}).loose());
}

/**
 * POST …/publish, …/unpublish, …/revert, …/versions/:version/restore (admin) and DELETE (super_admin).
 * The lists refresh, and the item's own answer too, unless it was deleted: asked again, it would be a 404.
 */
export function useChangeContent() {
  return useSavingMutation(changeContent, (queryClient, _reply, change) => {
    const item = hashKey([...CONTENT_KEY, change.kind, change.slug]);
    return queryClient.invalidateQueries({
      queryKey: CONTENT_KEY,
      predicate: (query) => change.action !== 'delete' || query.queryHash !== item,
    });
  });
}
