import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '#shared/validation/text';
import { ORIGIN } from '../testing/auth-helpers';
import { asActor, createTestApp, makeActor, type TestApp } from '../testing/test-app';

// A NUL byte in any text is a 400 field error, never a 500; and the log names routes, ids and
// error codes, never bodies, query values or SQL parameters (ARCHITECTURE.md §6).
let t: TestApp;
const lines: string[] = [];
const member = makeActor();
const JOURNAL_SECRET = 'my-private-journal-words';

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
    beforeReady: (app) => {
      // A handler whose query fails in the database, as a bad value once did (the error carries the SQL parameters).
      app.post('/api/test/failing-query', { config: { access: 'public' } }, async (request) => {
        const text = (request.body as { text: string }).text;
        await t.database.execute('select $1::int', [text]);
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...asActor(member), origin: ORIGIN } });

describe('control characters', () => {
  it.each([
    ['a journal entry', 'POST', '/api/journal', { title: 'Today', body: 'I want\u0000 to rest' }, 'body'],
    [
      'a check-in note',
      'POST',
      '/api/wellness/checkins',
      { energy_level: 3, stress_level: 3, sleep_quality: 3, work_satisfaction: 3, social_connection: 3, notes: 'tired\u0000' },
      'notes',
    ],
    [
      'a contact message',
      'POST',
      '/api/site/contact',
      { name: 'Ana\u0007', email: 'ana@example.test', topic: 'general', message: 'Hello there, a long enough message.' },
      'name',
    ],
    ['a search', 'GET', '/api/library/articles?q=rest%00', undefined, 'querystring.q'],
  ] as const)('refuses %s with a field error', async (_what, method, url, payload, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message: TEXT_MESSAGES.controlCharacters });
  });

  it('keeps tabs and line breaks', async () => {
    const res = await send('POST', '/api/journal', { title: 'Lines', body: 'one\n\ttwo\r\nthree' });
    expect(res.statusCode).toBe(201);
  });
});

describe('the log', () => {
  it('never holds bodies, query values or SQL parameters, but names the route and the error code', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/test/failing-query?note=${JOURNAL_SECRET}-query`,
      payload: { text: JOURNAL_SECRET },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('/api/test/failing-query');
    expect(log).toContain('22P02'); // invalid_text_representation
    expect(log).not.toContain(JOURNAL_SECRET);
  });

  it('writes one line a request, when it is answered, with its route, status and time (decision 162)', async () => {
    lines.length = 0;
    const res = await send('POST', '/api/wellness/checkins', {
      energy_level: 3,
      stress_level: 2,
      sleep_quality: 4,
      work_satisfaction: 3,
      social_connection: 4,
    });
    expect(res.statusCode).toBe(201);
    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === res.headers['x-request-id']);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'POST', url: '/api/wellness/checkins', route: '/api/wellness/checkins' },
      res: { statusCode: 201 },
    });
    expect(entries[0].responseTime).toEqual(expect.any(Number));
  });
});
