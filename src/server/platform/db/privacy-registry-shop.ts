import type { PrivacyHandling } from './privacy-registry';
import { retain } from './retention';

/** How long the record of a sale is kept for the tax and accounting records. */
export const SALES_RECORD_YEARS = 7;
/** The daily sweep removes a sale's records (and, with the order, its items, payments and refunds) after that. */
const SALES_RECORD_PERIOD = { months: SALES_RECORD_YEARS * 12 };

/** The privacy registry's tables of the Refill Shop and payments (issue 18). */
export const SHOP_TABLES: Record<string, PrivacyHandling> = {
  orders: {
    personal: true,
    userColumns: ['user_id'],
    emailColumns: ['email'],
    onDeletion: 'anonymise',
    purpose: 'Your orders: what you bought, the amounts, the discount, and whether it was paid or refunded.',
    ...retain(
      '{period}, as tax and accounting law requires, then removed. When you delete your account your name and email are removed from them; the amounts stay.',
      { kind: 'age', column: 'created_at', period: SALES_RECORD_PERIOD },
    ),
  },
  order_items: { personal: false, purpose: 'The items of an order as they were when bought (title, price, quantity).' },
  payments: { personal: false, purpose: 'Payments the provider reported for an order (amount, provider reference).' },
  refunds: {
    personal: false,
    purpose: 'Refunds made on an order (amount, reason, provider reference); who made each is in the audit log.',
  },
  entitlements: {
    personal: true,
    userColumns: ['user_id'],
    emailColumns: ['email'],
    onDeletion: 'delete',
    purpose: 'What your purchases let you download, and how many times you have downloaded each file.',
    retention: 'Until you delete your account.',
  },
  webhook_events: { personal: false, purpose: 'Which payment provider events were already processed, so none is applied twice.' },
  discount_codes: { personal: false, purpose: 'Discount codes (amount, products, limits); who made each is in the audit log.' },
  discount_redemptions: { personal: false, purpose: 'Which paid order used which discount code.' },
  product_reviews: {
    personal: true,
    userColumns: ['user_id'],
    referenceColumns: ['decided_by'],
    onDeletion: 'delete',
    purpose: 'Reviews you wrote of things you bought (stars and text), and whether they were published.',
    retention: 'Until you delete the review or your account.',
  },
  product_settings: {
    personal: true,
    userColumns: ['updated_by'],
    onDeletion: 'anonymise',
    purpose: "A product's price and availability when staff changed them, and which staff member last did.",
    retention: 'While the product is sold; the staff member is removed when their account is deleted.',
  },
  product_setting_changes: {
    personal: true,
    userColumns: ['changed_by'],
    onDeletion: 'anonymise',
    purpose: 'The history of price and availability changes: from what, to what, when and by which staff member.',
    retention: 'Kept with the sales records; the staff member is removed when their account is deleted.',
  },
  refund_requests: {
    personal: 'unlinked',
    emailColumns: ['email'],
    purpose: 'Refund requests sent from the refund form (order number, email, reason) and what we decided.',
    ...retain('{period} with the order, or until you delete your account.', {
      kind: 'age',
      column: 'created_at',
      period: SALES_RECORD_PERIOD,
    }),
  },
};
