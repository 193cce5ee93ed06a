// Spec 3, 4 and 9: consent categories, the policy version and the browser keys of the consent
// banner. Without zod, so the first load (which decides whether the banner shows) does not carry it.

export const PRIVACY_POLICY_VERSION = '2025-01-01';
export const CONSENT_TYPES = ['functional', 'analytics', 'personalization', 'marketing'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export const OPTIONAL_CONSENTS = ['analytics', 'personalization', 'marketing'] as const satisfies readonly ConsentType[];
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

/** Browser keys: the banner's flag (spec 9) and the cookie that tells the server a visitor's choice. */
export const CONSENT_GIVEN_KEY = 'privacy_consent_given';
export const CONSENT_COOKIE = 'rc_consent';

/** A visitor's banner choice for the categories that are not required. */
export type ConsentChoice = Record<OptionalConsent, boolean>;

/** The consent cookie a visitor's browser sends, so the server knows their choice: "a1.p0.m1". */
export function encodeConsentCookie(choice: ConsentChoice): string {
  return `a${choice.analytics ? 1 : 0}.p${choice.personalization ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

export function parseConsentCookie(value: string | undefined): ConsentChoice | null {
  const match = /^a([01])\.p([01])\.m([01])$/.exec(value ?? '');
  if (!match) return null;
  return { analytics: match[1] === '1', personalization: match[2] === '1', marketing: match[3] === '1' };
}
