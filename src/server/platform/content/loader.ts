import { and, eq, notInArray, sql } from 'drizzle-orm';
import matter from 'gray-matter';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { AppDb } from '../db/client';
import { HttpError } from '../errors';
import { contentItems, contentSyncs } from './schema';
import { noteContentRead } from './changes';

/**
 * A kind of authored content: a folder under content/ whose files are Markdown with front
 * matter (data from the front matter, the body rendered to HTML) or JSON (data only).
 * Features declare their kinds; main.ts passes them to loadContent.
 */
export interface ContentKind<T extends Record<string, unknown> = Record<string, unknown>> {
  kind: string;
  dir: string;
  schema: z.ZodType<T>;
  title: (data: T) => string;
  /** Problems across files or kinds (a reference to another kind's slug), found before anything is written. */
  crossCheck?: (items: LoadedItem[], itemsOf: (kind: string) => LoadedItem[]) => string[];
}

/** A kind's schema that also reports, as issues, the problems `problems` finds in a well-formed file. */
export function checkedBy<T>(schema: z.ZodType<T>, problems: (data: T) => string[]) {
  return schema.superRefine((data, ctx) => {
    for (const message of problems(data)) ctx.addIssue({ code: 'custom', message });
  });
}

export interface LoadedItem {
  slug: string;
  title: string;
  data: Record<string, unknown>;
  bodyHtml: string;
  /** The Markdown body the HTML came from (empty for JSON), for the content creator. */
  markdown: string;
  checksum: string;
  sourcePath: string;
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super('Invalid content:\n' + problems.map((p) => `  ${p}`).join('\n'));
    this.name = 'ContentError';
  }
}

/**
 * What rendered Markdown may contain: sanitize-html's default list of text tags (no script, style,
 * iframe, form or image), links by http(s), mailto, tel or a path only, and no attribute beyond a
 * link's address and title, so no event handler or `javascript:` URL can survive.
 */
