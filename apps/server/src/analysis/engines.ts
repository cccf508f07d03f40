import type { AnalysisEngineName } from '@grantpilot/shared/contracts/analysis';
import type { LlmConfig } from '../config';
import { createBuiltinEngine } from './builtin/index';
import { createLlmEngine } from './llm/index';
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
export async function createEngine(name: AnalysisEngineName, llm: LlmConfig | null): Promise<AnalysisEngine> {
  if (name === 'builtin') return createBuiltinEngine();
  if (!llm) throw new EngineUnavailableError(LLM_NOT_CONFIGURED);
  return createLlmEngine(llm);
}
