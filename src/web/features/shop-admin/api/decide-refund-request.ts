import { type RefundDecisionInput, RefundRequestView } from '#shared/contracts/shop-admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { REFUND_REQUESTS_KEY } from './list-refund-requests';

function decideRefundRequest({ id, decision }: { id: string; decision: RefundDecisionInput }) {
  return sendJson('POST', itemPath('/api/admin/refund-requests', id, '/decision'), decision, RefundRequestView);
}

/** POST /api/admin/refund-requests/:id/decision (admin): approve with an amount, or decline with a reason. */
export function useDecideRefundRequest() {
  return useRefreshingMutation(decideRefundRequest, REFUND_REQUESTS_KEY, 'settled');
}
