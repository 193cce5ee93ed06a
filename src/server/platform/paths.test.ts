import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isApiPath, normalisePath } from './paths';

describe('normalisePath', () => {
  it.each([
    ['/api/admin/users', '/api/admin/users'],
    ['/%61pi/admin/users', '/api/admin/users'],
    ['/a%70i/admin/users', '/api/admin/users'],
    ['/%2561pi/admin/users', '/api/admin/users'],
    ['/%252561pi/admin/users', '/api/admin/users'],
    ['/API/Admin/Users', '/api/admin/users'],
    ['//api//admin///users', '/api/admin/users'],
    ['/./api/./admin/users', '/api/admin/users'],
    ['/glossary/../api/admin/users', '/api/admin/users'],
    ['/api/%61dmin/users', '/api/admin/users'],
    ['/api/admin/users/', '/api/admin/users'],
    ['/api;jsessionid=1/admin/users', '/api/admin/users'],
    ['/api\\admin\\users', '/api/admin/users'],
    ['/api/admin/users?x=/api#frag', '/api/admin/users'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    ['/', '/'],
    ['', '/'],
    ['/../..', '/'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalisePath(raw)).toBe(expected);
  });

  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/apis', false],
    ['/apiary/x', false],
    ['/glossary', false],
    ['/', false],
  ])('isApiPath(%s) is %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });

  it('is stable: normalising twice changes nothing', () => {
    fc.assert(fc.property(fc.string(), (s) => normalisePath(normalisePath(s)) === normalisePath(s)));
  });

  it('folds any percent-encoding of /api to /api', () => {
    const encodings = fc.array(fc.boolean(), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(encodings, fc.boolean(), (which, twice) => {
        const spelled = [...'api']
          .map((ch, i) => {
            if (!which[i]) return ch;
            const once = `%${ch.charCodeAt(0).toString(16)}`;
            return twice ? once.replace('%', '%25') : once;
          })
          .join('');
        return isApiPath(normalisePath(`/${spelled}/admin/users`));
      }),
    );
  });
});
