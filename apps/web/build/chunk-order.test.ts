import { describe, expect, it } from 'vitest';
import { chunkImportCycles } from './chunk-order';

const chunk = (fileName: string, imports: string[] = []) => ({ fileName, imports });

describe('chunkImportCycles', () => {
  it('finds none when every chunk only imports chunks that do not import it back', () => {
    const chunks = [
      chunk('index.js'),
      chunk('signed-in.js', ['index.js', 'icon.js']),
      chunk('icon.js', ['index.js']),
      chunk('projects-page.js', ['signed-in.js', 'icon.js', 'index.js']),
    ];
    expect(chunkImportCycles(chunks)).toEqual([]);
  });

  it('names the chunks round a cycle, however the walk enters it', () => {
    // The withdrawn grouping's shape: a page's icons in a file that imports the chunk using them.
    const chunks = [
      chunk('index.js'),
      chunk('projects-page.js', ['icon.js', 'index.js']),
      chunk('signed-in.js', ['index.js', 'icon.js']),
      chunk('icon.js', ['signed-in.js']),
    ];
    expect(chunkImportCycles(chunks)).toEqual([['icon.js', 'signed-in.js', 'icon.js']]);
  });

  it('finds a chunk that imports itself through a longer round', () => {
    const chunks = [chunk('a.js', ['b.js']), chunk('b.js', ['c.js']), chunk('c.js', ['a.js'])];
    expect(chunkImportCycles(chunks)).toEqual([['a.js', 'b.js', 'c.js', 'a.js']]);
  });
});
