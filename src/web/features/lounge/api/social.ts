import { Done, type ReportInput } from '#shared/contracts/lounge';
import type { ReactionKind } from '#shared/lounge/reactions';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { LOUNGE_KEY } from './query-keys';

const toggle = (path: string, on: boolean) => apiRequest(path, { method: on ? 'PUT' : 'DELETE', parse: zodParser(Done) });

/** PUT/DELETE /api/lounge/reactions/:kind/:id/:reaction (member). */
export function useReact() {
  return useRefreshingMutation(
    (v: { kind: 'post' | 'comment'; id: string; reaction: ReactionKind; on: boolean }) =>
      toggle(`/api/lounge/reactions/${v.kind}/${encodeURIComponent(v.id)}/${v.reaction}`, v.on),
    LOUNGE_KEY,
  );
}

/** POST /api/lounge/reports (member): a private report for the moderators. */
export function useReport() {
  return useRefreshingMutation((input: ReportInput) => sendJson('POST', '/api/lounge/reports', input, Done), LOUNGE_KEY);
}

/** PUT/DELETE /api/lounge/blocks/:memberKey (member): their posts and comments disappear for you. */
export function useBlock() {
  return useRefreshingMutation(
    (v: { memberKey: string; on: boolean }) => toggle(`/api/lounge/blocks/${encodeURIComponent(v.memberKey)}`, v.on),
    LOUNGE_KEY,
  );
}

/** PUT/DELETE /api/lounge/circles/:circle/mute (member): left out of the all-circles feed. */
export function useMute() {
  return useRefreshingMutation(
    (v: { circle: string; on: boolean }) => toggle(`/api/lounge/circles/${encodeURIComponent(v.circle)}/mute`, v.on),
    LOUNGE_KEY,
  );
}
