import { useRef, useState } from 'react';
import type { RefundRequestFilter } from '#shared/contracts/shop-admin';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { LiveNotice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import type { Outcome } from '#web/lib/server-error';
import { useRefundRequests } from '../api/list-refund-requests';
import { RefundRequestCard } from '../components/refund-request-card';

const FILTER_OPTIONS = [
  { value: 'open', label: 'Open requests' },
  { value: 'closed', label: 'Decided' },
  { value: 'all', label: 'All requests' },
] as const;

const EMPTY: Record<RefundRequestFilter, string> = {
  open: 'No open refund requests. When someone asks for a refund, it will wait here.',
  closed: 'Nothing decided yet. Requests you approve or decline move here.',
  all: 'No one has asked for a refund yet.',
};

const toFilter = (value: string): RefundRequestFilter => (value === 'closed' || value === 'all' ? value : 'open');

/**
 * /admin/refunds (admin, spec 2.7): refund requests from /refund-request, open first. Approving
 * refunds through the payment provider and emails the buyer (a full refund switches the downloads
 * off); declining emails the reason. Every decision is in the audit log.
 */
export function RefundsPage() {
  const [filter, setFilter] = useState<RefundRequestFilter>('open');
  const requests = useRefundRequests(filter);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const onDecided = (result: Outcome) => {
    setOutcome(result);
    // A decided request leaves the open list with the button that had focus: keep focus on the news.
    if (result?.tone === 'success') noticeRef.current?.focus();
  };

  return (
    <>
      <AdminPageHeader title="Refunds">
        Refund requests from the refund request page. A request shows its order only when the number and the email both match. Approving
        refunds through the payment provider and emails the buyer; declining emails them your reason.
      </AdminPageHeader>
      <SelectField
        label="Show"
        name="status"
        options={FILTER_OPTIONS}
        value={filter}
        onChange={(event) => {
          setFilter(toFilter(event.target.value));
          setOutcome(null);
        }}
        className="mb-4 max-w-xs"
      />
      <div ref={noticeRef} tabIndex={-1} className="outline-none">
        <LiveNotice notice={outcome && { tone: outcome.tone, message: outcome.text }} className="mb-4" />
      </div>
      <QueryState query={requests} what="the refund requests">
        {({ requests: rows }) =>
          rows.length === 0 ? (
            <p className="rounded-card border border-border bg-surface p-6 text-muted-foreground">{EMPTY[filter]}</p>
          ) : (
            <ul aria-label="Refund requests" className="flex flex-col gap-4">
              {rows.map((request) => (
                <li key={request.id}>
                  <RefundRequestCard request={request} onDecided={onDecided} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
