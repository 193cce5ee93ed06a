import { randomUUID } from 'node:crypto';
import { ORIGIN, post } from '#server/testing/auth-helpers';
import type { TestApp } from '#server/testing/test-app';

/** The consent cookie of a visitor who allowed analytics in the banner (a1 = analytics on). */
export const VISITOR_ALLOWS = 'rc_consent=a1.p0.m0';
export const VISITOR_REFUSES = 'rc_consent=a0.p1.m0';

/** Records a member's analytics consent (the privacy page's call). */
export async function allowAnalytics(t: TestApp, cookie: string, given = true): Promise<void> {
  const res = await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: given }, cookie);
  if (res.statusCode >= 300) throw new Error(`consent failed: ${res.body}`);
}

export interface TrackOptions {
  cookie?: string;
  headers?: Record<string, string>;
  path?: string;
  sessionId?: string;
}

/** Sends a page view as the web does. */
export function trackPage(t: TestApp, options: TrackOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tracking/page-views',
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: { session_id: options.sessionId ?? randomUUID(), page_path: options.path ?? '/library', page_title: 'Library' },
  });
}