const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * Authored Markdown (content/, later staff's own edits) to HTML, sanitised on the server before
 * any page puts it into `dangerouslySetInnerHTML` (ARCHITECTURE.md §6). Never used for text
 * members write: that is stored and shown as text.
 */
export function renderMarkdown(markdown: string): string {
  return markdown.trim() ? sanitizeHtml(marked.parse(markdown, { async: false }) as string, SANITISE) : '';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads and validates every file of one kind. Collects all problems before failing. */
export function readKind(contentDir: string, kind: ContentKind): LoadedItem[] {
  const dir = path.join(contentDir, kind.dir);
  if (!existsSync(dir)) return [];
  const problems: string[] = [];
  const items: LoadedItem[] = [];
  for (const file of readdirSync(dir).sort()) {
    const ext = path.extname(file);
    if (ext !== '.md' && ext !== '.json') continue;
    const sourcePath = path.join(kind.dir, file);
    const raw = readFileSync(path.join(dir, file), 'utf8');
    let fields: unknown;
    let body = '';
    try {
      if (ext === '.md') {
        const parsed = matter(raw);
        fields = parsed.data;
        body = parsed.content;
      } else {
        fields = JSON.parse(raw);
      }
    } catch (err) {
      problems.push(`${sourcePath}: cannot be parsed (${(err as Error).message})`);
      continue;
    }
    const result = kind.schema.safeParse(fields);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${sourcePath}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      continue;
    }
    const slug = typeof result.data.slug === 'string' ? result.data.slug : path.basename(file, ext);
    if (!SLUG.test(slug)) {
      problems.push(`${sourcePath}: slug "${slug}" must be lowercase words joined by hyphens`);
      continue;
    }
    if (items.some((i) => i.slug === slug)) {
      problems.push(`${sourcePath}: duplicate slug "${slug}"`);
      continue;
    }
    items.push({
      slug,
      title: kind.title(result.data),
      data: result.data,
      bodyHtml: renderMarkdown(body),
      markdown: body.trim(),
      checksum: createHash('sha256').update(raw).digest('hex'),
      sourcePath,
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return items;
}

export interface LoadSummary {
  kind: string;
  upserted: number;
  unchanged: number;
  unpublished: number;
}

/** What lets a start skip the sync: the name of the stored fingerprint, and what else it covers. */
export interface SkipIfUnchanged {
  name: string;
  /** The code that reads and renders the files (the compiled server and the package lock), hashed. */
  codeHash: string;
}

/**
 * One hash of every file of every kind (path and bytes) and of the code that renders them. Reading
 * and hashing ~100 files costs a few milliseconds; parsing and rendering them costs much more.
 */
export function bundleHash(contentDir: string, kinds: ContentKind[], codeHash: string): string {
  const hash = createHash('sha256').update(codeHash);
  for (const kind of [...kinds].sort((a, b) => a.kind.localeCompare(b.kind))) {
    hash.update(`\0kind:${kind.kind}:${kind.dir}`);
    const dir = path.join(contentDir, kind.dir);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      const ext = path.extname(file);
      if (ext !== '.md' && ext !== '.json') continue;
      const raw = readFileSync(path.join(dir, file));
      hash.update(`\0file:${file}:${raw.length}:`).update(raw);
    }
  }
  return hash.digest('hex');
}

/**
 * Upserts every item idempotently: unchanged files (same checksum) are not written; items whose
 * file is gone are unpublished, not deleted, so members' progress that names them survives.
 *
 * With `skip`, a start whose bundle hashes as the last finished sync stored does nothing (and
 * returns no summaries): the rows are what that sync left, as staff's own edits and reverts never
 * need the sync (decision 155). Any changed, added or removed file, or new code, syncs as before.
 */
export async function loadContent(db: AppDb, contentDir: string, kinds: ContentKind[], skip?: SkipIfUnchanged): Promise<LoadSummary[]> {
  const hash = skip ? bundleHash(contentDir, kinds, skip.codeHash) : null;
  if (skip && hash) {
    const [last] = await db.select({ bundleHash: contentSyncs.bundleHash }).from(contentSyncs).where(eq(contentSyncs.name, skip.name));
    if (last?.bundleHash === hash) return [];
  }
  const summaries = await syncContent(db, contentDir, kinds);
  // Rows changed by another bundle (a development server on the same database) void every fingerprint.
  if (summaries.some((s) => s.upserted > 0 || s.unpublished > 0)) await db.delete(contentSyncs);
  if (skip && hash) {
    await db
      .insert(contentSyncs)
      .values({ name: skip.name, bundleHash: hash })
      .onConflictDoUpdate({ target: contentSyncs.name, set: { bundleHash: hash, syncedAt: sql`now()` } });
  }
  return summaries;
}

async function syncContent(db: AppDb, contentDir: string, kinds: ContentKind[]): Promise<LoadSummary[]> {
  const all = kinds.map((kind) => ({ kind, items: readKind(contentDir, kind) }));
  const itemsOf = (name: string) => all.find((a) => a.kind.kind === name)?.items ?? [];
  const crossProblems = all.flatMap(({ kind, items }) => kind.crossCheck?.(items, itemsOf) ?? []);
  if (crossProblems.length > 0) throw new ContentError(crossProblems);
  const summaries: LoadSummary[] = [];
  for (const { kind, items } of all) {
    const existing = await db
      .select({
        slug: contentItems.slug,
        checksum: contentItems.checksum,
        published: contentItems.published,
        staffOwned: contentItems.staffOwned,
      })
      .from(contentItems)
      .where(eq(contentItems.kind, kind.kind));
    const known = new Map(existing.map((e) => [e.slug, e]));
    let upserted = 0;
    for (const item of items) {
      const before = known.get(item.slug);
      // What staff published, unpublished or created in the browser wins over the bundled file (decision 118).
      if (before?.staffOwned || (before && before.checksum === item.checksum && before.published)) continue;
      const bundled = {
        title: item.title,
        data: item.data,
        bodyHtml: item.bodyHtml,
        checksum: item.checksum,
        sourcePath: item.sourcePath,
        published: true,
      };
      await db
        .insert(contentItems)
        .values({ kind: kind.kind, slug: item.slug, ...bundled })
        .onConflictDoUpdate({
          target: [contentItems.kind, contentItems.slug],
          set: { ...bundled, updatedAt: sql`now()` },
          // Never over what staff own, even when a second instance wrote it a moment ago.
          setWhere: eq(contentItems.staffOwned, false),
        });
      upserted++;
    }
    const slugs = items.map((i) => i.slug);
    const gone = await db
      .update(contentItems)
      .set({ published: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(contentItems.kind, kind.kind),
          eq(contentItems.published, true),
          eq(contentItems.staffOwned, false),
          slugs.length > 0 ? notInArray(contentItems.slug, slugs) : undefined,
        ),
      )
      .returning({ slug: contentItems.slug });
    summaries.push({ kind: kind.kind, upserted, unchanged: items.length - upserted, unpublished: gone.length });
  }
  return summaries;
}

/** One published item of a kind, or null. */
export async function findContent(db: AppDb, kind: string, slug: string) {
  noteContentRead(kind, slug);
  const rows = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug), eq(contentItems.published, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** One published item of a kind, or a 404 answer saying `notFound`. */
export async function requireContent(db: AppDb, kind: string, slug: string, notFound: string) {
  const item = await findContent(db, kind, slug);
  if (!item) throw new HttpError(404, notFound);
  return item;
}

/** Published items of a kind, by slug. */
export async function listContent(db: AppDb, kind: string) {
  noteContentRead(kind, null);
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.published, true)))
    .orderBy(contentItems.slug);
}
