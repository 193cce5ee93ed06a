import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '#shared/contracts/library';
import { filterTerms, groupByLetter, indexLetter, letterId } from './glossary-filter';

const term = (name: string, over: Partial<GlossaryTerm> = {}): GlossaryTerm => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  term: name,
  short: `${name} explained in a sentence.`,
  aliases: [],
  html: '',
  related: [],
  articles: [],
  ...over,
});

const TERMS = [
  term('4-7-8 breathing', { short: 'A slow breath with a long exhale.' }),
  term('Burnout', { aliases: ['occupational burnout'] }),
  term('Window of tolerance', { aliases: ['optimal arousal zone'] }),
  term('Émotional labour'),
];

describe('glossary search', () => {
  it('keeps every term for an empty or blank query', () => {
    expect(filterTerms(TERMS, '   ')).toHaveLength(4);
  });

  it('matches names, other names and short meanings, ignoring case and accents', () => {
    expect(filterTerms(TERMS, 'AROUSAL').map((t) => t.term)).toEqual(['Window of tolerance']);
    expect(filterTerms(TERMS, 'exhale').map((t) => t.term)).toEqual(['4-7-8 breathing']);
    expect(filterTerms(TERMS, 'emotional').map((t) => t.term)).toEqual(['Émotional labour']);
  });

  it('needs every word of the query', () => {
    expect(filterTerms(TERMS, 'occupational burnout').map((t) => t.term)).toEqual(['Burnout']);
    expect(filterTerms(TERMS, 'occupational window')).toEqual([]);
  });
});

describe('letter index', () => {
  it('files digits under # and letters under themselves', () => {
    expect(['4-7-8 breathing', 'burnout', 'Émotional labour'].map(indexLetter)).toEqual(['#', 'B', 'E']);
  });

  it('groups in index order and leaves empty letters out', () => {
    expect(groupByLetter(TERMS).map((g) => [g.letter, g.terms.length])).toEqual([
      ['#', 1],
      ['B', 1],
      ['E', 1],
      ['W', 1],
    ]);
    expect(['#', 'W'].map(letterId)).toEqual(['letter-0-9', 'letter-w']);
  });
});
