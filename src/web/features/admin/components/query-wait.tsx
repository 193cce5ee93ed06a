import type { ReactNode } from 'react';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { errorText } from '#web/lib/server-error';

/**
 * What a staff panel shows before its one query has an answer: a spinner while it loads, a titled
 * error notice (the server's detail, else `failed.hint`) when it failed; null once there is data.
 */
export function queryWait(
  query: { isPending: boolean; isError: boolean; error: unknown },
  loading: string,
  failed: { title: string; hint: string },
): ReactNode {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <Notice tone="error" title={failed.title}>
        {errorText(query.error, failed.hint)}
      </Notice>
    );
  }
  return null;
}
