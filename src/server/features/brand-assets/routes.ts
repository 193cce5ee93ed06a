import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BrandFileItem, BrandFileList, BrandFileParams, BrandUploadQuery } from '#shared/contracts/brand-assets';
import {
  BRAND_FILES,
  BRAND_FORMATS,
  MAX_BRAND_FILE_BYTES,
  brandFileError,
  brandNameError,
  fileName,
  sniffBrandFormat,
  uploadedHref,
} from '#shared/site/brand-files';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { writeAudit } from '../admin/audit';
import { brandAssets } from './schema';
import { optionalCallerId } from '#server/platform/access';

const Done = z.object({ ok: z.literal(true) });
const fieldError = (field: string, message: string) => new HttpError(400, 'The file cannot be uploaded.', { errors: [{ field, message }] });

/** Every column but the file itself. */
const LISTED = {
  name: brandAssets.name,
  label: brandAssets.label,
  detail: brandAssets.detail,
  contentType: brandAssets.contentType,
  size: brandAssets.size,
  updatedAt: brandAssets.updatedAt,
};
type Stored = Pick<typeof brandAssets.$inferSelect, keyof typeof LISTED>;
const formatLabel = (contentType: string) => Object.values(BRAND_FORMATS).find((f) => f.mime === contentType)?.label ?? 'File';

function uploadedItem(row: Stored): BrandFileItem {
  return {
    name: row.name,
    href: uploadedHref(row.name),
    label: row.label,
    format: formatLabel(row.contentType),
    detail: row.detail,
    uploaded: true,
    replacesBundled: BRAND_FILES.some((f) => fileName(f.href) === row.name),
    bytes: row.size,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The files /brand-assets offers: the bundled ones in their order (an upload of the same name in its place), then the other uploads. */
async function listFiles(db: AppDb): Promise<BrandFileItem[]> {
  const rows = await db.select(LISTED).from(brandAssets);
  const uploads = new Map(rows.map((row) => [row.name, row]));
  const bundled = BRAND_FILES.map((file) => {
    const upload = uploads.get(fileName(file.href));
    return upload
      ? uploadedItem(upload)
      : { name: fileName(file.href), ...file, uploaded: false, replacesBundled: false, bytes: null, updatedAt: null };
  });
  const added = [...uploads.values()]
    .filter((row) => !BRAND_FILES.some((f) => fileName(f.href) === row.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(uploadedItem);
  return [...bundled, ...added];
}

/**
 * Brand files (decision 145): the list /brand-assets shows, each upload served from the database
 * with its checked type as a download, and /admin/brand-assets uploads (admin; delete is
 * super_admin's). An upload is checked by its bytes, not its name; SVG is refused. Audited.
 */
export const brandAssetRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  // Uploads arrive as the file's raw bytes; anything past twice the limit is cut off unread (413).
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 2 * MAX_BRAND_FILE_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/api/brand-assets', { config: { access: 'public' }, schema: { response: { 200: BrandFileList } } }, async () => ({
    files: await listFiles(db),
  }));

  app.get('/api/brand-files/:name', { config: { access: 'public' }, schema: { params: BrandFileParams } }, async (request, reply) => {
    const [row] = await db.select().from(brandAssets).where(eq(brandAssets.name, request.params.name));
    if (!row) throw new HttpError(404, 'There is no brand file by that name.');
    const etag = `"${row.sha256}"`;
    reply
      .header('content-type', row.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${row.name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=300, must-revalidate')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(row.bytes);
  });

  app.put(
    '/api/admin/brand-assets/:name',
    {
      config: { access: 'admin' },
      bodyLimit: 2 * MAX_BRAND_FILE_BYTES,
      schema: { params: BrandFileParams, querystring: BrandUploadQuery, response: { 200: BrandFileItem } },
    },
    async (request) => {
      const { name } = request.params;
      const nameProblem = brandNameError(name);
      if (nameProblem) throw fieldError('name', nameProblem);
      if (request.headers['content-type']?.split(';')[0].trim() !== 'application/octet-stream') {
        throw fieldError('file', 'Send the file itself, as application/octet-stream.');
      }
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const fileProblem = brandFileError(name, bytes);
      if (fileProblem) throw fieldError('file', fileProblem);
      const format = sniffBrandFormat(bytes)!;
      const values = {
        label: request.query.label,
        detail: request.query.detail,
        contentType: BRAND_FORMATS[format].mime,
        bytes,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploadedBy: optionalCallerId(request),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(brandAssets)
        .values({ name, ...values })
        .onConflictDoUpdate({ target: brandAssets.name, set: values })
        .returning();
      await writeAudit(db, {
        actorUserId: optionalCallerId(request),
        action: 'brand_asset.upload',
        details: { name, label: values.label, contentType: values.contentType, size: values.size, sha256: values.sha256 },
      });
      return uploadedItem(row);
    },
  );

  app.delete(
    '/api/admin/brand-assets/:name',
    { config: { access: 'super_admin' }, schema: { params: BrandFileParams, response: { 200: Done } } },
    async (request) => {
      const { name } = request.params;
      const [row] = await db.delete(brandAssets).where(eq(brandAssets.name, name)).returning({ sha256: brandAssets.sha256 });
      if (!row) throw new HttpError(404, 'There is no uploaded brand file by that name.');
      await writeAudit(db, { actorUserId: optionalCallerId(request), action: 'brand_asset.delete', details: { name, sha256: row.sha256 } });
      return { ok: true as const };
    },
  );
};
