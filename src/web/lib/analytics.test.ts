// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubFetch } from '../testing/fetch-stub';
import { recordPageView } from './analytics';
import { CONSENT_CHOICE_KEY } from './consent-check';
import { getTrackingSessionId, resetTrackingSessionId, TRACKING_SESSION_KEY } from './tracking-session';

const choose = (analytics: boolean) =>
  localStorage.setItem(CONSENT_CHOICE_KEY, JSON.stringify({ analytics, personalization: false, marketing: false }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  choose(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('analytics client', () => {
  it('posts a page view with the tab’s session id and reports success', async () => {
    const fetchMock = stubFetch({
      'POST /api/tracking/page-views': { status: 201, body: { id: '0d6e4a52-7a7e-4f43-b3c5-2f0f6c9d1e21', recorded: true } },
    });
    await expect(recordPageView({ path: '/x', title: 'X', referrer: 'https://example.org/' })).resolves.toBe(true);
    expect(sentBodies(fetchMock, 'POST', '/api/tracking/page-views')).toEqual([
      { session_id: sessionStorage.getItem(TRACKING_SESSION_KEY), page_path: '/x', page_title: 'X', referrer: 'https://example.org/' },
    ]);
  });

  it.each([
    ['no choice in this browser', () => localStorage.clear()],
    ['a choice without analytics', () => choose(false)],
  ])('sends nothing with %s', async (_name, setUp) => {
    setUp();
    const fetchMock = stubFetch({ 'POST /api/tracking/page-views': { status: 201, body: { id: '0d6e4a52-7a7e-4f43-b3c5-2f0f6c9d1e21' } } });
    await expect(recordPageView({ path: '/x', title: 'X' })).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports false when the server did not record the view', async () => {
    stubFetch({ 'POST /api/tracking/page-views': { status: 202, body: { id: null, recorded: false } } });
    await expect(recordPageView({ path: '/x', title: 'X' })).resolves.toBe(false);
  });

  it.each([
    ['a server error', () => stubFetch({ 'POST /api/tracking/page-views': { status: 500, body: {} } })],
    ['a network failure', () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')))],
  ])('swallows %s', async (_name, setUp) => {
    setUp();
    await expect(recordPageView({ path: '/x', title: 'X' })).resolves.toBe(false);
  });

  it('keeps one session id per tab until it is reset', () => {
    const first = getTrackingSessionId();
    expect(getTrackingSessionId()).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    const next = resetTrackingSessionId();
    expect(next).not.toBe(first);
    expect(sessionStorage.getItem(TRACKING_SESSION_KEY)).toBe(next);
  });
});
