/**
 * The privacy registry: every table in the schema says whether it holds a person's data, which
 * column names the person, and what export and deletion do with it. A test fails when a table is
 * missing here. The privacy issue's export and deletion jobs walk this list.
 */
export type PrivacyHandling =
  /** Not about a person (authored content, configuration). */
  | { personal: false; purpose: string }
  | {
      personal: true;
      /** The column holding the user id. */
      userColumn: string;
      /** delete: removed on account deletion; anonymise: kept without the person (e.g. accounting). */
      onDeletion: 'delete' | 'anonymise';
      purpose: string;
      retention: string;
    };

export const PRIVACY_REGISTRY: Record<string, PrivacyHandling> = {
  content_items: { personal: false, purpose: 'Authored content (pages, assessments, Edits) loaded from content/.' },
  app_secrets: { personal: false, purpose: 'Secrets the server generates for itself (session signing).' },
  users: {
    personal: true,
    userColumn: 'id',
    onDeletion: 'delete',
    purpose: 'The account: name, preferred name, email, membership tier, referral code, accepted policy version, staff role.',
    retention: 'Until the account is deleted.',
  },
  sessions: {
    personal: true,
    userColumn: 'user_id',
    onDeletion: 'delete',
    purpose: 'Signed-in devices (browser and IP address), so you can see and end them.',
    retention: 'Until sign-out or 30 days without use.',
  },
  accounts: {
    personal: true,
    userColumn: 'user_id',
    onDeletion: 'delete',
    purpose: 'How you sign in (a hashed password; never the password itself).',
    retention: 'Until the account is deleted.',
  },
  verifications: {
    personal: false,
    purpose: 'Short-lived tokens for email links (verification, reset, sign-in); they name no user column and expire within a day.',
  },
  rate_limits: { personal: false, purpose: 'Counters that slow down repeated sign-in and reset attempts, keyed by address and path.' },
  email_messages: {
    personal: true,
    userColumn: 'user_id',
    onDeletion: 'delete',
    purpose: 'Emails we sent you (confirmation, reset, sign-in links), so delivery can be checked and repeated.',
    retention: '90 days, or until the account is deleted.',
  },
  audit_log: {
    personal: true,
    userColumn: 'target_user_id',
    onDeletion: 'anonymise',
    purpose: 'A record of staff actions on accounts (role changes, impersonation), for accountability.',
    retention: 'Kept for security; the person is removed from it when their account is deleted.',
  },
  site_settings: { personal: false, purpose: 'Switches staff change at run time, such as the launch gate.' },
  access_codes: { personal: false, purpose: 'Pre-launch access codes made by staff.' },
  access_code_uses: {
    personal: false,
    purpose: 'When an access code was used, from which browser and address; not linked to an account.',
  },
  beta_waitlist: {
    personal: false,
    purpose: 'Email addresses of people who asked for early access; not linked to an account (deleted on request by address).',
  },
  page_views: {
    personal: true,
    userColumn: 'user_id',
    onDeletion: 'delete',
    purpose: 'Which pages were visited, to improve the product (only with analytics consent once the privacy issue lands).',
    retention: 'Until the account is deleted, at most 13 months.',
  },
};
