import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { BRAND_FILES, MAX_BRAND_FILE_BYTES, SVG_REFUSED, TOO_BIG } from '#shared/site/brand-files';
import { ORIGIN } from '#server/testing/auth-helpers';
import { callAs, expectFieldErrors } from '#server/testing/requests';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { actorsByRole, asActor } from '#server/testing/test-app';
import { auditLog } from '../admin/schema';

// Brand files (decision 145): uploads checked by their bytes, kept in the database, served with
// safe headers, and listed on /brand-assets in place of the bundled file they replace. The list is
// global, so this file runs on a database of its own.
const t = setUpIsolatedTestApp();

const { visitor, member, analyst, admin, superAdmin } = actorsByRole();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('an image')]);
const PDF = Buffer.from('%PDF-1.7\nusage notes');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const upload = (actor: Actor, name: string, body: Buffer, query = 'label=Logo&detail=for%20print', type = 'application/octet-stream') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/brand-assets/${name}?${query}`,
    payload: body,
    headers: { ...asActor(actor), origin: ORIGIN, 'content-type': type },
  });
const files = async () => (await t.app.inject({ method: 'GET', url: '/api/brand-assets' })).json().files as { name: string }[];
const audits = (action: string, actor: Actor) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, actor.kind === 'user' ? actor.userId : '')));

describe('who may use it', () => {
  it('anyone reads the list; a visitor, a member and an analyst cannot upload', async () => {
    expect((await callAs(t, visitor, 'GET', '/api/brand-assets')).statusCode).toBe(200);
    expect((await upload(visitor, 'logo-print.png', PNG)).statusCode).toBe(401);
    expect((await upload(member, 'logo-print.png', PNG)).statusCode).toBe(403);
    expect((await upload(analyst, 'logo-print.png', PNG)).statusCode).toBe(403);
  });

  it('only a super_admin deletes', async () => {
    for (const actor of [visitor, member, analyst, admin]) {
      const res = await callAs(t, actor, 'DELETE', '/api/admin/brand-assets/not-there.png');
      expect(res.statusCode).toBe(actor === visitor ? 401 : 403);
    }
    expect((await callAs(t, superAdmin, 'DELETE', '/api/admin/brand-assets/not-there.png')).statusCode).toBe(404);
  });
});

describe('the list /brand-assets shows', () => {
  it('starts with the bundled files, in their order, from the public folder', async () => {
    const list = await files();
    expect(list.map((f) => (f as unknown as { href: string }).href)).toEqual(BRAND_FILES.map((f) => f.href));
    expect(list[1]).toMatchObject({ name: 'recalibrate-logo.png', format: 'PNG', uploaded: false, bytes: null });
  });
});

describe('upload checks', () => {
  it.each([
    ['an SVG', 'logo-new.svg', SVG, 'name', SVG_REFUSED],
    [
      'an SVG disguised as a PNG',
      'logo-new.png',
      SVG,
      'file',
      'This file is not a real PNG, JPEG, WebP or PDF file, whatever its name says. Upload a PNG, JPEG, WebP or PDF file.',
    ],
    [
      'a PDF disguised as a PNG',
      'logo-new.png',
      PDF,
      'file',
      'This file is a PDF file, but its name says PNG. Give it the right extension.',
    ],
    ['a web page', 'page.html', Buffer.from('<html></html>'), 'name', 'Upload a PNG, JPEG, WebP or PDF file.'],
    ['an empty file', 'logo-new.png', Buffer.alloc(0), 'file', 'Choose a file to upload.'],
  ])('%s is refused with a field error, and nothing is stored', async (_, name, body, field, message) => {
    const res = await upload(admin, name, body);
    expectFieldErrors(res, [field]);
    expect(res.json().errors[0].message).toBe(message);
    expect((await files()).map((f) => f.name)).not.toContain(name);
  });

  it('refuses a file over 5 MB, and one far over it unread', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BRAND_FILE_BYTES)]);
    const res = await upload(admin, 'logo-big.png', big);
    expectFieldErrors(res, ['file']);
    expect(res.json().errors[0].message).toBe(TOO_BIG);
    expect((await upload(admin, 'logo-big.png', Buffer.concat([big, Buffer.alloc(MAX_BRAND_FILE_BYTES)]))).statusCode).toBe(413);
  });

  it('needs a label, and the file as raw bytes', async () => {
    expectFieldErrors(await upload(admin, 'logo-new.png', PNG, 'label='), ['querystring.label']);
    expect((await upload(admin, 'logo-new.png', PNG, 'label=Logo', 'application/json')).statusCode).toBe(400);
  });
});

describe('uploading, serving and deleting', () => {
  it('adds a new file after the bundled ones, served from the database as a download with its checked type', async () => {
    const res = await upload(admin, 'brand-guide.pdf', PDF, 'label=Brand%20guide&detail=colours%20and%20usage');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'brand-guide.pdf', href: '/api/brand-files/brand-guide.pdf', format: 'PDF', uploaded: true });
    expect((await files()).at(-1)).toMatchObject({ name: 'brand-guide.pdf', label: 'Brand guide', detail: 'colours and usage' });
    expect((await audits('brand_asset.upload', admin))[0].details).toMatchObject({
      name: 'brand-guide.pdf',
      contentType: 'application/pdf',
    });

    const served = await t.app.inject({ method: 'GET', url: '/api/brand-files/brand-guide.pdf' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment; filename="brand-guide.pdf"',
      'cache-control': 'public, max-age=300, must-revalidate',
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/brand-files/brand-guide.pdf',
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('an upload named as a bundled file takes its place in the list', async () => {
    const res = await upload(admin, 'recalibrate-logo.png', PNG, 'label=Logo&detail=new%20colours');
    expect(res.statusCode, res.body).toBe(200);
    const list = await files();
    expect(list.filter((f) => f.name === 'recalibrate-logo.png')).toEqual([
      expect.objectContaining({
        href: '/api/brand-files/recalibrate-logo.png',
        uploaded: true,
        replacesBundled: true,
        detail: 'new colours',
      }),
    ]);
    expect(list[1].name).toBe('recalibrate-logo.png');
  });

  it('a super_admin deletes an upload, audited; the bundled file comes back', async () => {
    expect((await callAs(t, superAdmin, 'DELETE', '/api/admin/brand-assets/recalibrate-logo.png')).statusCode).toBe(200);
    expect((await files())[1]).toMatchObject({ href: '/brand/recalibrate-logo.png', uploaded: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/brand-files/recalibrate-logo.png' })).statusCode).toBe(404);
    expect((await audits('brand_asset.delete', superAdmin))[0].details).toMatchObject({ name: 'recalibrate-logo.png' });
  });

  it('does not serve a name outside the pattern', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/brand-files/..%2Fsecrets.png' })).statusCode).toBe(400);
  });
});
