import { and, eq, max, sql } from 'drizzle-orm';
import type { EditableKind } from '#shared/contracts/content-admin';
import { renderMarkdown } from '#server/platform/content/loader';
import { contentItems, contentVersions } from '#server/platform/content/schema';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { writeAudit } from '../admin/audit';
import { readBundled, validateFrontMatter } from './kinds';
import { findItem, requireItem } from './store';

export interface DraftRequest {
  kind: EditableKind;
  slug: string;
  /** Fills the kind's title field (title, or term for a glossary term) when the front matter has none. */
  title?: string;
  data: Record<string, unknown>;
  /** Markdown. */
  body: string;
  /** The staff member writing it (null for a draft a machine wrote, shown as unattributed). */
  authorId: string | null;
  note?: string;
}

const TITLE_FIELD: Record<EditableKind, string> = { article: 'title', glossary: 'term', edit: 'title', page: 'title' };

async function nextVersion(db: AppDb, kind: string, slug: string) {
  const [row] = await db
    .select({ last: max(contentVersions.version) })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.slug, slug)));
  return (row?.last ?? 0) + 1;
}

/**
 * Saves a version (a draft: the public sees nothing of it until it is published). The front
 * matter must pass the content loader's own schema for the kind (422 with field errors otherwise).
 * A new slug makes a new, unpublished item; the first edit of a bundled item first records the
 * bundled file as version 1, so it can be compared with and restored. This is the one way in
 * for drafts, used by the creator and by the AI doc creator (decision 118).
 */
export async function createDraft(db: AppDb, contentDir: string, request: DraftRequest) {
  const { kind, slug } = request;
  const field = TITLE_FIELD[kind];
  const input = request.title && !request.data[field] ? { ...request.data, [field]: request.title } : request.data;
  const checked = validateFrontMatter(kind, input);
  if (!checked.data) {
    throw new HttpError(422, 'Some fields need a look before this can be saved.', {
      errors: Object.entries(checked.errors).flatMap(([f, messages]) => messages.map((message) => ({ field: f, message }))),
    });
  }
  return db.transaction(async (tx) => {
    const existing = await findItem(tx, kind, slug);
    let version = await nextVersion(tx, kind, slug);
    if (!existing) {
      await tx.insert(contentItems).values({
        kind,
        slug,
        title: checked.title,
        data: checked.data!,
        bodyHtml: renderMarkdown(request.body),
        checksum: 'staff',
        sourcePath: '',
        published: false,
        staffOwned: true,
      });
    } else if (version === 1 && existing.sourcePath !== '') {
      const bundled = readBundled(contentDir, kind, slug);
      await tx.insert(contentVersions).values({
        kind,
        slug,
        version,
        title: existing.title,
        data: existing.data,
        body: bundled?.markdown ?? '',
        authorId: null,
        note: 'The bundled file',
      });
      await tx.update(contentItems).set({ publishedVersion: version }).where(eq(contentItems.id, existing.id));
      version += 1;
    }
    await tx.insert(contentVersions).values({
      kind,
      slug,
      version,
      title: checked.title,
      data: checked.data!,
      body: request.body,
      authorId: request.authorId,
      note: request.note ?? '',
    });
    await writeAudit(tx, { actorUserId: request.authorId, action: 'content.draft', details: { kind, slug, version } });
    return { kind, slug, version };
  });
}

async function versionOf(db: AppDb, kind: string, slug: string, version?: number) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.slug, slug), version ? eq(contentVersions.version, version) : undefined))
    .orderBy(sql`${contentVersions.version} desc`)
    .limit(1);
  if (!row) throw new HttpError(version ? 404 : 409, version ? 'That version does not exist.' : 'Save a draft before publishing.');
  return row;
}

