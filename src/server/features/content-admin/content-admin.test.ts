import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { CONTENT_KINDS } from '#server/content-kinds';
import { loadContent } from '#server/platform/content/loader';
import { ORIGIN, get, signUpStaff } from '#server/testing/auth-helpers';
import { asActor, makeActor } from '#server/testing/test-app';
import { auditLog } from '../admin/schema';

// The content back office's API (decision 118): staff drafts, publish, history, restore and revert,
// and staff edits that start-up seeding never overwrites. It changes published content, so it runs
// on a database of its own.
const t = setUpIsolatedTestApp();
let admin: Awaited<ReturnType<typeof signUpStaff>>;
const superAdmin = asActor(makeActor({ staffRole: 'super_admin' }));
const member = asActor(makeActor());
// A database of its own and a real admin (whose name the history shows) take long on a loaded machine.
beforeAll(async () => {
  admin = await signUpStaff(t, 'admin', { fullName: 'Grace Hopper' });
});

const ARTICLE = 'asking-for-support-and-receiving-it';
const base = `/api/admin/content/article/${ARTICLE}`;
/** As the admin, or as another actor (its x-test-actor headers). */
const send = (method: 'POST' | 'DELETE', url: string, payload: unknown, as?: Record<string, string>) =>
  t.app.inject({ method, url, payload: payload as object, headers: { origin: ORIGIN, ...(as ?? { cookie: admin.cookie }) } });
const detail = async (url = base) => (await get(t, url, admin.cookie)).json();
const publicArticle = () => get(t, `/api/library/articles/${ARTICLE}`);
const restart = () => loadContent(t.database.db, 'content', CONTENT_KINDS);
const audits = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, admin.userId)));

describe('who may use it', () => {
  const routes = [
    ['GET', '/api/admin/content'],
    ['GET', base],
    ['POST', '/api/admin/content/preview'],
    ['POST', `${base}/drafts`],
    ['POST', `${base}/publish`],
    ['POST', `${base}/unpublish`],
    ['POST', `${base}/revert`],
    ['POST', `${base}/versions/1/restore`],
    ['DELETE', base],
  ] as const;
  it.each(routes)('%s %s: a visitor is asked to sign in; a member and an analyst are refused', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    expect((await t.app.inject({ method, url, payload, headers: { origin: ORIGIN } })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, payload, headers: { origin: ORIGIN, ...member } })).statusCode).toBe(403);
    const analyst = await t.app.inject({
      method,
      url,
      payload,
      headers: { origin: ORIGIN, ...asActor(makeActor({ staffRole: 'analyst' })) },
    });
    expect(analyst.statusCode).toBe(403);
  });

  it('only a super_admin deletes', async () => {
    expect((await send('DELETE', '/api/admin/content/page/not-there', undefined)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/admin/content/page/not-there', undefined, superAdmin)).statusCode).toBe(404);
  });
});

describe('editing a bundled library article', () => {
  let original: { title: string; html: string };
  let data: Record<string, unknown>;

  it('opens it with its front matter and Markdown from the bundled file', async () => {
    original = (await publicArticle()).json();
    const opened = await detail();
    expect(opened.item).toMatchObject({
      kind: 'article',
      slug: ARTICLE,
      published: true,
      bundled: true,
      changedFromBundled: false,
      hasDraft: false,
    });
    expect(opened.data.title).toBe('Asking for support, and letting yourself receive it');
    expect(opened.body).toMatch(/^If you are burned out, there is a good chance/);
    expect(opened.versions).toEqual([]);
    data = opened.data;
  });

  it('refuses front matter the content loader would refuse, field by field', async () => {
    const res = await send('POST', `${base}/drafts`, { data: { ...data, summary: 'Too short', category: 'Nope' }, body: 'x' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['summary', 'category']));
    expect((await detail()).versions).toEqual([]);
  });

  it('saves a draft that the public does not see, keeping the bundled file as version 1', async () => {
    const res = await send('POST', `${base}/drafts`, {
      data: { ...data, title: 'Asking for help, gently' },
      body: 'A **new** opening.',
      note: 'Softer title',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ version: 2 });
    expect((await publicArticle()).json().title).toBe(original.title);
    const opened = await detail();
    expect(opened.item).toMatchObject({ hasDraft: true, changedFromBundled: false, lastEditor: 'Grace Hopper' });
    expect(opened.body).toBe('A **new** opening.');
    expect(opened.versions.map((v: { version: number; note: string; author: string | null }) => [v.version, v.note, v.author])).toEqual([
      [2, 'Softer title', 'Grace Hopper'],
      [1, 'The bundled file', null],
    ]);
    expect(opened.versions[1].body).toMatch(/^If you are burned out/);
    expect(await audits('content.draft')).toHaveLength(1);
  });

  it('publishes the draft: the public article changes, sanitised, and seeding at the next start leaves it be', async () => {
    await send('POST', `${base}/drafts`, {
      data: { ...data, title: 'Asking for help, gently' },
      body: 'A **new** opening.<script>alert(1)</script>',
    });
    expect((await send('POST', `${base}/publish`, {})).statusCode).toBe(200);
    const live = (await publicArticle()).json();
    expect(live.title).toBe('Asking for help, gently');
    expect(live.html).toContain('<strong>new</strong>');
    expect(live.html).not.toContain('<script');
    await restart();
    expect((await publicArticle()).json().title).toBe('Asking for help, gently');
    expect((await detail()).item).toMatchObject({ hasDraft: false, changedFromBundled: true });
    expect(await audits('content.publish')).toHaveLength(1);
  });

  it('restores an earlier version as the newest one, live at once', async () => {
    const res = await send('POST', `${base}/versions/1/restore`, {});
    expect(res.json()).toEqual({ version: 4 });
    expect((await publicArticle()).json()).toMatchObject({ title: original.title, html: original.html });
    const opened = await detail();
    expect(opened.versions[0]).toMatchObject({ version: 4, note: 'Restored version 1', author: 'Grace Hopper' });
    expect(opened.publishedVersion).toBe(4);
    expect((await send('POST', `${base}/versions/99/restore`, {})).statusCode).toBe(404);
  });

  it('unpublishes, and the next start does not bring it back', async () => {
    expect((await send('POST', `${base}/unpublish`, {})).statusCode).toBe(200);
    expect((await publicArticle()).statusCode).toBe(404);
    await restart();
    expect((await publicArticle()).statusCode).toBe(404);
    expect((await send('DELETE', base, undefined, superAdmin)).statusCode).toBe(409);
  });

  it('reverts to the bundled file and hands the item back to seeding', async () => {
    expect((await send('POST', `${base}/revert`, {})).statusCode).toBe(200);
    expect((await publicArticle()).json()).toMatchObject({ title: original.title, html: original.html });
    expect((await detail()).item).toMatchObject({ published: true, changedFromBundled: false, hasDraft: false });
    expect(await audits('content.revert')).toHaveLength(1);
  });
});

