import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatLimit, lengthLimits } from './contract-limits';

describe('lengthLimits', () => {
  it('reads a field’s limits through nullable, optional and default', () => {
    expect(lengthLimits(z.string().trim().min(3).max(200))).toEqual({ min: 3, max: 200 });
    expect(lengthLimits(z.string().max(500).nullable().default(null))).toEqual({ min: 0, max: 500 });
    expect(lengthLimits(z.string().min(2).optional())).toEqual({ min: 2, max: Infinity });
    expect(lengthLimits(z.array(z.string()).max(20).default([]))).toEqual({ min: 0, max: 20 });
    expect(formatLimit(20_000)).toBe('20,000');
  });
});
