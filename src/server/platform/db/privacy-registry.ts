import { EXPORT_DAYS_AVAILABLE } from '#shared/contracts/privacy';
import { ANALYTICS_TABLES } from './privacy-registry-analytics';
import { LOUNGE_TABLES } from './privacy-registry-lounge';
import { FLOWPATH_TABLES } from './privacy-registry-flowpath';
import { DOCS_TABLES } from './privacy-registry-docs';
import { MEMBER_ACTIVITY_TABLES } from './privacy-registry-member';
import { MEMBERSHIP_TABLES } from './privacy-registry-memberships';
import { SHOP_TABLES } from './privacy-registry-shop';
import { SOFIA_TABLES } from './privacy-registry-sofia';
import { type RetentionRule, retain } from './retention';

/**
 * The privacy registry: every table in the schema says whether it holds a person's data, which
 * columns name the person (user id or email), and what export and deletion do with it. Tests
 * walk the schema and fail when a table or a personal-looking column is not accounted for, so a
 * table added by a later feature cannot escape export or deletion.
 */
export interface PersonalTable {
  personal: true;
  /** Columns whose match makes the row the person's own (exported, deleted or anonymised). */
  userColumns: string[];
  /** Columns that only mention the person inside someone else's row: cleared on deletion, not exported. */
  referenceColumns?: string[];
  /** Columns holding the person's email address (rows matched by address are theirs too). */
  emailColumns?: string[];
  /** delete: rows are removed; anonymise: rows stay (accounting, audit) without the person. */
  onDeletion: 'delete' | 'anonymise';
  /** Set to null when anonymising; defaults to userColumns and emailColumns. */
  anonymiseColumns?: string[];
  /** Secrets and internals left out of the export (password hashes, session tokens, archives). */
  omitFromExport?: string[];
  purpose: string;
  retention: string;
  /** The retention period as data, for the daily sweep; set with retain() so the text says the same. */
  sweep?: RetentionRule;
}

/** Personal data not tied to an account (a waitlist address, the IP of a code use). */
export interface UnlinkedTable {
  personal: 'unlinked';
  /** When present, rows with the person's address are exported and deleted with the account. */
  emailColumns?: string[];
  purpose: string;
  retention: string;
  sweep?: RetentionRule;
}

export interface NonPersonalTable {
  personal: false;
  purpose: string;
}

export type PrivacyHandling = PersonalTable | UnlinkedTable | NonPersonalTable;

