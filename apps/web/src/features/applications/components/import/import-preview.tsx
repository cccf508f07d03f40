import { STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { ImportResult } from '@grantpilot/shared/contracts/applications';
import { Money } from '../../../../components/ui/money';
import { DataTable, type TableColumn } from '../../../../components/ui/table';

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the import would do, in one sentence: the counts the server's dry run gave. */
export function ImportSummary({ fileName, result }: { fileName: string; result: ImportResult }) {
  const problemRows = new Set(result.errors.filter((error) => error.row > 1).map((error) => error.row)).size;
  const parts = [
    plural(result.total, 'row'),
    `${result.created} new`,
    ...(result.updated ? [`${result.updated} to update`] : []),
    ...(result.skipped ? [`${result.skipped} already there (skipped)`] : []),
    ...(problemRows ? [`${plural(problemRows, 'row')} with problems`] : []),
  ];
  return (
    <p className={problemRows ? 'text-sm font-medium text-destructive' : 'text-sm font-medium'}>
      {`${fileName}: ${parts.join(', ')}.`}
      {result.total && result.created + result.updated === 0 && !problemRows
        ? ' Nothing to import: every row is already in GrantPilot.'
        : ' Nothing has been written yet.'}
    </p>
  );
}

type ImportError = ImportResult['errors'][number];
type ImportRow = ImportResult['preview'][number];

const ACTION_WORDS = { create: 'New', update: 'Update', skip: 'Skip' } as const;

const statusLabel = (status: string | null) => (status ? (STATUS_LABELS[status as ApplicationStatus] ?? status) : '—');

const PREVIEW_COLUMNS: TableColumn<ImportRow>[] = [
  { key: 'row', header: 'Row', className: 'tabular-nums', cell: (row) => row.row },
  { key: 'action', header: 'Action', cell: (row) => (row.action ? ACTION_WORDS[row.action] : 'Not imported') },
  { key: 'title', header: 'Title', cell: (row) => row.title || '—' },
  { key: 'funder', header: 'Funder', cell: (row) => row.funder ?? '—' },
  { key: 'status', header: 'Status', cell: (row) => statusLabel(row.status) },
  {
    key: 'requested',
    header: 'Requested',
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.amountRequested && !row.problems.some((problem) => problem.column === 'currency') ? (
        <Money amount={row.amountRequested} currency={row.currency} />
      ) : (
        [row.amountRequested, row.currency].filter(Boolean).join(' ') || '—'
      ),
  },
  { key: 'deadline', header: 'Deadline', cell: (row) => row.deadline ?? '—' },
  {
    key: 'problems',
    header: 'Problems',
    cell: (row) =>
      row.problems.length ? (
        <ul className="list-disc pl-4 text-destructive">
          {row.problems.map((problem) => (
            <li key={`${problem.column}-${problem.reason}`}>
              {problem.column ? `${problem.column}: ` : ''}
              {problem.reason}
            </li>
          ))}
        </ul>
      ) : (
        'None'
      ),
  },
];

/** The first rows as they would be imported, each with its problems. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const shown = result.preview.length;
  return (
    <DataTable
      caption={shown < result.total ? `Preview of the first ${shown} rows` : 'Preview'}
      regionLabel="Preview of the import"
      rows={result.preview}
      rowKey={(row) => String(row.row)}
      columns={PREVIEW_COLUMNS}
      stackBelow={false}
      showCaption
      captionClassName="px-3 pt-2"
      density="compact"
      minWidth="min-w-[52rem]"
      className="max-h-80 overflow-auto rounded-md border border-border"
    />
  );
}

const ERROR_COLUMNS: TableColumn<ImportError>[] = [
  { key: 'row', header: 'Row', className: 'tabular-nums', cell: (error) => error.row },
  { key: 'column', header: 'Column', cell: (error) => error.column ?? '—' },
  { key: 'reason', header: 'Reason', cell: (error) => error.reason },
];

/** Every problem in the file, rows past the preview included. */
export function ImportProblems({ result }: { result: ImportResult }) {
  return (
    <DataTable
      caption={`Problems (${result.errors.length})`}
      regionLabel="Problems in the file"
      rows={result.errors}
      rowKey={(error) => `${error.row}-${error.column}-${result.errors.indexOf(error)}`}
      columns={ERROR_COLUMNS}
      stackBelow={false}
      showCaption
      captionClassName="px-3 pt-2 text-destructive"
      density="compact"
      className="max-h-64 overflow-auto rounded-md border border-destructive"
    />
  );
}
