import { z } from 'zod';
import { clearImpersonationKeys, IMPERSONATION_DATA_KEY, IMPERSONATION_TARGET_KEY } from './storage-keys';

/** Spec 3 "Impersonation session (stored locally)". Times are epoch milliseconds. */
export const StoredImpersonation = z.object({
  adminUserId: z.string(),
  targetUserId: z.string(),
  sessionId: z.string(),
  timestamp: z.number(),
  expiresAt: z.number(),
});
export type StoredImpersonation = z.infer<typeof StoredImpersonation>;

/** Spec 3 "Target user". */
export const StoredTargetUser = z.object({ id: z.string(), email: z.string(), full_name: z.string() });
export type StoredTargetUser = z.infer<typeof StoredTargetUser>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Records a started impersonation for the banner. Only these two records are kept: the
 * sessions themselves live in httpOnly cookies (docs/decisions/016-web-admin-back-office-and-impersonation.md).
 */
export function saveImpersonation(storage: KeyValueStorage, data: StoredImpersonation, target: StoredTargetUser): void {
  storage.setItem(IMPERSONATION_DATA_KEY, JSON.stringify(data));
  storage.setItem(IMPERSONATION_TARGET_KEY, JSON.stringify(target));
}

function parseItem<T>(storage: KeyValueStorage, key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Spec 4: the stored impersonation, or null. A record that is unreadable, incomplete or whose
 * expiresAt has passed (at `now`) is discarded from storage.
 */
export function readStoredImpersonation(
  storage: KeyValueStorage,
  now: number = Date.now(),
): { data: StoredImpersonation; target: StoredTargetUser } | null {
  const data = parseItem(storage, IMPERSONATION_DATA_KEY, StoredImpersonation);
  const target = parseItem(storage, IMPERSONATION_TARGET_KEY, StoredTargetUser);
  if (data && target && data.expiresAt > now) return { data, target };
  clearImpersonationKeys(storage);
  return null;
}
