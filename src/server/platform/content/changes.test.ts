import { describe, expect, it, vi } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { type ContentRead, createContentChanges, noteContentRead, readsTouch, recordContentReads } from './changes';

describe('readsTouch', () => {
  const reads = new Set<ContentRead>(['article:the-sunday-dread', 'glossary:*']);
  it.each([
    ['the item read', 'article', 'the-sunday-dread', true],
    ['another item of a kind read one by one', 'article', 'boundaries-at-work-without-guilt', false],
    ['any item of a kind listed', 'glossary', 'boreout', true],
    ['a kind not read', 'page', 'help', false],
    ['anything (changes may have been missed)', '*', '*', true],
  ])('%s', (_case, kind, slug, touched) => {
    expect(readsTouch(reads, kind, slug)).toBe(touched);
  });
});

describe('recordContentReads', () => {
  it('notes the reads of the work it runs, across awaits, and nothing outside it', async () => {
    const reads = new Set<ContentRead>();
    await recordContentReads(reads, async () => {
      noteContentRead('article', 'one');
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteContentRead('glossary', null);
    });
    noteContentRead('page', 'help');
    expect([...reads]).toEqual(['article:one', 'glossary:*']);
  });
});

describe('createContentChanges', () => {
  const t = setUpTestApp();
  it('tells this instance before announce returns, and another instance over NOTIFY', async () => {
    const here = await createContentChanges(t.database);
    const there = await createContentChanges(t.database);
    const heard = { here: [] as string[], there: [] as string[] };
    here.subscribe((kind, slug) => heard.here.push(`${kind}:${slug}`));
    there.subscribe((kind, slug) => heard.there.push(`${kind}:${slug}`));
    await here.announce('article', 'the-sunday-dread');
    expect(heard.here).toContain('article:the-sunday-dread');
    await vi.waitFor(() => expect(heard.there).toEqual(['article:the-sunday-dread']));
    await here.close();
    await there.close();
  });
});
