import { describe, expect, it } from 'vitest';
import { ARTICLES } from './features/library/testing/fixtures';
import { renderFirstPaint } from './entry-server';

// docs/decisions/041-first-paint.md: the server draws a public page with the app's own components
// and the API's answers, as a signed-out visitor's browser would draw it (no browser here).
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const serverFetch = async (path: string) => {
    asked.push(path);
    return path in answers ? json(answers[path]) : json({ title: 'Not Found', status: 404 }, 404);
  };
  return { asked, serverFetch };
}

const VISITOR = {
  '/api/session': { user: null, impersonation: null, termsAcceptanceNeeded: false },
  '/api/launch-gate/status': { gated: false, hasAccess: false },
};

describe('renderFirstPaint', () => {
  it('draws the library with its articles and hands over the answers it used', async () => {
    const { asked, serverFetch } = api({ ...VISITOR, '/api/library/articles': { articles: ARTICLES } });
    const page = await renderFirstPaint('/anti-hustle-library', serverFetch);
    expect(page).not.toBeNull();
    expect(page!.html).toMatch(/<h1[^>]*>Anti-Hustle Library<\/h1>/);
    for (const { title } of ARTICLES) expect(page!.html).toContain(title);
    // Drawn for a visitor: the way to sign in, and no inline script (the CSP allows none).
    expect(page!.html).toContain('href="/auth"');
    expect(page!.html).not.toContain('<script');
    // A document whose parts that answer input are marked as islands (decision 163), the page's own heading in its island.
    for (const island of ['top-bar', 'need-help', 'page', 'privacy-prompts']) expect(page!.html).toContain(`data-island="${island}"`);
    expect(page!.html).toMatch(/data-island="page"[^>]*>[\s\S]*<h1[^>]*>Anti-Hustle Library<\/h1>/);
    expect(asked).toEqual(expect.arrayContaining(['/api/session', '/api/launch-gate/status', '/api/library/articles']));
    const keys = page!.state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["session"]', '["launch-gate","status"]']));
    expect(page!.state.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('draws a page without data of its own', async () => {
    const page = await renderFirstPaint('/memberships', api(VISITOR).serverFetch);
    expect(page!.html).toMatch(/<h1[^>]*>Memberships<\/h1>/);
  });

  it('leaves a disabled query unasked: a visitor is offered sign-in, not a member’s own applications', async () => {
    const { asked, serverFetch } = api(VISITOR);
    const page = await renderFirstPaint('/hardship-program', serverFetch);
    expect(page).not.toBeNull();
    expect(page!.html).toContain('Sign in to apply');
    expect(asked).not.toContain('/api/memberships/hardship');
  });

  it('draws nothing when an answer it needs fails (the browser then draws the page itself)', async () => {
    expect(await renderFirstPaint('/anti-hustle-library', api(VISITOR).serverFetch)).toBeNull();
  });
});
