import { useId, useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import type { ImportMapping, ImportResult } from '@grantpilot/shared/contracts/applications';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { errorMessage, notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useImportTemplate } from '../api/get-import-template';
import { useCommitImport, usePreviewImport } from '../api/import-applications';
import { readFileText, saveFile } from '../browser-files';
import { ColumnMapping } from './import/column-mapping';
import { ImportOptions, type ImportChoices } from './import/import-options';
import { ImportPreview, ImportProblems, ImportSummary, plural } from './import/import-preview';

type Problem = { message: string; details: string[] };

/** A file that has been read: kept, with the person's choices, until the dialog closes. */
type Loaded = {
  kind: 'loaded';
  fileName: string;
  csv: string;
  /** The person's own mapping; until they change one, the server's (remembered or matched). */
  mapping: ImportMapping | undefined;
  choices: ImportChoices;
  result: ImportResult | null;
  checking: boolean;
  problem: Problem | null;
};

type Step = { kind: 'choose' } | { kind: 'reading'; fileName: string; progress: number } | Loaded;

function problemOf(error: unknown): Problem {
  const details = error instanceof ApiError ? error.fieldErrors.map(({ path, message }) => `${path}: ${message}`) : [];
  return { message: errorMessage(error), details };
}

/**
 * CSV import: the file is read in the browser and dry-run by the server (the import's own rules,
 * nothing written) after each choice of columns, date format or what to do with rows already
 * there; the preview shows each row with its problems. A failed import keeps the file and the
 * choices, so nothing has to be done twice.
 */
export function ImportDialog({ organizationId }: { organizationId: string }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const preview = usePreviewImport(organizationId);
  const commit = useCommitImport(organizationId);
  const template = useImportTemplate(organizationId);
  const fileId = useId();
  const hintId = useId();

  // Each file and each change is a new attempt; what an earlier one (or a closed dialog's) answers late is dropped.
  const attempt = useRef(0);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      attempt.current += 1;
      setStep({ kind: 'choose' });
    }
  };

  /** A dry run with the current choices; `problem` is what a failed import said, kept on screen. */
  const check = async (loaded: Loaded, problem: Problem | null = null) => {
    const current = ++attempt.current;
    setStep({ ...loaded, checking: true, problem });
    try {
      const result = await preview.mutateAsync({
        csv: loaded.csv,
        mapping: loaded.mapping,
        dateFormat: loaded.choices.dateFormat,
        existing: loaded.choices.existing,
        goodRowsOnly: loaded.choices.goodRowsOnly,
      });
      if (attempt.current === current) setStep({ ...loaded, result, checking: false, problem });
    } catch (error) {
      if (attempt.current === current) setStep({ ...loaded, checking: false, problem: problemOf(error) });
    }
  };

  const choose = async (file: File) => {
    const current = ++attempt.current;
    setStep({ kind: 'reading', fileName: file.name, progress: 0 });
    const loaded: Loaded = {
      kind: 'loaded',
      fileName: file.name,
      csv: '',
      mapping: undefined,
      choices: { existing: 'skip', goodRowsOnly: false },
      result: null,
      checking: false,
      problem: null,
    };
    try {
      const csv = await readFileText(file, (progress) => {
        if (attempt.current === current) setStep({ kind: 'reading', fileName: file.name, progress });
      });
      if (attempt.current === current) await check({ ...loaded, csv });
    } catch (error) {
      if (attempt.current === current) setStep({ ...loaded, problem: problemOf(error) });
    }
  };

  const importRows = (loaded: Loaded, result: ImportResult) =>
    commit.mutate(
      {
        csv: loaded.csv,
        mapping: result.mapping,
        dateFormat: result.dateFormat ?? undefined,
        existing: loaded.choices.existing,
        goodRowsOnly: loaded.choices.goodRowsOnly,
      },
      {
        onSuccess: (done) => {
          const parts = [`${done.created} created`, `${done.updated} updated`, `${done.skipped} skipped`];
          toast({ title: 'Applications imported', description: `${parts.join(', ')}.` });
          close(false);
        },
        // The file and the choices stay; the rows are checked again, so the preview shows what changed.
        onError: (error) => void check(loaded, problemOf(error)),
      },
    );

  const downloadTemplate = () =>
    template.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
      onError: (error) => notifyError(error, 'Download Failed'),
    });

  const loaded = step.kind === 'loaded' ? step : null;
  const result = loaded?.result ?? null;
  const busy = step.kind === 'reading' || Boolean(loaded?.checking) || commit.isPending;
  const toWrite = result ? result.created + result.updated : 0;
  const importable = result && toWrite > 0 && (result.errors.length === 0 || loaded?.choices.goodRowsOnly);

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
        description="Nothing is written until you confirm. Every row is checked first and shown with its problems."
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
              A header row, then one application per row. Your own column names are fine: you choose which column holds
              what. Title and currency are needed; dates may be written 2026-12-31, 31/12/2026 or 12/31/2026.
            </p>
            <Button variant="link" className="self-start px-0" disabled={template.isPending} onClick={downloadTemplate}>
              <Download aria-hidden="true" className="size-4" />
              Download a template
            </Button>
          </div>

          <div aria-live="polite" className="flex flex-col gap-3">
            {step.kind === 'reading' ? (
              <div className="flex flex-col gap-1.5 text-sm">
                <label htmlFor={`${fileId}-progress`}>Reading {step.fileName}…</label>
                <progress id={`${fileId}-progress`} max={1} value={step.progress} className="w-full accent-primary" />
              </div>
            ) : null}
            {loaded?.checking ? (
              <p role="status" className="flex items-center gap-2 text-sm">
                <Spinner className="size-4 text-primary" />
                Checking {loaded.fileName}…
              </p>
            ) : null}
            {commit.isPending && result ? (
              <div className="flex flex-col gap-1.5 text-sm">
                <label htmlFor={`${fileId}-importing`}>{`Importing ${plural(toWrite, 'application')}…`}</label>
                <progress id={`${fileId}-importing`} className="w-full accent-primary" />
              </div>
            ) : null}
            {loaded?.problem ? (
              <div role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
                <p>
                  {loaded.fileName}: {loaded.problem.message}
                </p>
                {loaded.problem.details.length ? (
                  <ul className="mt-2 list-disc pl-5">
                    {loaded.problem.details.slice(0, 10).map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
                {result ? <p className="mt-2">Your file and choices are kept: change them and import again.</p> : null}
              </div>
            ) : null}
            {loaded && result ? <ImportSummary fileName={loaded.fileName} result={result} /> : null}
          </div>

          {loaded && result ? (
            <>
              <ColumnMapping
                headers={result.headers}
                mapping={loaded.mapping ?? result.mapping}
                disabled={busy}
                onChange={(mapping) => void check({ ...loaded, mapping })}
              />
              <ImportOptions
                result={result}
                choices={loaded.choices}
                disabled={busy}
                onChange={(choices) => void check({ ...loaded, choices })}
              />
              {result.preview.length ? <ImportPreview result={result} /> : null}
              {result.errors.length ? <ImportProblems result={result} /> : null}
            </>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button disabled={!importable || busy} onClick={() => loaded && result && importRows(loaded, result)}>
              {commit.isPending ? <Spinner className="size-4" /> : null}
              {`Import ${plural(toWrite, 'application')}`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
