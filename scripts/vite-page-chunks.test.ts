import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModuleKey } from './vite-page-chunks';

describe('pageModuleKey', () => {
  const page = 'features/site/pages/home-page.tsx';

  it('depends only on the path from the root, so the browser build and the server renderer agree', () => {
    const key = pageModuleKey('/work/a/src/web', path.join('/work/a/src/web', page));
    expect(key).toMatch(/^[0-9a-z]{1,7}$/);
    expect(pageModuleKey('/elsewhere/src/web', path.join('/elsewhere/src/web', page))).toBe(key);
    expect(pageModuleKey('/work/a/src/web', path.join('/work/a/src/web', 'features/site/pages/glossary-page.tsx'))).not.toBe(key);
  });
});
