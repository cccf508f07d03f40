import { STORAGE_KEYS, THEME_COLOR_DARK, THEME_COLOR_LIGHT, THEME_TRANSITION_MS } from '@grantpilot/shared/constants';
import { readStorage, writeStorage } from '../storage';

export type Theme = 'light' | 'dark';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme the user chose in this browser (or their account chose on sign-in), if any. */
export function readChosenTheme(): Theme | null {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

/** Whether the operating system asks for dark colours. */
export function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches;
}

/**
 * Seed §4: the locally stored value, otherwise light. Where nothing is stored, a visitor whose
 * system asks for dark colours is not shown a glaring light page before they can sign in and
 * choose (issue 17): the system's dark preference stands in for the missing choice, and light
 * stays the default of every other system. public/theme-init.js applies the same rule.
 */
export function readInitialTheme(): Theme {
  return readChosenTheme() ?? (systemPrefersDark() ? 'dark' : 'light');
}

/** Calls back when the system's preference changes; returns the clean-up. */
export function watchSystemTheme(onChange: (theme: Theme) => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function storeTheme(theme: Theme) {
  writeStorage(STORAGE_KEYS.theme, theme);
}

let transitionTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Seed §4: a `dark` class and a theme attribute on the document, the browser's theme colour,
 * and (on a change, not on first paint) a 300 ms colour transition.
 */
export function applyTheme(theme: Theme, options: { animate: boolean }) {
  const root = document.documentElement;
  if (options.animate) {
    root.style.setProperty('--theme-transition-ms', `${THEME_TRANSITION_MS}ms`);
    root.classList.add('theme-transition');
    clearTimeout(transitionTimer);
    transitionTimer = setTimeout(() => root.classList.remove('theme-transition'), THEME_TRANSITION_MS);
  }
  root.classList.toggle('dark', theme === 'dark');
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? THEME_COLOR_DARK : THEME_COLOR_LIGHT);
}
