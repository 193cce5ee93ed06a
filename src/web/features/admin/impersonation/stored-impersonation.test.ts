import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredImpersonation, saveImpersonation } from './stored-impersonation';
import { clearImpersonationKeys, IMPERSONATION_DATA_KEY, IMPERSONATION_TARGET_KEY } from './storage-keys';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const START = Date.parse('2025-03-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const target = { id: 'member-1', email: 'sam@example.com', full_name: 'Sam Rivera' };
const data = { adminUserId: 'staff-1', targetUserId: 'member-1', sessionId: 'sess-1', timestamp: START, expiresAt: START + DAY };

describe('stored impersonation (spec 3, 4, 9)', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('saves the session and the target user under the spec keys', () => {
    saveImpersonation(storage, data, target);
    expect(JSON.parse(storage.getItem(IMPERSONATION_DATA_KEY)!)).toEqual(data);
    expect(JSON.parse(storage.getItem(IMPERSONATION_TARGET_KEY)!)).toEqual(target);
    expect([...storage.items.keys()].sort()).toEqual([IMPERSONATION_DATA_KEY, IMPERSONATION_TARGET_KEY]);
  });

  it('reads a stored impersonation back until the moment it expires', () => {
    saveImpersonation(storage, data, target);
    vi.setSystemTime(START + DAY - 1);
    expect(readStoredImpersonation(storage)).toEqual({ data, target });
  });

  it('discards it once expiresAt has passed, on the clock', () => {
    saveImpersonation(storage, data, target);
    vi.setSystemTime(START + DAY);
    expect(readStoredImpersonation(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('uses the time it is given rather than the clock when asked', () => {
    saveImpersonation(storage, data, target);
    expect(readStoredImpersonation(storage, START + DAY + 1)).toBeNull();
  });

  it.each([
    ['unreadable JSON', '{not json', JSON.stringify(target)],
    ['a record without expiresAt', JSON.stringify({ ...data, expiresAt: undefined }), JSON.stringify(target)],
    ['a missing target user', JSON.stringify(data), null],
  ])('discards %s', (_case, rawData, rawTarget) => {
    storage.setItem(IMPERSONATION_DATA_KEY, rawData);
    if (rawTarget) storage.setItem(IMPERSONATION_TARGET_KEY, rawTarget);
    expect(readStoredImpersonation(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('returns null and leaves storage alone when nothing is stored', () => {
    storage.setItem('launch_access', 'true');
    expect(readStoredImpersonation(storage)).toBeNull();
    expect([...storage.items.keys()]).toEqual(['launch_access']);
  });

  it('clears both keys, and survives storage that refuses access', () => {
    saveImpersonation(storage, data, target);
    clearImpersonationKeys(storage);
    expect(storage.items.size).toBe(0);
    expect(() =>
      clearImpersonationKeys({
        removeItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).not.toThrow();
  });
});
