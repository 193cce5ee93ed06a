import { randomId } from './random-id';

/** sessionStorage key of the analytics session id: one per tab, new after logout (spec 4 "Tracking session"). */
export const TRACKING_SESSION_KEY = 'recalibrate.tracking-session-id';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage can be blocked; analytics then uses a per-load id
  }
}

let fallbackId: string | null = null;

export function getTrackingSessionId(): string {
  const store = storage();
  const existing = store?.getItem(TRACKING_SESSION_KEY);
  if (existing) return existing;
  const id = store ? randomId(16) : (fallbackId ??= randomId(16));
  store?.setItem(TRACKING_SESSION_KEY, id);
  return id;
}

/** Starts a new tracking session (called on logout by the accounts issue). */
export function resetTrackingSessionId(): string {
  storage()?.removeItem(TRACKING_SESSION_KEY);
  fallbackId = null;
  return getTrackingSessionId();
}
