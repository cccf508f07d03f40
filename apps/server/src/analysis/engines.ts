import type { AnalysisEngineName } from '@grantpilot/shared/contracts/analysis';
import type { LlmConfig } from '../config';
import type { AnalysisEngine } from './engine';

/** Why an engine cannot be made: not configured, or not part of this build. */
export class EngineUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineUnavailableError';
  }
}

export const LLM_NOT_CONFIGURED = 'LLM engine is not configured: set LLM_BASE_URL and LLM_MODEL';

/** The one place engines are chosen: by the CLI, the background job and the benchmark. */
// Each engine is loaded when first chosen, not with the server: their libraries (chrono-node's
// locales, the OpenAI client) are a part of a second of every start (issue 16).
export async function createEngine(name: AnalysisEngineName, llm: LlmConfig | null): Promise<AnalysisEngine> {
  if (name === 'builtin') return (await import('./builtin/index')).createBuiltinEngine();
  if (!llm) throw new EngineUnavailableError(LLM_NOT_CONFIGURED);
  return (await import('./llm/index')).createLlmEngine(llm);
}
