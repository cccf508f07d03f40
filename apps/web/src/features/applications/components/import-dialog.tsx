import { useId, useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { STATUS_LABELS, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import type { ImportResult } from '@grantpilot/shared/contracts/applications';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Money } from '../../../components/ui/money';
import { Spinner } from '../../../components/ui/spinner';
import { DataTable, type TableColumn } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useCommitImport, usePreviewImport } from '../api/import-applications';
import { readFileText } from '../browser-files';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading'; fileName: string; progress: number }
  | { kind: 'checking'; fileName: string }
  | { kind: 'checked'; fileName: string; csv: string; result: ImportResult }
  | { kind: 'failed'; fileName: string; message: string; details: string[] };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function failure(fileName: string, error: unknown): Step {
  const details = error instanceof ApiError ? error.fieldErrors.map(({ path, message }) => `${path}: ${message}`) : [];
  return { kind: 'failed', fileName, message: errorMessage(error), details };
}

/**
 * CSV import in two steps: the file is read in the browser and checked by the server without
 * writing anything (a preview, and every problem by row, column and reason); only a file without
 * problems can then be imported, all of it at once.
 */
export function ImportDialog({ organizationId }: { organizationId: string }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const preview = usePreviewImport(organizationId);
  const commit = useCommitImport(organizationId);
  const fileId = useId();
  const hintId = useId();

  // Each file chosen is a new attempt; what an earlier one (or one of a closed dialog) answers late is dropped.
  const attempt = useRef(0);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      attempt.current += 1;
      setStep({ kind: 'choose' });
    }
  };

  const choose = async (file: File) => {
    const current = ++attempt.current;
    const show = (next: Step) => {
      if (attempt.current === current) setStep(next);
    };
    show({ kind: 'reading', fileName: file.name, progress: 0 });
    try {
      const csv = await readFileText(file, (progress) => show({ kind: 'reading', fileName: file.name, progress }));
      show({ kind: 'checking', fileName: file.name });
      const result = await preview.mutateAsync(csv);
      show({ kind: 'checked', fileName: file.name, csv, result });
    } catch (error) {
      show(failure(file.name, error));
    }
  };

  const importAll = (checked: Extract<Step, { kind: 'checked' }>) =>
    commit.mutate(checked.csv, {
      onSuccess: (result) => {
        toast({ title: 'Applications imported', description: `${plural(result.imported, 'application')} added.` });
        close(false);
      },
      onError: (error) => setStep(failure(checked.fileName, error)),
    });

  const busy = step.kind === 'reading' || step.kind === 'checking' || commit.isPending;
  const checked = step.kind === 'checked' ? step : null;
  const importable = checked && checked.result.errors.length === 0 && checked.result.valid > 0;

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" className="size-4" />
        Import CSV
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Import applications"
        description="Nothing is written until you confirm, and a file with any problem is not imported at all."
        className="max-w-4xl"
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fileId}>CSV file</Label>
            <Input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              disabled={busy}
              className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-foreground"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again after fixing it is noticed.
                event.target.value = '';
                if (file) void choose(file);
              }}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              A header row, then one application per row, in the columns Export CSV writes (title, funder, programme,
              project, status, currency, amount_requested, deadline_date, deadline_time, deadline_time_zone and more).
              Title and currency are needed; the rest may be empty.
            </p>
          </div>

          <div aria-live="polite" className="flex flex-col gap-4">
            {step.kind === 'reading' ? (
              <div className="flex flex-col gap-1.5 text-sm">
                <label htmlFor={`${fileId}-progress`}>Reading {step.fileName}…</label>
                <progress id={`${fileId}-progress`} max={1} value={step.progress} className="w-full accent-primary" />
              </div>
            ) : null}
            {step.kind === 'checking' ? (
              <p role="status" className="flex items-center gap-2 text-sm">
                <Spinner className="size-4 text-primary" />
                Checking {step.fileName}…
              </p>
            ) : null}
            {commit.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm">
                <Spinner className="size-4 text-primary" />
                Importing…
              </p>
            ) : null}
            {step.kind === 'failed' ? (
              <div role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
                <p>
                  {step.fileName}: {step.message}
                </p>
                {step.details.length ? (
                  <ul className="mt-2 list-disc pl-5">
                    {step.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            {checked ? <ImportSummary fileName={checked.fileName} result={checked.result} /> : null}
          </div>
          {checked && checked.result.errors.length ? <ImportErrors result={checked.result} /> : null}
          {checked && checked.result.preview.length ? <ImportPreview result={checked.result} /> : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button disabled={!importable || commit.isPending} onClick={() => checked && importAll(checked)}>
              {commit.isPending ? <Spinner className="size-4" /> : null}
              {`Import ${plural(checked?.result.valid ?? 0, 'application')}`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function ImportSummary({ fileName, result }: { fileName: string; result: ImportResult }) {
  const problems = result.errors.length;
  return (
    <p className={problems ? 'text-sm font-medium text-destructive' : 'text-sm font-medium'}>
      {`${fileName}: ${plural(result.total, 'row')}, ${result.valid} ready to import`}
      {problems
        ? `, ${plural(problems, 'problem')}. Fix ${problems === 1 ? 'it' : 'them'} in the file and choose it again; nothing is imported while any remains.`
        : result.total
          ? '. Nothing has been written yet.'
          : '. The file has no rows to import.'}
    </p>
  );
}

type ImportError = ImportResult['errors'][number];
type ImportRow = ImportResult['preview'][number];

const ERROR_COLUMNS: TableColumn<ImportError>[] = [
  { key: 'row', header: 'Row', className: 'tabular-nums', cell: (error) => error.row },
  { key: 'column', header: 'Column', cell: (error) => error.column ?? '—' },
  { key: 'reason', header: 'Reason', cell: (error) => error.reason },
];

function ImportErrors({ result }: { result: ImportResult }) {
  return (
    <DataTable
      caption="Problems"
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

const PREVIEW_COLUMNS: TableColumn<ImportRow>[] = [
  { key: 'row', header: 'Row', className: 'tabular-nums', cell: (row) => row.row },
  { key: 'title', header: 'Title', cell: (row) => row.title },
  { key: 'funder', header: 'Funder', cell: (row) => row.funder ?? '—' },
  { key: 'project', header: 'Project', cell: (row) => row.project ?? '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (row.status ? (STATUS_LABELS[row.status as ApplicationStatus] ?? row.status) : '—'),
  },
  {
    key: 'requested',
    header: 'Requested',
    className: 'whitespace-nowrap',
    cell: (row) =>
      row.amountRequested ? <Money amount={row.amountRequested} currency={row.currency} /> : row.currency,
  },
  { key: 'deadline', header: 'Deadline', cell: (row) => row.deadline ?? '—' },
];

function ImportPreview({ result }: { result: ImportResult }) {
  const shown = result.preview.length;
  return (
    <DataTable
      caption={shown < result.valid ? `Preview of the first ${shown} rows` : 'Preview'}
      regionLabel="Preview of the import"
      rows={result.preview}
      rowKey={(row) => String(row.row)}
      columns={PREVIEW_COLUMNS}
      stackBelow={false}
      showCaption
      captionClassName="px-3 pt-2"
      density="compact"
      minWidth="min-w-[44rem]"
      className="max-h-72 overflow-auto rounded-md border border-border"
    />
  );
}
