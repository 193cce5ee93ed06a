import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Spec 3 privacy_consents: one record per change; the active one has no withdrawal_date. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    consentType: text('consent_type').notNull(),
    consentGiven: boolean('consent_given').notNull(),
    withdrawalDate: timestamp('withdrawal_date', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    privacyPolicyVersion: text('privacy_policy_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_consents_user_active_idx').on(t.userId, t.withdrawalDate, t.createdAt)],
);

/** Spec 3 privacy_settings with the spec's defaults. */
export const privacySettings = pgTable('privacy_settings', {
  userId: text('user_id').primaryKey(),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  analyticsTracking: boolean('analytics_tracking').notNull().default(true),
  personalization: boolean('personalization').notNull().default(true),
  dataSharing: boolean('data_sharing').notNull().default(false),
  /** Until when staff viewing as this member may read journal text, reflections and notes (issue 16). */
  supportAccessUntil: timestamp('support_access_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    status: text('status').notNull().default('pending'),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_export_requests_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Deletion requests: pending during the grace period, then completed (the person is gone; the row
 * keeps no user id or address so staff can still see that it was done) or cancelled.
 */
export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    email: text('email'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    cancelToken: text('cancel_token'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('data_deletion_requests_user_idx').on(t.userId, t.createdAt),
    index('data_deletion_requests_status_idx').on(t.status, t.scheduledFor),
    uniqueIndex('data_deletion_requests_token_idx').on(t.cancelToken),
  ],
);

/** Every acceptance of the Terms of Service and Privacy Policy, with version and time. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    version: text('version').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('terms_acceptances_user_idx').on(t.userId, t.acceptedAt),
    index('terms_acceptances_version_idx').on(t.version, t.acceptedAt),
  ],
);
