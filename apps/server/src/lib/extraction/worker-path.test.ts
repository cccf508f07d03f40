import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractionWorkerPath } from './worker-path';

describe('extractionWorkerPath', () => {
  it('is dist/extraction-worker.js beside the production bundle', () => {
    expect(extractionWorkerPath('file:///srv/grantpilot/apps/server/dist/server.js')).toBe(
      '/srv/grantpilot/apps/server/dist/extraction-worker.js',
    );
  });

  it('is the TypeScript source beside this file when run from source', () => {
    const source = extractionWorkerPath();
    expect(source.endsWith('/lib/extraction/extraction-worker.ts')).toBe(true);
    expect(existsSync(source)).toBe(true);
  });
});
