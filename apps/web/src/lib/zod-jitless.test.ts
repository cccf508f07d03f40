import { beforeEach, describe, expect, it, vi } from 'vitest';

const scope = globalThis as { __zod_globalConfig?: object };

beforeEach(() => {
  delete scope.__zod_globalConfig;
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('zod-jitless', () => {
  it('makes Zod build its parsers without `new Function`', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(compile).not.toHaveBeenCalled();
  });

  it('also when Zod has loaded first', async () => {
    const { config } = await import('zod/v4/core');
    await import('./zod-jitless');
    expect(config().jitless).toBe(true);
  });
});
