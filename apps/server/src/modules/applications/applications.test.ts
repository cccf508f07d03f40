import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

describe('applications', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let orgId: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olivia Owner' });
    orgId = (await createOrganization(t, owner, 'Application Org')).id;
    editor = await addMember(t, orgId, owner, 'editor');
    base = `/api/orgs/${orgId}/applications`;
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);
  const create = async (body: Record<string, unknown>) => {
    const response = await as(editor, 'POST', base, { currency: 'EUR', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('creates an application with a new funder, an exact amount and a deadline in its own zone', async () => {
    const application = await create({
      title: 'Horizon Climate Call',
      funderName: 'European Commission',
      programme: 'Horizon Europe',
      amountRequested: '750000.5',
      deadline: { date: '2026-07-15', time: '17:00', timeZone: 'Europe/Brussels' },
    });
    expect(application).toMatchObject({
      status: 'prospect',
      funder: { name: 'European Commission' },
      amountRequested: '750000.50',
      amountAwarded: null,
      deadline: { date: '2026-07-15', time: '17:00', timeZone: 'Europe/Brussels', at: '2026-07-15T15:00:00.000Z' },
      owner: { userId: editor.uid },
    });
    // Typing the same funder again, in another case, finds the existing record.
    const again = await create({ title: 'Second call', funderName: 'european commission' });
    expect(again.funder.id).toBe(application.funder.id);
    const funders = (await as(editor, 'GET', `/api/orgs/${orgId}/funders`)).json().funders;
    expect(funders.map((funder: { name: string }) => funder.name)).toEqual(['European Commission']);
  });

  it("shows each application's owner by name in the list and the detail, by email when the account has none", async () => {
    const org = (await createOrganization(t, owner, 'Owner Names Org')).id;
    const member = await addMember(t, org, owner, 'editor');
    const url = `/api/orgs/${org}/applications`;
    const created = (await as(member, 'POST', url, { title: 'Named owner', currency: 'EUR' })).json();
    const ownerIn = async () => ({
      listed: (await as(owner, 'GET', url)).json().applications[0].owner,
      detail: (await as(owner, 'GET', `${url}/${created.id}`)).json().owner,
    });
    expect(await ownerIn()).toEqual({
      listed: { userId: member.uid, name: member.name },
      detail: { userId: member.uid, name: member.name },
    });
    // A Firebase account created elsewhere may carry no name.
    await t.database.db.update(users).set({ name: ' ' }).where(eq(users.id, member.uid));
    expect(await ownerIn()).toEqual({
      listed: { userId: member.uid, name: member.email },
      detail: { userId: member.uid, name: member.email },
    });
  });

  it('refuses bad amounts, currencies, zones and times with the field named', async () => {
    const details = async (body: Record<string, unknown>) => {
      const response = await as(editor, 'POST', base, { title: 'Bad', currency: 'EUR', ...body });
      expect(response.statusCode).toBe(400);
      return response.json().error.details;
    };
    expect(await details({ amountRequested: '12.345' })).toEqual([
      { path: 'body.amountRequested', message: 'has at most 2 decimals in EUR' },
    ]);
    expect(await details({ amountRequested: '1e9' })).toEqual([
      { path: 'body.amountRequested', message: 'must be a number such as 12500 or 12500.50' },
    ]);
    expect(await details({ currency: 'EURO' })).toEqual([
      { path: 'body.currency', message: 'must be an ISO 4217 currency code such as EUR' },
    ]);
    expect(await details({ deadline: { date: '2026-07-15', time: '25:00', timeZone: 'Mars/Base' } })).toEqual([
      { path: 'body.deadline.time', message: 'must be a time such as 17:00' },
      { path: 'body.deadline.timeZone', message: 'must be a time zone such as Europe/Brussels' },
    ]);
    expect(await details({ status: 'awarded' })).toEqual([expect.objectContaining({ path: 'body.status' })]);
  });

  it('moves along the pipeline, keeps the history and refuses other moves with 409', async () => {
    const application = await create({ title: 'Pipeline bid', funderName: 'Arts Council', amountRequested: '5000' });
    const move = (status: string, user = editor) => as(user, 'PUT', `${base}/${application.id}/status`, { status });

    const early = await move('awarded');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Only a submitted application can be awarded; this one is prospect.');
    for (const status of ['drafting', 'submitted', 'under_review']) {
      const moved = await move(status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // The mover's calendar day sets the decision date (a viewer west of UTC is still on the 22nd).
    const decided = await as(editor, 'PUT', `${base}/${application.id}/status`, {
      status: 'awarded',
      on: '2026-11-22',
    });
    expect(decided.json()).toMatchObject({ status: 'awarded', decidedOn: '2026-11-22' });
    const withdrawn = await move('withdrawn');
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error.message).toBe(
      'An application that is awarded cannot move to withdrawn; move it back to an open status first.',
    );

    const detail = (await as(editor, 'GET', `${base}/${application.id}`)).json();
    expect(detail.status).toBe('awarded');
    expect(detail.submittedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.decidedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.history.map((change: { from: string | null; to: string }) => [change.from, change.to])).toEqual([
      [null, 'prospect'],
      ['prospect', 'drafting'],
      ['drafting', 'submitted'],
      ['submitted', 'under_review'],
      ['under_review', 'awarded'],
    ]);
    expect(detail.history[1].changedByName).toBeTruthy();
  });

  it('awards with the amount and decision date given, and undoes the award exactly', async () => {
    const application = await create({ title: 'Award bid', amountRequested: '48500', status: 'submitted' });
    const url = `${base}/${application.id}/status`;
    const refused = async (body: Record<string, unknown>) => {
      const response = await as(editor, 'PUT', url, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.details;
    };
    expect(await refused({ status: 'awarded', amountAwarded: '40000.123' })).toEqual([
      { path: 'body.amountAwarded', message: 'has at most 2 decimals in EUR' },
    ]);
    expect(await refused({ status: 'under_review', amountAwarded: '40000' })).toEqual([
      { path: 'body.amountAwarded', message: 'is taken only when the application is awarded' },
    ]);
    expect(await refused({ status: 'under_review', decidedOn: '2026-11-20' })).toEqual([
      { path: 'body.decidedOn', message: 'is taken only when the application is awarded or declined' },
    ]);

    const awarded = await as(editor, 'PUT', url, {
      status: 'awarded',
      amountAwarded: '40000.5',
      decidedOn: '2026-11-20',
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const move = awarded.json();
    expect(move).toMatchObject({ status: 'awarded', amountAwarded: '40000.50', decidedOn: '2026-11-20' });
    expect(move.change).toMatchObject({ from: 'submitted', to: 'awarded', amountAwarded: '40000.50', reason: null });

    const viewer = await addMember(t, orgId, owner, 'viewer');
    const undoUrl = `${url}/undo`;
    expect((await as(viewer, 'POST', undoUrl, { changeId: move.change.id })).statusCode).toBe(403);
    expect((await as(viewer, 'PUT', url, { status: 'declined', reason: 'Wrong' })).statusCode).toBe(403);

    const undone = await as(editor, 'POST', undoUrl, { changeId: move.change.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'submitted', amountAwarded: null, decidedOn: null });
    expect(undone.json().change).toMatchObject({ from: 'awarded', to: 'submitted', undoOf: move.change.id });
    // The award is no longer the latest move: undoing it again is refused, as is undoing the creation.
    const again = await as(editor, 'POST', undoUrl, { changeId: move.change.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only the latest move can be undone; this application has moved since.');
    expect((await as(editor, 'POST', undoUrl, { changeId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    const history = (await as(editor, 'GET', `${base}/${application.id}`)).json().history;
    expect(history.map((change: { from: string | null; to: string }) => [change.from, change.to])).toEqual([
      [null, 'submitted'],
      ['submitted', 'awarded'],
      ['awarded', 'submitted'],
    ]);
    const created = await as(editor, 'POST', `${base}/${(await create({ title: 'Fresh bid' })).id}/status/undo`, {
      changeId: history[0].id,
    });
    expect(created.statusCode).toBe(404);
  });

  it('moves back only with a reason, which the history keeps', async () => {
    const application = await create({ title: 'Early bid', status: 'submitted' });
    const url = `${base}/${application.id}/status`;
    const noReason = await as(editor, 'PUT', url, { status: 'drafting' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toEqual([
      { path: 'body.reason', message: 'is needed to move an application back from submitted to drafting' },
    ]);
    expect((await as(editor, 'PUT', url, { status: 'drafting', reason: '   ' })).statusCode).toBe(400);

    const back = await as(editor, 'PUT', url, { status: 'drafting', reason: 'Sent before the budget was signed off' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'drafting', submittedOn: null });
    expect(back.json().change).toMatchObject({ reason: 'Sent before the budget was signed off' });

    // A decision recorded wrongly is mended the same way.
    await as(editor, 'PUT', url, { status: 'submitted' });
    await as(editor, 'PUT', url, { status: 'declined' });
    const mended = await as(editor, 'PUT', url, {
      status: 'awarded',
      reason: 'Declined by mistake',
      amountAwarded: '100',
    });
    expect(mended.statusCode, mended.body).toBe(200);
    expect(mended.json()).toMatchObject({ status: 'awarded', amountAwarded: '100.00' });
    const detail = (await as(editor, 'GET', `${base}/${application.id}`)).json();
    expect(detail.history.at(-1)).toMatchObject({ from: 'declined', to: 'awarded', reason: 'Declined by mistake' });
  });

  it('keeps money exact in totals per currency, never mixing currencies', async () => {
    const totalsOrg = (await createOrganization(t, owner, 'Totals Org')).id;
    const url = `/api/orgs/${totalsOrg}/applications`;
    const amounts = [
      ['0.10', 'EUR'],
      ['0.20', 'EUR'],
      ['9999999999999.99', 'EUR'],
      ['1500', 'JPY'],
      ['0.125', 'KWD'],
    ];
    for (const [amountRequested, currency] of amounts) {
      const response = await as(owner, 'POST', url, { title: `Bid ${amountRequested}`, currency, amountRequested });
      expect(response.statusCode, response.body).toBe(201);
    }
    const totals = (await as(owner, 'GET', `${url}/totals`)).json().totals;
    expect(totals).toEqual([
      { currency: 'EUR', requested: '10000000000000.29', awarded: '0.00', count: 3 },
      { currency: 'JPY', requested: '1500', awarded: '0', count: 1 },
      { currency: 'KWD', requested: '0.125', awarded: '0.000', count: 1 },
    ]);
  });

  it('finds applications by their funder’s name and their reference too, in the one search index', async () => {
    const org = (await createOrganization(t, owner, 'Search Org')).id;
    const url = `/api/orgs/${org}/applications`;
    const add = async (body: Record<string, unknown>) => {
      const response = await as(owner, 'POST', url, { currency: 'GBP', ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const youth = await add({ title: 'Youth theatre tour', funderName: 'Esmée Fairbairn Foundation' });
    await add({ title: 'Coastal survey', funderName: 'Blue Planet Fund', reference: 'ESRC-2026-0042' });
    await add({ title: 'Archive', programme: 'Heritage grants' });
    const titles = async (q: string) =>
      (await as(owner, 'GET', `${url}?q=${encodeURIComponent(q)}&sort=title&direction=asc`))
        .json()
        .applications.map((application: { title: string }) => application.title);

    expect(await titles('fairbairn')).toEqual(['Youth theatre tour']);
    expect(await titles('blue plan')).toEqual(['Coastal survey']);
    expect(await titles('ESRC-2026-0042')).toEqual(['Coastal survey']);
    expect(await titles('0042')).toEqual(['Coastal survey']);
    expect(await titles('heritage')).toEqual(['Archive']);
    expect((await as(owner, 'GET', `${url}/${youth.id}`)).json().reference).toBeNull();

    // A funder renamed, an application given a reference or another funder: the search follows.
    await as(owner, 'PATCH', `/api/orgs/${org}/funders/${youth.funder.id}`, { name: 'Paul Hamlyn Foundation' });
    expect(await titles('fairbairn')).toEqual([]);
    expect(await titles('hamlyn')).toEqual(['Youth theatre tour']);
    const edited = await as(owner, 'PATCH', `${url}/${youth.id}`, {
      reference: 'PHF/22-117',
      funderName: 'Arts Council',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().reference).toBe('PHF/22-117');
    expect(await titles('phf 22')).toEqual(['Youth theatre tour']);
    expect(await titles('arts council')).toEqual(['Youth theatre tour']);
    expect(await titles('hamlyn')).toEqual([]);
  });

  it('filters the table by status, funder, project, owner, deadline range and text, sorted and paged', async () => {
    const org = (await createOrganization(t, owner, 'Filter Org')).id;
    const url = `/api/orgs/${org}/applications`;
    const project = (await as(owner, 'POST', `/api/orgs/${org}/projects`, { name: 'River Project' })).json();
    const add = async (body: Record<string, unknown>) => {
      const response = await as(owner, 'POST', url, { currency: 'EUR', ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const a = await add({
      title: 'Alpha river study',
      funderName: 'Water Fund',
      projectId: project.id,
      deadline: { date: '2026-03-01', time: '12:00', timeZone: 'UTC' },
    });
    await add({
      title: 'Beta arts',
      funderName: 'Arts Fund',
      deadline: { date: '2026-05-01', time: '12:00', timeZone: 'UTC' },
    });
    await add({ title: 'Gamma nothing', status: 'drafting' });
    const titles = async (query: string) =>
      (await as(owner, 'GET', `${url}?${query}`))
        .json()
        .applications.map((application: { title: string }) => application.title);

    expect(await titles('q=riv')).toEqual(['Alpha river study']);
    expect(await titles('status=drafting')).toEqual(['Gamma nothing']);
    expect(await titles(`funderId=${a.funder.id}`)).toEqual(['Alpha river study']);
    expect(await titles(`projectId=${project.id}`)).toEqual(['Alpha river study']);
    expect(await titles(`ownerUserId=${owner.uid}&sort=title&direction=asc`)).toEqual([
      'Alpha river study',
      'Beta arts',
      'Gamma nothing',
    ]);
    expect(await titles('deadlineFrom=2026-04-01&deadlineTo=2026-06-30')).toEqual(['Beta arts']);
    // Without a deadline an application sorts last, whichever the direction.
    expect(await titles('sort=deadline&direction=asc')).toEqual(['Alpha river study', 'Beta arts', 'Gamma nothing']);
    expect(await titles('sort=deadline&direction=desc')).toEqual(['Beta arts', 'Alpha river study', 'Gamma nothing']);
    const page = (await as(owner, 'GET', `${url}?pageSize=1&page=3&sort=title&direction=asc`)).json();
    expect(page).toMatchObject({ total: 3, page: 3 });
    expect(page.applications.map((application: { title: string }) => application.title)).toEqual(['Gamma nothing']);
  });

  it('keeps a checklist of tasks with assignees and due dates', async () => {
    const application = await create({ title: 'Task bid' });
    const tasks = `${base}/${application.id}/tasks`;
    const added = await as(editor, 'POST', tasks, {
      title: 'Budget table',
      assigneeUserId: owner.uid,
      dueDate: '2026-06-01',
    });
    expect(added.statusCode, added.body).toBe(201);
    const [task] = added.json().tasks;
    expect(task).toMatchObject({
      title: 'Budget table',
      assignee: { userId: owner.uid },
      dueDate: '2026-06-01',
      done: false,
    });
    const done = await as(editor, 'PATCH', `${tasks}/${task.id}`, { done: true });
    expect(done.json().tasks[0].done).toBe(true);
    const stranger = await t.signUp();
    const badAssignee = await as(editor, 'POST', tasks, { title: 'x', assigneeUserId: stranger.uid });
    expect(badAssignee.json().error.details).toEqual([
      { path: 'body.assigneeUserId', message: 'must be a member of the organisation' },
    ]);
    expect((await as(editor, 'DELETE', `${tasks}/${task.id}`)).json().tasks).toEqual([]);
    expect((await as(editor, 'DELETE', `${tasks}/${task.id}`)).statusCode).toBe(404);
  });

  it('shows a funder with its applications and success rate', async () => {
    const org = (await createOrganization(t, owner, 'Funder Org')).id;
    const url = `/api/orgs/${org}/applications`;
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const created = await as(owner, 'POST', url, {
        title: `Bid ${title}`,
        funderName: 'Rate Trust',
        currency: 'EUR',
        status: 'submitted',
        amountRequested: '100',
        amountAwarded: '80',
      });
      ids.push(created.json().id);
    }
    await as(owner, 'PUT', `${url}/${ids[0]}/status`, { status: 'awarded' });
    await as(owner, 'PUT', `${url}/${ids[1]}/status`, { status: 'declined' });
    await as(owner, 'PUT', `${url}/${ids[2]}/status`, { status: 'awarded' });
    const funderId = (await as(owner, 'GET', `${url}/${ids[0]}`)).json().funder.id;
    const funder = (await as(owner, 'GET', `/api/orgs/${org}/funders/${funderId}`)).json();
    expect(funder).toMatchObject({ name: 'Rate Trust', decided: 3, awarded: 2, successRate: 67 });
    expect(funder.totals).toEqual([{ currency: 'EUR', requested: '300.00', awarded: '160.00', count: 3 }]);
    const duplicate = await as(owner, 'POST', `/api/orgs/${org}/funders`, { name: 'rate trust' });
    expect(duplicate.statusCode).toBe(409);

    // A PATCH changes what it sends and keeps the rest.
    const url2 = `/api/orgs/${org}/funders/${funderId}`;
    await as(owner, 'PATCH', url2, { contactPerson: 'Rosa Rate', email: 'rosa@rate.example' });
    const patched = await as(owner, 'PATCH', url2, { website: 'https://rate.example' });
    expect(patched.json()).toMatchObject({
      website: 'https://rate.example',
      contactPerson: 'Rosa Rate',
      email: 'rosa@rate.example',
    });
  });

  it('lets admins delete, not editors', async () => {
    const application = await create({ title: 'Delete me' });
    expect((await as(editor, 'DELETE', `${base}/${application.id}`)).statusCode).toBe(403);
    expect((await as(owner, 'DELETE', `${base}/${application.id}`)).statusCode).toBe(204);
    expect((await as(owner, 'GET', `${base}/${application.id}`)).statusCode).toBe(404);
  });
});
