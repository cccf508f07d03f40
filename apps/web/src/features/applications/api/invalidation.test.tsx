import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@grantpilot/shared/contracts/applications';
import { APPLICATION_ID, invalidatedBy, ORG, type ViewName } from '../../../testing/query-views';
import { useChangeApplicationStatus } from './change-application-status';
import { useCreateApplication } from './create-application';
import { useDeleteApplication } from './delete-application';
import { useCommitImport } from './import-applications';
import { useAddTask, useDeleteTask, useUpdateTask } from './tasks';
import { useUndoStatusChange } from './undo-status-change';
import { useUpdateApplication } from './update-application';

const answer = vi.hoisted(() => ({ body: {} as unknown }));
vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify(answer.body))),
}));

const APPLICATION = { id: APPLICATION_ID, title: 'Ocean Sensors', status: 'drafting' } as Application;

/** Every view that shows an application (documents name the one they are linked to), or a figure made from applications. */
const SHOW_APPLICATIONS: ViewName[] = [
  'applicationList',
  'boardColumn',
  'applicationTotals',
  'application',
  'project',
  'funderList',
  'funderChoices',
  'funder',
  'dashboard',
  'myTasks',
  'activity',
  'projectActivity',
  'documentList',
  'projectDocuments',
  'deletedDocuments',
  'document',
];

describe('what an application change refreshes', () => {
  beforeEach(() => {
    answer.body = APPLICATION;
  });

  it('creating one', async () => {
    expect(await invalidatedBy(() => useCreateApplication(ORG), { title: 'Ocean Sensors' } as never)).toEqual(
      SHOW_APPLICATIONS,
    );
  });

  it('editing one', async () => {
    expect(await invalidatedBy(() => useUpdateApplication(ORG, APPLICATION_ID), { title: 'Sensors' })).toEqual(
      SHOW_APPLICATIONS,
    );
  });

  it('undoing a move', async () => {
    expect(
      await invalidatedBy(() => useUndoStatusChange(ORG), { applicationId: APPLICATION_ID, changeId: 'change-1' }),
    ).toEqual(SHOW_APPLICATIONS);
  });

  it('moving one along the pipeline', async () => {
    expect(
      await invalidatedBy(() => useChangeApplicationStatus(ORG), {
        application: APPLICATION,
        to: 'submitted' as const,
      }),
    ).toEqual(SHOW_APPLICATIONS);
  });

  it('importing some', async () => {
    answer.body = { created: 2, problems: [] };
    expect(await invalidatedBy(() => useCommitImport(ORG), { csv: 'title\nA\nB\n' })).toEqual(SHOW_APPLICATIONS);
  });

  it('deleting one, leaving its own page alone (read again, it would answer 404)', async () => {
    answer.body = {};
    expect(await invalidatedBy(() => useDeleteApplication(ORG), APPLICATION_ID)).toEqual(
      SHOW_APPLICATIONS.filter((view) => view !== 'application'),
    );
  });

  describe('a task of its checklist', () => {
    const SHOW_TASKS: ViewName[] = [
      'applicationList',
      'boardColumn',
      'applicationTotals',
      'application',
      'dashboard',
      // The changed task may be the viewer's own.
      'myTasks',
      'activity',
      'projectActivity',
    ];
    beforeEach(() => {
      answer.body = { tasks: [] };
    });

    it('added', async () => {
      const task = { title: 'Letters', assigneeUserId: null, dueDate: null };
      expect(await invalidatedBy(() => useAddTask(ORG, APPLICATION_ID), task)).toEqual(SHOW_TASKS);
    });

    it('ticked', async () => {
      expect(
        await invalidatedBy(() => useUpdateTask(ORG, APPLICATION_ID), { taskId: 't', changes: { done: true } }),
      ).toEqual(SHOW_TASKS);
    });

    it('deleted', async () => {
      expect(await invalidatedBy(() => useDeleteTask(ORG, APPLICATION_ID), 't')).toEqual(SHOW_TASKS);
    });
  });
});
