import { describe, expect, it } from 'vitest';
import { retryAfterMs, seconds } from './ask';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-25T09:00:00Z');

  it('reads retry-after-ms first, then retry-after in seconds or as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 25 Nov 2026 09:00:10 GMT' }), now)).toBe(10_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 25 Nov 2026 08:59:00 GMT' }), now)).toBe(0);
  });

  it('gives undefined when there is no usable header', () => {
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
  });
});

describe('seconds', () => {
  it('writes whole seconds plainly and others to a tenth', () => {
    expect([seconds(120_000), seconds(300), seconds(1_250)]).toEqual(['120 s', '0.3 s', '1.3 s']);
  });
});
