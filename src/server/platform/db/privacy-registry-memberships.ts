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
  membership_reminders: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'Which reminders we emailed you about your membership (a hardship review, a yearly renewal) and when, so each goes out once.',
    retention: 'Until you delete your account.',
  },
};
