import type { Award } from '@grantpilot/shared/contracts/analysis';
import type { FitComponent } from '@grantpilot/shared/contracts/analyses';
import type { FitProject } from './fit-inputs';

export function formatMoney(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${currency} ${amount}`;
  }
}

/**
 * Budget: the project's budget against one award's range. Different currencies are not
 * converted (rates change; a grant professional checks them): the component says so instead.
 */
export function budgetFit(award: Award, project: FitProject): FitComponent {
  const base = { component: 'budget' as const, blocker: false, matchingTerms: [] };
  const figures = [award.max, award.min, award.typical].filter((figure) => figure !== null);
  const callEvidence = figures.map((figure) => ({ call: figure.citation, project: null }));
  if (!figures.length || !award.currency) {
    return { ...base, score: null, summary: 'The call states no award amount to compare with.', evidence: [] };
  }
  if (!project.budget) {
    return {
      ...base,
      score: null,
      summary: "The project has no budget to compare with the call's awards.",
      evidence: callEvidence,
    };
  }
  const budgetWords = `Project budget: ${formatMoney(project.budget.amount, project.budget.currency)}`;
  const evidence = figures.map((figure) => ({ call: figure.citation, project: budgetWords }));
  if (project.budget.currency !== award.currency) {
    return {
      ...base,
      score: null,
      summary: `The call's amounts are in ${award.currency} and the project's budget in ${project.budget.currency}: compare them at today's rate.`,
      evidence,
    };
  }
  const budget = Number(project.budget.amount);
  const max = award.max ? Number(award.max.value) : null;
  const min = award.min ? Number(award.min.value) : null;
  if (max !== null && budget > max) {
    const share = Math.round((100 * max) / budget);
    return {
      ...base,
      score: Math.max(10, share),
      summary: `The project's budget is above the largest award (${formatMoney(award.max!.value, award.currency)}): the grant would cover about ${share}% of it.`,
      evidence,
    };
  }
  if (min !== null && budget < min) {
    return {
      ...base,
      score: 40,
      summary: `The project's budget is below the smallest award (${formatMoney(award.min!.value, award.currency)}): the project may be too small for this call.`,
      evidence,
    };
  }
  return { ...base, score: 100, summary: "The project's budget is within the call's award range.", evidence };
}
