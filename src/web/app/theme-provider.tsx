import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  applyTheme,
  DARK_QUERY,
  readThemePreference,
  type ResolvedTheme,
  resolveTheme,
  safeLocalStorage,
  THEME_STORAGE_KEY,
  type ThemePreference,
  writeThemePreference,
} from '../lib/theme';
import { IN_BROWSER } from '../lib/in-browser';
import { startsFromServerRender } from './hydration';

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function systemPrefersDark(): boolean {
  return IN_BROWSER && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Light, dark or system (spec 4): stored in localStorage and following the OS setting live. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // Taking over a server-drawn page, the first render must match it (the server knows no stored
  // theme), so this browser's theme is read just after; theme-init.js has already applied it.
  const [known, setKnown] = useState(() => !startsFromServerRender());
  const [preference, setPreferenceState] = useState<ThemePreference>(() => (known ? readThemePreference(safeLocalStorage()) : 'system'));
  const [systemDark, setSystemDark] = useState(() => known && systemPrefersDark());
  const resolved = resolveTheme(preference, systemDark);

  useEffect(() => {
    if (known) return;
    setPreferenceState(readThemePreference(safeLocalStorage()));
    setSystemDark(systemPrefersDark());
    setKnown(true);
  }, [known]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    // Another tab, or another island of this page, changed the theme: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setPreferenceState(readThemePreference(safeLocalStorage()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (known) applyTheme(document.documentElement, resolved);
  }, [known, resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    writeThemePreference(safeLocalStorage(), next);
    setPreferenceState(next);
    // A public page's islands (decision 163) each have a provider: tell the others in this page,
    // as the browser tells other tabs.
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
  }, []);

  const value = useMemo(() => ({ preference, resolved, setPreference }), [preference, resolved, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return state;
}
