import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';

const t = setUpTestApp();

describe('GET /api/site/pages/:slug', () => {
  for (const [slug, title] of [
    ['help', 'Help Center'],
    ['contact', 'Contact Support'],
    ['our-story', 'Our Story'],
    ['our-science', 'Our Science'],
    ['market-science', 'Why burnout is rising'],
    ['soulprint-science', 'SoulPrint Science'],
    ['soulprint-compass-guide', 'How to read your SoulPrint Compass'],
  ]) {
    it(`serves the ${slug} page from content/pages`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/site/pages/${slug}` });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ slug, title });
      expect(page.description.length).toBeGreaterThan(10);
      expect(page.html).toContain('<h2');
      // Crisis resources stand on every help, story and science page (SCIENCE.md).
      expect(page.html).toContain('988');
      expect(page.html).toContain('116 123');
      expect(page.html).toContain('findahelpline.com');
    });
  }

  it('answers 404 for a page that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/pages/no-such-page' });
    expect(res.statusCode).toBe(404);
  });

  it('rejects a malformed slug with a field error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/pages/Bad_Slug' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('params.slug');
  });
});
