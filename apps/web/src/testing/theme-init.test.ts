import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, THEME_COLOR_DARK, THEME_COLOR_LIGHT } from '@grantpilot/shared/constants';

// public/theme-init.js runs before the bundle, so it cannot import the constants: keep it honest.
describe('public/theme-init.js', () => {
  const script = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/theme-init.js'), 'utf8');

  it('uses the seed’s storage key and theme colours', () => {
    expect(script).toContain(`getItem('${STORAGE_KEYS.theme}')`);
    expect(script).toContain(`getItem('${STORAGE_KEYS.user}')`);
    expect(script).toContain(`getItem('${STORAGE_KEYS.cookieConsent}')`);
    expect(script).toContain(THEME_COLOR_DARK);
    expect(script).toContain(THEME_COLOR_LIGHT);
  });

  it('applies the stored dark theme to the document', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    document.head.innerHTML = '<meta name="theme-color" content="#33A1CC">';
    new Function(script)();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLOR_DARK);
  });

  it('marks a visitor remembered as signed in, and only such a visitor', () => {
    localStorage.removeItem(STORAGE_KEYS.user);
    document.documentElement.removeAttribute('data-remembered-user');
    new Function(script)();
    expect(document.documentElement.hasAttribute('data-remembered-user')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ uid: 'u1', roles: ['user'] }));
    new Function(script)();
    expect(document.documentElement.hasAttribute('data-remembered-user')).toBe(true);
    localStorage.removeItem(STORAGE_KEYS.user);
  });

  it('marks a visitor who has accepted the cookie notice', () => {
    localStorage.removeItem(STORAGE_KEYS.cookieConsent);
    document.documentElement.removeAttribute('data-cookie-consent');
    new Function(script)();
    expect(document.documentElement.hasAttribute('data-cookie-consent')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'accepted');
    new Function(script)();
    expect(document.documentElement.hasAttribute('data-cookie-consent')).toBe(true);
    localStorage.removeItem(STORAGE_KEYS.cookieConsent);
  });
});
