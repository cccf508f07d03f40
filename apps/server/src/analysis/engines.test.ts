import { describe, expect, it } from 'vitest';
import { loadLlmConfig } from '../config';
import { EngineUnavailableError, LLM_NOT_CONFIGURED, createEngine } from './engines';

describe('createEngine', () => {
  it('makes the built-in engine without any settings', async () => {
    const engine = await createEngine('builtin', null);
    expect(engine).toMatchObject({ name: 'builtin', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });

  it('refuses the LLM engine until it is configured', async () => {
    await expect(createEngine('llm', null)).rejects.toThrow(new EngineUnavailableError(LLM_NOT_CONFIGURED));
  });

  it("reads the LLM settings by the server's rules: null when none, an error naming what is missing or wrong", () => {
    expect(loadLlmConfig({})).toBeNull();
    expect(() => loadLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(
      loadLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_SECONDS: '30' }),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', timeoutMs: 30_000 });
    expect(() => loadLlmConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });

  it('makes the LLM engine once it is configured, naming its model', async () => {
    const llm = loadLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(await createEngine('llm', llm)).toMatchObject({ name: 'llm', model: 'llama3.1' });
  });
});
