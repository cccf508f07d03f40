import { RecordQuery } from '../../../components/ui/record-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil, Table2 } from 'lucide-react';
import { applicationsOfFunderPath, ROUTES } from '@grantpilot/shared/constants';
import type { FunderDetail } from '@grantpilot/shared/contracts/funders';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { Button, linkStyle } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DateDetail, Detail, DetailsCard, NotSet } from '../../../components/ui/details';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { ApplicationTable } from '../../../components/applications/application-table';
import { BackLink } from '../../../components/ui/back-link';
import { useFunder } from '../api/get-funder';
import { successRateText } from './funder-list';
import { CurrencyTotalsTable } from '../../../components/ui/currency-totals-table';
import { EditFunderDialog } from './edit-funder-dialog';

const none = <NotSet />;

/** Only web addresses become links: a stored value is shown, never followed, if it is anything else. */
function isWebAddress(value: string) {
  return /^https?:\/\//i.test(value);
}

function FunderDetailsCard({ funder }: { funder: FunderDetail }) {
  return (
    <DetailsCard
      headingId="funder-details-heading"
      index={0}
      text={{ heading: 'Notes', text: funder.notes, emptyText: 'No notes yet.' }}
      className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Detail term="Website">
        {funder.website && isWebAddress(funder.website) ? (
          <a
            href={funder.website}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(linkStyle, 'inline-flex items-center gap-1')}
          >
            {funder.website}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          (funder.website ?? none)
        )}
      </Detail>
      <Detail term="Contact person">{funder.contactPerson ?? none}</Detail>
      <Detail term="Email">
        {funder.email ? (
          <a href={`mailto:${funder.email}`} className={linkStyle}>
            {funder.email}
          </a>
        ) : (
          none
        )}
      </Detail>
      <DateDetail term="Added" date={funder.createdAt} />
    </DetailsCard>
  );
}

function FunderRecordCard({ funder }: { funder: FunderDetail }) {
  return (
    <Card enterIndex={1} aria-labelledby="funder-record-heading">
      <CardHeader>
        <CardTitle id="funder-record-heading">Record with this funder</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Detail term="Applications">{funder.applications.length}</Detail>
          <Detail term="Decided">{funder.decided}</Detail>
          <Detail term="Awarded">{funder.awarded}</Detail>
          <Detail term="Success rate">{successRateText(funder)}</Detail>
        </dl>
      </CardContent>
      {funder.totals.length ? (
        <div className="border-t border-border pb-2">
          <CurrencyTotalsTable totals={funder.totals} />
        </div>
      ) : null}
    </Card>
  );
}

/** A funder: its light record, its applications and how often they succeed. */
export function FunderView({ organization, funderId }: { organization: Organization; funderId: string }) {
  const funder = useFunder(organization.id, funderId);
  const [editing, setEditing] = useState(false);

  return (
    <RecordQuery query={funder} title="Funder details" loadingLabel="Loading funder…">
      {(detail) => (
        <>
          <BackLink to={ROUTES.funders}>All funders</BackLink>
          <PageHeader
            title={detail.name}
            description="A funder and your organisation’s applications to it."
            actions={
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <Link to={applicationsOfFunderPath(detail.id)}>
                    <Table2 aria-hidden="true" className="size-4" />
                    Show in table
                  </Link>
                </Button>
                {roleAtLeast(organization.role, 'editor') ? (
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                ) : null}
              </div>
            }
          />
          <div className="flex flex-col gap-6">
            <FunderDetailsCard funder={detail} />
            <FunderRecordCard funder={detail} />
            <Card enterIndex={2} aria-labelledby="funder-applications-heading">
              <h2 id="funder-applications-heading" className="border-b border-border px-5 py-3 text-base font-semibold">
                Applications ({detail.applications.length})
              </h2>
              {detail.applications.length ? (
                <ApplicationTable
                  applications={detail.applications}
                  caption={`Applications to ${detail.name}`}
                  showFunder={false}
                />
              ) : (
                <p className="px-5 py-4 text-sm text-muted-foreground">No application to this funder yet.</p>
              )}
            </Card>
          </div>
          <EditFunderDialog organizationId={organization.id} funder={detail} open={editing} onOpenChange={setEditing} />
        </>
      )}
    </RecordQuery>
  );
}
