import { describe, expect, it } from 'vitest';
import { findRoute } from '#web/app/route-lookup';
import { CONTENT_ROUTES, contentRouteFor } from './content-route-page';

describe('story and science content routes', () => {
  it.each(Object.keys(CONTENT_ROUTES))('%s is a public route of the table', (path) => {
    expect(findRoute(path)).toMatchObject({ path, access: 'public' });
  });

  it('finds the page however the router matched the path', () => {
    expect(contentRouteFor('/our-science')?.slug).toBe('our-science');
    expect(contentRouteFor('/Our-Science/')?.slug).toBe('our-science');
    expect(contentRouteFor('/learn/soulprint-compass')?.slug).toBe('soulprint-compass-guide');
    expect(contentRouteFor('/help')).toBeUndefined();
  });
});
