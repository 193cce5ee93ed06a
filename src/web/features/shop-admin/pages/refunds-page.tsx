import { useState } from 'react';
import type { RefundRequestFilter } from '#shared/contracts/shop-admin';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { OutcomeNotice, useOutcomeNotice } from '#web/components/outcome-notice';
import { emptyText, StatusFilter, type StatusOption } from '#web/components/status-filter';
import { QueryState } from '#web/components/query-state';
import type { Outcome } from '#web/lib/server-error';
import { ShowOlder } from '#web/components/show-older';
import { useRefundRequests } from '../api/list-refund-requests';
import { RefundRequestCard } from '../components/refund-request-card';

const FILTERS: readonly StatusOption<RefundRequestFilter>[] = [
  { value: 'open', label: 'Open requests', empty: 'No open refund requests. When someone asks for a refund, it will wait here.' },
  { value: 'closed', label: 'Decided', empty: 'Nothing decided yet. Requests you approve or decline move here.' },
  { value: 'all', label: 'All requests', empty: 'No one has asked for a refund yet.' },
];

/**
 * /admin/refunds (admin, spec 2.7): refund requests from /refund-request, open first. Approving
 * refunds through the payment provider and emails the buyer (a full refund switches the downloads
 * off); declining emails the reason. Every decision is in the audit log.
 */
export function RefundsPage() {
  const [filter, setFilter] = useState<RefundRequestFilter>('open');
  const requests = useRefundRequests(filter);
  const notice = useOutcomeNotice(filter);

  const onDecided = (result: Outcome) => {
    notice.setOutcome(result);
    // A decided request leaves the open list with the button that had focus: keep focus on the news.
    if (result?.tone === 'success') notice.focus();
  };

  return (
    <>
      <AdminPageHeader title="Refunds">
        Refund requests from the refund request page. A request shows its order only when the number and the email both match. Approving
        refunds through the payment provider and emails the buyer; declining emails them your reason.
      </AdminPageHeader>
      <StatusFilter options={FILTERS} value={filter} onChange={setFilter} />
      <OutcomeNotice notice={notice} />
      <QueryState query={requests} what="the refund requests">
        {({ pages }) => {
          const rows = pages.flatMap((page) => page.requests);
          return rows.length === 0 ? (
            <p className="rounded-card border border-border bg-surface p-6 text-muted-foreground">{emptyText(FILTERS, filter)}</p>
          ) : (
            <ul aria-label="Refund requests" className="flex flex-col gap-4">
              {rows.map((request) => (
                <li key={request.id}>
                  <RefundRequestCard request={request} onDecided={onDecided} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <ShowOlder list={requests} label="Show older requests" className="mt-4" />
    </>
  );
}
