import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  const table: [string | null, string][] = [
    ['/soulprint-compass', '/soulprint-compass'],
    ['/assessments?tab=deep#top', '/assessments?tab=deep#top'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ];
  for (const [raw, expected] of table) {
    it(`${JSON.stringify(raw)} → ${expected}`, () => expect(safeRedirect(raw)).toBe(expected));
  }
});
