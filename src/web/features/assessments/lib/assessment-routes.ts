/**
 * Where each assessment lives (spec 2.4). Some have their own address, some a separate /quiz page;
 * every slug also works under /assessments/:assessmentSlug (with /quiz).
 */

interface Home {
  /** The intro page. */
  intro: string;
  /** A separate page for the questions; without one, the questions follow the intro on its page. */
  quiz?: string;
}

const HOMES: Record<string, Home> = {
  'operating-system-audit': { intro: '/assessment/operating-system-audit' },
  master: { intro: '/assessment/master' },
  'nervous-system-archetype': { intro: '/assessments/nervous-system-archetype', quiz: '/assessments/nervous-system-archetype/quiz' },
  'social-exchange-index': { intro: '/social-exchange-index-quiz' },
  'burnout-blueprint': { intro: '/assessment/burnout-blueprint' },
  'career-rebellion-index': { intro: '/assessment/career-rebellion-index' },
  'chaos-load-index': { intro: '/assessment/chaos-load-index', quiz: '/assessment/chaos-load-index/quiz' },
  'world-load-index': { intro: '/assessment/world-load-index', quiz: '/assessment/world-load-index/quiz' },
  'performance-punishment': { intro: '/assessment/performance-punishment' },
};

export const SUPPLEMENTAL_SLUG = 'supplemental';
export const SUPPLEMENTAL_PATH = '/assessment/supplemental';

/** The intro and quiz pages of an assessment (its own address when it has one). */
export function assessmentHome(slug: string): Home {
  return HOMES[slug] ?? { intro: `/assessments/${slug}`, quiz: `/assessments/${slug}/quiz` };
}

/** State for a link that opens an assessment's page straight at the questions (resume). */
export interface PlayerLinkState {
  begin: true;
}

/** Where "Resume" goes: the quiz page, or the intro page told to go straight to the questions. */
export function resumeTarget(slug: string): { to: string; state?: PlayerLinkState } {
  const home = assessmentHome(slug);
  return home.quiz ? { to: home.quiz } : { to: home.intro, state: { begin: true } };
}

export interface PlayerRoute {
  slug: string;
  /** 'quiz' on a /quiz page: the questions at once. */
  mode: 'intro' | 'quiz';
  introPath: string;
  /** The separate quiz page, if this assessment has one. */
  quizPath?: string;
}

const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * Which assessment a player page shows, from its pathname and the :assessmentSlug parameter.
 * Null when the slug cannot be one (the page then shows the 404 page).
 */
export function playerRoute(pathname: string, slugParam: string | undefined): PlayerRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const isQuiz = path.endsWith('/quiz');
  const introPath = isQuiz ? path.slice(0, -'/quiz'.length) : path;
  let slug = slugParam;
  if (slug === undefined) slug = Object.keys(HOMES).find((key) => HOMES[key]!.intro === introPath);
  if (!slug || !SLUG.test(slug)) return null;
  const home = assessmentHome(slug);
  // Pages under /assessments/:assessmentSlug keep to that address; named pages use their own.
  const quizPath = slugParam !== undefined ? `/assessments/${slug}/quiz` : home.quiz;
  return { slug, mode: isQuiz ? 'quiz' : 'intro', introPath, quizPath };
}
