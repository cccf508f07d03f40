import { afterEach, describe, expect, it, vi } from 'vitest';
import { swipeThreshold } from './toast';

function pointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('toast swipe threshold (seed §9)', () => {
  it('is 10 px on a touch screen', () => {
    pointer(true);
    expect(swipeThreshold()).toBe(10);
  });

  it('is 2 px with a mouse or pen', () => {
    pointer(false);
    expect(swipeThreshold()).toBe(2);
  });
});
