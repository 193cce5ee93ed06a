import type { FlowpathState } from '#shared/contracts/flowpath';
import { TableScroller } from '#web/components/table-scroller';
import { formatDay } from '#web/lib/dates';
import { oneDayMapWords } from '../lib/dashboard-words';
import { CLASS_ORDER, CLASS_WORDS } from '../lib/energy-words';

/** The energy map over time, as a table (a text summary first): each saved day's counts and balance. */
export function EnergyHistory({ history }: { history: FlowpathState['energy']['history'] }) {
  if (history.length === 0) return <p>Your energy map will show here once you save it.</p>;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const summary =
    history.length === 1
      ? `On ${formatDay(last.day)} your map had ${oneDayMapWords(last.counts.drainer, last.counts.protect)}.`
      : `From ${formatDay(first.day)} to ${formatDay(last.day)}, drainers went from ${first.counts.drainer} to ${last.counts.drainer}, and tasks worth protecting from ${first.counts.protect} to ${last.counts.protect}.`;
  return (
    <div className="flex flex-col gap-3">
      <p>{summary}</p>
      <TableScroller caption="Your energy map by day">
        <table className="w-full text-left wrap-normal">
          <caption className="sr-only">Your energy map by day</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">
                Day
              </th>
              {CLASS_ORDER.map((kind) => (
                <th key={kind} scope="col" className="py-2 pr-3">
                  {CLASS_WORDS[kind].title}
                </th>
              ))}
              <th scope="col" className="py-2">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((row) => (
              <tr key={row.day} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {formatDay(row.day)}
                </th>
                {CLASS_ORDER.map((kind) => (
                  <td key={kind} className="py-2 pr-3">
                    {row.counts[kind]}
                  </td>
                ))}
                <td className="py-2">{row.balance > 0 ? `+${row.balance}` : row.balance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
