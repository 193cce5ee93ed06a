import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CONSENT_TYPES,
  type ConsentType,
  SETTING_CONSENT,
  DEFAULT_PRIVACY_SETTINGS,
  PRIVACY_POLICY_VERSION,
  type PrivacySettings,
} from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import type { RequestContext } from '#server/platform/request-context';
import { privacyConsents, privacySettings } from './schema';

/** A member's consents (each change kept as a record) and the privacy settings that depend on them. */
export function createConsentService(db: AppDb) {
  const service = {
    /** Spec 7: active consents (no withdrawal date), newest first. */
    async activeConsents(userId: string) {
      return db
        .select()
        .from(privacyConsents)
        .where(and(eq(privacyConsents.userId, userId), isNull(privacyConsents.withdrawalDate)))
        .orderBy(desc(privacyConsents.createdAt));
    },

    /** Spec 4: a change stamps withdrawal_date on the active record and inserts a new one. */
    async changeConsent(userId: string, type: ConsentType, given: boolean, ctx: RequestContext) {
      if (type === 'functional' && !given)
        throw new HttpError(400, 'Functional cookies are needed for the site to work and cannot be turned off.');
      await db.transaction(async (tx) => {
        await tx
          .update(privacyConsents)
          .set({ withdrawalDate: new Date() })
          .where(and(eq(privacyConsents.userId, userId), eq(privacyConsents.consentType, type), isNull(privacyConsents.withdrawalDate)));
        await tx.insert(privacyConsents).values({
          userId,
          consentType: type,
          consentGiven: given,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent?.slice(0, 512) ?? null,
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        });
      });
      // Issue 16: withdrawing a consent turns off the setting that needs it, so the two agree.
      const setting = (Object.entries(SETTING_CONSENT) as [keyof typeof SETTING_CONSENT, ConsentType][]).find(
        ([, needs]) => needs === type,
      )?.[0];
      if (!given && setting) {
        const current = await service.settings(userId);
        if (current[setting]) await service.saveSettings(userId, { ...current, [setting]: false });
      }
    },

    /** Writes a visitor's banner choice to the account: only the types that differ change. */
    async syncConsents(userId: string, choice: Record<'analytics' | 'personalization' | 'marketing', boolean>, ctx: RequestContext) {
      const active = new Map((await service.activeConsents(userId)).map((c) => [c.consentType, c.consentGiven]));
      const wanted: Record<ConsentType, boolean> = { functional: true, ...choice };
      for (const type of CONSENT_TYPES) {
        if (active.get(type) !== wanted[type]) await service.changeConsent(userId, type, wanted[type], ctx);
      }
    },

    async settings(userId: string): Promise<PrivacySettings> {
      const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, userId));
      if (!row) return { ...DEFAULT_PRIVACY_SETTINGS };
      return {
        marketing_emails: row.marketingEmails,
        analytics_tracking: row.analyticsTracking,
        personalization: row.personalization,
        data_sharing: row.dataSharing,
      };
    },

    /** Spec 7: UPSERT privacy_settings. */
    async saveSettings(userId: string, s: PrivacySettings) {
      const values = {
        marketingEmails: s.marketing_emails,
        analyticsTracking: s.analytics_tracking,
        personalization: s.personalization,
        dataSharing: s.data_sharing,
        updatedAt: new Date(),
      };
      await db
        .insert(privacySettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: privacySettings.userId, set: values });
      return s;
    },

    /** Analytics is recorded only with an active analytics consent and analytics_tracking on. */
    async analyticsAllowed(userId: string): Promise<boolean> {
      const [consent] = await db
        .select({ given: privacyConsents.consentGiven })
        .from(privacyConsents)
        .where(
          and(eq(privacyConsents.userId, userId), eq(privacyConsents.consentType, 'analytics'), isNull(privacyConsents.withdrawalDate)),
        )
        .limit(1);
      if (!consent?.given) return false;
      return (await service.settings(userId)).analytics_tracking;
    },
  };
  return service;
}
