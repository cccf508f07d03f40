import type { AnalysisResult, Citation } from '@grantpilot/shared/contracts/analysis';

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
