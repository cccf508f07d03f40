import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { decodeQuotedPrintable } from '../../testing/mail';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

describe('tasks after they are added', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let colleague: TestUser;
  let viewer: TestUser;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olga Owner' });
    orgId = (await createOrganization(t, owner, 'Task Org')).id;
    editor = await addMember(t, orgId, owner, 'editor');
    colleague = await addMember(t, orgId, owner, 'editor');
    viewer = await addMember(t, orgId, owner, 'viewer');
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);
  const newApplication = async (title: string) => {
    const response = await as(owner, 'POST', `/api/orgs/${orgId}/applications`, { title, currency: 'EUR' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const addTask = async (applicationId: string, body: Record<string, unknown>) => {
    const response = await as(owner, 'POST', `/api/orgs/${orgId}/applications/${applicationId}/tasks`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ tasks: { id: string; title: string }[] }>().tasks.at(-1)!;
  };
  const assignmentMails = async (to: string, about = '') =>
    (await t.outbox())
      .map(decodeQuotedPrintable)
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('assigned you') && mail.includes(about));
  const taskEntries = async (applicationId: string) =>
    (await as(owner, 'GET', `/api/orgs/${orgId}/activity?entityType=application&entityId=${applicationId}`))
      .json<{ entries: { action: string; summary: string }[] }>()
      .entries.filter((entry) => entry.action.startsWith('task.'))
      .map((entry) => entry.summary);

  it('changes title, due date and assignee, logging only what really changed', async () => {
    const applicationId = await newApplication('Arts Council bid');
    const task = await addTask(applicationId, { title: 'Budget draft' });
    const url = `/api/orgs/${orgId}/applications/${applicationId}/tasks/${task.id}`;

    const edited = await as(editor, 'PATCH', url, { title: 'Budget, final', dueDate: '2026-05-01' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().tasks[0]).toMatchObject({ title: 'Budget, final', dueDate: '2026-05-01', assignee: null });

    // The same values again change nothing and log nothing.
    expect((await as(editor, 'PATCH', url, { title: 'Budget, final', dueDate: '2026-05-01' })).statusCode).toBe(200);
    const reassigned = await as(editor, 'PATCH', url, { assigneeUserId: colleague.uid });
    expect(reassigned.json().tasks[0].assignee).toMatchObject({ userId: colleague.uid });
    await as(editor, 'PATCH', url, { title: 'Budget, signed', assigneeUserId: null, done: false });
    expect(await taskEntries(applicationId)).toEqual([
      'changed the title of the task "Budget, signed" of Arts Council bid and unassigned it',
      expect.stringMatching(/^assigned the task "Budget, final" of Arts Council bid to /),
      'changed the title, due date of the task "Budget, final" of Arts Council bid',
      'added the task "Budget draft" to Arts Council bid',
    ]);
  });

  it('refuses an empty title, a bad date and an assignee from outside, naming the field', async () => {
    const applicationId = await newApplication('Validation bid');
    const task = await addTask(applicationId, { title: 'Letters' });
    const url = `/api/orgs/${orgId}/applications/${applicationId}/tasks/${task.id}`;
    const outsider = await t.signUp();
    for (const [body, path] of [
      [{ title: '   ' }, 'body.title'],
      [{ dueDate: '2026-02-30' }, 'body.dueDate'],
      [{ assigneeUserId: outsider.uid }, 'body.assigneeUserId'],
    ] as const) {
      const response = await as(editor, 'PATCH', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details[0].path).toBe(path);
    }
    expect((await as(viewer, 'PATCH', url, { title: 'Mine now' })).statusCode).toBe(403);
  });

  it('emails the assignee when assigned or reassigned, not the one who assigns themself, not twice', async () => {
    const applicationId = await newApplication('Wellcome bid');
    const task = await addTask(applicationId, {
      title: 'Ethics form',
      assigneeUserId: colleague.uid,
      dueDate: '2026-06-01',
    });
    const url = `/api/orgs/${orgId}/applications/${applicationId}/tasks/${task.id}`;
    const [first] = await assignmentMails(colleague.email, 'Wellcome bid');
    expect(first).toContain('Subject: Olga Owner assigned you a task: Ethics form');
    expect(first).toContain('"Ethics form" for the application "Wellcome bid", due 2026-06-01');
    expect(first).toContain(`/applications/${applicationId}`);

    // An edit that leaves the assignee as they are sends nothing more.
    await as(owner, 'PATCH', url, { title: 'Ethics form, signed', assigneeUserId: colleague.uid });
    expect(await assignmentMails(colleague.email, 'Wellcome bid')).toHaveLength(1);

    await as(owner, 'PATCH', url, { assigneeUserId: editor.uid });
    const [reassigned] = await assignmentMails(editor.email, 'Wellcome bid');
    expect(reassigned).toContain('assigned you a task: Ethics form, signed');

    // Taking a task oneself needs no email.
    await as(colleague, 'PATCH', url, { assigneeUserId: colleague.uid });
    expect(await assignmentMails(colleague.email, 'Wellcome bid')).toHaveLength(1);
  });

  it('respects the assignee’s choice to get no task emails', async () => {
    const quiet = await addMember(t, orgId, owner, 'editor');
    await as(quiet, 'PATCH', `/api/settings/${quiet.uid}`, { preferences: { taskEmails: false } });
    const applicationId = await newApplication('Quiet bid');
    await addTask(applicationId, { title: 'Nothing to hear', assigneeUserId: quiet.uid });
    expect(await assignmentMails(quiet.email)).toHaveLength(0);
  });

  it('lists my open tasks across the organisation by due date, with their applications', async () => {
    const me = await addMember(t, orgId, owner, 'viewer');
    const first = await newApplication('First bid');
    const second = await newApplication('Second bid');
    await addTask(first, { title: 'Undated', assigneeUserId: me.uid });
    await addTask(second, { title: 'Later', assigneeUserId: me.uid, dueDate: '2026-09-01' });
    await addTask(first, { title: 'Sooner', assigneeUserId: me.uid, dueDate: '2026-03-01' });
    await addTask(first, { title: 'Someone else’s', assigneeUserId: colleague.uid, dueDate: '2026-01-01' });
    const finished = await addTask(second, { title: 'Finished', assigneeUserId: me.uid, dueDate: '2026-01-01' });
    await as(owner, 'PATCH', `/api/orgs/${orgId}/applications/${second}/tasks/${finished.id}`, { done: true });

    const response = await as(me, 'GET', `/api/orgs/${orgId}/my-tasks`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().tasks).toEqual([
      {
        id: expect.any(String),
        title: 'Sooner',
        dueDate: '2026-03-01',
        application: { id: first, title: 'First bid' },
      },
      {
        id: expect.any(String),
        title: 'Later',
        dueDate: '2026-09-01',
        application: { id: second, title: 'Second bid' },
      },
      { id: expect.any(String), title: 'Undated', dueDate: null, application: { id: first, title: 'First bid' } },
    ]);
  });
});
