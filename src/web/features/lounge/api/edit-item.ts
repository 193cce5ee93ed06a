import { CommentWritten, PostWritten } from '#shared/contracts/lounge';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY, itemApiPath } from './query-keys';

type Kind = 'post' | 'comment';

/** What an edit comes back with: the crisis tier of the new words, and whether the item is now held for a moderator. */
export interface EditSaved {
  crisisTier: CrisisTier;
  held: boolean;
}

async function saveEdit(kind: Kind, id: string, input: { title?: string; body: string }): Promise<EditSaved> {
  const written =
    kind === 'post'
      ? await sendJson('PATCH', itemApiPath(kind, id), input, PostWritten).then((w) => ({ tier: w.crisisTier, status: w.post.status }))
      : await sendJson('PATCH', itemApiPath(kind, id), input, CommentWritten).then((w) => ({
          tier: w.crisisTier,
          status: w.comment.status,
        }));
  return { crisisTier: written.tier as CrisisTier, held: written.status === 'held' };
}

/** PATCH /api/lounge/posts/:id or /comments/:id (member, own): the edit is marked edited, and answers with its crisis tier. */
export function useEditItem(kind: Kind, id: string) {
  return useRefreshingMutation((input: { title?: string; body: string }) => saveEdit(kind, id, input), LOUNGE_KEY);
}
