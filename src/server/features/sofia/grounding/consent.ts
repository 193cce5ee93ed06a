import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { privacyConsents, privacySettings } from '#server/features/privacy/schema';

/**
 * Whether Sofia may read the member's journal: an active 'personalization' consent given, and the
 * personalization privacy setting on (spec 3 default true; withdrawing the consent turns it off).
 * The same two-part rule the privacy feature applies to analytics.
 */
export async function journalAllowed(db: AppDb, userId: string): Promise<boolean> {
  const [consent] = await db
    .select({ given: privacyConsents.consentGiven })
    .from(privacyConsents)
    .where(
      and(eq(privacyConsents.userId, userId), eq(privacyConsents.consentType, 'personalization'), isNull(privacyConsents.withdrawalDate)),
    )
    .orderBy(desc(privacyConsents.createdAt))
    .limit(1);
  if (!consent?.given) return false;
  const [settings] = await db
    .select({ on: privacySettings.personalization })
    .from(privacySettings)
    .where(eq(privacySettings.userId, userId));
  return settings?.on ?? true;
}
