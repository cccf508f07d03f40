import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite keeps one database in one directory and does not protect it: a second process that
 * opens the same directory corrupts it or loses writes without a word. Every process that opens
 * the embedded database takes this lock first. A lock whose process is gone (after `kill -9` or
 * a crash) is taken over, so a restart after a crash needs no manual step.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The database in ${path.dirname(lockFile)} is in use by process ${holderPid} ` +
        `(lock file ${lockFile}). Stop that process first; only one process may open an ` +
        `embedded database at a time.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockRecord {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockRecord;
  } catch {
    return undefined;
  }
}

export function lockDataDir(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'grantpilot.lock');
  const record: LockRecord = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(record), { flag: 'wx' });
      return {
        file,
        release: () => {
          if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      const sameHost = holder?.host === os.hostname();
      if (holder && (!sameHost || isAlive(holder.pid))) throw new DataDirLockedError(file, holder.pid);
      // The holder is gone (or the file is unreadable half-written junk): take the lock over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(file, readHolder(file)?.pid ?? -1);
}
