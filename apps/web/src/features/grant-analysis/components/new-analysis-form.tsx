import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Play } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import type { AnalysisEngineName } from '@grantpilot/shared/contracts/analysis';
import type { GrantDocument } from '@grantpilot/shared/contracts/documents';
import { DocumentUploader } from '../../../components/documents/document-uploader';
import { Button, linkStyle } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { ErrorPanel } from '../../../components/ui/query-state';
import { isClientError, ApiError } from '../../../lib/api-error';
import { analysisPath } from '../../../lib/analyses/analysis-paths';
import { KIND_LABELS } from '../../../lib/documents/document-format';
import { useDocuments } from '../../../lib/documents/get-documents';
import { useProjectLinkChoices } from '../../../lib/documents/link-choices';
import { notifyError } from '../../../lib/notify-error';
import { engineLabel } from '../analysis-format';
import { useAnalysisEngines } from '../api/get-engines';
import { useStartAnalysis } from '../api/start-analysis';

/** The most projects one analysis checks the fit with. */
export const MAX_PROJECTS = 10;

/** Calls for proposals first, then the rest, each group by name. */
export function documentChoices(documents: readonly Pick<GrantDocument, 'id' | 'name' | 'kind'>[]) {
  const rank = (document: Pick<GrantDocument, 'kind'>) => (document.kind === 'call_for_proposals' ? 0 : 1);
  return [...documents].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * Editors: a document of the library (calls for proposals first), the projects to check the fit
 * with (up to ten) and the engine; Start opens the run's page, where its progress shows.
 */
export function NewAnalysisForm({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const documents = useDocuments(organizationId, { page: 1, pageSize: 100 });
  const projects = useProjectLinkChoices(organizationId);
  const engines = useAnalysisEngines(organizationId);
  const start = useStartAnalysis(organizationId);
  // "Analyse" on a document's page comes here with it chosen.
  const [params] = useSearchParams();
  const [documentId, setDocumentId] = useState(params.get('documentId') ?? '');
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [engine, setEngine] = useState<AnalysisEngineName>('builtin');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choices = documentChoices(documents.data?.documents ?? []);
  const available = engines.data?.engines ?? [{ name: 'builtin' as const, model: null }];
  const full = projectIds.length >= MAX_PROJECTS;

  const toggleProject = (id: string, checked: boolean) =>
    setProjectIds((current) => (checked ? [...current, id] : current.filter((item) => item !== id)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!documentId) {
      setErrors({ documentId: 'Choose a document to analyse.' });
      return;
    }
    setErrors({});
    start.mutate(
      { documentId, projectIds, engine },
      {
        onSuccess: (analysis) => navigate(analysisPath(analysis.id)),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length) {
            setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.path.split('.')[0]!, field.message])));
          } else if (isClientError(error)) {
            setErrors({ documentId: error instanceof ApiError ? error.userMessage : String(error) });
          } else notifyError(error, 'Could not start the analysis');
        },
      },
    );
  };

  return (
    <Card enterIndex={0} aria-labelledby="new-analysis-heading" className="mb-4 p-4 sm:p-5">
      <h2 id="new-analysis-heading" className="mb-3 text-base font-semibold">
        New analysis
      </h2>
      {documents.isError ? <ErrorPanel error={documents.error} onRetry={() => documents.refetch()} /> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <SelectField
          label="Document"
          value={documentId}
          onChange={(event) => setDocumentId(event.target.value)}
          error={errors.documentId}
          hint={
            <>
              Calls for proposals are listed first. No call here yet? Upload one below or in{' '}
              <Link to={ROUTES.grantDocuments} className={`${linkStyle} underline`}>
                Grant Documents
              </Link>
              .
            </>
          }
        >
          <option value="">{documents.isPending ? 'Loading documents…' : 'Choose a document'}</option>
          {choices.map((document) => (
            <option key={document.id} value={document.id}>
              {document.name} ({KIND_LABELS[document.kind]})
            </option>
          ))}
        </SelectField>

        <fieldset aria-describedby="projects-hint">
          <legend className="mb-1 text-sm font-medium">Projects to check the fit with (optional)</legend>
          <p id="projects-hint" className="mb-2 text-xs text-muted-foreground">
            At most {MAX_PROJECTS}; {projectIds.length} chosen.
          </p>
          {projects.data?.length ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {projects.data.map((project) => {
                const checked = projectIds.includes(project.value);
                return (
                  <li key={project.value}>
                    <label className="flex cursor-pointer items-start gap-2 text-sm break-words has-disabled:cursor-not-allowed has-disabled:opacity-60">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={(event) => toggleProject(project.value, event.target.checked)}
                      />
                      <span className="min-w-0">{project.label}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              {projects.isPending ? 'Loading projects…' : 'No projects yet: the analysis will show the key facts only.'}
            </p>
          )}
          {errors.projectIds ? <p className="mt-1 text-sm font-medium text-destructive">{errors.projectIds}</p> : null}
        </fieldset>

        <SelectField
          label="Engine"
          value={engine}
          onChange={(event) => setEngine(event.target.value as AnalysisEngineName)}
          error={errors.engine}
          hint="The built-in engine runs on this server, offline, and gives the same answer for the same document."
        >
          {available.map((option) => (
            <option key={option.name} value={option.name}>
              {engineLabel(option.name, option.model)}
            </option>
          ))}
        </SelectField>

        <div>
          <Button type="submit" disabled={start.isPending}>
            <Play aria-hidden="true" className="size-4" />
            {start.isPending ? 'Starting…' : 'Start analysis'}
          </Button>
        </div>
      </form>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium">Upload a call for proposals</summary>
        <p className="my-2 text-muted-foreground">
          Uploaded documents go to the library; once uploaded, choose it above (its text may take a moment to be read).
        </p>
        <DocumentUploader organizationId={organizationId} label="Choose a call to upload" />
      </details>
    </Card>
  );
}
