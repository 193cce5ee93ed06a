/**
 * The public pages that search engines and link previews may show, with their title and
 * description. One list for the web route table (page title, meta tags as you navigate), the
 * server (the same tags in the HTML it sends, before any script runs) and /sitemap.xml.
 */

export const PRODUCT_NAME = 'Recalibrate';

/** Spec 2.10's page: the fallback route's name, and the tab's title wherever a page finds nothing there. */
export const NOT_FOUND_PAGE = { name: 'Page Not Found', description: 'The page you asked for does not exist.' };

/** Spec 2.8: every page title carries the product name as its suffix. */
export function pageTitle(name: string | undefined): string {
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Said of the whole site, and of any page without its own words. */
export const SITE_DESCRIPTION =
  'Recalibrate helps you recover from burnout and settle your nervous system, starting with a 10-minute assessment and a personal plan.';

export interface PageMeta {
  /** The page's name: its title before the product suffix. */
  name: string;
  /** About 70–160 characters, for search results and link previews. */
  description: string;
}

export const INDEXED_PAGES = {
  '/': {
    name: 'Burnout Recovery, One Calm Step at a Time',
    description:
      'When living feels unsustainable: take a science-backed 10-minute assessment and get a personal recovery plan of short, guided Edits.',
  },
  '/our-story': {
    name: 'Our Story',
    description: 'Why Recalibrate exists, who it is for, and the promises we make to people living through burnout.',
  },
  '/our-science': {
    name: 'Our Science',
    description:
      'What our assessments measure and how: WHO-5, the Copenhagen Burnout Inventory, how we score, the limits, and why a result is never a diagnosis.',
  },
  '/market-science': {
    name: 'Market Science',
    description: 'Why burnout is rising, and the patterns of work and life that drive it, with the figures and where they come from.',
  },
  '/soulprint-science': {
    name: 'SoulPrint Science',
    description: 'How your SoulPrint profile comes together: each dimension, what it means, and how it is computed from your answers.',
  },
  '/learn/soulprint-compass': {
    name: 'About the SoulPrint Compass',
    description: 'How to read the SoulPrint Compass: the dimensions on the chart, how complete your profile is, and what changes it.',
  },
  '/anti-hustle-library': {
    name: 'Anti-Hustle Library',
    description: 'Original, practical reading for a slower, steadier way of working and living, each piece with one small practice to try.',
  },
  '/glossary': {
    name: 'Burnout Glossary',
    description: 'Plain-language meanings of burnout and nervous-system words, from allostatic load to the window of tolerance.',
  },
  '/memberships': {
    name: 'Memberships',
    description: 'Compare Free, Premium and Elite memberships, what each includes and what it costs, and choose the support that fits you.',
  },
  '/hardship-program': {
    name: 'Hardship Program',
    description: 'Sliding-scale pricing when money is tight: apply for 50 %, 75 % or 100 % off a Recalibrate membership.',
  },
  '/coaches-corner': {
    name: "Coach's Corner",
    description: 'For coaches who work with Recalibrate: what the programme is and how to apply.',
  },
  '/coach-application': {
    name: 'Coach Application',
    description: 'Apply to coach with Recalibrate: tell us about your credentials, experience and approach.',
  },
  '/reset-room': {
    name: 'Reset Room',
    description: 'Short breathing and grounding practices to settle your nervous system, free and ready whenever you need a pause.',
  },
  '/brand-assets': {
    name: 'Brand Assets',
    description: 'Recalibrate logos to download, our colour palette and type, and how we write, for anyone sharing or writing about us.',
  },
  '/contact': {
    name: 'Contact Support',
    description:
      'Write to a real person at Recalibrate about your account, billing, privacy or anything else. We reply within two working days.',
  },
  '/help': {
    name: 'Help Center',
    description: 'Answers to common questions about Recalibrate: assessments, Edits, your account, memberships and your data.',
  },
  '/privacy-policy': {
    name: 'Privacy Policy',
    description: 'What Recalibrate collects, why, how long we keep it, and how to export or delete everything we hold about you.',
  },
  '/terms-of-service': {
    name: 'Terms of Service',
    description: 'The terms for using Recalibrate, written in plain words: your account, memberships, the AI guide and your content.',
  },
} as const satisfies Record<string, PageMeta>;

export type IndexedPath = keyof typeof INDEXED_PAGES;

export function indexedPage(path: string): PageMeta | undefined {
  return Object.hasOwn(INDEXED_PAGES, path) ? INDEXED_PAGES[path as IndexedPath] : undefined;
}

/** The library's article pages are indexed too; their words come from the article. */
export const ARTICLE_PATH_PREFIX = '/anti-hustle-library/';

/** The picture shown with a shared link (a file of the built app). */
export const SHARE_IMAGE_PATH = '/brand/recalibrate-mark-512.png';
