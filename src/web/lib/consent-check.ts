import { CONSENT_GIVEN_KEY } from '#shared/privacy/consent';

// The two questions the shell asks on every first load, answered from localStorage without
// parsing anything (docs/decisions/020-web-consent-storage.md). Everything that writes lives in
// consent-storage.ts, which loads only when it is needed.

/** This browser's choice for the optional categories, as JSON. */
export const CONSENT_CHOICE_KEY = 'privacy_consent_choice';
/** The ids of the accounts the choice has been written to, as a JSON array. */
export const CONSENT_SYNCED_KEY = 'privacy_consent_synced';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Spec 4: the banner shows only while there is no flag and nothing is consented in this browser. */
export function consentBannerWanted(): boolean {
  return readStorage(CONSENT_GIVEN_KEY) === null && readStorage(CONSENT_CHOICE_KEY) === null;
}

/** There is a choice in this browser that has not been written to this account yet. */
export function consentSyncPending(userId: string): boolean {
  return readStorage(CONSENT_CHOICE_KEY) !== null && !(readStorage(CONSENT_SYNCED_KEY) ?? '').includes(JSON.stringify(userId));
}
