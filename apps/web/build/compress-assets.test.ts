import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { compressAssets } from './compress-assets';

function runPlugin(outDir: string) {
  const plugin = compressAssets();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: outDir, build: { outDir } } as ResolvedConfig);
  (plugin.closeBundle as () => void)();
}

describe('compressAssets', () => {
  it('writes .br and .gz copies of text assets worth compressing, and only of those', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-compress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export const x = "GrantPilot";\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'index-1.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-2.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'assets', 'logo-3.png'), Buffer.alloc(4096));
    runPlugin(dir);
    const js = path.join(dir, 'assets', 'index-1.js');
    expect(brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-2.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'logo-3.png.br'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
