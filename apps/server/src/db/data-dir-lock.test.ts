import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('refuses a second holder with a message naming the lock file and the holder', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`lock file ${path.join(dir, 'grantpilot.lock')}`);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.pid}`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process is gone (after kill -9 or a crash)', () => {
    const dir = tempDir();
    const file = path.join(dir, 'grantpilot.lock');
    fs.writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), startedAt: '2020-01-01' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('does not release a lock that another process has taken since', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const file = path.join(dir, 'grantpilot.lock');
    fs.writeFileSync(file, JSON.stringify({ pid: 1, host: os.hostname(), startedAt: 'now' }));
    lock.release();
    expect(fs.existsSync(file)).toBe(true);
  });
});
