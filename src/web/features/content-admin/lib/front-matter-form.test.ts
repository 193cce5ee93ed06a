import { describe, expect, it } from 'vitest';
import { dataOf, fieldsOf, labelOf, valuesOf } from './front-matter-form';

describe('front matter as form fields', () => {
  const data = {
    title: 'Rest',
    summary: 'A longer line',
    category: 'Rest and recovery',
    tags: ['rest', 'sleep'],
    minutes: 5,
    modules: [{ slug: 'one', title: 'One' }],
  };
  const fields = fieldsOf(data);

  it('gives each field a control by the shape of its value', () => {
    expect(fields.map((f) => [f.name, f.shape])).toEqual([
      ['title', 'text'],
      ['summary', 'long'],
      ['category', 'choice'],
      ['tags', 'list'],
      ['minutes', 'number'],
      ['modules', 'json'],
    ]);
    expect(fields[2].options).toContain('Rest and recovery');
  });

  it('turns values into text and back unchanged', () => {
    const values = valuesOf(data, fields);
    expect(values.tags).toBe('rest, sleep');
    expect(dataOf(values, fields)).toEqual({ data, unreadable: [] });
  });

  it('reads a comma list loosely and names JSON it cannot read', () => {
    const values = { ...valuesOf(data, fields), tags: ' calm ,, slow ', modules: '[{' };
    const { data: read, unreadable } = dataOf(values, fields);
    expect(read.tags).toEqual(['calm', 'slow']);
    expect(unreadable).toEqual(['modules']);
    expect('modules' in read).toBe(false);
  });

  it.each([
    ['title', 'Title'],
    ['publishedAt', 'Published at'],
    ['relatedTerms', 'Related terms'],
  ])('labels %s as %s', (name, label) => {
    expect(labelOf(name)).toBe(label);
  });
});

describe('fieldsOf: the order of the fields', () => {
  it.each([
    {
      kind: 'article',
      stored: { tags: [], title: '', summary: '', category: 'Rest and recovery', publishedAt: '', relatedTerms: [], relatedArticles: [] },
      shown: ['title', 'summary', 'category', 'publishedAt', 'tags', 'relatedTerms', 'relatedArticles'],
    },
    {
      kind: 'glossary',
      stored: { term: '', short: '', related: [], aliases: [], articles: [] },
      shown: ['term', 'short', 'aliases', 'related', 'articles'],
    },
    { kind: 'page', stored: { description: '', title: '' }, shown: ['title', 'description'] },
    { kind: 'an Edit, with fields of its own', stored: { title: '', minutes: 5, slug: 'x' }, shown: ['title', 'minutes', 'slug'] },
  ])('shows $kind as a new one starts, whatever order the database keeps', ({ stored, shown }) => {
    expect(fieldsOf(stored).map((field) => field.name)).toEqual(shown);
  });
});
