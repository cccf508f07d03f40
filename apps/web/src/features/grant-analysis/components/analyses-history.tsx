import { useState } from 'react';
import { Link } from 'react-router';
import type { AnalysisSummary } from '@grantpilot/shared/contracts/analyses';
import { Card } from '../../../components/ui/card';
import { linkStyle } from '../../../components/ui/button';
import { None } from '../../../components/ui/money';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorPanel } from '../../../components/ui/query-state';
import { DataTable, type TableColumn } from '../../../components/ui/table';
import { analysisComparePath, analysisPath } from '../../../lib/analyses/analysis-paths';
import { formatDateTime } from '../../../lib/format-date';
import { engineLabel } from '../analysis-format';
import { useAnalyses } from '../api/get-analyses';
import { OtherEngineButton } from './other-engine-button';
import { StageBadge } from './stage-badge';

const PAGE_SIZE = 20;

/**
 * For a finished run, the newest other finished run of the same document on this page (the list
 * is newest first), to compare with; null when there is none.
 */
function latestOtherRun(runs: readonly AnalysisSummary[], analysis: AnalysisSummary) {
  if (analysis.stage !== 'done') return null;
  return (
    runs.find((run) => run.id !== analysis.id && run.document.id === analysis.document.id && run.stage === 'done') ??
    null
  );
}

/** The organisation's analyses, newest first, a page at a time. */
export function AnalysesHistory({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const analyses = useAnalyses(organizationId, { page, pageSize: PAGE_SIZE });
  const data = analyses.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const columns: TableColumn<AnalysisSummary>[] = [
    {
      key: 'document',
      header: 'Document',
      phone: 'title',
      className: 'break-words',
      cell: (analysis) => (
        <Link to={analysisPath(analysis.id)} className={`${linkStyle} font-medium break-words`}>
          {analysis.document.name}
          <span className="sr-only">, analysis of {formatDateTime(analysis.createdAt)}</span>
        </Link>
      ),
    },
    {
      key: 'projects',
      header: 'Projects',
      className: 'break-words',
      cell: (analysis) =>
        analysis.projects.length ? analysis.projects.map((project) => project.name).join(', ') : <None />,
    },
    {
      key: 'engine',
      header: 'Engine',
      cell: (analysis) => engineLabel(analysis.engine, analysis.model),
    },
    { key: 'date', header: 'Started', cell: (analysis) => formatDateTime(analysis.createdAt) },
    {
      key: 'stage',
      header: 'Status',
      phone: 'aside',
      cell: (analysis) => <StageBadge stage={analysis.stage} progress={analysis.progress} />,
    },
    {
      key: 'bestFit',
      header: 'Best fit',
      align: 'end',
      cell: (analysis) =>
        analysis.bestFit === null ? <None /> : <span className="tabular-nums">{analysis.bestFit}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'full',
      cell: (analysis) => {
        const other = latestOtherRun(data?.analyses ?? [], analysis);
        return (
          <div className="flex flex-wrap items-center gap-2">
            {other ? (
              <Link
                to={analysisComparePath(analysis.id, other.id)}
                className={`${linkStyle} text-sm underline`}
                aria-label={`Compare with the latest other run of ${analysis.document.name}`}
              >
                Compare
              </Link>
            ) : null}
            {canEdit ? <OtherEngineButton organizationId={organizationId} analysis={analysis} /> : null}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        Analyses
      </h2>
      {analyses.isError && !data ? (
        <Card>
          <ErrorPanel error={analyses.error} onRetry={() => analyses.refetch()} />
        </Card>
      ) : (
        <Card>
          <DataTable
            caption={`Analyses, page ${page} of ${pageCount}`}
            rows={data?.analyses ?? []}
            rowKey={(analysis) => analysis.id}
            columns={columns}
            loading={analyses.isPending}
            stackBelow="lg"
            empty="No analyses yet. Start one above from a call for proposals in the library."
          />
        </Card>
      )}
      {data && data.total > data.pageSize ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          summary={`${data.total} analyses`}
          label="Pages of analyses"
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}
