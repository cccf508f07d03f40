import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FilePlus2, RotateCw, Square } from 'lucide-react';
import { applicationPath, ROUTES } from '@grantpilot/shared/constants';
import type { AnalysisDetail } from '@grantpilot/shared/contracts/analyses';
import type { Citation } from '@grantpilot/shared/contracts/analysis';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { BackLink } from '../../../components/ui/back-link';
import { Button, linkStyle } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordQuery } from '../../../components/ui/record-query';
import { ApiError } from '../../../lib/api-error';
import { documentPath } from '../../../lib/documents/document-paths';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify-error';
import { invalidateAfter } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/toast-store';
import { engineLabel, isFinished, shortHash, STAGE_WORDS } from '../analysis-format';
import { useCancelAnalysis } from '../api/cancel-analysis';
import { useCreateApplicationFromAnalysis } from '../api/create-application';
import { useAnalysis } from '../api/get-analysis';
import { useRetryAnalysis } from '../api/retry-analysis';
import { CitedDocumentContext } from './citation-link';
import { CitedTextPanel } from './cited-text-panel';
import { CompareWithRuns } from './compare-with-runs';
import { FitCards } from './fit-cards';
import { KeyFacts } from './key-facts';
import { OtherEngineButton } from './other-engine-button';
import { StageBadge } from './stage-badge';

