import { SIGN_IN_DEBUG_LOG_CAP, STORAGE_KEYS } from '@grantpilot/shared/constants';
import { readStorage, writeStorage } from '../storage';

/**
 * Seed §9's sign-in debug log: the last 50 sign-in events of this browser, for telling support
 * what happened. Only the event, its time and an error code — never an address or a password.
 */
export interface SignInLogEntry {
  at: string;
  event: 'sign-in attempt' | 'signed in' | 'sign-in failed' | 'signed out';
  code?: string;
}

export function readSignInLog(): SignInLogEntry[] {
  try {
    const entries: unknown = JSON.parse(readStorage(STORAGE_KEYS.signInLog) ?? '[]');
    return Array.isArray(entries) ? (entries as SignInLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function recordSignInEvent(event: SignInLogEntry['event'], code?: string, now = new Date()) {
  const entry: SignInLogEntry = { at: now.toISOString(), event, ...(code ? { code } : {}) };
  writeStorage(STORAGE_KEYS.signInLog, JSON.stringify([...readSignInLog(), entry].slice(-SIGN_IN_DEBUG_LOG_CAP)));
}
