import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCreatorDraftHref } from '#shared/contracts/docs';
import { wellnessFacts } from '#shared/docs/rule-facts';
import { auditLog } from '#server/features/admin/schema';
import { users } from '#server/features/auth/schema';
import { type FakeLlm, startFakeLlm } from '#server/features/sofia/testing/fake-llm-server';
import { callAs } from '#server/testing/requests';
import { createTestApp, makeActor, type TestApp } from '#server/testing/test-app';

let plain: TestApp;
let withLlm: TestApp;
let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
  plain = await createTestApp();
  withLlm = await createTestApp({ env: fake.env('fake-docs') });
});
afterAll(async () => {
  await plain.close();
  await withLlm.close();
  await fake.close();
});

const superAdmin = makeActor({ staffRole: 'super_admin' });
const create = (t: TestApp, topic: string) => callAs(t, superAdmin, 'POST', '/api/admin/docs/drafts', { topic });

describe('drafts without an LLM', () => {
  it('writes a structured draft from the code’s facts, stores it and audits it; the content creator reads it by id', async () => {
    if (superAdmin.kind === 'user')
      await plain.database.db
        .insert(users)
        .values({ id: superAdmin.userId, name: 'Sam', email: superAdmin.email, referralCode: randomUUID().slice(0, 12) });
    const res = await create(plain, 'wellness-features');
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({ topic: 'wellness-features', title: 'The wellness features and their rules', source: 'template' });
    expect(draft.body).toContain('# The wellness features and their rules');
    for (const group of wellnessFacts()) expect(draft.body).toContain(`## ${group.title}`);
    expect(draft.body).toContain('TODO:');

    const admin = makeActor({ staffRole: 'admin' });
    const read = await callAs(plain, admin, 'GET', `/api/admin/docs/drafts/${draft.id}`);
    expect(read.json()).toEqual({ ...draft, createdBy: superAdmin.kind === 'user' ? superAdmin.email : null });
    expect(contentCreatorDraftHref(draft.id)).toBe(`/admin/content-creator?draft=${draft.id}`);

    const list = (await callAs(plain, superAdmin, 'GET', '/api/admin/docs/drafts')).json();
    expect(list.llm).toBe(false);
    expect(list.drafts.find((d: { id: string }) => d.id === draft.id)).toEqual({
      id: draft.id,
      topic: draft.topic,
      title: draft.title,
      source: 'template',
      createdBy: expect.any(String),
      createdAt: draft.createdAt,
    });
    const [audit] = await plain.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'docs.draft_create'), sql`${auditLog.details} ->> 'draftId' = ${draft.id}`));
    expect(audit).toMatchObject({ details: { draftId: draft.id, topic: 'wellness-features', source: 'template' } });
  });

  it('draws the API topic from the server’s own routes', async () => {
    const body = (await create(plain, 'api-routes')).json().body;
    expect(body).toContain('`POST /api/admin/docs/drafts`');
    expect(body).toContain('## Access: super_admin');
  });

  it('refuses a topic it has no facts for', async () => {
    expect((await create(plain, 'everything')).statusCode).toBe(400);
  });
});

describe('drafts with the Sofia LLM settings', () => {
  it('asks the LLM with the facts and stores its words', async () => {
    fake.mode = 'text';
    fake.text = '# Authoring an assessment\n\nTODO: who reads this.';
    const calls = fake.calls;
    const res = await create(withLlm, 'assessment-template');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ source: 'llm', body: fake.text });
    expect(fake.calls).toBe(calls + 1);
    const sent = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(sent).toContain('sections[].items[].id');
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer sk-fake-docs');
    expect((await callAs(withLlm, superAdmin, 'GET', '/api/admin/docs/drafts')).json().llm).toBe(true);
  });

  it('falls back to the template draft when the LLM fails', async () => {
    fake.mode = 'fail';
    const res = await create(withLlm, 'personalized-content');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ source: 'template' });
    expect(res.json().body).toContain('## Journey stage and progress');
  });
});
