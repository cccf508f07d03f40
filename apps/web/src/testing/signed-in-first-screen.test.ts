import { describe, expect, it } from 'vitest';
import { importsOf, sources, staticImportGraph } from './import-graph';

/*
 * What the signed-in chunk holds (build/signed-in-chunk.ts): the data layout, the app's layout and
 * the dashboard, with what they import statically. Decision 050 took out what its first screen
 * does not draw: Radix's tooltip and Floating UI, which load on the first hover or focus of a
 * tooltip's trigger.
 */
const FIRST_SCREEN = ['app/data-layout.tsx', 'app/layouts/app-layout.tsx', 'features/dashboard/dashboard-page.tsx'];

const firstScreen = [...new Set(FIRST_SCREEN.flatMap((file) => staticImportGraph(file)))];
const packagesOf = (files: string[]) =>
  new Set(files.flatMap((file) => importsOf(file).filter((specifier) => !specifier.startsWith('.'))));

describe('the signed-in first screen', () => {
  it('is read from the files the chunk is made of', () => {
    for (const file of FIRST_SCREEN) expect(sources.map((source) => source.file)).toContain(file);
    expect(firstScreen).toContain('app/layouts/theme-toggle.tsx');
    expect(firstScreen).toContain('components/ui/tooltip.tsx');
  });

  it('leaves the tooltip’s popup (Radix, Floating UI) to the first hover or focus (decision 050)', () => {
    expect(firstScreen).not.toContain('components/ui/tooltip-popup.tsx');
    expect([...packagesOf(firstScreen)].filter((name) => /tooltip|popper|floating-ui/.test(name))).toEqual([]);
    const tooltip = sources.find(({ file }) => file === 'components/ui/tooltip.tsx')!.text;
    expect(tooltip).toContain("import('./tooltip-popup')");
    expect(packagesOf(['components/ui/tooltip-popup.tsx'])).toContain('@radix-ui/react-tooltip');
  });
});
