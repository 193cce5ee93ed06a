import { AdminPageHeader } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { errorText } from '#web/lib/server-error';
import { useClearCaches } from '../api/clear-caches';
import { useCaches } from '../api/list-caches';
import { ReportTable } from '../components/report-table';

const hitRate = (hits: number, misses: number) => (hits + misses > 0 ? `${Math.round((100 * hits) / (hits + misses))}%` : '—');

/** /admin/cache-debug (admin; issue 23): what the server keeps in memory, and a way to empty it (audited). */
export default function CacheDebugPage() {
  const caches = useCaches();
  const clear = useClearCaches();
  return (
    <>
      <AdminPageHeader title="Cache debug">
        What the server keeps in memory to answer faster. Emptying the caches is safe: each entry is worked out again when it is next
        needed. It is recorded in the audit log.
      </AdminPageHeader>
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <Button variant="destructive" pending={clear.isPending} onClick={() => clear.mutate()}>
          {clear.isPending ? 'Clearing...' : 'Clear all caches'}
        </Button>
        <div>
          {clear.isSuccess && <Notice tone="success">Cleared: {clear.data.cleared.join(', ')}.</Notice>}
          {clear.isError && <Notice tone="error">{errorText(clear.error, 'We could not clear the caches. Please try again.')}</Notice>}
        </div>
      </div>
      <QueryState query={caches} what="the caches">
        {(data) => (
          <ReportTable
            title="Caches"
            columns={['Cache', 'Entries', 'Oldest entry', 'Hits', 'Misses', 'Hit rate', 'Kept for']}
            rows={data.caches.map((c) => [
              c.name,
              c.size,
              c.oldestAgeSeconds === null ? null : `${c.oldestAgeSeconds} s`,
              c.hits,
              c.misses,
              hitRate(c.hits, c.misses),
              c.ttlSeconds === null ? 'Until it changes' : `${c.ttlSeconds} s`,
            ])}
            file="caches"
          />
        )}
      </QueryState>
    </>
  );
}
