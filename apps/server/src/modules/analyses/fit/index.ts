import type { FitComponent, ProjectFit } from '@grantpilot/shared/contracts/analyses';
import { budgetFit } from './budget-fit';
import { eligibilityFit } from './eligibility-fit';
import type { FitCall, FitProfile, FitProject } from './fit-inputs';
import { themeFit } from './theme-fit';
import { timelineFit } from './timeline-fit';

export type { FitCall, FitProfile, FitProject } from './fit-inputs';
export { mainDeadline } from './timeline-fit';
export { formatMoney } from './budget-fit';

/** How much each component counts in the score (of those that could be judged). */
const WEIGHTS: Record<FitComponent['component'], number> = { eligibility: 35, budget: 25, timeline: 20, theme: 20 };

/**
 * The fit of a call to a project: four components, each scored from what the call and the
 * project say, with the evidence; the score is their weighted mean (0 with a blocker), the
 * confidence the share of the weights that could be judged. Deterministic: same inputs, same fit.
 */
export function computeFit(call: FitCall, project: FitProject, profile: FitProfile, today: string): ProjectFit {
  const components = [
    eligibilityFit(call.result.eligibility, profile),
    budgetFit(call.result.award, project),
    timelineFit(call.result, project, today),
    themeFit(call.text, project),
  ];
  const judged = components.filter((component) => component.score !== null);
  const judgedWeight = judged.reduce((sum, component) => sum + WEIGHTS[component.component], 0);
  const blocked = components.some((component) => component.blocker);
  const score =
    blocked || !judgedWeight
      ? 0
      : Math.round(
          judged.reduce((sum, component) => sum + component.score! * WEIGHTS[component.component], 0) / judgedWeight,
        );
  const total = Object.values(WEIGHTS).reduce((sum, value) => sum + value, 0);
  return {
    project: { id: project.id, name: project.name },
    score,
    confidence: Math.round((100 * judgedWeight) / total),
    components: [
      ...components.filter((component) => component.blocker),
      ...components.filter((component) => !component.blocker),
    ],
  };
}
