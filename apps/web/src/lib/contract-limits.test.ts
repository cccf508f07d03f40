import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatLimit, lengthLimits, limitedTextField } from './contract-limits';

describe('lengthLimits', () => {
  it('reads a field’s limits through nullable, optional and default', () => {
    expect(lengthLimits(z.string().trim().min(3).max(200))).toEqual({ min: 3, max: 200 });
    expect(lengthLimits(z.string().max(500).nullable().default(null))).toEqual({ min: 0, max: 500 });
    expect(lengthLimits(z.string().min(2).optional())).toEqual({ min: 2, max: Infinity });
    expect(lengthLimits(z.array(z.string()).max(20).default([]))).toEqual({ min: 0, max: 20 });
    expect(formatLimit(20_000)).toBe('20,000');
  });
});

describe('limitedTextField', () => {
  it('holds text to the contract’s limits, in a sentence naming the field', () => {
    const title = limitedTextField(z.string().trim().min(3).max(200).nullable(), 'title');
    expect(title.parse('  Grant  ')).toBe('Grant');
    expect(title.safeParse('ab').error?.issues[0]?.message).toBe('The title must be at least 3 characters');
    expect(title.safeParse('a'.repeat(201)).error?.issues[0]?.message).toBe('The title must be at most 200 characters');
    const notes = limitedTextField(z.string().max(20_000), 'notes', { trim: false });
    expect(notes.parse('  kept  ')).toBe('  kept  ');
    expect(notes.safeParse('a'.repeat(20_001)).error?.issues[0]?.message).toBe(
      'The notes must be at most 20,000 characters',
    );
  });
});
