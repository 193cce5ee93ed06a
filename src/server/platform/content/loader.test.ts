import { and, eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isolatedDatabase, testDatabase } from '#server/testing/test-app';
import type { Database } from '../db/client';
import { ContentError, type ContentKind, loadContent, readKind } from './loader';
import { contentItems } from './schema';

let database: Database;
let dir: string;
// A kind name of its own per run, so the shared test database is not disturbed.
const kindName = `test-note-${Date.now()}`;
const notes: ContentKind = {
  kind: kindName,
  dir: 'notes',
  schema: z.object({ title: z.string().min(1), minutes: z.number().int().positive() }),
  title: (d) => String(d.title),
};

function write(file: string, text: string) {
  writeFileSync(path.join(dir, 'notes', file), text);
}

beforeAll(async () => {
  database = await testDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  mkdirSync(path.join(dir, 'notes'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rows() {
  return database.db.select().from(contentItems).where(eq(contentItems.kind, kindName)).orderBy(contentItems.slug);
}

describe('content loader', () => {
  it('loads Markdown with front matter and JSON, rendering the Markdown body', async () => {
    write('slow-morning.md', '---\ntitle: Slow morning\nminutes: 5\n---\n\nStart **gently**.\n');
    write('evening.json', JSON.stringify({ title: 'Evening', minutes: 3 }));
    const [summary] = await loadContent(database.db, dir, [notes]);
    expect(summary).toEqual({ kind: kindName, upserted: 2, unchanged: 0, unpublished: 0 });
    const all = await rows();
    expect(all.map((r) => [r.slug, r.title, r.published])).toEqual([
      ['evening', 'Evening', true],
      ['slow-morning', 'Slow morning', true],
    ]);
    expect(all[1].bodyHtml).toContain('<strong>gently</strong>');
    expect(all[1].data).toEqual({ title: 'Slow morning', minutes: 5 });
  });

  it('is idempotent: a second load writes nothing', async () => {
    const before = await rows();
    const [summary] = await loadContent(database.db, dir, [notes]);
    expect(summary).toMatchObject({ upserted: 0, unchanged: 2, unpublished: 0 });
    expect((await rows()).map((r) => r.updatedAt.getTime())).toEqual(before.map((r) => r.updatedAt.getTime()));
  });

  it('applies an edited file and unpublishes a removed one', async () => {
    write('evening.json', JSON.stringify({ title: 'Quiet evening', minutes: 4 }));
    unlinkSync(path.join(dir, 'notes', 'slow-morning.md'));
    const [summary] = await loadContent(database.db, dir, [notes]);
    expect(summary).toMatchObject({ upserted: 1, unchanged: 0, unpublished: 1 });
    const [evening] = await database.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.kind, kindName), eq(contentItems.slug, 'evening')));
    expect(evening).toMatchObject({ title: 'Quiet evening', published: true });
    expect((await rows()).find((r) => r.slug === 'slow-morning')?.published).toBe(false);
  });

  it('refuses invalid files, naming each file and field', () => {
    write('broken.md', '---\ntitle: ""\nminutes: -1\n---\nBody');
    write('Bad Name.json', JSON.stringify({ title: 'x', minutes: 1 }));
    write('unparsable.json', '{ nope');
    let error: unknown;
    try {
      readKind(dir, notes);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.join('\n');
    expect(problems).toContain('notes/broken.md: title');
    expect(problems).toContain('notes/broken.md: minutes');
    expect(problems).toContain('notes/Bad Name.json: slug');
    expect(problems).toContain('notes/unparsable.json: cannot be parsed');
  });
});

describe('content loader at a restart with the same bundle (decision 155)', () => {
  let own: Awaited<ReturnType<typeof isolatedDatabase>>;
  let bundle: string;
  const skip = (codeHash = 'code-1') => ({ name: 'bundled', codeHash });
  const titles = async () =>
    (
      await own.database.db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.kind, kindName), eq(contentItems.published, true)))
        .orderBy(contentItems.slug)
    ).map((r) => r.title);
  // A change no sync would make (by hand in SQL), so whether the next load synced shows.
  const touch = () => own.database.db.update(contentItems).set({ title: 'changed by hand', checksum: 'by hand' }).where(eq(contentItems.kind, kindName));

  beforeAll(async () => {
    own = await isolatedDatabase();
    bundle = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    mkdirSync(path.join(bundle, 'notes'));
    writeFileSync(path.join(bundle, 'notes', 'dawn.json'), JSON.stringify({ title: 'Dawn', minutes: 2 }));
  });
  afterAll(async () => {
    await own.drop();
    rmSync(bundle, { recursive: true, force: true });
  });

  it('syncs the first time and skips the next start when nothing changed', async () => {
    expect(await loadContent(own.database.db, bundle, [notes], skip())).toHaveLength(1);
    expect(await titles()).toEqual(['Dawn']);
    await touch();
    expect(await loadContent(own.database.db, bundle, [notes], skip())).toEqual([]);
    expect(await titles()).toEqual(['changed by hand']);
  });

  it('syncs again when the code changed', async () => {
    expect(await loadContent(own.database.db, bundle, [notes], skip('code-2'))).toHaveLength(1);
    expect(await titles()).toEqual(['Dawn']);
  });

  it.each([
    ['a file changed', () => writeFileSync(path.join(bundle, 'notes', 'dawn.json'), JSON.stringify({ title: 'Dawn', minutes: 3 }))],
    ['a file was added', () => writeFileSync(path.join(bundle, 'notes', 'dusk.json'), JSON.stringify({ title: 'Dusk', minutes: 1 }))],
    ['a file was removed', () => unlinkSync(path.join(bundle, 'notes', 'dusk.json'))],
  ])('syncs again when %s', async (_what, change) => {
    await touch();
    change();
    expect(await loadContent(own.database.db, bundle, [notes], skip('code-2'))).toHaveLength(1);
    expect((await titles()).filter((t) => t === 'changed by hand')).toEqual([]);
  });

  it('syncs again after a sync of other files (a development server) changed the rows', async () => {
    const file = path.join(bundle, 'notes', 'dawn.json');
    const released = JSON.stringify({ title: 'Dawn', minutes: 3 });
    writeFileSync(file, JSON.stringify({ title: 'Dawn draft', minutes: 3 }));
    await loadContent(own.database.db, bundle, [notes]);
    writeFileSync(file, released);
    expect(await loadContent(own.database.db, bundle, [notes], skip('code-2'))).toHaveLength(1);
    expect(await titles()).toEqual(['Dawn']);
  });
});
