import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunks';

describe('chunkDocument', () => {
  it('keeps a short text in one chunk', () => {
    expect(chunkDocument({ kind: 'plain', text: 'A short call.' })).toEqual([
      {
        text: 'A short call.',
        areas: [
          { page: null, start: 0, end: 13 },
          { page: null, start: 0, end: 13 },
        ],
      },
    ]);
  });

  it('cuts a plain text at paragraph boundaries, covering all of it', () => {
    const paragraphs = Array.from({ length: 12 }, (_, index) => `Paragraph ${index}. ${'word '.repeat(40)}`.trim());
    const text = paragraphs.join('\n\n');
    const chunks = chunkDocument({ kind: 'plain', text }, 1_000);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(1_000);
      expect(chunk.text.startsWith('Paragraph ')).toBe(true);
    }
  });

  it('cuts a text without paragraphs at words, and one without spaces at the size', () => {
    const words = chunkDocument({ kind: 'plain', text: 'word '.repeat(500) }, 1_000);
    expect(words.every((chunk) => chunk.text.endsWith(' '))).toBe(true);
    const solid = chunkDocument({ kind: 'plain', text: 'x'.repeat(2_500) }, 1_000);
    expect(solid.map((chunk) => chunk.text.length)).toEqual([1_000, 1_000, 500]);
  });

  it('groups whole pages with their markers, skips empty pages and never splits a page', () => {
    const pages = ['a'.repeat(400), '', 'b'.repeat(400), 'c'.repeat(1_500), 'd'.repeat(100)];
    const chunks = chunkDocument({ kind: 'paged', pages }, 1_000);
    expect(chunks.map((chunk) => chunk.areas)).toEqual([[{ page: 1 }, { page: 3 }], [{ page: 4 }], [{ page: 5 }]]);
    expect(chunks[0]?.text).toBe(`[Page 1]\n${'a'.repeat(400)}\n\n[Page 3]\n${'b'.repeat(400)}`);
  });
});
