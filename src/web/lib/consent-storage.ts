import { CONSENT_COOKIE, CONSENT_GIVEN_KEY, type ConsentChoice, encodeConsentCookie } from '#shared/privacy/consent';
import { CONSENT_CHOICE_KEY, CONSENT_SYNCED_KEY, readStorage } from './consent-check';

// This browser's cookie choice (spec 4, docs/decisions/020-web-consent-storage.md): the banner
// flag, the choice itself, the rc_consent cookie that tells the server, and the accounts the
// choice has been written to. Loaded by the banner, the privacy page, the sync and analytics.

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or switched off; the cookie still carries the choice.
  }
}

export function readConsentChoice(): ConsentChoice | null {
  try {
    const value: unknown = JSON.parse(readStorage(CONSENT_CHOICE_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { analytics, personalization, marketing } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof personalization !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { analytics, personalization, marketing };
  } catch {
    return null;
  }
}

function syncedAccounts(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(CONSENT_SYNCED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Spec 4: the close button sets the flag and changes no consent. */
export function setConsentFlag(): void {
  write(CONSENT_GIVEN_KEY, 'true');
}

/**
 * Keeps a choice in this browser: the flag, the choice, and the `rc_consent` cookie (a year,
 * whole site, SameSite=Lax) so the server knows it too. `syncedFor` lists the accounts that
 * already hold this choice; every other account that signs in here gets it written once.
 */
export function saveConsentChoice(choice: ConsentChoice, syncedFor: readonly string[] = []): void {
  setConsentFlag();
  write(CONSENT_CHOICE_KEY, JSON.stringify(choice));
  write(CONSENT_SYNCED_KEY, JSON.stringify(syncedFor));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeConsentCookie(choice)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * A member changed a consent on the privacy page: this browser follows their recorded choice, so
 * analytics stops (or may start) here at once. Accounts that already hold a choice are left alone.
 */
export function followMemberChoice(userId: string, choice: ConsentChoice): void {
  const accounts = syncedAccounts();
  saveConsentChoice(choice, accounts.includes(userId) ? accounts : [...accounts, userId]);
}

/** The choice still to be written to this account, or null when there is none or it is done. */
export function choiceToSync(userId: string): ConsentChoice | null {
  const choice = readConsentChoice();
  return choice && !syncedAccounts().includes(userId) ? choice : null;
}

export function markChoiceSynced(userId: string): void {
  const accounts = syncedAccounts();
  if (!accounts.includes(userId)) write(CONSENT_SYNCED_KEY, JSON.stringify([...accounts, userId]));
}

/** Page views leave this browser only when its choice allows analytics (the server checks again). */
export function analyticsAllowedHere(): boolean {
  return readConsentChoice()?.analytics === true;
}
