import { describe, expect, it } from 'vitest';
import { logoProblem } from './organization-logo';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'logo', { type });

describe('logoProblem (the quick check before upload)', () => {
  it('accepts PNG, JPEG, WebP and SVG up to 1 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']) {
      expect(logoProblem(file(type, 1024 * 1024))).toBeNull();
    }
  });

  it('names what is wrong with anything else', () => {
    expect(logoProblem(file('image/gif', 10))).toBe('Choose a PNG, JPEG, WebP or SVG image.');
    expect(logoProblem(file('text/html', 10))).toBe('Choose a PNG, JPEG, WebP or SVG image.');
    expect(logoProblem(file('image/png', 1024 * 1024 + 1))).toBe('The logo must be at most 1 MB.');
  });
});
