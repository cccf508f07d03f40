import fs from 'node:fs';
import path from 'node:path';

/*
 * The web app's own modules and their static imports, read from the sources: what a chunk holds
 * for certain (a module reached by static imports from a page's first module), for the tests that
 * pin what stays out of a first load (first-bundle.test.ts, signed-in-first-screen.test.ts).
 */
const SRC = path.resolve(import.meta.dirname, '..');
export const sources = fs
  .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(path.join(SRC, file), 'utf8') }));

/** What a module imports for its code (not `import type`, not `import()`), as written. */
export function importsOf(file: string): string[] {
  const text = sources.find((source) => source.file === file)?.text ?? '';
  return [...text.matchAll(/^import (?!type )(?:[^'"]*? from )?['"]([^'"]+)['"];?$/gm)].map((match) => match[1]!);
}

/** The app's files a module reaches through static imports (from main.tsx: the first bundle). */
export function staticImportGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) =>
        sources.some((source) => source.file === candidate),
      );
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen].sort();
}
