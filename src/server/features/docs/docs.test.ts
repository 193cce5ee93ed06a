import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VISITOR, type Actor } from '#shared/access/policy';
import { QA_RELEASE_CHECKLIST } from '#shared/docs/checklists';
import { personalisationFacts, wellnessFacts } from '#shared/docs/rule-facts';
import { CHECKIN_SCALE } from '#shared/wellness/rules';
import { users } from '#server/features/auth/schema';
import { auditLog } from '#server/features/admin/schema';
import { callAs, expectFieldErrors, type Method } from '#server/testing/requests';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { makeActor, type TestApp } from '#server/testing/test-app';
import { openApiPath } from './openapi';
import { API_VERSION } from './plugin';

const t = setUpTestApp();

/** A staff member with an account row, so the pages can name who ticked or asked. */
async function staff(t: TestApp, role: 'analyst' | 'admin' | 'super_admin'): Promise<Actor> {
  const actor = makeActor({ staffRole: role });
  if (actor.kind !== 'user') throw new Error('unreachable');
  await t.database.db
    .insert(users)
    .values({ id: actor.userId, name: 'Staff', email: actor.email, referralCode: randomUUID().slice(0, 12) });
  return actor;
}

const ACTORS = {
  visitor: () => VISITOR,
  member: () => makeActor(),
  analyst: () => makeActor({ staffRole: 'analyst' }),
  admin: () => makeActor({ staffRole: 'admin' }),
  super_admin: () => makeActor({ staffRole: 'super_admin' }),
} as const;
type ActorName = keyof typeof ACTORS;
const RANKS: ActorName[] = ['visitor', 'member', 'analyst', 'admin', 'super_admin'];

const SAMPLE_DRAFT = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: { method: Method; url: string; needs: ActorName; payload?: object; ok: number }[] = [
  { method: 'GET', url: '/api/admin/docs/api-reference', needs: 'analyst', ok: 200 },
  { method: 'GET', url: '/api/admin/docs/assessment-template', needs: 'analyst', ok: 200 },
  { method: 'GET', url: '/api/admin/docs/rule-facts', needs: 'analyst', ok: 200 },
  { method: 'GET', url: '/api/admin/docs/checklists?release=r-access', needs: 'analyst', ok: 200 },
  {
    method: 'PUT',
    url: '/api/admin/docs/checklists/ticks',
    needs: 'admin',
    payload: { release: 'r-access', checklist: 'qa-release', item: 'ci-green', ticked: true },
    ok: 200,
  },
  { method: 'GET', url: '/api/admin/docs/operating-manual', needs: 'super_admin', ok: 200 },
  { method: 'GET', url: '/api/admin/docs/drafts', needs: 'super_admin', ok: 200 },
  { method: 'POST', url: '/api/admin/docs/drafts', needs: 'super_admin', payload: { topic: 'wellness-features' }, ok: 201 },
  // The content creator (admin and up) reads a draft by id: a missing one is 404 once allowed.
  { method: 'GET', url: `/api/admin/docs/drafts/${SAMPLE_DRAFT}`, needs: 'admin', ok: 404 },
];

describe('who may call the documentation API', () => {
  const cases = ENDPOINTS.flatMap((e) => RANKS.map((actor) => ({ ...e, actor })));
  it.each(cases)('$method $url as $actor', async ({ method, url, needs, payload, ok, actor }) => {
    const res = await callAs(t, ACTORS[actor](), method, url, payload);
    const allowed = RANKS.indexOf(actor) >= RANKS.indexOf(needs);
    const expected = allowed ? ok : actor === 'visitor' ? 401 : 403;
    expect(res.statusCode, res.body).toBe(expected);
  });

  it('covers every route of the documentation API', () => {
    const declared = t.routes.filter((r) => r.url.startsWith('/api/admin/docs')).map((r) => `${r.method} ${r.url}`);
    const tested = ENDPOINTS.map((e) => `${e.method} ${e.url.split('?')[0]!.replace(SAMPLE_DRAFT, ':id')}`);
    expect([...new Set(tested)].sort()).toEqual(declared.sort());
  });
});

