import type { AnalysisResult, DocumentText } from '@grantpilot/shared/contracts/analysis';

/** What the fit of a call to a project is judged from. */
export interface FitProject {
  id: string;
  name: string;
  summary: string | null;
  description: string | null;
  budget: { amount: string; currency: string } | null;
  startDate: string | null;
  endDate: string | null;
  /** Text of the project's own documents (a bounded excerpt), for thematic relevance. */
  documentsText: string;
}

/** The organisation's profile (organisation settings): what eligibility rules are checked against. */
export interface FitProfile {
  type: string | null;
  country: string | null;
  annualBudget: { amount: string; currency: string } | null;
}

export interface FitCall {
  result: AnalysisResult;
  text: DocumentText;
}