/** A running analysis: its stage in words over a bar of its progress. */
function Progress({ analysis }: { analysis: AnalysisDetail }) {
  const labelId = `progress-${analysis.id}`;
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} aria-live="polite" className="text-sm font-medium">
        {STAGE_WORDS[analysis.stage]}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={analysis.progress}
        aria-valuetext={`${STAGE_WORDS[analysis.stage]}, ${analysis.progress}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${analysis.progress}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {analysis.progress}%
      </p>
    </div>
  );
}

function RunState({
  analysis,
  canEdit,
  organizationId,
}: {
  analysis: AnalysisDetail;
  canEdit: boolean;
  organizationId: string;
}) {
  const cancel = useCancelAnalysis(organizationId);
  const retry = useRetryAnalysis(organizationId);
  if (analysis.stage === 'done') return null;
  const running = !isFinished(analysis.stage);
  return (
    <Card enterIndex={0} aria-labelledby="run-heading" className="mb-4 flex flex-col gap-3 p-4 sm:p-5">
      <h2 id="run-heading" className="text-base font-semibold">
        {running ? 'Analysing…' : analysis.stage === 'failed' ? 'The analysis failed' : 'The analysis was cancelled'}
      </h2>
      {running ? <Progress analysis={analysis} /> : null}
      {analysis.stage === 'failed' ? (
        <p role="alert" className="text-sm break-words text-destructive">
          {analysis.error ?? 'No reason was given.'}
        </p>
      ) : null}
      {canEdit ? (
        <div>
          {running ? (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(analysis.id, { onError: (error) => notifyError(error, 'Could not cancel') })}
            >
              <Square aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          ) : (
            <Button
              disabled={retry.isPending}
              onClick={() => retry.mutate(analysis.id, { onError: (error) => notifyError(error, 'Could not retry') })}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function ApplicationAction({
  analysis,
  canEdit,
  organizationId,
}: {
  analysis: AnalysisDetail;
  canEdit: boolean;
  organizationId: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateApplicationFromAnalysis(organizationId);
  if (analysis.application) {
    return (
      <p className="text-sm">
        Application:{' '}
        <Link
          to={applicationPath(analysis.application.id)}
          className={`${linkStyle} font-medium break-words underline`}
        >
          {analysis.application.name}
        </Link>
      </p>
    );
  }
  if (!canEdit || analysis.stage !== 'done') return null;
  return (
    <Button
      disabled={create.isPending}
      onClick={() =>
        create.mutate(analysis.id, {
          onSuccess: (created) => navigate(applicationPath(created.applicationId)),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) {
              toast({ title: 'Already made', description: error.userMessage });
              void invalidateAfter(queryClient, organizationId, 'analysis');
            } else notifyError(error, 'Could not create the application');
          },
        })
      }
    >
      <FilePlus2 aria-hidden="true" className="size-4" />
      {create.isPending ? 'Creating…' : 'Create application'}
    </Button>
  );
}

/** How the run was made: the engine, its version and model, and the input's fingerprint. */
function RunDetails({ analysis }: { analysis: AnalysisDetail }) {
  const input = analysis.result?.input;
  const version = analysis.result?.engine.version ?? analysis.engineVersion;
  const model = analysis.result?.engine.model ?? analysis.model;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Document</dt>
      <dd className="min-w-0 break-words">
        <Link to={documentPath(analysis.document.id)} className={linkStyle}>
          {analysis.document.name}
        </Link>
      </dd>
      <dt className="text-muted-foreground">Engine</dt>
      <dd>
        {engineLabel(analysis.engine, null)}
        {version ? `, version ${version}` : ''}
      </dd>
      {model ? (
        <>
          <dt className="text-muted-foreground">Model</dt>
          <dd className="break-words">{model}</dd>
        </>
      ) : null}
      {input ? (
        <>
          <dt className="text-muted-foreground">Input SHA-256</dt>
          <dd>
            <code title={input.sha256} className="rounded bg-surface-muted px-1 text-xs">
              {shortHash(input.sha256)}…
            </code>
            <span className="sr-only"> (in full: {input.sha256})</span>
          </dd>
        </>
      ) : null}
      <dt className="text-muted-foreground">Started</dt>
      <dd>
        {formatDateTime(analysis.createdAt)}
        {analysis.createdBy ? ` by ${analysis.createdBy.name}` : ''}
      </dd>
    </dl>
  );
}

function AnalysisContent({ analysis, organization }: { analysis: AnalysisDetail; organization: Organization }) {
  const canEdit = roleAtLeast(organization.role, 'editor');
  const done = analysis.stage === 'done' && analysis.result;
  const [cited, setCited] = useState<Citation | null>(null);
  // The citation link that opened the panel: focus goes back to it when the panel closes.
  const opener = useRef<HTMLElement | null>(null);
  const openCitation = (citation: Citation, from: HTMLElement) => {
    opener.current = from;
    setCited(citation);
  };
  const closeCitation = () => {
    setCited(null);
    opener.current?.focus();
  };
  return (
    <CitedDocumentContext.Provider
      value={{ documentId: analysis.document.id, textPartStarts: analysis.textPartStarts, onOpen: openCitation }}
    >
      <BackLink to={ROUTES.grantAnalysis}>All analyses</BackLink>
      <PageHeader
        title={`Analysis of ${analysis.document.name}`}
        description={<StageBadge stage={analysis.stage} progress={analysis.progress} />}
      />
      <RunState analysis={analysis} canEdit={canEdit} organizationId={organization.id} />
      <Card enterIndex={1} aria-labelledby="run-details-heading" className="mb-4 flex flex-col gap-3 p-4 sm:p-5">
        <h2 id="run-details-heading" className="sr-only">
          About this analysis
        </h2>
        <RunDetails analysis={analysis} />
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationAction analysis={analysis} canEdit={canEdit} organizationId={organization.id} />
          {canEdit ? <OtherEngineButton organizationId={organization.id} analysis={analysis} size="md" /> : null}
        </div>
        <CompareWithRuns organizationId={organization.id} analysis={analysis} />
      </Card>
      {done ? (
        <div className={cited ? 'grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]' : undefined}>
          <div className="flex min-w-0 flex-col gap-6">
            <section aria-labelledby="facts-heading" className="flex flex-col gap-3">
              <h2 id="facts-heading" className="text-lg font-semibold">
                Key facts
              </h2>
              <KeyFacts result={analysis.result!} />
            </section>
            {analysis.fits.length ? (
              <section aria-labelledby="fit-heading" className="flex flex-col gap-3">
                <h2 id="fit-heading" className="text-lg font-semibold">
                  Fit per project
                </h2>
                <FitCards fits={analysis.fits} />
              </section>
            ) : null}
          </div>
          {cited ? (
            <aside aria-label="Cited text" className="hidden lg:block">
              <CitedTextPanel
                organizationId={organization.id}
                documentId={analysis.document.id}
                versionId={analysis.versionId}
                textPartStarts={analysis.textPartStarts}
                citation={cited}
                onClose={closeCitation}
              />
            </aside>
          ) : null}
        </div>
      ) : null}
    </CitedDocumentContext.Provider>
  );
}

export function AnalysisView({ organization, analysisId }: { organization: Organization; analysisId: string }) {
  const query = useAnalysis(organization.id, analysisId);
  return (
    <RecordQuery query={query} title="Analysis" loadingLabel="Loading the analysis…">
      {(analysis) => <AnalysisContent analysis={analysis} organization={organization} />}
    </RecordQuery>
  );
}
