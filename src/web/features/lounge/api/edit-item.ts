import type { ZodType } from 'zod';
import { CommentWritten, PostWritten } from '#shared/contracts/lounge';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY, itemApiPath } from './query-keys';

type Kind = 'post' | 'comment';

/** PATCH /api/lounge/posts/:id or /comments/:id (member, own): the edit is marked edited. */
export function useEditItem(kind: Kind, id: string) {
  const reply: ZodType<unknown> = kind === 'post' ? PostWritten : CommentWritten;
  return useRefreshingMutation(
    (input: { title?: string; body: string }) => sendJson('PATCH', itemApiPath(kind, id), input, reply),
    LOUNGE_KEY,
  );
}
