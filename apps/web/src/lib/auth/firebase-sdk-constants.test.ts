import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  POPUP_CLOSED_POLL_MS,
  POPUP_HEIGHT,
  POPUP_WIDTH,
  REDIRECT_RESULT_CACHE_MS,
} from '@grantpilot/shared/constants';

/*
 * Seed §9's popup size, popup-closed wait and redirect-result cache are not ours to set: they
 * are the Firebase SDK's own. This reads the browser build of @firebase/auth that the installed
 * `firebase` package resolves (what Vite bundles), so an upgrade that changes them fails here.
 */
function readBrowserBuild() {
  const fromWebApp = createRequire(import.meta.url);
  const fromFirebase = createRequire(fromWebApp.resolve('firebase/package.json'));
  const packageJsonPath = fromFirebase.resolve('@firebase/auth/package.json');
  const packageJson = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')) as {
    exports: { '.': { browser: { import: string } } };
  };
  const entryPath = path.resolve(path.dirname(packageJsonPath), packageJson.exports['.'].browser.import);
  const entry = fs.readFileSync(entryPath, 'utf8');
  // The entry re-exports a shared chunk (`from './index-<hash>.js'`): read those too.
  const chunks = [...entry.matchAll(/from '(\.\/[^']+\.js)'/g)].map(([, chunk]) =>
    fs.readFileSync(path.resolve(path.dirname(entryPath), chunk!), 'utf8'),
  );
  return [entry, ...chunks].join('\n');
}

const sdk = readBrowserBuild();

/** The SDK source from where `head` matches: the function or method to look inside. */
function sourceAfter(head: RegExp, length = 1500) {
  const start = sdk.search(head);
  expect(start, `${head} in the Firebase SDK`).toBeGreaterThanOrEqual(0);
  return sdk.slice(start, start + length);
}

describe('Firebase SDK constants (seed §9)', () => {
  it('opens the sign-in popup POPUP_WIDTH by POPUP_HEIGHT by default', () => {
    expect(sourceAfter(/function _open\(/, 200)).toMatch(/width = DEFAULT_WIDTH, height = DEFAULT_HEIGHT\)/);
    expect(sdk).toContain(`const DEFAULT_WIDTH = ${POPUP_WIDTH};`);
    expect(sdk).toContain(`const DEFAULT_HEIGHT = ${POPUP_HEIGHT};`);
  });

  it('waits POPUP_CLOSED_POLL_MS for the auth event after the popup closed', () => {
    const poll = sourceAfter(/pollUserCancellation\(\) \{/, 1200);
    expect(poll).toContain('popup-closed-by-user');
    expect(poll).toMatch(new RegExp(`\\}, ${POPUP_CLOSED_POLL_MS} /\\* _Timeout\\.AUTH_EVENT \\*/\\)`));
  });

  it('remembers a redirect result for REDIRECT_RESULT_CACHE_MS', () => {
    const [, expression] = /const EVENT_DUPLICATION_CACHE_DURATION_MS = ([\d\s*]+);/.exec(sdk) ?? [];
    expect(expression, 'EVENT_DUPLICATION_CACHE_DURATION_MS in the Firebase SDK').toBeDefined();
    const milliseconds = expression!.split('*').reduce((product, factor) => product * Number(factor), 1);
    expect(milliseconds).toBe(REDIRECT_RESULT_CACHE_MS);
  });
});
