import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '#server/testing/requests';
import { createTestApp, isolatedDatabase, makeActor, type TestApp } from '#server/testing/test-app';

// The member's check-ins cannot be read (their table is gone from a database of this file's own):
// the insights fail as spec 8 says, with empty lists.
let t: TestApp;
let drop: () => Promise<void>;
beforeAll(async () => {
  const isolated = await isolatedDatabase();
  drop = isolated.drop;
  t = await createTestApp({ database: isolated.database });
  await isolated.database.execute('alter table soulprint_entries rename to soulprint_entries_gone');
});
afterAll(async () => {
  await t.close();
  await drop();
});

describe('GET /api/sofia/insights when working them out fails', () => {
  it('answers with empty pattern and prediction lists and a calm note', async () => {
    const res = await callAs(t, makeActor({ tier: 'premium' }), 'GET', '/api/sofia/insights');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unlocked: true, status: 'unavailable', patterns: [], predictions: [] });
    expect(res.json().note).toMatch(/could not work out your patterns just now/);
  });
});
