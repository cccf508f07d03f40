import { STORAGE_KEYS, THEME_COLOR_DARK, THEME_COLOR_LIGHT, THEME_TRANSITION_MS } from '@grantpilot/shared/constants';
import { readStorage, writeStorage } from '../storage';

export type Theme = 'light' | 'dark';

/** Seed §4: the locally stored value, otherwise light. */
export function readStoredTheme(): Theme {
  return readStorage(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
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