export const PRIVACY_REGISTRY: Record<string, PrivacyHandling> = {
  content_items: { personal: false, purpose: 'Authored content (pages, assessments, Edits) loaded from content/.' },
  content_versions: {
    personal: true,
    userColumns: ['author_id'],
    onDeletion: 'anonymise',
    purpose: 'The versions of content staff wrote in the back office (history, diff and restore), with who saved each.',
    retention: 'Kept while the content exists; the author is removed when their account is deleted.',
  },
  content_syncs: { personal: false, purpose: 'The fingerprint of the content bundle at the last start-up sync, so a restart can skip it.' },
  app_secrets: { personal: false, purpose: 'Secrets the server generates for itself (session signing).' },
  users: {
    personal: true,
    userColumns: ['id'],
    referenceColumns: ['referred_by'],
    emailColumns: ['email'],
    onDeletion: 'delete',
    purpose: 'Your account: name, preferred name, email, membership tier, referral code, accepted policy version, staff role.',
    retention: 'Until you delete your account.',
  },
  sessions: {
    personal: true,
    userColumns: ['user_id'],
    referenceColumns: ['impersonated_by'],
    onDeletion: 'delete',
    omitFromExport: ['token'],
    purpose: 'Your signed-in devices (browser and IP address), so you can see and end them.',
    // The 30 days are better-auth's session expiry (auth.ts); the sweep removes sessions past it.
    ...retain('Until you sign out, or 30 days without use.', { kind: 'expired', column: 'expires_at' }),
  },
  accounts: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    omitFromExport: ['password', 'access_token', 'refresh_token', 'id_token'],
    purpose: 'How you sign in. We keep only a hash of your password, never the password itself.',
    retention: 'Until you delete your account.',
  },
  verifications: {
    personal: 'unlinked',
    purpose: 'Short-lived tokens behind email links (confirmation, reset, sign-in).',
    ...retain('Each expires within a day, and is removed when used or once expired.', { kind: 'expired', column: 'expires_at' }),
  },
  rate_limits: {
    personal: 'unlinked',
    purpose: 'Counters keyed by network address that slow down repeated sign-in and reset attempts.',
    ...retain('Minutes; each counter resets after its window, and is removed after {period} without use.', {
      kind: 'age',
      column: 'last_request',
      period: { days: 1 },
      epochMs: true,
    }),
  },
  brand_assets: {
    personal: true,
    userColumns: ['uploaded_by'],
    onDeletion: 'anonymise',
    omitFromExport: ['bytes'],
    purpose: 'Brand files staff uploaded for /brand-assets, and who uploaded each.',
    retention: 'While the file is offered; the staff member is removed when their account is deleted.',
  },
  email_template_overrides: {
    personal: true,
    userColumns: ['updated_by'],
    onDeletion: 'anonymise',
    purpose: 'How staff reworded an email the app sends, and who last changed it.',
    retention: 'While the rewording exists; the staff member is removed when their account is deleted.',
  },
  email_messages: {
    personal: true,
    userColumns: ['user_id'],
    emailColumns: ['to_address'],
    onDeletion: 'delete',
    omitFromExport: ['text', 'html', 'links'],
    purpose: 'Emails we sent you (confirmations, resets, sign-in links), so delivery can be checked and repeated.',
    ...retain(
      '{period}, or until you delete your account. The confirmation that your account was deleted keeps your address and name only until it is delivered.',
      { kind: 'age', column: 'created_at', period: { days: 90 } },
    ),
  },
  // What a member does in the app (assessments, Edits, wellness, safety): privacy-registry-member.ts.
  ...MEMBER_ACTIVITY_TABLES,
  // The Refill Shop and payments: privacy-registry-shop.ts.
  ...SHOP_TABLES,
  // Analytics (page-view performance samples, member metrics): privacy-registry-analytics.ts.
  ...ANALYTICS_TABLES,
  ...MEMBERSHIP_TABLES,
  ...SOFIA_TABLES,
  ...LOUNGE_TABLES,
  ...FLOWPATH_TABLES,
  ...DOCS_TABLES,
  sign_in_throttle: {
    personal: 'unlinked',
    purpose:
      'How many times a wrong password was tried for an address (kept as a one-way hash, not the address), to slow down password guessing.',
    ...retain('At most {period} after the last failed attempt; cleared when you sign in.', {
      kind: 'age',
      column: 'last_failed_at',
      period: { days: 1 },
    }),
  },
  realtime_events: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'Short notices that something of yours changed (what kind, and ids), so your other open tabs refresh and miss nothing.',
    ...retain('At most {period}.', { kind: 'age', column: 'created_at', period: { days: 1 } }),
  },
  page_views: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'Which pages you visited, for how long, from where you came, your device type, browser, operating system and country, and your IP address with its last part removed, recorded only with your analytics consent, to improve the product.',
    ...retain('At most {period}, or until you delete your account.', { kind: 'age', column: 'created_at', period: { months: 13 } }),
  },
  audit_log: {
    personal: true,
    userColumns: ['actor_user_id', 'target_user_id'],
    onDeletion: 'anonymise',
    purpose: 'A record of staff actions (role changes, impersonation, decisions on applications and messages), for accountability.',
    retention: 'Kept for security; you are removed from it when your account is deleted.',
  },
  security_events: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'Failed sign-ins to your account and requests refused for coming too fast, with the network (the address shortened) and country they came from, so staff can spot and stop attacks on accounts.',
    ...retain('{period}, or until you delete your account.', { kind: 'age', column: 'created_at', period: { days: 90 } }),
  },
  site_settings: {
    personal: true,
    userColumns: ['updated_by'],
    onDeletion: 'anonymise',
    purpose: 'Site switches (such as the launch gate) and which staff member last changed them, and when the daily privacy sweep last ran.',
    retention: 'While the setting exists; the staff member is removed when their account is deleted.',
  },
  access_codes: {
    personal: true,
    userColumns: ['created_by'],
    onDeletion: 'anonymise',
    purpose: 'Pre-launch access codes and which staff member made them.',
    retention: 'While the code exists; the staff member is removed when their account is deleted.',
  },
  access_code_uses: {
    personal: 'unlinked',
    purpose: 'When an access code was used, from which browser and network address; not linked to an account.',
    ...retain('Until {period} after the launch; then removed.', { kind: 'after-launch', period: { days: 7 } }),
  },
  beta_waitlist: {
    personal: 'unlinked',
    emailColumns: ['email'],
    purpose: 'Addresses of people who asked for early access.',
    // A month after the launch, so we can tell you we are open.
    ...retain('Until {period} after the launch, or until you delete your account.', { kind: 'after-launch', period: { days: 30 } }),
  },
  privacy_consents: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'Every consent you gave or withdrew, with the policy version, time, browser and network address.',
    retention: 'Until you delete your account.',
  },
  privacy_settings: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'Your privacy choices (marketing emails, analytics, personalisation, data sharing) and until when you let support read your journal, reflections and notes.',
    retention: 'Until you delete your account.',
  },
  data_export_requests: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    omitFromExport: ['archive'],
    purpose: 'Your requests for a copy of your data, and the archive while it can be downloaded.',
    // The archives go by their own purge job (and the daily sweep), not by a row rule.
    retention: `Archives for ${EXPORT_DAYS_AVAILABLE} days; the request until you delete your account.`,
  },
  data_deletion_requests: {
    personal: true,
    userColumns: ['user_id'],
    emailColumns: ['email'],
    onDeletion: 'anonymise',
    anonymiseColumns: ['user_id', 'email', 'reason', 'cancel_token'],
    omitFromExport: ['cancel_token'],
    purpose: 'Your requests to delete your account; after deletion we keep only that a request was carried out and when.',
    retention: 'The anonymous record is kept to show the deletion happened.',
  },
  contact_messages: {
    personal: true,
    userColumns: ['user_id'],
    emailColumns: ['email'],
    // The staff member who marked a message answered: their id is cleared if they delete their account.
    referenceColumns: ['handled_by'],
    onDeletion: 'delete',
    purpose:
      'Messages you sent us from the Contact page (your name, email, topic, message and IP address), and whether we have answered them.',
    ...retain('{period} after we answer it, or until you delete your account.', {
      kind: 'age',
      column: 'handled_at',
      period: { months: 12 },
    }),
  },
  coach_applications: {
    personal: true,
    userColumns: ['user_id'],
    emailColumns: ['email'],
    referenceColumns: ['decided_by'],
    onDeletion: 'delete',
    purpose: 'Your application to coach with us and our decision.',
    ...retain('{period} after you apply, or until you delete your account.', { kind: 'age', column: 'created_at', period: { months: 24 } }),
  },
  hardship_applications: {
    personal: true,
    userColumns: ['user_id'],
    referenceColumns: ['decided_by'],
    onDeletion: 'delete',
    purpose: 'Your hardship application and our decision, so the discount can be applied.',
    retention: 'While the discount applies, or until you delete your account.',
  },
  terms_acceptances: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'When you accepted which version of the Terms of Service and Privacy Policy.',
    retention: 'Until you delete your account.',
  },
};

/** Column names that suggest a person: ids of users, addresses, network details. */
export const USER_REFERENCE_COLUMN = /(^|_)user_id$|_by$/;
export const EMAIL_COLUMN = /(^|_)email$|^to_address$/;
export const PERSONAL_DETAIL_COLUMN = /(^|_)email$|^to_address$|ip_address|user_agent/;
