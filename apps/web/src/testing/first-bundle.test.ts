import { describe, expect, it } from 'vitest';
import { importsOf, sources, staticImportGraph } from './import-graph';

/*
 * What every visitor downloads first. A deployment on the built-in service must not download
 * the Firebase SDK: only the Firebase client imports it, and only main.tsx loads that client,
 * with a dynamic import (its own chunk). Reading the client configuration at start must not load
 * zod, which the contract modules build their schemas with.
 */
describe('the first bundle', () => {
  it('leaves the Firebase SDK to the Firebase client', () => {
    const importers = sources.filter(({ text }) => /from ['"]@?firebase\//.test(text)).map(({ file }) => file);
    expect(importers).toEqual(['lib/auth/firebase-auth-client.ts']);
  });

  it('loads the Firebase client from app/start.tsx only, and dynamically', () => {
    const importers = sources.filter(({ text }) => text.includes('firebase-auth-client')).map(({ file }) => file);
    expect(importers).toEqual(['app/start.tsx']);
    const start = sources.find(({ file }) => file === 'app/start.tsx')!.text;
    expect(start).toContain("await import('../lib/auth/firebase-auth-client')");
    expect(start).not.toMatch(/from '\.\.\/lib\/auth\/firebase-auth-client'/);
  });

  it('holds no data-fetching library, no app shell, no Firebase, no Zod and no toasts (decision 035)', () => {
    const firstBundle = staticImportGraph('main.tsx');
    expect(firstBundle).toContain('features/landing/landing-page.tsx');
    const packages = new Set(
      firstBundle.flatMap((file) => importsOf(file).filter((specifier) => !specifier.startsWith('.'))),
    );
    for (const banned of ['@tanstack/react-query', 'firebase/auth', 'firebase/app', 'zod', '@radix-ui/react-toast']) {
      expect([...packages], banned).not.toContain(banned);
    }
    expect([...packages].filter((name) => name.startsWith('zod'))).toEqual([]);
    expect(firstBundle.filter((file) => file.startsWith('app/layouts/'))).toEqual([]);
  });

  it('leaves the sign-in forms (react-hook-form) to the sign-in pages’ chunks (decision 049)', () => {
    const firstBundle = staticImportGraph('main.tsx');
    expect(firstBundle.filter((file) => file.startsWith('features/auth/'))).toEqual([]);
    const packages = firstBundle.flatMap((file) => importsOf(file).filter((specifier) => !specifier.startsWith('.')));
    expect(packages.filter((name) => name.includes('hook-form'))).toEqual([]);
  });

  it('reads the client configuration without the contract’s zod schemas', () => {
    const config = sources.find(({ file }) => file === 'lib/client-config.ts')!.text;
    const contractImports = config.split('\n').filter((line) => line.includes('/contracts/'));
    expect(contractImports.length).toBeGreaterThan(0);
    for (const line of contractImports) expect(line).toMatch(/^import type /);
  });
});
