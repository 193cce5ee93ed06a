import { boolean, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  optionalUserId,
  requestOrigin,
  timestamptz,
  updatedAt,
  userId,
  userIdPrimaryKey,
  uuidPrimaryKey,
} from '#server/platform/db/columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Spec 3 privacy_consents: one record per change; the active one has no withdrawal_date. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    consentType: text('consent_type').notNull(),
    consentGiven: boolean('consent_given').notNull(),
    withdrawalDate: timestamptz('withdrawal_date'),
    ...requestOrigin(),
    privacyPolicyVersion: text('privacy_policy_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_consents_user_active_idx').on(t.userId, t.withdrawalDate, t.createdAt)],
);

/** Spec 3 privacy_settings with the spec's defaults. */
export const privacySettings = pgTable('privacy_settings', {
  userId: userIdPrimaryKey(),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  analyticsTracking: boolean('analytics_tracking').notNull().default(true),
  personalization: boolean('personalization').notNull().default(true),
  dataSharing: boolean('data_sharing').notNull().default(false),
  /** Until when staff viewing as this member may read journal text, reflections and notes (issue 16). */
  supportAccessUntil: timestamptz('support_access_until'),
  updatedAt: updatedAt(),
});

export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    status: text('status').notNull().default('pending'),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
    expiresAt: timestamptz('expires_at'),
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
    id: uuidPrimaryKey(),
    userId: optionalUserId(),
    email: text('email'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    cancelToken: text('cancel_token'),
    scheduledFor: timestamptz('scheduled_for').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamptz('cancelled_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('data_deletion_requests_user_idx').on(t.userId, t.createdAt),
    // The staff list, newest first (decision 156).
    index('data_deletion_requests_created_idx').on(t.createdAt, t.id),
    index('data_deletion_requests_status_idx').on(t.status, t.scheduledFor),
    uniqueIndex('data_deletion_requests_token_idx').on(t.cancelToken),
  ],
);

/** Every acceptance of the Terms of Service and Privacy Policy, with version and time. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    version: text('version').notNull(),
    ...requestOrigin(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    index('terms_acceptances_user_idx').on(t.userId, t.acceptedAt),
    index('terms_acceptances_version_idx').on(t.version, t.acceptedAt),
    // The staff list over every version, newest first (decision 156).
    index('terms_acceptances_accepted_idx').on(t.acceptedAt, t.id),
  ],
);
