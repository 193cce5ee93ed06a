import { describe, expect, it } from 'vitest';
import { readThemePreference, resolveTheme, THEME_STORAGE_KEY, writeThemePreference } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('theme preference', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['purple', 'system'],
    [undefined, 'system'],
  ])('stored %s reads as %s', (stored, expected) => {
    const storage = memoryStorage(stored ? { [THEME_STORAGE_KEY]: stored } : {});
    expect(readThemePreference(storage)).toBe(expected);
  });

  it('falls back to system when storage throws or is missing', () => {
    expect(
      readThemePreference({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('system');
    expect(readThemePreference(null)).toBe('system');
  });

  it('writes the choice under its key and survives a refusing storage', () => {
    const storage = memoryStorage();
    writeThemePreference(storage, 'dark');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(() =>
      writeThemePreference(
        {
          setItem: () => {
            throw new Error('full');
          },
        },
        'light',
      ),
    ).not.toThrow();
  });

  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('%s with the OS dark=%s resolves to %s', (preference, osDark, resolved) => {
    expect(resolveTheme(preference, osDark)).toBe(resolved);
  });
});
