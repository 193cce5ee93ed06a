import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionSampled } from '#shared/analytics/sampling';
import { ORIGIN } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { geographicDeviceMetrics } from './schema';
import { VISITOR_ALLOWS, VISITOR_REFUSES } from './test-helpers';

const t = setUpTestApp();

/** Session ids on either side of the sampling rule. */
const ids = Array.from({ length: 50 }, (_, i) => `vitals-session-${i}`);
const SAMPLED = ids.find((id) => sessionSampled(id))!;
const NOT_SAMPLED = ids.find((id) => !sessionSampled(id))!;

function sendVitals(sessionId: string, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tracking/vitals',
    headers: {
      origin: ORIGIN,
      cookie,
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    },
    payload: {
      session_id: sessionId,
      page_path: '/library',
      lcp_ms: 1800,
      inp_ms: 120,
      cls: 0.04,
      ttfb_ms: 200,
      load_ms: 2400,
      screen_resolution: '1440x900',
      timezone: 'Europe/London',
      error_count: 1,
      errors: [{ message: 'TypeError: x is undefined', at: '2026-11-27T06:00:00.000Z', attempt: 1 }],
    },
  });
}

const rowsFor = (sessionId: string) =>
  t.database.db.select().from(geographicDeviceMetrics).where(eq(geographicDeviceMetrics.sessionId, sessionId));

describe('POST /api/tracking/vitals', () => {
  it('stores a sampled, consenting session with its score and errors', async () => {
    const res = await sendVitals(SAMPLED, VISITOR_ALLOWS);
    expect(res.statusCode).toBe(201);
    const [row] = await rowsFor(SAMPLED);
    expect(row).toMatchObject({
      pagePath: '/library',
      deviceType: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      lcpMs: 1800,
      avgPageLoadTimeMs: 2400,
      performanceScore: 80,
      errorCount: 1,
      screenResolution: '1440x900',
      timezone: 'Europe/London',
    });
    expect(row.errorsEncountered).toEqual([{ message: 'TypeError: x is undefined', at: '2026-11-27T06:00:00.000Z', attempt: 1 }]);
  });

  it('keeps nothing for a session outside the sample', async () => {
    expect((await sendVitals(NOT_SAMPLED, VISITOR_ALLOWS)).statusCode).toBe(202);
    expect(await rowsFor(NOT_SAMPLED)).toEqual([]);
  });

  it('keeps nothing without consent', async () => {
    const session = `${SAMPLED}-refused`;
    const sampled = sessionSampled(session) ? session : SAMPLED;
    await t.database.db.delete(geographicDeviceMetrics).where(eq(geographicDeviceMetrics.sessionId, sampled));
    expect((await sendVitals(sampled, VISITOR_REFUSES)).statusCode).toBe(202);
    expect(await rowsFor(sampled)).toEqual([]);
  });
});
