import { Link } from 'react-router';
import { projectPath } from '@grantpilot/shared/constants';
import type { ProjectFit } from '@grantpilot/shared/contracts/analyses';
import { Badge } from '../../../components/ui/badge';
import { linkStyle } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FIT_COMPONENT_LABELS, orderFitComponents } from '../analysis-format';
import { CitationLink } from './citation-link';

/** A 0–100 figure as a bar beside its number; the number is what is read out. */
function ScoreBar({ score }: { score: number }) {
  return (
    <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-surface-muted">
      <div className="h-full rounded-full bg-primary" style={{ width: `${score}%` }} />
    </div>
  );
}

function FitCard({ fit, index }: { fit: ProjectFit; index: number }) {
  const headingId = `fit-${fit.project.id}`;
  return (
    <Card enterIndex={index} aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-base font-semibold break-words [overflow-wrap:anywhere]">
          <Link to={projectPath(fit.project.id)} className={linkStyle}>
            {fit.project.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">confidence {fit.confidence}%</p>
      </div>
      <div className="flex items-center gap-3">
        <p className="shrink-0 text-2xl font-bold tabular-nums">
          {fit.score}
          <span className="text-sm font-normal text-muted-foreground">
            {' '}
            / 100<span className="sr-only"> fit score</span>
          </span>
        </p>
        <ScoreBar score={fit.score} />
      </div>
      <ul className="flex flex-col divide-y divide-border">
        {orderFitComponents(fit.components).map((component) => (
          <li key={component.component} className="flex flex-col gap-1.5 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="text-sm font-semibold">{FIT_COMPONENT_LABELS[component.component]}</h4>
              {component.blocker ? <Badge tone="warning">Blocker</Badge> : null}
              <span className="ml-auto text-sm tabular-nums text-muted-foreground">
                {component.score === null ? 'not judged' : `${component.score} / 100`}
              </span>
            </div>
            <p className="text-sm break-words">{component.summary}</p>
            {component.evidence.length ? (
              <ul className="flex flex-col gap-1 border-l-2 border-border pl-3 text-sm">
                {component.evidence.map((evidence, i) => (
                  <li key={i} className="break-words [overflow-wrap:anywhere]">
                    {evidence.call ? (
                      <>
                        <span className="text-muted-foreground">Call: </span>“{evidence.call.quote}”{' '}
                        <CitationLink citation={evidence.call} />
                      </>
                    ) : null}
                    {evidence.call && evidence.project ? <br /> : null}
                    {evidence.project ? (
                      <>
                        {/^project\b/i.test(evidence.project) ? null : (
                          <span className="text-muted-foreground">Project: </span>
                        )}
                        {evidence.project}
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {component.matchingTerms.length ? (
              <ul aria-label="Matching terms" className="flex flex-wrap gap-1.5">
                {component.matchingTerms.map((term) => (
                  <li key={term}>
                    <Badge>{term}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** One card per chosen project: its score, the confidence apart, and why (blockers first). */
export function FitCards({ fits }: { fits: readonly ProjectFit[] }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {fits.map((fit, index) => (
        <FitCard key={fit.project.id} fit={fit} index={index} />
      ))}
    </div>
  );
}
