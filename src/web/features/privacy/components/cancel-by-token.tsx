import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api-client';
import { cancelDeletionByToken } from '../api/cancel-deletion-by-token';
import { PRIVACY_KEYS } from '../api/query-keys';

type Result = { state: 'working' } | { state: 'done'; message: string } | { state: 'gone' } | { state: 'failed' };

/**
 * The link in the deletion email: cancels the pending deletion with its token alone (no
 * sign-in needed), once, and says what happened.
 */
export function CancelByToken({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<Result>({ state: 'working' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    cancelDeletionByToken(token)
      .then((reply) => {
        setResult({ state: 'done', message: reply.message ?? 'Your deletion request is cancelled. Your account stays as it is.' });
        void queryClient.invalidateQueries({ queryKey: PRIVACY_KEYS.deletions });
      })
      .catch((error: unknown) =>
        setResult(error instanceof ApiError && (error.status === 404 || error.status === 400) ? { state: 'gone' } : { state: 'failed' }),
      );
  }, [token, queryClient]);

  if (result.state === 'working') return <Spinner label="Cancelling your deletion request..." className="py-6" />;
  if (result.state === 'done')
    return (
      <Notice tone="success" title="Your data stays">
        {result.message}
      </Notice>
    );
  if (result.state === 'gone') {
    return (
      <Notice tone="info" title="There is nothing to cancel">
        This link has been used already, or the request was cancelled or completed. If you are unsure, sign in and open Privacy Settings to
        see where things stand.
      </Notice>
    );
  }
  return (
    <Notice tone="error" title="We could not cancel just now">
      Nothing has been deleted yet. Please open the link again in a moment.
    </Notice>
  );
}
