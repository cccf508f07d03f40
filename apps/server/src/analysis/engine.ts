import type { AnalysisEngineName, AnalysisResult, DocumentText } from '@grantpilot/shared/contracts/analysis';

/**
 * An analysis engine reads a document's extracted text and returns the §7.1 result. Engines are
 * pure with respect to the database: the CLI, the benchmark and the background job all call
 * them the same way. The built-in engine is deterministic: the same text gives the same result,
 * byte for byte.
 */
export interface AnalysisEngine {
  readonly name: AnalysisEngineName;
  readonly version: string;
  /** The model's name, for engines that call one. */
  readonly model?: string;
  analyze(document: DocumentText, input: AnalysisInput): Promise<AnalysisResult>;
}

/** What the engine is told about the input besides its text. */
export interface AnalysisInput {
  /** SHA-256 (hex) of the original file's bytes. */
  sha256: string;
  /** Cancels a running analysis (the job's cancel, the CLI's Ctrl-C). */
  signal?: AbortSignal;
}
