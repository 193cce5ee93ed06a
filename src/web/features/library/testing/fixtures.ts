import type { ArticleResponse, ArticleSummary, GlossaryTerm } from '#shared/contracts/library';

export function article(slug: string, title: string, over: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    slug,
    title,
    summary: `${title}: a calm, careful read about one part of burnout and what helps.`,
    category: 'Rest and recovery',
    tags: ['rest'],
    readingMinutes: 5,
    publishedAt: '2026-08-06',
    ...over,
  };
}

export const ARTICLES: ArticleSummary[] = [
  article('sleep-when-you-are-wired-and-tired', 'Sleep when you are wired and tired', { readingMinutes: 7 }),
  article('boundaries-at-work-without-guilt', 'Boundaries at work without guilt', { category: 'Work and boundaries', readingMinutes: 6 }),
  article('what-burnout-is-and-is-not', 'What burnout is and is not', { category: 'Understanding burnout', readingMinutes: 1 }),
];

export function fullArticle(over: Partial<ArticleResponse> = {}): ArticleResponse {
  return {
    ...ARTICLES[0],
    html: '<h2>Why the body stays on alert</h2><p>When stress has been long, the body can keep scanning for danger at night.</p>',
    relatedTerms: [{ slug: 'window-of-tolerance', term: 'Window of tolerance' }],
    relatedArticles: [{ slug: 'what-burnout-is-and-is-not', title: 'What burnout is and is not' }],
    ...over,
  };
}

export function term(slug: string, name: string, over: Partial<GlossaryTerm> = {}): GlossaryTerm {
  return {
    slug,
    term: name,
    short: `${name}: a plain meaning in one or two sentences.`,
    aliases: [],
    html: `<p>More about ${name.toLowerCase()}, where the idea comes from and what helps.</p>`,
    related: [],
    articles: [],
    ...over,
  };
}

export const TERMS: GlossaryTerm[] = [
  term('4-7-8-breathing', '4-7-8 breathing', { short: 'A slow breath pattern with a long exhale.' }),
  term('burnout', 'Burnout', {
    aliases: ['occupational burnout'],
    related: [{ slug: 'window-of-tolerance', term: 'Window of tolerance' }],
    articles: [{ slug: 'what-burnout-is-and-is-not', title: 'What burnout is and is not' }],
  }),
  term('freeze-response', 'Freeze response', { short: 'When the body goes still and numb under threat.' }),
  term('window-of-tolerance', 'Window of tolerance', { aliases: ['optimal arousal zone'] }),
];
