import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the app, and one map of what each kind of change refreshes.
 *
 * A key is the API path with its query (`/api/orgs/{id}/applications?page=2`), so the seed's
 * default fetch serves it as it is, and a key's path says which view it feeds.
 */

export const MY_ORGANIZATIONS_PATH = '/api/orgs';

/** The path of an organisation's API (`/api/orgs/{id}/…`); the server checks the membership. */
export function organizationPath(organizationId: string, rest = '') {
  return `${MY_ORGANIZATIONS_PATH}/${encodeURIComponent(organizationId)}${rest}`;
}

const withQuery = (path: string, query?: URLSearchParams | string) => {
  const text = query?.toString() ?? '';
  return text ? `${path}?${text}` : path;
};
const id = encodeURIComponent;

export const apiPaths = {
  applications: (org: string) => organizationPath(org, '/applications'),
  application: (org: string, applicationId: string) => organizationPath(org, `/applications/${id(applicationId)}`),
  projects: (org: string) => organizationPath(org, '/projects'),
  project: (org: string, projectId: string) => organizationPath(org, `/projects/${id(projectId)}`),
  funders: (org: string) => organizationPath(org, '/funders'),
  funder: (org: string, funderId: string) => organizationPath(org, `/funders/${id(funderId)}`),
  members: (org: string) => organizationPath(org, '/members'),
  invitations: (org: string) => organizationPath(org, '/invitations'),
  activity: (org: string) => organizationPath(org, '/activity'),
  dashboard: (org: string) => organizationPath(org, '/dashboard'),
  myTasks: (org: string) => organizationPath(org, '/my-tasks'),
  documents: (org: string) => organizationPath(org, '/documents'),
  document: (org: string, documentId: string) => organizationPath(org, `/documents/${id(documentId)}`),
  analyses: (org: string) => organizationPath(org, '/analyses'),
  analysis: (org: string, analysisId: string) => organizationPath(org, `/analyses/${id(analysisId)}`),
};

/** Instance administration's API (`admin` role only); not an organisation's. */
export const ADMIN_API_PATH = '/api/admin';

/** The keys, one builder per view. */
export const queryKeys = {
  adminUsers: (query: URLSearchParams | string) => [withQuery(`${ADMIN_API_PATH}/users`, query)] as const,
  adminOrganizations: (query: URLSearchParams | string) =>
    [withQuery(`${ADMIN_API_PATH}/organizations`, query)] as const,
  adminOrganization: (organizationId: string) =>
    [`${ADMIN_API_PATH}/organizations/${encodeURIComponent(organizationId)}`] as const,
  systemHealth: () => [`${ADMIN_API_PATH}/health`] as const,
  myOrganizations: () => [MY_ORGANIZATIONS_PATH] as const,
  receivedInvitations: () => ['/api/invitations'] as const,
  applicationList: (org: string, query: URLSearchParams | string) =>
    [`${apiPaths.applications(org)}?${query.toString()}`] as const,
  applicationTotals: (org: string, query?: URLSearchParams | string) =>
    [withQuery(`${apiPaths.applications(org)}/totals`, query)] as const,
  application: (org: string, applicationId: string) => [apiPaths.application(org, applicationId)] as const,
  projectList: (org: string, query: URLSearchParams | string) =>
    [`${apiPaths.projects(org)}?${query.toString()}`] as const,
  projectTags: (org: string) => [`${apiPaths.projects(org)}/tags`] as const,
  project: (org: string, projectId: string) => [apiPaths.project(org, projectId)] as const,
  funderList: (org: string, query: URLSearchParams | string) => [withQuery(apiPaths.funders(org), query)] as const,
  funderChoices: (org: string) => [`${apiPaths.funders(org)}/choices`] as const,
  funder: (org: string, funderId: string) => [apiPaths.funder(org, funderId)] as const,
  members: (org: string) => [apiPaths.members(org)] as const,
  invitations: (org: string) => [apiPaths.invitations(org)] as const,
  activity: (org: string, entity?: { type: string; id: string }) =>
    [
      entity
        ? `${apiPaths.activity(org)}?${new URLSearchParams({ entityType: entity.type, entityId: entity.id })}`
        : apiPaths.activity(org),
    ] as const,
  dashboard: (org: string) => [apiPaths.dashboard(org)] as const,
  myTasks: (org: string) => [apiPaths.myTasks(org)] as const,
  documentList: (org: string, query: URLSearchParams | string) =>
    [`${apiPaths.documents(org)}?${query.toString()}`] as const,
  deletedDocuments: (org: string, query: URLSearchParams | string) =>
    [withQuery(`${apiPaths.documents(org)}/deleted`, query)] as const,
  document: (org: string, documentId: string) => [apiPaths.document(org, documentId)] as const,
  documentText: (org: string, documentId: string, query: URLSearchParams | string) =>
    [withQuery(`${apiPaths.document(org, documentId)}/text`, query)] as const,
  analysisList: (org: string, query: URLSearchParams | string) =>
    [`${apiPaths.analyses(org)}?${query.toString()}`] as const,
  analysisEngines: (org: string) => [`${apiPaths.analyses(org)}/engines`] as const,
  analysis: (org: string, analysisId: string) => [apiPaths.analysis(org, analysisId)] as const,
};

