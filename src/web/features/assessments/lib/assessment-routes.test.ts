import { describe, expect, it } from 'vitest';
import { assessmentHome, playerRoute, resumeTarget } from './assessment-routes';

describe('playerRoute', () => {
  it.each([
    [
      '/assessment/operating-system-audit',
      undefined,
      { slug: 'operating-system-audit', mode: 'intro', introPath: '/assessment/operating-system-audit', quizPath: undefined },
    ],
    [
      '/assessment/chaos-load-index/quiz',
      undefined,
      { slug: 'chaos-load-index', mode: 'quiz', introPath: '/assessment/chaos-load-index', quizPath: '/assessment/chaos-load-index/quiz' },
    ],
    [
      '/assessments/nervous-system-archetype',
      undefined,
      { slug: 'nervous-system-archetype', mode: 'intro', quizPath: '/assessments/nervous-system-archetype/quiz' },
    ],
    ['/social-exchange-index-quiz', undefined, { slug: 'social-exchange-index', mode: 'intro', quizPath: undefined }],
    [
      '/assessments/burnout-blueprint',
      'burnout-blueprint',
      { slug: 'burnout-blueprint', mode: 'intro', quizPath: '/assessments/burnout-blueprint/quiz' },
    ],
    ['/assessments/sleep-check/quiz', 'sleep-check', { slug: 'sleep-check', mode: 'quiz', introPath: '/assessments/sleep-check' }],
  ] as const)('%s is %o', (pathname, param, expected) => {
    expect(playerRoute(pathname, param)).toMatchObject(expected);
  });

  it('has no assessment for a slug that cannot be one', () => {
    expect(playerRoute('/assessments/Not%20A%20Slug', 'Not A Slug')).toBeNull();
    expect(playerRoute('/somewhere', undefined)).toBeNull();
  });
});

describe('links into an assessment', () => {
  it('uses an assessment’s own address, else /assessments/:slug', () => {
    expect(assessmentHome('master')).toEqual({ intro: '/assessment/master' });
    expect(assessmentHome('sleep-check')).toEqual({ intro: '/assessments/sleep-check', quiz: '/assessments/sleep-check/quiz' });
  });

  it('resumes on the quiz page, or on the intro page told to begin', () => {
    expect(resumeTarget('world-load-index')).toEqual({ to: '/assessment/world-load-index/quiz' });
    expect(resumeTarget('burnout-blueprint')).toEqual({ to: '/assessment/burnout-blueprint', state: { begin: true } });
  });
});
