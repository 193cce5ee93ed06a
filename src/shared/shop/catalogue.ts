/**
 * The Refill Shop's catalogue: what is sold and at what price (spec 2.1, 9: the ebook $19, the
 * workbook $47). The server prices every order from here, never from the cart it is sent; the web
 * shows the same figures. The words about each product live here too (short, for the pages); the
 * documents themselves are authored in content/shop/.
 */
export const PRODUCT_IDS = [
  'burnout-autoimmunity-ebook',
  'burnout-recovery-workbook',
  'nervous-system-reset-cards',
  'recovery-bundle',
] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

/** A document a purchase lets you download (a bundle grants several). */
export const FILE_KEYS = ['burnout-autoimmunity-ebook', 'burnout-recovery-workbook', 'nervous-system-reset-cards'] as const;
export type FileKey = (typeof FILE_KEYS)[number];

export interface Product {
  id: ProductId;
  /** Its page: /refill-shop/<slug>. */
  slug: string;
  title: string;
  kind: 'Ebook' | 'Workbook' | 'Printable cards' | 'Bundle';
  priceCents: number;
  /** One sentence for the catalogue card. */
  summary: string;
  /** Who it is for, in a sentence or two. */
  forWhom: string;
  /** What is inside, one line each. */
  inside: readonly string[];
  pages: number;
  /** The documents a purchase grants. */
  files: readonly FileKey[];
  /** A few lines from inside, shown as a sample. */
  sample: readonly string[];
}

const NOT_ADVICE = 'It is education and self-reflection, not medical advice: it cannot diagnose or treat anything.';

export const PRODUCTS: readonly Product[] = [
  {
    id: 'burnout-autoimmunity-ebook',
    slug: 'burnout-autoimmunity-ebook',
    title: 'Burnout and Autoimmunity: What the Research Says',
    kind: 'Ebook',
    priceCents: 1900,
    summary: 'A plain-language guide to what studies have found about long-term stress and autoimmune conditions.',
    forWhom: `For people living with burnout who also live with, or worry about, an autoimmune condition, and want to understand the research without the hype. ${NOT_ADVICE}`,
    inside: [
      'How the stress response works, and what changes when it never switches off',
      'What large studies have found, including the 2018 JAMA cohort of stress-related disorders',
      'What the research does not show: correlation, cause and the limits of each study',
      'Questions you might bring to your own doctor',
      'Sources, listed so you can read them yourself',
    ],
    pages: 11,
    files: ['burnout-autoimmunity-ebook'],
    sample: [
      'Stress is not "all in your head". It is in your hormones, your immune cells and your sleep.',
      'A link found across thousands of people does not tell you what caused your own illness.',
    ],
  },
  {
    id: 'burnout-recovery-workbook',
    slug: 'burnout-recovery-workbook',
    title: 'The Burnout Recovery Workbook',
    kind: 'Workbook',
    priceCents: 4700,
    summary: 'Printable worksheets that walk beside the Edits: your energy audit, boundaries, rest plan and return to work.',
    forWhom: `For anyone recovering from burnout who thinks better on paper, at their own pace, with room to write. ${NOT_ADVICE}`,
    inside: [
      'An energy audit: what drains you, what refills you, and a week of notes',
      'Boundaries: where they leak, scripts you can adapt, and a practice log',
      'A rest plan: the kinds of rest, what you need, and a gentle weekly rhythm',
      'A return-to-work plan: pacing, the conversations to have, and early warning signs',
      'Reflection pages for the weeks in between',
    ],
    pages: 26,
    files: ['burnout-recovery-workbook'],
    sample: [
      'Write down three things that took more energy this week than you expected.',
      'A boundary is not a wall. It is information about what you can give.',
    ],
  },
  {
    id: 'nervous-system-reset-cards',
    slug: 'nervous-system-reset-cards',
    title: 'Nervous System Reset Cards',
    kind: 'Printable cards',
    priceCents: 1200,
    summary: 'Twelve printable cards with short practices for the moments when everything feels like too much.',
    forWhom: `For the desk drawer, the bag or the fridge door: for when you need one small thing to do, not a programme. ${NOT_ADVICE}`,
    inside: [
      'Breathing: the extended exhale, box breathing and 4-7-8',
      'Grounding: 5-4-3, orienting to the room, feet on the floor',
      'Movement and rest: shaking out, a two-minute pause, a slower walk',
      'Kind words to say to yourself when it is hard',
    ],
    pages: 7,
    files: ['nervous-system-reset-cards'],
    sample: ['Let your out-breath be longer than your in-breath. Do this five times.', 'Name five things you can see, slowly.'],
  },
  {
    id: 'recovery-bundle',
    slug: 'recovery-bundle',
    title: 'The Recovery Bundle',
    kind: 'Bundle',
    priceCents: 5600,
    summary: 'The ebook, the workbook and the reset cards together, for less than buying them one by one.',
    forWhom: `For people who want the understanding, the practice and the pocket reminders in one go. ${NOT_ADVICE}`,
    inside: ['Burnout and Autoimmunity: What the Research Says', 'The Burnout Recovery Workbook', 'Nervous System Reset Cards'],
    pages: 44,
    files: ['burnout-autoimmunity-ebook', 'burnout-recovery-workbook', 'nervous-system-reset-cards'],
    sample: ['Everything in the three products, downloaded from one place.'],
  },
];

export function productById(id: string): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

export function productBySlug(slug: string): Product | undefined {
  return PRODUCTS.find((p) => p.slug === slug);
}

/** The cart's key in local storage (spec 9). */
export const CART_STORAGE_KEY = 'refill-shop-cart';
/** Most copies of one item an order may hold (a digital item needs one; a few allow gifts). */
export const MAX_QUANTITY = 10;
