import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeConsentCookie, parseConsentCookie } from './privacy';

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (analytics, personalization, marketing) => {
        const choice = { analytics, personalization, marketing };
        expect(parseConsentCookie(encodeConsentCookie(choice))).toEqual(choice);
      }),
    );
  });
  it('reads a1.p0.m0 as analytics only', () => {
    expect(parseConsentCookie('a1.p0.m0')).toEqual({ analytics: true, personalization: false, marketing: false });
  });
  for (const bad of [undefined, '', 'a1', 'a2.p0.m0', 'yes', 'a1.p0.m0;x']) {
    it(`treats ${JSON.stringify(bad)} as no choice`, () => expect(parseConsentCookie(bad)).toBeNull());
  }
});
