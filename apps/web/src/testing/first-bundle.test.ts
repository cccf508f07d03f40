import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What every visitor downloads first. A deployment on the built-in service must not download
 * the Firebase SDK: only the Firebase client imports it, and only main.tsx loads that client,
 * with a dynamic import (its own chunk). Reading the client configuration at start must not load
 * zod, which the contract modules build their schemas with.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const sources = fs
  .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(path.join(SRC, file), 'utf8') }));

describe('the first bundle', () => {
  it('leaves the Firebase SDK to the Firebase client', () => {
    const importers = sources.filter(({ text }) => /from ['"]@?firebase\//.test(text)).map(({ file }) => file);
    expect(importers).toEqual(['lib/auth/firebase-auth-client.ts']);
  });

  it('loads the Firebase client from main.tsx only, and dynamically', () => {
    const importers = sources.filter(({ text }) => text.includes('firebase-auth-client')).map(({ file }) => file);
    expect(importers).toEqual(['main.tsx']);
    const main = sources.find(({ file }) => file === 'main.tsx')!.text;
    expect(main).toContain("await import('./lib/auth/firebase-auth-client')");
    expect(main).not.toMatch(/from '\.\/lib\/auth\/firebase-auth-client'/);
  });

  it('reads the client configuration without the contract’s zod schemas', () => {
    const config = sources.find(({ file }) => file === 'lib/client-config.ts')!.text;
    const contractImports = config.split('\n').filter((line) => line.includes('/contracts/'));
    expect(contractImports.length).toBeGreaterThan(0);
    for (const line of contractImports) expect(line).toMatch(/^import type /);
  });
});
