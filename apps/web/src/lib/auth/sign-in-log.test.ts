import { describe, expect, it } from 'vitest';
import { readSignInLog, recordSignInEvent } from './sign-in-log';

describe('sign-in debug log (seed §9)', () => {
  it('keeps the last 50 entries', () => {
    for (let index = 0; index < 60; index++) {
      recordSignInEvent('sign-in failed', `CODE_${index}`, new Date(Date.UTC(2026, 0, 1, 0, index)));
    }
    const log = readSignInLog();
    expect(log).toHaveLength(50);
    expect(log[0]).toEqual({ at: '2026-01-01T00:10:00.000Z', event: 'sign-in failed', code: 'CODE_10' });
    expect(log.at(-1)?.code).toBe('CODE_59');
  });

  it('starts empty and survives a damaged value', () => {
    expect(readSignInLog()).toEqual([]);
    localStorage.setItem('grantpilot_sign_in_log', '{oops');
    expect(readSignInLog()).toEqual([]);
    recordSignInEvent('signed in');
    expect(readSignInLog()).toHaveLength(1);
  });
});
