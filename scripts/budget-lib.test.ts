import { describe, expect, it } from 'vitest';
import { BudgetError, computeBudget, formatReport, KB, type Manifest } from './budget-lib.mjs';

// A tiny manifest in Vite's shape (keys are sources relative to src/web, or _shared chunks).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['features/site/pages/home-page.tsx', 'features/auth/pages/auth-page.tsx', 'features/admin/pages/admin-page.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_card.js': { file: 'assets/card.js' },
  '_form.js': { file: 'assets/form.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'features/site/pages/home-page.tsx': {
    file: 'assets/home-page.js',
    src: 'features/site/pages/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_card.js'],
  },
  'features/auth/pages/auth-page.tsx': {
    file: 'assets/auth-page.js',
    src: 'features/auth/pages/auth-page.tsx',
    isDynamicEntry: true,
    imports: ['_card.js', '_form.js'],
  },
  'features/admin/pages/admin-page.tsx': {
    file: 'assets/admin-page.js',
    src: 'features/admin/pages/admin-page.tsx',
    isDynamicEntry: true,
    imports: ['_charts.js'],
  },
};
const sizes: Record<string, number> = {
  'assets/index.js': 40 * KB,
  'assets/vendor.js': 60 * KB,
  'assets/home-page.js': 10 * KB,
  'assets/card.js': 5 * KB,
  'assets/auth-page.js': 8 * KB,
  'assets/form.js': 20 * KB,
  'assets/admin-page.js': 5 * KB,
  'assets/charts.js': 70 * KB,
};
const sizeOf = (file: string) => {
  if (!(file in sizes)) throw new Error(`unexpected file ${file}`);
  return sizes[file];
};

describe('computeBudget', () => {
  it('counts the entry, its static imports and the home route chunk with its imports as the first load', () => {
    const { firstLoad } = computeBudget(manifest, sizeOf);
    expect(firstLoad.files).toEqual(['assets/card.js', 'assets/home-page.js', 'assets/index.js', 'assets/vendor.js']);
    expect(firstLoad.bytes).toBe(115 * KB);
    expect(firstLoad.ok).toBe(true);
  });

  it('measures every other route chunk with only what it adds beyond the first load', () => {
    const { chunks, ok } = computeBudget(manifest, sizeOf);
    expect(chunks.map((c) => [c.name, c.bytes, c.ok])).toEqual([
      ['features/admin/pages/admin-page.tsx', 75 * KB, false],
      ['features/auth/pages/auth-page.tsx', 28 * KB, true],
    ]);
    expect(ok).toBe(false);
  });

  it('passes at exactly the limits and fails one byte over', () => {
    expect(computeBudget(manifest, sizeOf, { firstLoad: 115 * KB, chunk: 75 * KB }).ok).toBe(true);
    const over = computeBudget(manifest, sizeOf, { firstLoad: 115 * KB - 1, chunk: 75 * KB });
    expect([over.firstLoad.ok, over.ok]).toEqual([false, false]);
  });

  it('also finds a home page that the entry imports statically', () => {
    const home = 'features/site/pages/home-page.tsx';
    const eager: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html'], imports: ['_vendor.js', home], dynamicImports: [] },
      [home]: { ...manifest[home], isDynamicEntry: false },
    };
    expect(computeBudget(eager, sizeOf).firstLoad.bytes).toBe(115 * KB);
  });

  it('fails with a clear message when the home page chunk is missing', () => {
    const withoutHome: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: ['features/auth/pages/auth-page.tsx'] },
    };
    expect(() => computeBudget(withoutHome, sizeOf)).toThrow(BudgetError);
    expect(() => computeBudget(withoutHome, sizeOf)).toThrow(/home-page/);
  });
});

describe('formatReport', () => {
  it('prints every figure and flags the rows over budget', () => {
    const report = formatReport(computeBudget(manifest, sizeOf));
    expect(report).toContain('first load of /');
    expect(report).toMatch(/first load of \/\s+115\.0 KB\s+130\.0 KB\s+4\n/);
    expect(report).toMatch(/admin-page\.tsx\s+75\.0 KB\s+60\.0 KB\s+2\s+OVER BUDGET/);
    expect(report).toMatch(/Bundle budget: FAILED \(1 over budget\)$/);
  });
});
