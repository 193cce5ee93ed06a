import type { PrivacyHandling } from './privacy-registry';

/** The privacy registry's tables of memberships (issue 19, decision 091). */
export const MEMBERSHIP_TABLES: Record<string, PrivacyHandling> = {
  memberships: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'Your membership subscriptions: the plan, whether it is paid, when it renews or ends, and the payment provider’s references for it.',
    retention: 'Until you delete your account. The invoices themselves are kept by the payment provider.',
  },
  tier_grants: {
    personal: true,
    userColumns: ['user_id'],
    referenceColumns: ['granted_by', 'revoked_by'],
    onDeletion: 'delete',
    purpose: 'A membership tier our staff gave you, the reason, until when, and whether it was withdrawn.',
    retention: 'Until you delete your account.',
  },
  billing_customers: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'The reference of your customer record at the payment provider, so your memberships and receipts stay together.',
    retention: 'Until you delete your account.',
  },
  local_subscriptions: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'Memberships we run ourselves: in test mode, and a membership at 100 % off through the Hardship Program (plan, price, periods, a lower plan chosen for the next period).',
    retention: 'Until you delete your account.',
  },
  membership_invoices: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'Your membership receipts and failed payments: the amount, the period it paid for, and a link to the provider’s invoice.',
    retention: 'Until you delete your account. The invoices themselves are kept by the payment provider.',
  },
  membership_reminders: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'Which reminders we emailed you about your membership (a hardship review, a yearly renewal) and when, so each goes out once.',
    retention: 'Until you delete your account.',
  },
};
