import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftRight, Check, CircleAlert } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import type { AnalysisDetail } from '@grantpilot/shared/contracts/analyses';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { BackLink } from '../../../components/ui/back-link';
import { linkStyle } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../../components/ui/query-state';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { analysisComparePath, analysisPath } from '../../../lib/analyses/analysis-paths';
import { isMissing } from '../../../lib/api-error';
import { documentPath } from '../../../lib/documents/document-paths';
import { formatDateTime } from '../../../lib/format-date';
import { cn } from '../../../lib/cn';
import {
  compareResults,
  comparisonSummary,
  type CompareCell,
  type CompareRow,
  type CompareStatus,
} from '../analysis-compare';
import { engineLabel } from '../analysis-format';
import { useAnalysis } from '../api/get-analysis';
import { CitationLink, CitedDocumentContext } from './citation-link';

const RUNS = { a: 'Run A', b: 'Run B' } as const;

const STATUS_WORDS: Record<CompareStatus, string> = {
  same: 'same',
  differs: 'differs',
  onlyA: 'only in A',
  onlyB: 'only in B',
};

/** The row's verdict in words and an icon, never colour alone. */
function StatusMarker({ status }: { status: CompareStatus }) {
  const Icon = status === 'same' ? Check : status === 'differs' ? CircleAlert : ArrowLeftRight;
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        status === 'same' ? 'border-border text-muted-foreground' : 'border-destructive text-destructive',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {STATUS_WORDS[status]}
    </span>
  );
}

/** What one run found for a row, with its citation into that run's version of the text. */
function Cell({ run, cell, analysis }: { run: 'a' | 'b'; cell: CompareCell | null; analysis: AnalysisDetail }) {
  return (
    <div className="min-w-0 text-sm break-words [overflow-wrap:anywhere]">
      <span className="mr-1 text-xs font-semibold text-muted-foreground md:sr-only">{RUNS[run]}:</span>
      {cell ? (
        <CitedDocumentContext.Provider
          value={{ documentId: analysis.document.id, textPartStarts: analysis.textPartStarts }}
        >
          <span className="font-medium">{cell.text}</span>{' '}
          {cell.citation ? <CitationLink citation={cell.citation} /> : null}
        </CitedDocumentContext.Provider>
      ) : (
        <span className="text-muted-foreground">not found</span>
      )}
    </div>
  );
}

const ROW_GRID = 'grid gap-1 md:grid-cols-[minmax(8rem,12rem)_minmax(0,1fr)_minmax(0,1fr)_7rem] md:gap-4';

function Row({ row, a, b }: { row: CompareRow; a: AnalysisDetail; b: AnalysisDetail }) {
  return (
    <li className={cn(ROW_GRID, 'py-2')} data-row={row.key}>
      <p className="text-sm text-muted-foreground break-words">{row.label}</p>
      <Cell run="a" cell={row.a} analysis={a} />
      <Cell run="b" cell={row.b} analysis={b} />
      <div>
        <StatusMarker status={row.status} />
      </div>
    </li>
  );
}

/** One run's header: engine, model, version, when it ran and a link to its result. */
function RunCard({ run, analysis }: { run: 'a' | 'b'; analysis: AnalysisDetail }) {
  const version = analysis.result?.engine.version ?? analysis.engineVersion;
  const model = analysis.result?.engine.model ?? analysis.model;
  const id = `run-${run}-heading`;
  return (
    <Card aria-labelledby={id} className="flex flex-col gap-2 p-4">
      <h2 id={id} className="text-base font-semibold">
        {RUNS[run]}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Engine</dt>
        <dd className="break-words">
          {engineLabel(analysis.engine, null)}
          {version ? `, version ${version}` : ''}
        </dd>
        {model ? (
          <>
            <dt className="text-muted-foreground">Model</dt>
            <dd className="break-words">{model}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Started</dt>
        <dd>{formatDateTime(analysis.createdAt)}</dd>
      </dl>
      <Link to={analysisPath(analysis.id)} className={`${linkStyle} text-sm underline`}>
        Open the result of {RUNS[run]}
      </Link>
    </Card>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Card className="p-4 text-sm" role="status">
      {children}
    </Card>
  );
}

function Comparison({ a, b }: { a: AnalysisDetail; b: AnalysisDetail }) {
  if (a.document.id !== b.document.id) {
    return <Notice>These two runs read different documents: only runs of one document can be compared.</Notice>;
  }
  const unfinished = [['a', a] as const, ['b', b] as const].find(([, run]) => run.stage !== 'done' || !run.result);
  if (unfinished) {
    const [run, analysis] = unfinished;
    return (
      <Notice>
        {RUNS[run]} has no result to compare ({analysis.stage}).{' '}
        <Link to={analysisPath(analysis.id)} className={`${linkStyle} underline`}>
          Open {RUNS[run]}
        </Link>
      </Notice>
    );
  }
  const comparison = compareResults(a.result!, b.result!);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base font-semibold" data-testid="compare-summary">
        {comparisonSummary(comparison)}
      </p>
      {comparison.sections.map((section) => (
        <Card key={section.id} aria-labelledby={`compare-${section.id}`} className="p-4 sm:p-5">
          <h2 id={`compare-${section.id}`} className="mb-2 text-base font-semibold">
            {section.title}
          </h2>
          {section.rows.length ? (
            <>
              <div
                aria-hidden="true"
                className={cn(ROW_GRID, 'hidden text-xs font-semibold text-muted-foreground md:grid')}
              >
                <span>Fact</span>
                <span>{RUNS.a}</span>
                <span>{RUNS.b}</span>
                <span>Comparison</span>
              </div>
              <ul className="flex flex-col divide-y divide-border" aria-label={section.title}>
                {section.rows.map((row) => (
                  <Row key={row.key} row={row} a={a} b={b} />
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Neither run found any.</p>
          )}
        </Card>
      ))}
    </div>
  );
}

/** Two finished runs of one document, side by side, fact by fact (PRODUCT §7 History). */
export function CompareView({ organization, a, b }: { organization: Organization; a: string; b: string }) {
  const runA = useAnalysis(organization.id, a);
  const runB = useAnalysis(organization.id, b);
  const missing = [runA, runB].some((query) => query.isError && isMissing(query.error));
  if (missing) return <NotFoundState />;
  const failed = [runA, runB].find((query) => query.isError);
  const document = runA.data?.document ?? runB.data?.document;
  return (
    <>
      <BackLink to={ROUTES.grantAnalysis}>All analyses</BackLink>
      <PageHeader
        title={document ? `Compare two runs of ${document.name}` : 'Compare two runs'}
        description={
          document ? (
            <Link to={documentPath(document.id)} className={`${linkStyle} underline`}>
              {document.name}
            </Link>
          ) : undefined
        }
        actions={
          runA.data && runB.data ? (
            <Link to={analysisComparePath(b, a)} className={`${linkStyle} text-sm underline`}>
              Swap A and B
            </Link>
          ) : undefined
        }
      />
      {failed ? (
        <ErrorPanel error={failed.error} onRetry={() => failed.refetch()} />
      ) : !runA.data || !runB.data ? (
        <LoadingPanel label="Loading the two runs…" />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <RunCard run="a" analysis={runA.data} />
            <RunCard run="b" analysis={runB.data} />
          </div>
          <Comparison a={runA.data} b={runB.data} />
        </div>
      )}
    </>
  );
}
