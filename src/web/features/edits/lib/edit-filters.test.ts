import { describe, expect, it } from 'vitest';
import type { EditCard } from '#shared/contracts/edits';
import { filterEdits, readFilters } from './edit-filters';

const card = (slug: string, minutes: number, needs: EditCard['needs']): EditCard => ({
  slug,
  kind: 'path',
  title: slug,
  summary: '',
  needs,
  minutes,
  moduleCount: 7,
  completedCount: 0,
  started: false,
  setAside: false,
  recommendedReason: null,
});

const EDITS = [card('a', 44, ['settle']), card('b', 45, ['rest']), card('c', 60, ['settle', 'work']), card('d', 61, ['energy'])];
const slugs = (list: EditCard[]) => list.map((e) => e.slug);

describe('Edit filters', () => {
  it('splits lengths at 45 and 60 minutes, both ends of the middle band included', () => {
    expect(slugs(filterEdits(EDITS, { need: null, length: 'under-45' }))).toEqual(['a']);
    expect(slugs(filterEdits(EDITS, { need: null, length: '45-60' }))).toEqual(['b', 'c']);
    expect(slugs(filterEdits(EDITS, { need: null, length: 'over-60' }))).toEqual(['d']);
  });

  it('filters by need, and by both at once, keeping the server order', () => {
    expect(slugs(filterEdits(EDITS, { need: 'settle', length: null }))).toEqual(['a', 'c']);
    expect(slugs(filterEdits(EDITS, { need: 'settle', length: '45-60' }))).toEqual(['c']);
    expect(slugs(filterEdits(EDITS, { need: null, length: null }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads the filters from the address and ignores values it does not know', () => {
    expect(readFilters(new URLSearchParams('need=rest&length=over-60'))).toEqual({ need: 'rest', length: 'over-60' });
    expect(readFilters(new URLSearchParams('need=nope&length=toString'))).toEqual({ need: null, length: null });
  });
});
