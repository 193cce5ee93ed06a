import { CRISIS_SURFACE_LABELS } from '#shared/contracts/safety';
import { useCrisisCardCounts } from '../api/list-crisis-card-counts';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { formatDate } from '#web/lib/dates';

const TIER_WORDS = { 1: 'Tier 1: explicit', 2: 'Tier 2: asked directly' } as const;

/**
 * How many crisis cards were shown in the last 30 days, by day, surface and tier (issue 15, for
 * reporting as SB 243 will ask). Numbers only: the words that triggered a card are never kept.
 */
export function CrisisCardCounts() {
  const counts = useCrisisCardCounts(30);
  const total = counts.data?.counts.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <>
      {counts.data && (
        <p className="mb-3">
          {total === 0
            ? 'No crisis cards were shown in the last 30 days.'
            : `${total} crisis ${total === 1 ? 'card was' : 'cards were'} shown in the last 30 days.`}
        </p>
      )}
      <DataTable
        caption="Crisis cards shown, last 30 days, newest first"
        columns={['Day', 'Where', 'Tier', 'Cards']}
        query={counts}
        rows={counts.data?.counts}
        notes={{ loading: 'Loading the counts...', failed: 'We could not load the counts.', empty: 'None in the last 30 days.' }}
      >
        {(row) => (
          <tr key={`${row.day}-${row.surface}-${row.tier}`} className={rowClasses}>
            <Th scope="row" className="font-normal whitespace-nowrap">
              {formatDate(`${row.day}T12:00:00.000Z`)}
            </Th>
            <Td>{CRISIS_SURFACE_LABELS[row.surface]}</Td>
            <Td>{TIER_WORDS[row.tier]}</Td>
            <Td>{row.count}</Td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
