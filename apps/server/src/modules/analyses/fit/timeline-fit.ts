import type { AnalysisDeadline, AnalysisResult } from '@grantpilot/shared/contracts/analysis';
import type { FitComponent } from '@grantpilot/shared/contracts/analyses';
import type { FitProject } from './fit-inputs';

/** The deadline an application is made for: the last full proposal (or application) deadline, else the last one. */
export function mainDeadline(deadlines: AnalysisDeadline[]): AnalysisDeadline | null {
  const sorted = [...deadlines].sort((a, b) => a.date.localeCompare(b.date));
  const full = sorted.filter((deadline) => deadline.kind === 'full_proposal' || deadline.kind === 'application');
  return full.at(-1) ?? sorted.at(-1) ?? null;
}

function monthsBetween(start: string, end: string): number {
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  return (ey - sy) * 12 + (em - sm) + (ed >= sd ? 0 : -1) + 1;
}

/**
 * Timeline: is the deadline still ahead, does the project start after it, and does the project's
 * length fit the duration the call funds? `today` is the organisation's calendar day (YYYY-MM-DD).
 */
export function timelineFit(result: AnalysisResult, project: FitProject, today: string): FitComponent {
  const base = { component: 'timeline' as const, blocker: false, matchingTerms: [] };
  const deadline = mainDeadline(result.deadlines);
  const checks: {
    score: number;
    summary: string;
    call: FitComponent['evidence'][number]['call'];
    project: string | null;
  }[] = [];
  if (deadline) {
    if (deadline.date < today) {
      checks.push({
        score: 0,
        summary: `The deadline (${deadline.date}) has passed.`,
        call: deadline.citation,
        project: null,
      });
    } else if (project.startDate && project.startDate < deadline.date) {
      checks.push({
        score: 50,
        summary: `The project starts (${project.startDate}) before the deadline (${deadline.date}): a grant could only fund later work.`,
        call: deadline.citation,
        project: `Project start: ${project.startDate}`,
      });
    } else {
      checks.push({
        score: 100,
        summary: `The deadline (${deadline.date}) is ahead${project.startDate ? ' of the project start' : ''}.`,
        call: deadline.citation,
        project: project.startDate ? `Project start: ${project.startDate}` : null,
      });
    }
  }
  const longest = result.durationMonths.max;
  if (longest && project.startDate && project.endDate) {
    const months = monthsBetween(project.startDate, project.endDate);
    const fits = months <= longest.value;
    checks.push({
      score: fits ? 100 : Math.max(20, Math.round((100 * longest.value) / months)),
      summary: fits
        ? `The project's ${months} months fit the call's ${longest.value}.`
        : `The project runs ${months} months; the call funds at most ${longest.value}.`,
      call: longest.citation,
      project: `Project: ${project.startDate} to ${project.endDate}`,
    });
  }
  if (!checks.length) {
    return {
      ...base,
      score: result.rolling ? 100 : null,
      summary: result.rolling
        ? 'The call is open all year (rolling): apply when ready.'
        : 'The call states no deadline or duration to check.',
      evidence: [],
    };
  }
  const worst = checks.reduce((low, check) => (check.score < low.score ? check : low));
  return {
    ...base,
    score: worst.score,
    summary: checks.map((check) => check.summary).join(' '),
    evidence: checks.map((check) => ({ call: check.call, project: check.project })),
  };
}
