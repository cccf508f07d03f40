import type { AnalysisResult, DocumentText } from '@grantpilot/shared/contracts/analysis';
import { analyzeText } from './index';

/** Analyses a plain text (for tests): a fixed hash, no file. */
export const analyzePlain = (text: string): AnalysisResult =>
  analyzeText({ kind: 'plain', text }, { sha256: '0'.repeat(64) });

export const analyzePages = (pages: string[]): AnalysisResult =>
  analyzeText({ kind: 'paged', pages } satisfies DocumentText, { sha256: '0'.repeat(64) });
