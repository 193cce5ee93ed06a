import { Notice } from '#web/components/ui/notice';
import { billingErrorMessage } from '../lib/billing-error';

/** The notice of a billing call that failed (in the words of billingErrorMessage); nothing until it fails. */
export function BillingErrorNotice({ call, fallback }: { call: { isError: boolean; error: unknown }; fallback: string }) {
  return call.isError ? <Notice tone="error">{billingErrorMessage(call.error, fallback)}</Notice> : null;
}
