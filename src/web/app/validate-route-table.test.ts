import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table';
import { REQUIRED_ROUTE_CATEGORIES } from './route-types';
import { describeRouteProblem, type RouteTableProblem, routeShape, validateRouteTable } from './validate-route-table';

const ok = [
  { path: '/', category: 'core' },
  { path: '/auth', category: 'auth' },
  { path: '/assessments', category: 'assessment' },
  { path: '/admin', category: 'admin' },
  { path: '*', category: 'core' },
];

const cases: { name: string; routes: { path: string; category: string }[]; expected: RouteTableProblem[] }[] = [
  { name: 'a valid table', routes: ok, expected: [] },
  {
    name: 'the same path twice',
    routes: [ok[0], ok[1], ok[2], { path: '/auth', category: 'auth' }, ok[3], ok[4]],
    expected: [{ kind: 'duplicate-path', path: '/auth', indexes: [1, 3] }],
  },
  {
    name: 'paths that differ only by case, trailing slash or parameter name',
    routes: [
      ...ok.slice(0, 4),
      { path: '/Auth/', category: 'auth' },
      { path: '/r/:a', category: 'core' },
      { path: '/r/:b', category: 'core' },
      ok[4],
    ],
    expected: [
      { kind: 'duplicate-path', path: '/auth', indexes: [1, 4] },
      { kind: 'duplicate-path', path: '/r/:a', indexes: [5, 6] },
    ],
  },
  {
    name: 'a missing required category',
    routes: ok.filter((route) => route.category !== 'admin'),
    expected: [{ kind: 'missing-category', category: 'admin' }],
  },
  {
    name: 'every required category missing',
    routes: [
      { path: '/x', category: 'public' },
      { path: '*', category: 'public' },
    ],
    expected: REQUIRED_ROUTE_CATEGORIES.map((category) => ({ kind: 'missing-category', category })),
  },
  {
    name: 'a fallback that is not last',
    routes: [ok[0], ok[4], ok[1], ok[2], ok[3]],
    expected: [{ kind: 'fallback-not-last', index: 1 }],
  },
  {
    name: 'no fallback at all',
    routes: ok.slice(0, 4),
    expected: [{ kind: 'missing-fallback' }],
  },
];

describe('validateRouteTable', () => {
  it.each(cases)('$name', ({ routes, expected }) => {
    expect(validateRouteTable(routes)).toEqual(expected);
  });

  it('passes the real route table', () => {
    expect(validateRouteTable(ROUTE_TABLE)).toEqual([]);
  });

  it('describes every kind of problem in a sentence naming the culprit', () => {
    expect(describeRouteProblem({ kind: 'duplicate-path', path: '/auth', indexes: [1, 3] })).toContain('"/auth"');
    expect(describeRouteProblem({ kind: 'missing-category', category: 'admin' })).toContain('"admin"');
    expect(describeRouteProblem({ kind: 'fallback-not-last', index: 2 })).toContain('position 2');
    expect(describeRouteProblem({ kind: 'missing-fallback' })).toContain('no fallback');
  });
});

describe('routeShape', () => {
  it.each([
    ['/Auth/', '/auth'],
    ['/reset-paths/:pathSlug/modules/:moduleSlug', '/reset-paths/:/modules/:'],
    ['/assessment/supplemental/:userId?', '/assessment/supplemental/:?'],
    ['/', '/'],
  ])('%s → %s', (path, shape) => {
    expect(routeShape(path)).toBe(shape);
  });
});