/** The views of an organisation, each told by its key's path after `/api/orgs/{id}`. */
const VIEWS = {
  applicationLists: (rest: string) => rest.startsWith('/applications?'),
  applicationTotals: (rest: string) => rest.startsWith('/applications/totals'),
  applicationPages: (rest: string) => /^\/applications\/(?!totals)[^/?]+$/.test(rest),
  projectLists: (rest: string) => rest.startsWith('/projects?') || rest === '/projects/tags',
  projectPages: (rest: string) => /^\/projects\/(?!tags)[^/?]+$/.test(rest),
  funderLists: (rest: string) => rest === '/funders' || rest.startsWith('/funders?') || rest === '/funders/choices',
  funderPages: (rest: string) => /^\/funders\/(?!choices)[^/?]+$/.test(rest),
  dashboard: (rest: string) => rest.startsWith('/dashboard'),
  myTasks: (rest: string) => rest === '/my-tasks',
  activity: (rest: string) => rest.startsWith('/activity'),
  members: (rest: string) => rest.startsWith('/members'),
  invitations: (rest: string) => rest.startsWith('/invitations'),
  documentLists: (rest: string) => rest.startsWith('/documents?') || rest.startsWith('/documents/deleted'),
  // A version's text never changes (a new upload is a new version), so no change refreshes it.
  documentPages: (rest: string) => /^\/documents\/(?!deleted)[^/?]+$/.test(rest),
  analysisLists: (rest: string) => rest.startsWith('/analyses?'),
  // The engines an instance offers change only with its configuration.
  analysisPages: (rest: string) => /^\/analyses\/(?!engines)[^/?]+$/.test(rest),
} satisfies Record<string, (rest: string) => boolean>;
export type View = keyof typeof VIEWS;

/**
 * What a change to each kind of record refreshes: every view that shows it, or a figure made
 * from it. An application shows its funder's and project's names; a project page and a funder
 * page list their applications; the dashboard counts projects and sums applications; a document
 * names its project and application.
 */
export const REFRESHES = {
  application: [
    'documentLists',
    'documentPages',
    'applicationLists',
    'applicationTotals',
    'applicationPages',
    'projectPages',
    'funderLists',
    'funderPages',
    'dashboard',
    'myTasks',
    'activity',
  ],
  task: ['applicationLists', 'applicationTotals', 'applicationPages', 'dashboard', 'myTasks', 'activity'],
  project: [
    'projectLists',
    'projectPages',
    'applicationLists',
    'applicationPages',
    'documentLists',
    'documentPages',
    'dashboard',
    'activity',
  ],
  funder: ['funderLists', 'funderPages', 'applicationLists', 'applicationPages', 'projectPages', 'activity'],
  member: ['members', 'applicationLists', 'applicationPages', 'projectLists', 'projectPages', 'activity'],
  invitation: ['invitations', 'activity'],
  /** A document shows in the library, on its page and in its project's and application's lists (all lists). */
  document: ['documentLists', 'documentPages', 'activity'],
  /** A run started, cancelled or retried: the history and the run's own page. */
  analysis: ['analysisLists', 'analysisPages'],
  /**
   * An application made from an analysis: everything an application shows in, and the analysis,
   * which now links to it.
   */
  applicationFromAnalysis: [
    'applicationLists',
    'applicationTotals',
    'applicationPages',
    'projectPages',
    'funderLists',
    'funderPages',
    'dashboard',
    'activity',
    'analysisLists',
    'analysisPages',
  ],
} as const satisfies Record<string, readonly View[]>;
export type Change = keyof typeof REFRESHES;

/** Whether a query key belongs to one of `views` of the organisation. */
export function isKeyOf(organizationId: string, views: readonly View[], queryKey: readonly unknown[]) {
  const [key] = queryKey;
  const prefix = organizationPath(organizationId);
  if (typeof key !== 'string' || !key.startsWith(prefix)) return false;
  const rest = key.slice(prefix.length);
  return views.some((view) => VIEWS[view](rest));
}

/**
 * Marks every view that shows a changed `change` stale; those on screen are read again. The views
 * of a deleted record (`gone`: its id) are left out: read again while still on screen, they would
 * answer 404. The page that deleted it drops them once it has left.
 */
export function invalidateAfter(
  queryClient: QueryClient,
  organizationId: string,
  change: Change,
  options: { gone?: string } = {},
) {
  const views = REFRESHES[change];
  const gone = options.gone ? encodeURIComponent(options.gone) : null;
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isKeyOf(organizationId, views, queryKey) && !(gone && String(queryKey[0]).includes(gone)),
  });
}
