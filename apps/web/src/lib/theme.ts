import { themes, type ThemePreference } from '@oja/contracts';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './stored-flag';

/**
 * The colour theme (decision 041). The choice is kept in localStorage under THEME_KEY, which the inline
 * script of index.html reads before the first paint, and on the user's profile on the server, which
 * wins when it loads (`adoptTheme`). Dark is the class `dark` on <html>: theme-dark.css remaps the palette.
 */
export const THEME_KEY = 'oja.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: string | null): value is ThemePreference =>
  (themes as readonly (string | null)[]).includes(value);

/** The choice kept on this device; `system` until one is made. */
export const storedTheme = (): ThemePreference => {
  const value = readStored('local', THEME_KEY);
  return isTheme(value) ? value : 'system';
};

const systemIsDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

/** What the page shows for a choice: `system` becomes the device's setting. */
export const resolveTheme = (theme: ThemePreference, prefersDark: boolean): 'light' | 'dark' =>
  theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

let current: ThemePreference | undefined;
const listeners = new Set<() => void>();

function apply() {
  const dark = resolveTheme(getTheme(), systemIsDark()) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  listeners.forEach((listener) => listener());
}

export const getTheme = (): ThemePreference => (current ??= storedTheme());

/** Shows `theme` now and keeps it on this device. */
export function setTheme(theme: ThemePreference) {
  current = theme;
  writeStored('local', THEME_KEY, theme);
  apply();
}

/** Takes the theme the server keeps for the user, when it differs from this device's copy. */
export function adoptTheme(theme: ThemePreference) {
  if (theme !== getTheme()) setTheme(theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // While `system` is chosen, the page follows the device switching between light and dark.
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', apply);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', apply);
  };
}

/** The chosen theme and what the page shows for it. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getTheme);
  const dark = useSyncExternalStore(subscribe, () => document.documentElement.classList.contains('dark'));
  return { theme, resolved: dark ? ('dark' as const) : ('light' as const) };
}
