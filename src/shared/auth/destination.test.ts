import { describe, expect, it } from 'vitest';
import { destinationFromAuthUrl, isSafeDestination, safeDestination } from './destination';

describe('isSafeDestination / safeDestination', () => {
  const table: [string | null, boolean][] = [
    ['/assessment/operating-system-audit', true],
    ['/assessments?tab=deep#top', true],
    [null, false],
    ['', false],
    ['dashboard', false],
    ['https://evil.example/', false],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\u007f', false],
    [`/${'a'.repeat(500)}`, false],
  ];
  for (const [raw, ok] of table) {
    it(`${JSON.stringify(raw)?.slice(0, 40)} → ${ok}`, () => {
      expect(isSafeDestination(raw)).toBe(ok);
      expect(safeDestination(raw)).toBe(ok ? raw : '/dashboard');
    });
  }
});

describe('destinationFromAuthUrl', () => {
  const table: [string | undefined, string | null][] = [
    [
      'http://x.test/api/auth/verify-email?token=t&callbackURL=%2Fassessment%2Foperating-system-audit',
      '/assessment/operating-system-audit',
    ],
    ['http://x.test/api/auth/verify-email?token=t&callbackURL=%2Fauth%2Fverified', null],
    ['http://x.test/api/auth/verify-email?token=t&callbackURL=https%3A%2F%2Fevil.example', null],
    ['http://x.test/api/auth/verify-email?token=t', null],
    [undefined, null],
  ];
  for (const [url, expected] of table) {
    it(`${url ?? 'no url'} → ${expected}`, () => expect(destinationFromAuthUrl(url, ['/auth/verified'])).toBe(expected));
  }
});