describe('a page written in the browser', () => {
  const page = '/api/admin/content/page/quiet-hours';
  it('is a draft until published, then public, and only a super_admin deletes it', async () => {
    const saved = await send('POST', `${page}/drafts`, {
      data: { description: 'When we answer messages.' },
      title: 'Quiet hours',
      body: 'We rest at night.',
    });
    expect(saved.statusCode).toBe(201);
    expect((await get(t, '/api/site/pages/quiet-hours')).statusCode).toBe(404);
    const list = (await get(t, '/api/admin/content', admin.cookie)).json().items;
    expect(list.find((i: { slug: string }) => i.slug === 'quiet-hours')).toMatchObject({
      kind: 'page',
      published: false,
      hasDraft: true,
      bundled: false,
    });
    await send('POST', `${page}/publish`, {});
    const live = (await get(t, '/api/site/pages/quiet-hours')).json();
    expect(live).toMatchObject({ title: 'Quiet hours', description: 'When we answer messages.' });
    expect(live.html.trim()).toBe('<p>We rest at night.</p>');
    await restart();
    expect((await get(t, '/api/site/pages/quiet-hours')).statusCode).toBe(200);
    expect((await send('POST', `${page}/revert`, {})).statusCode).toBe(409);
    expect((await send('DELETE', page, undefined)).statusCode).toBe(403);
    expect((await send('DELETE', page, undefined, superAdmin)).statusCode).toBe(200);
    expect((await get(t, page, admin.cookie)).statusCode).toBe(404);
  });
});

describe('the list and the preview', () => {
  it('lists every kind of content', async () => {
    const items: { kind: string; editable: boolean }[] = (await get(t, '/api/admin/content', admin.cookie)).json().items;
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['article', 'glossary', 'edit', 'page', 'assessment', 'flowpath']));
    expect(items.find((i) => i.kind === 'assessment')?.editable).toBe(false);
  });

  it('renders the Markdown as the public page would, sanitised, and names front matter problems', async () => {
    const res = await send('POST', '/api/admin/content/preview', {
      kind: 'glossary',
      data: { term: 'Rest' },
      body: 'Calm *words* <img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.html.trim()).toBe('<p>Calm <em>words</em> </p>');
    expect(Object.keys(preview.errors)).toEqual(['short']);
    expect(preview.title).toBeNull();
  });

  it('names each problem in words a person can act on, not the validator’s', async () => {
    const data = { title: 'Rest', summary: 'Too short.', category: 'Rest and recovery', publishedAt: '27/11/2026', tags: [] };
    const res = await send('POST', '/api/admin/content/preview', { kind: 'article', data, body: 'Words.' });
    expect(res.json().errors).toEqual({
      title: ['A title needs at least 5 characters.'],
      summary: ['A summary needs at least 40 characters.'],
      publishedAt: ['Give the date it was published as YYYY-MM-DD, like 2026-11-27.'],
      tags: ['Add at least one tag.'],
    });
  });
});
