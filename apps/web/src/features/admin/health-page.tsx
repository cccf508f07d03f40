import type { SystemHealth } from '@grantpilot/shared/contracts/admin';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Detail } from '../../components/ui/details';
import { PageHeader } from '../../components/ui/page-header';
import { RecordQuery } from '../../components/ui/record-query';
import { formatBytes } from '../../lib/documents/document-format';
import { useSystemHealth } from './api/get-system-health';
import { JobList } from './components/job-list';

const TITLE = 'System Health';

const DATABASE_NAMES = { pglite: 'Embedded PostgreSQL (PGlite)', postgres: 'PostgreSQL' } as const;

function HealthFigures({ health }: { health: SystemHealth }) {
  const migrationsDone = health.migrations.applied >= health.migrations.expected;
  return (
    <div className="flex flex-col gap-4">
      <Card enterIndex={0}>
        <CardHeader>
          <CardTitle>Installation</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Detail term="Version">{health.version}</Detail>
            <Detail term="Database">{DATABASE_NAMES[health.database.kind]}</Detail>
            <Detail term="Database size">{formatBytes(health.database.sizeBytes)}</Detail>
            <Detail term="Migrations">
              <span className="flex flex-wrap items-center gap-2">
                {health.migrations.applied} of {health.migrations.expected} applied
                {migrationsDone ? <Badge tone="accent">Up to date</Badge> : <Badge tone="warning">Behind</Badge>}
              </span>
              {health.migrations.latest ? (
                <span className="block text-muted-foreground">Latest: {health.migrations.latest}</span>
              ) : null}
            </Detail>
            <Detail term="Mail">
              {health.mail.transport === 'smtp'
                ? 'Sent over SMTP'
                : `Written to the outbox folder (${health.mail.outboxMessages ?? 0} messages there)`}
            </Detail>
            <Detail term="Job queue">
              {health.jobs.running ? 'Running on this instance' : 'Not running on this instance'}
            </Detail>
          </dl>
        </CardContent>
      </Card>
      <Card enterIndex={1}>
        <CardHeader>
          <CardTitle>Background jobs</CardTitle>
          <CardDescription>Schedules and the last runs the queue keeps (a week of history).</CardDescription>
        </CardHeader>
        <CardContent>
          <JobList jobs={health.jobs.queues} />
        </CardContent>
      </Card>
    </div>
  );
}

/** `/admin/health`: what runs this installation and how its background work is doing. */
export function AdminHealthPage() {
  const health = useSystemHealth();
  return (
    <RecordQuery query={health} title={TITLE} loadingLabel="Reading the installation’s health…">
      {(figures) => (
        <>
          <PageHeader title={TITLE} description="The database, migrations, background jobs, mail and version." />
          <HealthFigures health={figures} />
        </>
      )}
    </RecordQuery>
  );
}
