import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationList } from '@grantpilot/shared/contracts/applications';
import type { ProjectList } from '@grantpilot/shared/contracts/projects';
import { queryKeys } from '../query-keys';

/** The most a list page holds; an organisation with more links by search on the record's own page. */
const CHOICES = 100;

/** `GET /api/orgs/{id}/projects?sort=name`: the projects a document may be linked to or filtered by. */
export function useProjectLinkChoices(organizationId: string, enabled = true) {
  const query = new URLSearchParams({ sort: 'name', direction: 'asc', page: '1', pageSize: String(CHOICES) });
  return useQuery({
    ...queryOptions<ProjectList>({ queryKey: queryKeys.projectList(organizationId, query) }),
    enabled,
    select: (list) => list.projects.map((project) => ({ value: project.id, label: project.name })),
  });
}

/** `GET /api/orgs/{id}/applications?sort=title`: the applications a document may be linked to or filtered by. */
export function useApplicationLinkChoices(organizationId: string, enabled = true) {
  const query = new URLSearchParams({ sort: 'title', direction: 'asc', page: '1', pageSize: String(CHOICES) });
  return useQuery({
    ...queryOptions<ApplicationList>({ queryKey: queryKeys.applicationList(organizationId, query) }),
    enabled,
    select: (list) => list.applications.map((application) => ({ value: application.id, label: application.title })),
  });
}
