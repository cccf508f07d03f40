import { describe, expect, it, vi } from 'vitest';
import { invalidatedBy, ORG, PROJECT_ID, type ViewName } from '../../../testing/query-views';
import { useCreateProject } from './create-project';
import { useDeleteProject } from './delete-project';
import { useUpdateProject } from './update-project';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ id: PROJECT_ID, name: 'Clean Rivers' }))),
}));

/**
 * Every view that shows a project: its lists and page, the applications that name it (table,
 * board, their pages), the documents linked to it, the dashboard's count of active projects and
 * the activity feeds.
 */
const SHOW_PROJECTS: ViewName[] = [
  'applicationList',
  'boardColumn',
  'application',
  'projectList',
  'projectTags',
  'project',
  'dashboard',
  'activity',
  'projectActivity',
  'documentList',
  'projectDocuments',
  'deletedDocuments',
  'document',
];

describe('what a project change refreshes', () => {
  it('creating one', async () => {
    expect(await invalidatedBy(() => useCreateProject(ORG), { name: 'Clean Rivers' } as never)).toEqual(SHOW_PROJECTS);
  });

  it('editing one, the application lists and the dashboard included', async () => {
    expect(await invalidatedBy(() => useUpdateProject(ORG, PROJECT_ID), { name: 'Cleaner Rivers' })).toEqual(
      SHOW_PROJECTS,
    );
  });

  it('deleting one, leaving its own page and feed alone (read again, they would answer 404)', async () => {
    expect(await invalidatedBy(() => useDeleteProject(ORG), PROJECT_ID)).toEqual(
      SHOW_PROJECTS.filter((view) => !['project', 'projectActivity', 'projectDocuments'].includes(view)),
    );
  });
});
