import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { queryKeys } from '../lib/query-keys';

export const ORG = '11111111-1111-4111-8111-111111111111';
const OTHER_ORG = '22222222-2222-4222-8222-222222222222';
export const APPLICATION_ID = '33333333-3333-4333-8333-333333333333';
export const PROJECT_ID = '44444444-4444-4444-8444-444444444444';
export const FUNDER_ID = '55555555-5555-4555-8555-555555555555';
export const DOCUMENT_ID = '66666666-6666-4666-8666-666666666666';
export const ANALYSIS_ID = '77777777-7777-4777-8777-777777777777';

const emptyList = {
  applications: [],
  projects: [],
  funders: [],
  documents: [],
  analyses: [],
  total: 0,
  totalExact: true,
  page: 1,
  pageSize: 20,
};

/** One cached query per view of the app, as if each had been on screen. */
export const VIEWS = {
  applicationList: queryKeys.applicationList(ORG, 'sort=deadline&page=1'),
  boardColumn: queryKeys.applicationList(ORG, 'status=drafting&sort=deadline'),
  applicationTotals: queryKeys.applicationTotals(ORG),
  application: queryKeys.application(ORG, APPLICATION_ID),
  projectList: queryKeys.projectList(ORG, 'page=1'),
  projectTags: queryKeys.projectTags(ORG),
  project: queryKeys.project(ORG, PROJECT_ID),
  funderList: queryKeys.funderList(ORG, 'page=1&pageSize=20'),
  funderChoices: queryKeys.funderChoices(ORG),
  funder: queryKeys.funder(ORG, FUNDER_ID),
  dashboard: queryKeys.dashboard(ORG),
  myTasks: queryKeys.myTasks(ORG),
  activity: queryKeys.activity(ORG),
  projectActivity: queryKeys.activity(ORG, { type: 'project', id: PROJECT_ID }),
  members: queryKeys.members(ORG),
  invitations: queryKeys.invitations(ORG),
  documentList: queryKeys.documentList(ORG, 'page=1&pageSize=20'),
  projectDocuments: queryKeys.documentList(ORG, `projectId=${PROJECT_ID}&page=1&pageSize=10`),
  deletedDocuments: queryKeys.deletedDocuments(ORG, 'page=1&pageSize=10'),
  document: queryKeys.document(ORG, DOCUMENT_ID),
  documentText: queryKeys.documentText(ORG, DOCUMENT_ID, 'from=1&count=20'),
  analysisList: queryKeys.analysisList(ORG, 'page=1&pageSize=20'),
  documentAnalyses: queryKeys.analysisList(ORG, `documentId=${DOCUMENT_ID}&page=1&pageSize=20`),
  analysis: queryKeys.analysis(ORG, ANALYSIS_ID),
  analysisEngines: queryKeys.analysisEngines(ORG),
  myOrganizations: queryKeys.myOrganizations(),
  otherOrganizationApplications: queryKeys.applicationList(OTHER_ORG, 'page=1'),
} as const;
export type ViewName = keyof typeof VIEWS;

/** A real client holding every view, none of them stale. */
export function clientWithEveryView() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const key of Object.values(VIEWS)) queryClient.setQueryData(key, emptyList);
  return queryClient;
}

/** The views a change marked stale (to be read again), in the order of VIEWS. */
export function invalidatedViews(queryClient: QueryClient): ViewName[] {
  return (Object.keys(VIEWS) as ViewName[]).filter(
    (name) => queryClient.getQueryState(VIEWS[name])?.isInvalidated === true,
  );
}

export function withClient(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

/** Runs a mutation hook once on a client holding every view; the views it marked stale. */
export async function invalidatedBy<T>(
  useHook: () => { mutateAsync: (variables: T) => Promise<unknown> },
  variables: T,
) {
  const queryClient = clientWithEveryView();
  const { result } = renderHook(useHook, { wrapper: withClient(queryClient) });
  await act(async () => {
    await result.current.mutateAsync(variables);
  });
  return invalidatedViews(queryClient);
}