async function makeLive(db: AppDb, kind: string, slug: string, version: typeof contentVersions.$inferSelect) {
  await db
    .update(contentItems)
    .set({
      title: version.title,
      data: version.data,
      bodyHtml: renderMarkdown(version.body),
      checksum: `staff:${version.version}`,
      published: true,
      staffOwned: true,
      publishedVersion: version.version,
      updatedAt: sql`now()`,
    })
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
}

/** Puts the newest version live. From now on start-up seeding leaves the item alone. */
export async function publishContent(db: AppDb, kind: EditableKind, slug: string, actorId: string | null) {
  await requireItem(db, kind, slug);
  const version = await versionOf(db, kind, slug);
  await makeLive(db, kind, slug, version);
  await writeAudit(db, { actorUserId: actorId, action: 'content.publish', details: { kind, slug, version: version.version } });
}

/** Takes the item off the public site; start-up seeding does not put it back. */
export async function unpublishContent(db: AppDb, kind: EditableKind, slug: string, actorId: string | null) {
  await requireItem(db, kind, slug);
  await db
    .update(contentItems)
    .set({ published: false, staffOwned: true, updatedAt: sql`now()` })
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
  await writeAudit(db, { actorUserId: actorId, action: 'content.unpublish', details: { kind, slug } });
}

/** Saves an earlier version again as the newest one, and puts it live when the item is published. */
export async function restoreVersion(db: AppDb, kind: EditableKind, slug: string, version: number, actorId: string | null) {
  const item = await requireItem(db, kind, slug);
  const old = await versionOf(db, kind, slug, version);
  const restored = await db.transaction(async (tx) => {
    const next = await nextVersion(tx, kind, slug);
    const [row] = await tx
      .insert(contentVersions)
      .values({
        kind,
        slug,
        version: next,
        title: old.title,
        data: old.data,
        body: old.body,
        authorId: actorId,
        note: `Restored version ${version}`,
      })
      .returning();
    if (item.published) await makeLive(tx, kind, slug, row);
    return row;
  });
  await writeAudit(db, { actorUserId: actorId, action: 'content.restore', details: { kind, slug, version, as: restored.version } });
  return { version: restored.version, published: item.published };
}

/** Puts the bundled file back live and hands the item back to start-up seeding; the history stays. */
export async function revertToBundled(db: AppDb, contentDir: string, kind: EditableKind, slug: string, actorId: string | null) {
  await requireItem(db, kind, slug);
  const bundled = readBundled(contentDir, kind, slug);
  if (!bundled) throw new HttpError(409, 'This content was written here and has no bundled version to go back to.');
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx, kind, slug);
    await tx.insert(contentVersions).values({
      kind,
      slug,
      version,
      title: bundled.title,
      data: bundled.data,
      body: bundled.markdown,
      authorId: actorId,
      note: 'Reverted to the bundled file',
    });
    await tx
      .update(contentItems)
      .set({
        title: bundled.title,
        data: bundled.data,
        bodyHtml: bundled.bodyHtml,
        checksum: bundled.checksum,
        sourcePath: bundled.sourcePath,
        published: true,
        staffOwned: false,
        publishedVersion: version,
        updatedAt: sql`now()`,
      })
      .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
  });
  await writeAudit(db, { actorUserId: actorId, action: 'content.revert', details: { kind, slug } });
}

/** Deletes content written here, with its history (super_admin). Bundled content is unpublished instead. */
export async function deleteContent(db: AppDb, kind: EditableKind, slug: string, actorId: string | null) {
  const item = await requireItem(db, kind, slug);
  if (item.sourcePath !== '') throw new HttpError(409, 'Bundled content cannot be deleted here. Unpublish it instead.');
  await db.transaction(async (tx) => {
    await tx.delete(contentVersions).where(and(eq(contentVersions.kind, kind), eq(contentVersions.slug, slug)));
    await tx.delete(contentItems).where(eq(contentItems.id, item.id));
  });
  await writeAudit(db, { actorUserId: actorId, action: 'content.delete', details: { kind, slug } });
}
