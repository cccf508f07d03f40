import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { analysisResultSchema } from '@grantpilot/shared/contracts/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildPdf } from '../lib/extraction/test-documents';
import { startOpenAiTestServer } from '../testing/openai-test-server';
import { recordedReplies, sampleCall } from './llm/recordings';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./analyze-cli.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(CLI), '../../../..');

/** Runs `npm run analyze`'s command the way the script does, without the LLM settings of this shell. */
async function analyze(args: string[], llm: Record<string, string> = {}) {
  const env = { ...process.env };
  for (const key of ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_SECONDS']) delete env[key];
  Object.assign(env, llm);
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const LINES = [
  'The Lakeside Foundation invites applications to the Green Schools Programme.',
  'Applications must be submitted no later than 14 May 2027 at 5pm UK time.',
  'Grants of up to GBP 20,000 are available.',
];

describe('npm run analyze', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'analyze-cli-'));
    await writeFile(path.join(dir, 'call.pdf'), buildPdf([LINES.slice(0, 2), LINES.slice(2)]));
    await writeFile(path.join(dir, 'call.docx'), buildDocx(LINES));
    await writeFile(path.join(dir, 'call.md'), `# Green Schools\n\n${LINES.join('\n\n')}\n`);
    await writeFile(path.join(dir, 'photo.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(['call.pdf', 'call.docx', 'call.md'])('prints the contract as JSON for %s', async (name) => {
    const { code, stdout } = await analyze([path.join(dir, name)]);
    expect(code).toBe(0);
    const result = analysisResultSchema.parse(JSON.parse(stdout));
    expect(result.engine.name).toBe('builtin');
    expect(result.input.pages).toBe(name === 'call.pdf' ? 2 : null);
    expect(result.deadlines).toMatchObject([{ date: '2027-05-14', time: '17:00', timezone: 'Europe/London' }]);
    expect(result.award).toMatchObject({ currency: 'GBP', max: { value: '20000.00' } });
    if (name === 'call.pdf') expect(result.award.max!.citation.page).toBe(2);
  });

  it('prints text for a person', async () => {
    const { code, stdout } = await analyze([path.join(dir, 'call.md'), '--format', 'text']);
    expect(code).toBe(0);
    expect(stdout).toContain('analysed by the builtin');
    expect(stdout).toMatch(/deadline.*2027-05-14 17:00 Europe\/London/i);
  });

  it('asks the configured OpenAI-compatible endpoint with --engine llm, and prints its checked result', async () => {
    const server = await startOpenAiTestServer();
    try {
      server.play(...recordedReplies('good-answer'));
      await writeFile(path.join(dir, 'sample-call.txt'), sampleCall.kind === 'plain' ? sampleCall.text : '');
      const { code, stdout, stderr } = await analyze([path.join(dir, 'sample-call.txt'), '--engine', 'llm'], {
        LLM_BASE_URL: server.baseUrl,
        LLM_MODEL: 'recorded-model',
      });
      expect(code, stderr).toBe(0);
      const result = analysisResultSchema.parse(JSON.parse(stdout));
      expect(result.engine).toMatchObject({ name: 'llm', model: 'recorded-model' });
      expect(result.funder?.value).toBe('Northwind Foundation');
      expect(server.received[0]?.body.model).toBe('recorded-model');
    } finally {
      await server.close();
    }
  });

  it('fails with a clear message: LLM not configured, unsupported file, missing file, bad usage', async () => {
    const llm = await analyze([path.join(dir, 'call.md'), '--engine', 'llm']);
    expect(llm).toMatchObject({ code: 1, stderr: 'LLM engine is not configured: set LLM_BASE_URL and LLM_MODEL\n' });
    const png = await analyze([path.join(dir, 'photo.png')]);
    expect(png.code).toBe(1);
    expect(png.stderr).toContain('"photo.png" is an image, not a supported document type');
    expect((await analyze([path.join(dir, 'missing.pdf')])).code).toBe(1);
    const usage = await analyze(['--engine', 'gpt']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown engine "gpt"');
  });
});
