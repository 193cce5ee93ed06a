import { WORKER_CACHES } from '#shared/install/offline-pages';
import { createStore, del, entries, set } from 'idb-keyval';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { JournalConflict } from '#shared/contracts/journal';
import { conflictMessage } from '#shared/wellness/journal-conflict';
import { ApiError, apiRequest } from './api-client';
import { onReconnected } from './connection';
import { DEVICE_MEMBER, PENDING_FLAG, readFlag, writeFlag } from './device-flags';

/**
 * Issue 25 (decision 151): check-ins and journal entries made with no connection wait on this
 * device, in IndexedDB (through idb-keyval), each under the member it belongs to, and are sent
 * when the connection returns. Each carries the id it was made with (a check-in's or a new entry's
 * `client_id`, the server's idempotency key; an edit names the version it was based on), so a send
 * whose answer was lost can be sent again without saving twice. This module loads only with the
 * pages that save them (and, after first use, when this device holds something to send).
 */

export type DeviceSaveKind = 'checkin' | 'journal-new' | 'journal-edit';

export interface DeviceSave {
  /** A random id; for a check-in or a new entry also its `client_id`. */
  key: string;
  userId: string;
  kind: DeviceSaveKind;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  /** What the member recognises it by: "Check-in" or the entry's title. */
  label: string;
  savedAt: string;
  /** The server's reason, when it refused the save (it stays here so the words are not lost). */
  refused?: string;
}

export interface SyncedSave {
  key: string;
  kind: DeviceSaveKind;
  label: string;
  syncedAt: string;
  /** What happened to a journal edit that met a version changed elsewhere (decision 150). */
  note?: string;
}

export interface DeviceSavesState {
  pending: DeviceSave[];
  synced: SyncedSave[];
}

/** The caches that hold a member's pages and the answers they read (scripts/vite-installable-app.ts). */
export const MEMBER_CACHES = Object.values(WORKER_CACHES);

const storeOf = () => createStore('recalibrate-device', 'saves');
let store: ReturnType<typeof createStore> | null = null;
const db = () => (store ??= storeOf());

let state: DeviceSavesState = { pending: [], synced: [] };
const listeners = new Set<() => void>();
function publish(next: DeviceSavesState) {
  state = next;
  for (const listener of listeners) listener();
}

async function allSaves(): Promise<DeviceSave[]> {
  return (await entries<string, DeviceSave>(db())).map(([, save]) => save).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** Reads what waits for this member into the shared state; returns it. */
export async function loadSaves(userId: string): Promise<DeviceSave[]> {
  const mine = (await allSaves()).filter((save) => save.userId === userId);
  publish({ ...state, pending: mine });
  return mine;
}

function markPending(userId: string, count: number) {
  if (count > 0) writeFlag(PENDING_FLAG, userId);
  else if (readFlag(PENDING_FLAG) === userId) writeFlag(PENDING_FLAG, '');
}

/** Keeps a save on this device until it can be sent. */
export async function keepOnDevice(save: Omit<DeviceSave, 'savedAt'>): Promise<void> {
  const kept: DeviceSave = { ...save, savedAt: new Date().toISOString() };
  await set(kept.key, kept, db());
  markPending(save.userId, 1);
  await loadSaves(save.userId);
}

/** Lets go of a save the server refused, once the member has read it. */
export async function discardSave(save: DeviceSave): Promise<void> {
  await del(save.key, db());
  markPending(save.userId, (await loadSaves(save.userId)).length);
}

const EditReply = z.object({ conflict: JournalConflict.nullable().optional() });

/** What the member is told about a save that reached the server. */
function syncedNote(save: DeviceSave, reply: unknown): string | undefined {
  if (save.kind !== 'journal-edit') return undefined;
  const conflict = EditReply.safeParse(reply).data?.conflict;
  return conflict ? conflictMessage(conflict.kept_as_copy, conflict.copy.title) : undefined;
}

/** An answer that means "not now" (no connection, an outage, signed out): the save waits. */
const tryLater = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

async function drain(userId: string): Promise<number> {
  let sent = 0;
  for (const save of await loadSaves(userId)) {
    if (save.refused) continue;
    try {
      const reply = await apiRequest(save.path, { method: save.method, body: save.body, parse: (payload) => payload });
      await del(save.key, db());
      sent += 1;
      const synced: SyncedSave = { key: save.key, kind: save.kind, label: save.label, syncedAt: new Date().toISOString() };
      const note = syncedNote(save, reply);
      publish({
        pending: state.pending.filter((item) => item.key !== save.key),
        synced: [...state.synced, note ? { ...synced, note } : synced],
      });
    } catch (error) {
      if (tryLater(error)) break;
      // Refused for good (the entry was deleted, the words no longer pass the rules): kept, and said.
      const refused = { ...save, refused: error instanceof ApiError ? error.detail || error.title : 'It was refused.' };
      await set(save.key, refused, db());
    }
  }
  markPending(userId, (await loadSaves(userId)).length);
  return sent;
}

let running: Promise<number> | null = null;

/**
 * Sends what waits for this member, oldest first, one at a time. One run at a time in this tab,
 * and one across tabs where the browser has Web Locks; a second send of the same save would be
 * answered with the first result anyway. Resolves to how many reached the server.
 */
export function syncDeviceSaves(userId: string): Promise<number> {
  running ??= acrossTabs(() => drain(userId)).finally(() => {
    running = null;
  });
  return running;
}

async function acrossTabs(run: () => Promise<number>): Promise<number> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('recalibrate-device-saves', run);
  return run();
}

/**
 * Sign-out (or another member on this device): forget what the device kept for this member:
 * their waiting saves, and the cached pages and answers they read.
 */
export async function forgetMember(userId: string): Promise<void> {
  for (const save of await allSaves()) if (save.userId === userId) await del(save.key, db());
  markPending(userId, 0);
  if (readFlag(DEVICE_MEMBER) === userId) writeFlag(DEVICE_MEMBER, '');
  publish({ pending: [], synced: [] });
  if (typeof caches !== 'undefined') await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
}

/** What waits and what was sent in this visit, as the pages show it. */
export const deviceSavesSnapshot = (): DeviceSavesState => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * What waits on this device for the member and what reached the server in this visit. Sends what
 * waits now and each time the connection comes back; `onSynced` runs after saves reached the server.
 */
export function useDeviceSaves(userId: string | null, onSynced?: (count: number) => void): DeviceSavesState {
  const synced = useRef(onSynced);
  synced.current = onSynced;
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    const sync = () => void syncDeviceSaves(userId).then((count) => count > 0 && synced.current?.(count));
    void loadSaves(userId).then(() => navigator.onLine && sync());
    window.addEventListener('online', sync);
    const stop = onReconnected(sync);
    return () => {
      window.removeEventListener('online', sync);
      stop();
    };
  }, [userId]);
  return useSyncExternalStore(subscribe, deviceSavesSnapshot);
}
