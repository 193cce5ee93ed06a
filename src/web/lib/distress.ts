import { useSyncExternalStore } from 'react';

// Issue 16, tone after distress: once a crisis answer or a low well-being score has shown in this
// browser session, the screens that follow use gentle words and the shell keeps a quiet
// "Need help now?" entry. Kept in sessionStorage: it ends with the session, on this device only.

const KEY = 'recalibrate_distress_shown';
const EVENT = 'recalibrate:distress';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Notes that a distress signal showed (the crisis resources or the low well-being note). */
export function markDistress(): void {
  try {
    if (storage()?.getItem(KEY) === '1') return;
    storage()?.setItem(KEY, '1');
  } catch {
    // Without storage the entry stays for this page only.
  }
  shownHere = true;
  globalThis.dispatchEvent?.(new Event(EVENT));
}

let shownHere = false;

/** Whether a distress signal showed earlier in this session. */
export function distressShown(): boolean {
  try {
    return shownHere || storage()?.getItem(KEY) === '1';
  } catch {
    return shownHere;
  }
}

/** Clears the note (sign-out, tests). */
export function forgetDistress(): void {
  shownHere = false;
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored to clear.
  }
  globalThis.dispatchEvent?.(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  globalThis.addEventListener?.(EVENT, onChange);
  return () => globalThis.removeEventListener?.(EVENT, onChange);
}

/** True once a distress signal has shown in this session; re-renders when it first does. */
export function useDistressShown(): boolean {
  return useSyncExternalStore(subscribe, distressShown, () => false);
}
