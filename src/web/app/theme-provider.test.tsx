import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_GIVEN_KEY } from '#shared/privacy/consent';
import { CONSENT_CHOICE_KEY } from '../lib/consent-check';
import { THEME_STORAGE_KEY } from '../lib/theme';
import { ThemeProvider, useTheme } from './theme-provider';

/** A controllable prefers-color-scheme media query. */
function fakeSystemTheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const media = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
  return {
    change(nowDark: boolean) {
      media.matches = nowDark;
      for (const listener of listeners) listener({ matches: nowDark } as MediaQueryListEvent);
    },
  };
}

function Probe() {
  const { preference, resolved, setPreference } = useTheme();
  return (
    <>
      <p>
        {preference}/{resolved}
      </p>
      <button onClick={() => setPreference('light')}>light</button>
      <button onClick={() => setPreference('system')}>system</button>
    </>
  );
}

const renderProbe = () =>
  render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.classList.remove('dark');
  html.removeAttribute('data-consent-answered');
});
afterEach(() => vi.restoreAllMocks());

describe('ThemeProvider', () => {
  it('starts from the stored choice', () => {
    fakeSystemTheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderProbe();
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(html).toHaveClass('dark');
  });

  it('follows the operating system live while the choice is system', () => {
    const os = fakeSystemTheme(false);
    renderProbe();
    expect(screen.getByText('system/light')).toBeInTheDocument();
    act(() => os.change(true));
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(html).toHaveClass('dark');
  });

  it('stores an explicit choice, which then wins over the OS', () => {
    const os = fakeSystemTheme(true);
    renderProbe();
    act(() => screen.getByRole('button', { name: 'light' }).click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    act(() => os.change(true));
    expect(screen.getByText('light/light')).toBeInTheDocument();
    expect(html).not.toHaveClass('dark');
  });

  it('follows a change made in another tab', () => {
    fakeSystemTheme(false);
    renderProbe();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY })));
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
  });

  it('follows a change made in another island of the page (each has its own provider)', () => {
    fakeSystemTheme(false);
    render(
      <>
        <ThemeProvider>
          <Probe />
        </ThemeProvider>
        <ThemeProvider>
          <Probe />
        </ThemeProvider>
      </>,
    );
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY })));
    expect(screen.getAllByText('dark/dark')).toHaveLength(2);
    act(() => screen.getAllByRole('button', { name: 'light' })[0].click());
    expect(screen.getAllByText('light/light')).toHaveLength(2);
  });
});

describe('public/theme-init.js (runs before React, without a flash)', () => {
  const script = readFileSync(path.resolve(__dirname, '../public/theme-init.js'), 'utf8');
  const run = () => new Function(script)();

  it.each([
    ['dark', false, true],
    ['light', true, false],
    [null, true, true],
    [null, false, false],
  ])('stored %s with the OS dark=%s → dark class %s', (stored, osDark, dark) => {
    fakeSystemTheme(osDark);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    run();
    expect(html.classList.contains('dark')).toBe(dark);
  });

  // Spec 4: the banner shows only while there is no flag and nothing is consented in this browser.
  it.each([
    [{}, false],
    [{ [CONSENT_GIVEN_KEY]: 'true' }, true],
    [{ [CONSENT_CHOICE_KEY]: '{"analytics":false,"personalization":false,"marketing":false}' }, true],
  ])('with %o stored, marks the page as having answered the cookie banner: %s', (stored, answered) => {
    fakeSystemTheme(false);
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    run();
    expect(html.hasAttribute('data-consent-answered')).toBe(answered);
  });
});

describe('taking over a server-drawn page', () => {
  afterEach(() => document.getElementById('dehydrated-state')?.remove());

  it('first renders what the server drew (system), then this browser’s stored theme, never flipping the page to light', async () => {
    fakeSystemTheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    html.classList.add('dark'); // theme-init.js ran before the first paint
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = 'dehydrated-state';
    state.textContent = '{"mutations":[],"queries":[]}';
    document.body.append(state);
    const seen: string[] = [];
    const classes: boolean[] = [];
    function Recorder() {
      const { preference, resolved } = useTheme();
      seen.push(`${preference}/${resolved}`);
      classes.push(html.classList.contains('dark'));
      return null;
    }
    render(
      <ThemeProvider>
        <Recorder />
      </ThemeProvider>,
    );
    await act(async () => {});
    expect(seen[0]).toBe('system/light');
    expect(seen.at(-1)).toBe('dark/dark');
    expect(classes.every(Boolean)).toBe(true);
    expect(html.classList.contains('dark')).toBe(true);
  });
});
