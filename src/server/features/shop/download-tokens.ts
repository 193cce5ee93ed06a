import { createHmac, timingSafeEqual } from 'node:crypto';
import { daysAfter } from '#shared/dates';

/** How long an emailed download link works. */
export const DOWNLOAD_LINK_DAYS = 7;
/** How many downloads one purchase allows through emailed links (signed-in downloads are not capped). */
export const MAX_LINK_DOWNLOADS = 10;

const b64 = (s: string) => Buffer.from(s).toString('base64url');

/**
 * A download link's token (PAYMENTS.md §4): base64url("entitlementId.fileKey.expiry") and an
 * HMAC-SHA256 signature of it, compared in constant time.
 */
export function createDownloadTokens(secret: string) {
  const key = createHmac('sha256', secret).update('refill-shop-downloads').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(entitlementId: string, fileKey: string, now = Date.now()): string {
      const body = b64(`${entitlementId}.${fileKey}.${daysAfter(new Date(now), DOWNLOAD_LINK_DAYS).getTime()}`);
      return `${body}.${sign(body)}`;
    },
    /** The entitlement and file a token names, or null when it is forged, tampered with or expired. */
    verify(token: string, now = Date.now()): { entitlementId: string; fileKey: string } | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [entitlementId, fileKey, expiry] = Buffer.from(body, 'base64url').toString().split('.');
      if (!entitlementId || !fileKey || !(Number(expiry) > now)) return null;
      return { entitlementId, fileKey };
    },
  };
}

export type DownloadTokens = ReturnType<typeof createDownloadTokens>;
