import { and, desc, eq } from 'drizzle-orm';
import type { ContentDetail, ContentListItem, EditableKind } from '#shared/contracts/content-admin';
import { contentItems, contentVersions } from '#server/platform/content/schema';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { users } from '../auth/schema';
import { isEditable, isKnownKind, readBundled } from './kinds';

type ItemRow = typeof contentItems.$inferSelect;
interface Latest {
  version: number;
  author: string | null;
  createdAt: Date;
}

const key = (kind: string, slug: string) => `${kind}/${slug}`;

function listItem(row: ItemRow, latest: Latest | undefined): ContentListItem {
  const edited = latest && latest.createdAt > row.updatedAt ? latest.createdAt : row.updatedAt;
  return {
    kind: row.kind as ContentListItem['kind'],
    slug: row.slug,
    title: row.title,
    published: row.published,
    hasDraft: latest !== undefined && latest.version > (row.publishedVersion ?? 0),
    changedFromBundled: row.staffOwned && row.sourcePath !== '',
    bundled: row.sourcePath !== '',
    editable: isEditable(row.kind),
    lastEditor: latest?.author ?? null,
    updatedAt: edited.toISOString(),
  };
}

/** The newest version of every item staff touched, with its author's name. */
async function latestVersions(db: AppDb, where?: ReturnType<typeof and>) {
  const rows = await db
    .selectDistinctOn([contentVersions.kind, contentVersions.slug], {
      kind: contentVersions.kind,
      slug: contentVersions.slug,
      version: contentVersions.version,
      author: users.name,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(where)
    .orderBy(contentVersions.kind, contentVersions.slug, desc(contentVersions.version));
  return new Map(rows.map((r) => [key(r.kind, r.slug), r]));
}

/** Every piece of content, bundled or written here, with its status (the /admin/content list). */
export async function listAllContent(db: AppDb): Promise<ContentListItem[]> {
  const [rows, latest] = await Promise.all([
    db.select().from(contentItems).orderBy(contentItems.kind, contentItems.title),
    latestVersions(db),
  ]);
  return rows.filter((row) => isKnownKind(row.kind)).map((row) => listItem(row, latest.get(key(row.kind, row.slug))));
}

export async function findItem(db: AppDb, kind: string, slug: string) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function requireItem(db: AppDb, kind: string, slug: string) {
  const row = await findItem(db, kind, slug);
  if (!row) throw new HttpError(404, 'That content does not exist.');
  return row;
}

export async function listVersions(db: AppDb, kind: string, slug: string) {
  return db
    .select({
      version: contentVersions.version,
      title: contentVersions.title,
      data: contentVersions.data,
      body: contentVersions.body,
      author: users.name,
      authorId: contentVersions.authorId,
      note: contentVersions.note,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.slug, slug)))
    .orderBy(desc(contentVersions.version));
}

/** One item as the creator opens it: the newest saved version if there is one, else the live (bundled) content. */
export async function contentDetail(db: AppDb, contentDir: string, kind: EditableKind, slug: string): Promise<ContentDetail> {
  const row = await requireItem(db, kind, slug);
  const versions = await listVersions(db, kind, slug);
  const newest = versions[0];
  const body = newest ? newest.body : (readBundled(contentDir, kind, slug)?.markdown ?? '');
  const latest = newest ? { version: newest.version, author: newest.author, createdAt: newest.createdAt } : undefined;
  return {
    item: listItem(row, latest),
    data: newest ? newest.data : row.data,
    body,
    publishedVersion: row.publishedVersion,
    versions: versions.map((v) => ({
      version: v.version,
      title: v.title,
      data: v.data,
      body: v.body,
      author: v.author ?? (v.authorId ? 'A former staff member' : null),
      note: v.note,
      createdAt: v.createdAt.toISOString(),
    })),
  };
}
