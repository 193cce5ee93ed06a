import { z } from 'zod';
import { REFUND_WINDOW_DAYS } from '../shop/order-state';
import { sanitiseText } from '../validation/sanitise';
import { TEXT_MESSAGES, hasUnsafeContent } from '../validation/text';

/** The public refund request form (/refund-request, issue 18): no sign-in, open while the site is gated. */
export const REFUND_REASON_MIN = 10;
export const REFUND_REASON_MAX = 2000;

export const RefundRequestInput = z.object({
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^RS-[0-9A-Z]{8}$/, 'Please enter the order number from your receipt. It looks like RS-ABCD2345.'),
  email: z.email('Please enter a valid email address, like name@example.com.').max(254),
  reason: z
    .string()
    .refine((text) => !hasUnsafeContent(text), TEXT_MESSAGES.contentUnsafe)
    .transform(sanitiseText)
    .pipe(
      z
        .string()
        .min(REFUND_REASON_MIN, 'Please tell us in a few words why you would like a refund.')
        .max(REFUND_REASON_MAX, 'Please keep your reason under 2,000 characters.'),
    ),
});
export type RefundRequestInput = z.input<typeof RefundRequestInput>;

/**
 * The one answer to every request, whether or not the order exists or the email matches it, so the
 * form tells nobody which orders there are.
 */
export const REFUND_REQUEST_RECEIVED =
  'Thank you. We have your request. If the order number and email match one of our orders, a person will look at it and reply to that email within two working days.';
export const RefundRequestReceived = z.object({ message: z.string() });

/** The refund policy as the page and the terms state it. */
export const REFUND_POLICY = {
  windowDays: REFUND_WINDOW_DAYS,
  summary: `You can ask for a refund of anything from the Refill Shop within ${REFUND_WINDOW_DAYS} days of paying for it, for any reason.`,
} as const;