describe('the API reference', () => {
  it('lists every API route the server has, with its method and access policy', async () => {
    const res = await callAs(t, ACTORS.analyst(), 'GET', '/api/admin/docs/api-reference');
    const doc = res.json();
    expect(doc).toMatchObject({ openapi: '3.1.0', info: { title: 'Recalibrate API', version: API_VERSION } });
    const apiRoutes = t.routes.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(100);
    const missing = apiRoutes.filter((r) => doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.['x-access'] !== r.access);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // The server also registers pages and files with a policy; the reference keeps to the API.
    expect(t.routes.some((r) => !r.url.startsWith('/api/'))).toBe(true);
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('describes a route from its own zod schemas: body, path parameters and response', async () => {
    const doc = (await callAs(t, ACTORS.analyst(), 'GET', '/api/admin/docs/api-reference')).json();
    const tick = doc.paths['/api/admin/docs/checklists/ticks'].put;
    expect(tick.requestBody.content['application/json'].schema.required).toEqual(['release', 'checklist', 'item', 'ticked']);
    expect(tick.requestBody.content['application/json'].schema.properties.checklist.enum).toEqual(['qa-release', 'beta-testing']);
    const draft = doc.paths['/api/admin/docs/drafts/{id}'].get;
    expect(draft.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(draft.responses['200'].content['application/json'].schema.properties)).toContain('body');
    const list = doc.paths['/api/admin/docs/checklists'].get;
    expect(list.parameters).toEqual([expect.objectContaining({ name: 'release', in: 'query', required: true })]);
  });

  it('carries package.json’s version', () => {
    expect(API_VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });
});

describe('the assessment template guide', () => {
  it('lists the definition schema’s fields and a worked example from a real assessment file', async () => {
    const body = (await callAs(t, ACTORS.analyst(), 'GET', '/api/admin/docs/assessment-template')).json();
    const paths = body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['slug', 'scales[].options[].value', 'sections[].items[].safety', 'dimensions[].method']));
    expect(body.fields.find((f: { path: string }) => f.path === 'dimensions[].method').type).toBe('one of "mean", "sum", "who5", "cbi"');
    expect(body.fields.find((f: { path: string }) => f.path === 'minutes')).toMatchObject({
      required: true,
      rules: 'at least 1; at most 45',
    });
    expect(paths.some((p: string) => p.includes('(kind: first-match)'))).toBe(true);
    const file = JSON.parse(readFileSync(body.example.file, 'utf8'));
    const excerpt = JSON.parse(body.example.excerpt);
    expect(excerpt.slug).toBe(file.slug);
    expect(excerpt.sections[0].items).toEqual(file.sections[0].items.slice(0, 2).map((item: object) => expect.objectContaining(item)));
    expect(body.assessments.map((a: { slug: string }) => a.slug)).toContain(file.slug);
  });
});

describe('the wellness and personalisation rules', () => {
  it('are the shared rule modules’ facts', async () => {
    const body = (await callAs(t, ACTORS.analyst(), 'GET', '/api/admin/docs/rule-facts')).json();
    expect(body).toEqual({ wellness: wellnessFacts(), personalisation: personalisationFacts() });
    const scale = body.wellness[0].rows.find((r: { name: string }) => r.name === 'Scale');
    expect(scale.value).toBe(
      `${CHECKIN_SCALE.min} to ${CHECKIN_SCALE.max} in steps of ${CHECKIN_SCALE.step}, starting at ${CHECKIN_SCALE.default}`,
    );
  });
});

describe('the checklists', () => {
  const release = `r-${randomUUID().slice(0, 8)}`;
  const read = async () => (await callAs(t, ACTORS.analyst(), 'GET', `/api/admin/docs/checklists?release=${release}`)).json();

  it('keeps who ticked an item and when, audited; unticking removes it', async () => {
    const admin = await staff(t, 'admin');
    const before = Date.now();
    const tick = (ticked: boolean) =>
      callAs(t, admin, 'PUT', '/api/admin/docs/checklists/ticks', { release, checklist: 'qa-release', item: 'budget', ticked });
    expect((await tick(true)).statusCode).toBe(200);
    expect((await tick(true)).statusCode).toBe(200);
    const body = await read();
    expect(body.ticks).toEqual([
      { checklist: 'qa-release', item: 'budget', tickedBy: admin.kind === 'user' && admin.email, tickedAt: expect.any(String) },
    ]);
    expect(Date.parse(body.ticks[0].tickedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.releases[0]).toBe(release);
    expect((await tick(false)).statusCode).toBe(200);
    expect((await read()).ticks).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'docs.checklist_tick'))
      .orderBy(desc(auditLog.createdAt));
    const mine = audits.filter((a) => (a.details as { release?: string }).release === release);
    expect(mine.map((a) => (a.details as { ticked: boolean }).ticked).sort()).toEqual([false, true, true]);
    expect(mine.every((a) => admin.kind === 'user' && a.actorUserId === admin.userId)).toBe(true);
  });

  it('refuses an item the checklist does not have, and a release name it cannot store', async () => {
    const admin = ACTORS.admin();
    const item = QA_RELEASE_CHECKLIST.sections[0]!.items[0]!.id;
    expectFieldErrors(
      await callAs(t, admin, 'PUT', '/api/admin/docs/checklists/ticks', { release, checklist: 'beta-testing', item, ticked: true }),
      ['item'],
    );
    expectFieldErrors(
      await callAs(t, admin, 'PUT', '/api/admin/docs/checklists/ticks', { release: '../x', checklist: 'qa-release', item, ticked: true }),
      ['release'],
    );
    expect((await callAs(t, admin, 'GET', '/api/admin/docs/checklists?release=%20')).statusCode).toBe(400);
  });
});

describe('the operating manual', () => {
  it('names the settings that are set, never their values', async () => {
    const body = (await callAs(t, ACTORS.super_admin(), 'GET', '/api/admin/docs/operating-manual')).json();
    expect(body.sections.map((s: { id: string }) => s.id)).toEqual([
      'run',
      'email',
      'payments',
      'sofia',
      'backup',
      'secrets',
      'staff',
      'privacy',
      'crisis',
      'incident',
    ]);
    expect(body.settings).toContainEqual({ name: 'AUTH_SECRET', set: true });
    expect(body.settings).toContainEqual({ name: 'SMTP_URL', set: false });
    expect(JSON.stringify(body)).not.toContain('test-secret-test-secret');
  });
});
