import { z } from 'zod';
import { Id, SearchText, Timestamp } from './blocks';
import { CONSENT_TYPES, type ConsentType } from '../privacy/consent';
import { NextCursor, pageQuery } from './paging';

// The zod-free part (categories, policy version, browser keys, the consent cookie) lives in
// shared/privacy/consent.ts so that the web's first load can use it without zod.
export {
  CONSENT_COOKIE,
  CONSENT_GIVEN_KEY,
  CONSENT_TYPES,
  OPTIONAL_CONSENTS,
  PRIVACY_POLICY_VERSION,
  encodeConsentCookie,
  parseConsentCookie,
  type ConsentChoice,
  type ConsentType,
} from '../privacy/consent';

/** Spec 3 and 9: default settings. */
export const DEFAULT_PRIVACY_SETTINGS = {
  marketing_emails: false,
  analytics_tracking: true,
  personalization: true,
  data_sharing: false,
} as const;

/** Spec 9: export and deletion are processed within 30 days; ours: export in minutes, deletion after a 7-day grace. */
export const EXPORT_DAYS_AVAILABLE = 7;
export const DELETION_GRACE_DAYS = 7;

export const Consent = z.object({
  id: Id,
  consent_type: z.enum(CONSENT_TYPES),
  consent_given: z.boolean(),
  privacy_policy_version: z.string(),
  created_at: z.string(),
});
export type Consent = z.infer<typeof Consent>;
export const ConsentListResponse = z.object({ consents: z.array(Consent) });

export const ConsentChangeInput = z.object({ consent_type: z.enum(CONSENT_TYPES), consent_given: z.boolean() });

/** A visitor's banner choice, written to the account when they sign in. */
export const ConsentSyncInput = z.object({
  analytics: z.boolean(),
  personalization: z.boolean(),
  marketing: z.boolean(),
});

export const PrivacySettings = z.object({
  marketing_emails: z.boolean(),
  analytics_tracking: z.boolean(),
  personalization: z.boolean(),
  data_sharing: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

/**
 * Issue 16: the settings that act only with a consent, so the page tells one story. Withdrawing
 * the consent turns the setting off; the setting cannot be on while its consent is off.
 */
export const SETTING_CONSENT = {
  marketing_emails: 'marketing',
  analytics_tracking: 'analytics',
  personalization: 'personalization',
} as const;

/** The settings as they act: a setting whose consent is not given counts as off. */
export function effectiveSettings(settings: PrivacySettings, consentGiven: (type: ConsentType) => boolean): PrivacySettings {
  const out = { ...settings };
  for (const [key, type] of Object.entries(SETTING_CONSENT) as [keyof typeof SETTING_CONSENT, ConsentType][]) {
    if (!consentGiven(type)) out[key] = false;
  }
  return out;
}

/**
 * Support access (issue 16): while staff view the app as a member, journal text, reflections and
 * notes stay hidden unless the member has let support read them, for a limited time.
 */
export const SUPPORT_ACCESS_HOURS = [24, 72, 168] as const;
export const SupportAccessInput = z.object({
  /** 0 withdraws it now. */
  hours: z.union([z.literal(0), ...SUPPORT_ACCESS_HOURS.map((h) => z.literal(h))]),
});
export type SupportAccessInput = z.infer<typeof SupportAccessInput>;
export const SupportAccessResponse = z.object({ until: z.string().nullable() });
export type SupportAccessResponse = z.infer<typeof SupportAccessResponse>;

export const EXPORT_STATUSES = ['pending', 'processing', 'ready', 'failed', 'expired'] as const;
export const ExportRequest = z.object({
  id: Id,
  status: z.enum(EXPORT_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
});
export type ExportRequest = z.infer<typeof ExportRequest>;
/** Decision 156: the newest 20 by default (what the privacy page shows), at most 50 a page. */
export const ExportListQuery = pageQuery(20, 50);
export const ExportListResponse = z.object({ exports: z.array(ExportRequest), nextCursor: NextCursor });
export const IdParams = z.object({ id: z.uuid() });

export const DELETION_STATUSES = ['pending', 'cancelled', 'completed'] as const;
export const DeletionInput = z.object({ deletion_reason: z.string().trim().max(1000).optional() });
export const DeletionRequest = z.object({
  id: Id,
  status: z.enum(DELETION_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  scheduled_for: z.string(),
  cancelled_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof DeletionRequest>;
export const DeletionListResponse = z.object({ requests: z.array(DeletionRequest) });
export const CancelByTokenInput = z.object({ token: z.string().min(20).max(200) });

/** Every deletion request, newest first, a page at a time (decision 156). */
export const StaffDeletionListQuery = pageQuery(50, 200);
export const StaffDeletionListResponse = z.object({
  requests: z.array(DeletionRequest.extend({ email: z.string().nullable() })),
  nextCursor: NextCursor,
});

/** Terms of Service and Privacy Policy acceptance (issue 4). */
export const TermsStatusResponse = z.object({
  currentVersion: z.string(),
  acceptedVersion: z.string().nullable(),
  acceptedAt: Timestamp.nullable(),
  needsAcceptance: z.boolean(),
});
export const AcceptTermsInput = z.object({ version: z.string().min(1).max(40) });
export const TermsAcceptanceQuery = z.object({
  version: z.string().max(40).optional(),
  q: SearchText,
  ...pageQuery(50, 200).shape,
});
export const TermsAcceptanceListResponse = z.object({
  records: z.array(
    z.object({
      id: Id,
      userId: Id.nullable(),
      email: z.string().nullable(),
      version: z.string(),
      acceptedAt: Timestamp,
      ipAddress: z.string().nullable(),
    }),
  ),
  nextCursor: NextCursor,
});
