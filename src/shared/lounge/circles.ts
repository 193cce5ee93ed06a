/** The Lounge's circles (topics): fixed, authored here; a coach may host one. */
export const CIRCLES = [
  {
    slug: 'back-to-work',
    name: 'Back to work',
    description: 'Returning after time off, or staying at work while you recover. Small steps count.',
  },
  {
    slug: 'rest-without-guilt',
    name: 'Rest without guilt',
    description: 'Rest is not a reward you earn. Share what helps you stop, and what makes it hard.',
  },
  {
    slug: 'boundaries',
    name: 'Boundaries',
    description: 'Saying no, logging off, asking for what you need. Scripts, stumbles and small wins.',
  },
  {
    slug: 'caring-for-others',
    name: 'Caring for others',
    description: 'For carers, parents and helpers: looking after someone while running on empty.',
  },
  {
    slug: 'wins-this-week',
    name: 'Wins this week',
    description: 'Anything that went a little better. A walk, a nap, an email left until Monday.',
  },
] as const;

export const CIRCLE_SLUGS = CIRCLES.map((c) => c.slug) as [CircleSlug, ...CircleSlug[]];
export type CircleSlug = (typeof CIRCLES)[number]['slug'];

export function circleName(slug: string): string {
  return CIRCLES.find((c) => c.slug === slug)?.name ?? slug;
}
