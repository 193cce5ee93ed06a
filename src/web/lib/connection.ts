import { useSyncExternalStore } from 'react';
import { IN_BROWSER } from './in-browser';

/**
 * Whether the app can reach its records. An answer that says the server or its database is
 * unreachable (no answer at all, or a 503) marks the connection as down; the app then asks
 * /api/ready with growing pauses until it answers, and tells whoever listens (the query client
 * refetches, the notice goes away). Nobody is signed out by an outage.
 */
export type ConnectionState = 'online' | 'reconnecting';

/** Pauses between readiness checks: quick at first, then at most every 30 seconds. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

let state: ConnectionState = 'online';
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();
const recoveries = new Set<() => void>();

function set(next: ConnectionState) {
  state = next;
  for (const listener of listeners) listener();
}

async function check() {
  timer = null;
  const ready = await fetch('/api/ready', { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then((res) => res.ok)
    .catch(() => false);
  if (ready) {
    attempt = 0;
    set('online');
    for (const recovered of recoveries) recovered();
    return;
  }
  attempt += 1;
  timer = setTimeout(check, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
}

/** Called by the API client when an answer says the records are unreachable. */
export function reportUnreachable(): void {
  if (!IN_BROWSER || state === 'reconnecting') return;
  set('reconnecting');
  attempt = 0;
  timer = setTimeout(check, RETRY_DELAYS_MS[0]);
}

/** Runs `fn` each time the connection comes back; returns the unsubscribe. */
export function onReconnected(fn: () => void): () => void {
  recoveries.add(fn);
  return () => recoveries.delete(fn);
}

export function connectionState(): ConnectionState {
  return state;
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connectionState,
    () => 'online',
  );
}

/** For tests: back to a fresh start. */
export function resetConnection(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  attempt = 0;
  state = 'online';
  recoveries.clear();
}
