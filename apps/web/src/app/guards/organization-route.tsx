import type { ReactNode } from 'react';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { NoOrganization } from '../../components/organization-empty-states';
import { NewRecordLink } from '../../components/ui/new-record-link';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorPanel, LoadingPanel } from '../../components/ui/query-state';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';

/**
 * The gate of every page of an organisation's records: while the active organisation loads, a
 * wait; if it cannot be read, the error and a retry; without one, what the page would have shown
 * and where to start. Once known, the page gets it.
 */
export function OrganizationRoute({
  title,
  header,
  records,
  emptyTitle,
  empty,
  children,
}: {
  /** The page's title while there is no organisation (when the page has no `header`). */
  title?: string;
  /** The page's header, shown throughout; it may name the organisation once known. */
  header?: (organization: Organization | null) => ReactNode;
  /** What the page lists ("projects"), for the "no organisation" state. */
  records: string;
  emptyTitle?: string;
  /** A "no organisation" state of the page's own. */
  empty?: ReactNode;
  children: (organization: Organization) => ReactNode;
}) {
  const { organization, isPending, isError, error, refetch } = useActiveOrganization();
  if (organization) {
    return (
      <>
        {header?.(organization)}
        {children(organization)}
      </>
    );
  }
  return (
    <>
      {header ? header(null) : <PageHeader title={title ?? ''} />}
      {isPending ? <LoadingPanel /> : null}
      {isError ? <ErrorPanel error={error} onRetry={() => refetch()} /> : null}
      {!isPending && !isError
        ? (empty ?? <NoOrganization records={records} {...(emptyTitle ? { title: emptyTitle } : {})} />)
        : null}
    </>
  );
}

/**
 * A page listing an organisation's records behind the gate: its header, with the way to a new
 * record for editors, and the list.
 */
export function OrganizationListPage({
  title,
  description,
  records,
  newRecord,
  children,
}: {
  title: string;
  description: string;
  records: string;
  newRecord?: { to: string; label: string };
  children: (organization: Organization) => ReactNode;
}) {
  return (
    <OrganizationRoute
      header={(organization) => (
        <PageHeader
          title={title}
          description={description}
          actions={
            newRecord && organization && roleAtLeast(organization.role, 'editor') ? (
              <NewRecordLink to={newRecord.to}>{newRecord.label}</NewRecordLink>
            ) : undefined
          }
        />
      )}
      records={records}
      emptyTitle={`No ${records} yet`}
    >
      {children}
    </OrganizationRoute>
  );
}
