import { expect } from 'vitest';
import {
  analysisResultSchema,
  citationHolds,
  type AnalysisResult,
  type Citation,
  type DocumentText,
} from '@grantpilot/shared/contracts/analysis';

/** Every citation in a result, wherever it sits (facts, deadlines, award figures, lists). */
export function citationsOf(result: AnalysisResult): Citation[] {
  const found: Citation[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'citation') found.push(value as Citation);
      else walk(value);
    }
  };
  walk(result);
  return found;
}

/** The result fits the §7.1 contract as it is, and every citation's quote stands at its offsets. */
export function expectCitedResult(result: AnalysisResult, document: DocumentText) {
  expect(analysisResultSchema.parse(result)).toEqual(result);
  for (const citation of citationsOf(result)) expect(citationHolds(document, citation), citation.quote).toBe(true);
}
