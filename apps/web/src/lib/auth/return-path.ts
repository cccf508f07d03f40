import { STORAGE_KEYS } from '@grantpilot/shared/constants';
import { readStorage, removeStorage, writeStorage } from '../storage';

/** Seed §2: the protected path a signed-out visitor tried, so sign-in can land there. */
export function rememberReturnPath(path: string) {
  writeStorage(STORAGE_KEYS.returnPath, path);
}

const sameSite = (path: string | null) => (path && path.startsWith('/') && !path.startsWith('//') ? path : null);

/** Reads the remembered path without clearing it (sign-in pages say where it leads). */
export function peekReturnPath(): string | null {
  return sameSite(readStorage(STORAGE_KEYS.returnPath));
}

/** Reads and clears the remembered path; only same-site paths are honoured. */
export function takeReturnPath(): string | null {
  const path = readStorage(STORAGE_KEYS.returnPath);
  removeStorage(STORAGE_KEYS.returnPath);
  return sameSite(path);
}
