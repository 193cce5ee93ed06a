import { describe, expect, it } from 'vitest';
import type { RegisteredRoute } from './access';
import { routeDocs } from './route-docs';

const route = (method: string, url: string, more: Partial<RegisteredRoute> = {}): RegisteredRoute => ({
  method,
  url,
  access: 'member',
  stream: false,
  openWhileGated: false,
  features: [],
  schema: undefined,
  ...more,
});

describe('routeDocs: the routes a docs page lists', () => {
  const routes = [
    route('POST', '/api/b'),
    route('GET', '/api/b', { features: ['sofia'] }),
    route('GET', '/api/a', { access: 'public' }),
    route('GET', '/api/c', { access: 'admin' }),
  ];

  it('keeps the routes asked for, by address then method, with their policies', () => {
    expect(routeDocs(routes, (r) => r.url !== '/api/c')).toEqual([
      { method: 'GET', url: '/api/a', access: 'public', features: [] },
      { method: 'GET', url: '/api/b', access: 'member', features: ['sofia'] },
      { method: 'POST', url: '/api/b', access: 'member', features: [] },
    ]);
  });

  it('copies the features, so a page cannot change the registered route', () => {
    const [listed] = routeDocs(routes, (r) => r.features.length > 0);
    expect(listed.features).not.toBe(routes[1].features);
  });
});
