import type { ZodType } from 'zod';
import { CommentWritten, Done, PostWritten } from '#shared/contracts/lounge';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

type Kind = 'post' | 'comment';
const path = (kind: Kind, id: string) => `/api/lounge/${kind}s/${encodeURIComponent(id)}`;

/** PATCH /api/lounge/posts/:id or /comments/:id (member, own): the edit is marked edited. */
export function useEditItem(kind: Kind, id: string) {
  const reply: ZodType<unknown> = kind === 'post' ? PostWritten : CommentWritten;
  return useRefreshingMutation((input: { title?: string; body: string }) => sendJson('PATCH', path(kind, id), input, reply), LOUNGE_KEY);
}

/** DELETE /api/lounge/posts/:id or /comments/:id (member, own). */
export function useDeleteItem(kind: Kind, id: string) {
  return useRefreshingMutation(() => apiRequest(path(kind, id), { method: 'DELETE', parse: zodParser(Done) }), LOUNGE_KEY);
}
