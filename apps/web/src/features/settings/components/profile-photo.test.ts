import { describe, expect, it } from 'vitest';
import { photoProblem } from './profile-photo';

const file = (type: string, bytes: number, name = 'me') => new File([new Uint8Array(bytes)], name, { type });

describe('photoProblem (the quick check before upload)', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB, and leaves a file of unknown type to the server', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', '']) {
      expect(photoProblem(file(type, 5 * 1024 * 1024))).toBeNull();
    }
  });

  it('names what is wrong with anything else', () => {
    expect(photoProblem(file('image/svg+xml', 10))).toBe('Choose a PNG, JPEG or WebP image.');
    expect(photoProblem(file('text/html', 10))).toBe('Choose a PNG, JPEG or WebP image.');
    expect(photoProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe('The photo must be at most 5 MB.');
  });
});
