import { useState } from 'react';
import { Link } from 'react-router';
import { REFUND_POLICY, REFUND_REASON_MAX, RefundRequestInput } from '#shared/contracts/shop-refund-requests';
import { ReceivedNotice } from '#web/components/received-notice';
import { SendFormFooter } from '#web/components/send-form-footer';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { sendFailure } from '#web/lib/send-failure';
import { useZodForm } from '#web/lib/use-zod-form';
import { PageSection } from '#web/components/page-section';
import { sendRefundRequest } from '../api/send-refund-request';

const EMPTY = { orderNumber: '', email: '', reason: '' };
const linkClass = 'text-primary underline underline-offset-4';

/**
 * /refund-request (public, no sign-in, open while the site is gated): the refund policy, then the
 * form. Every request gets the same answer, so the page never says whether an order exists.
 */
export function RefundRequestPage() {
  const form = useZodForm(RefundRequestInput, EMPTY);
  const [received, setReceived] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (data) => setReceived((await sendRefundRequest(data)).message),
    sendFailure('Your request did not reach us. Nothing you typed is lost: please try again in a moment.'),
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Request a Refund</h1>
        <p className="max-w-[65ch] text-lg text-muted-foreground">No account needed. A person reads every request.</p>
      </div>
      <PageSection id="refund-policy" title="Our refund policy" className="max-w-[70ch]">
        <ul className="mt-3 list-disc pl-6 [&>li]:py-1">
          <li>{REFUND_POLICY.summary} You do not have to explain more than you want to.</li>
          <li>Send the order number from your receipt (it looks like RS-ABCD2345) and the email address you bought with.</li>
          <li>
            We reply to that address within two working days. An approved refund goes back to the card you paid with and can take 5 to 10
            days to show on your statement.
          </li>
          <li>A full refund switches off the downloads of that order. A partial refund keeps them.</li>
        </ul>
        <p className="mt-3">
          The full terms are in our{' '}
          <Link to="/terms-of-service" className={linkClass}>
            Terms of Service
          </Link>
          .
        </p>
      </PageSection>
      <PageSection id="refund-form-title" title="Ask for a refund" card>
        {received ? (
          <ReceivedNotice title="Request sent" message={received} crisisTier={0}>
            <p>We have sent a confirmation to the email address you gave.</p>
          </ReceivedNotice>
        ) : (
          <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Refund request" className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Order number"
                autoComplete="off"
                spellCheck={false}
                required
                hint="From your receipt, like RS-ABCD2345."
                {...form.text('orderNumber')}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                required
                hint="The address you bought with."
                {...form.text('email')}
              />
            </div>
            <TextAreaField
              label="Why would you like a refund?"
              rows={5}
              maxLength={REFUND_REASON_MAX}
              required
              hint="A sentence is enough."
              {...form.text('reason')}
            />
            <SendFormFooter label="Send my request" busy={form.busy} notice={form.notice} />
          </form>
        )}
      </PageSection>
    </div>
  );
}
