import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAs } from '#server/testing/requests';
import { createTestApp, makeActor, type TestApp } from '#server/testing/test-app';

// The member's data cannot be read: the insights fail as spec 8 says, with empty lists.
vi.mock('./load', async (original) => ({
  ...(await original<typeof import('./load')>()),
  loadInsightInput: vi.fn(async () => {
    throw new Error('database went away');
  }),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/sofia/insights when working them out fails', () => {
  it('answers with empty pattern and prediction lists and a calm note', async () => {
    const res = await callAs(t, makeActor({ tier: 'premium' }), 'GET', '/api/sofia/insights');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unlocked: true, status: 'unavailable', patterns: [], predictions: [] });
    expect(res.json().note).toMatch(/could not work out your patterns just now/);
  });
});
