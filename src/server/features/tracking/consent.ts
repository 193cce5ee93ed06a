import type { FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, parseConsentCookie } from '#shared/privacy/consent';
import { type TrackingRefusal, trackingRefusal } from '#shared/analytics/consent-gate';

export type AnalyticsAllowed = (userId: string) => Promise<boolean>;

/** Global Privacy Control: the browser says its person refuses sale and sharing, which we honour as a refusal. */
export function sendsGlobalPrivacyControl(request: FastifyRequest): boolean {
  return request.headers['sec-gpc'] === '1';
}

/** Why this request may not be recorded for `pagePath`, or null when it may (consent first). */
export async function refusalFor(
  request: FastifyRequest,
  analyticsAllowed: AnalyticsAllowed,
  pagePath: string,
): Promise<TrackingRefusal | null> {
  const actor = request.actor;
  const gpc = sendsGlobalPrivacyControl(request);
  const signedIn = actor.kind === 'user';
  const impersonating = signedIn && Boolean(actor.impersonatedBy);
  // The member's records are looked up only when nothing has refused already.
  const memberAllowed = signedIn && !gpc && !impersonating ? await analyticsAllowed(actor.userId) : false;
  return trackingRefusal({
    signedIn,
    impersonating,
    memberAllowed,
    visitorAllowed: parseConsentCookie(request.cookies[CONSENT_COOKIE])?.analytics ?? null,
    globalPrivacyControl: gpc,
    staff: signedIn && actor.staffRole !== null,
    pagePath,
  });
}
