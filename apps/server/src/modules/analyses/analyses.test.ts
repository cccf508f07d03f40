import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisDetail } from '@grantpilot/shared/contracts/analyses';
import { citationHolds, type DocumentText } from '@grantpilot/shared/contracts/analysis';
import { addMember, createOrganization, requestAs } from '../../testing/org-fixtures';
import { createTestApp, eventually, keepDatabaseOpen, type TestApp, type TestUser } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { selectRows } from '../../db/client';
import { startOpenAiTestServer } from '../../testing/openai-test-server';
import { uploadAs } from '../../testing/uploads';
import { recordedReplies, sampleCall } from '../../analysis/llm/recordings';

const CALL = [
  'Coastal Futures Fund 2027',
  'The Marine Trust invites proposals for community projects that restore coastal habitats, seagrass meadows and salt marshes.',
  'Full proposals must be submitted by 14 March 2027 at 17:00 GMT.',
  'Grants of up to £250,000 are available for projects of up to 24 months.',
  'Only registered charities in the United Kingdom may apply.',
  'Applicants must submit a budget and a letter of support.',
].join('\n\n');

describe('analyses of documents', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let orgId: string;
  let base: string;
  let callId: string;
  let seagrassId: string;
  let officeId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-25T10:00:00Z'), analysisTextWaitMs: 1_500 });
    await t.app.jobs.start();
    owner = await t.signUp();
    orgId = (await createOrganization(t, owner, 'Seagrass Alliance')).id;
    editor = await addMember(t, orgId, owner, 'editor');
    viewer = await addMember(t, orgId, owner, 'viewer');
    base = `/api/orgs/${orgId}/analyses`;
    const uploaded = await uploadAs(t, editor, orgId, 'coastal-futures.txt', CALL, 'kind=call_for_proposals');
    callId = uploaded.json().id;
    await eventually(async () => {
      const document = (await as(viewer, 'GET', `/api/orgs/${orgId}/documents/${callId}`)).json();
      return document.currentVersion.state === 'ready' ? true : undefined;
    }, 20_000);
    seagrassId = (
      await as(editor, 'POST', `/api/orgs/${orgId}/projects`, {
        name: 'Seagrass meadow restoration',
        summary: 'Community volunteers restore seagrass meadows and salt marshes on the coast.',
        budgetAmount: '180000',
        budgetCurrency: 'GBP',
        startDate: '2027-06-01',
        endDate: '2028-11-30',
      })
    ).json().id;
    officeId = (
      await as(editor, 'POST', `/api/orgs/${orgId}/projects`, {
        name: 'Office software upgrade',
        summary: 'Replace accounting software and laptops for the finance team.',
        budgetAmount: '900000',
        budgetCurrency: 'EUR',
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: string, url: string, payload?: unknown) =>
    requestAs(t, user, method, url, payload);
  const finished = (id: string) =>
    eventually(async () => {
      const detail = (await as(viewer, 'GET', `${base}/${id}`)).json<AnalysisDetail>();
      return ['done', 'failed', 'cancelled'].includes(detail.stage) ? detail : undefined;
    }, 20_000);

  it('offers the built-in engine only when no language model is configured', async () => {
    expect((await as(viewer, 'GET', `${base}/engines`)).json()).toEqual({
      engines: [{ name: 'builtin', model: null }],
    });
    const llm = await as(editor, 'POST', base, { documentId: callId, engine: 'llm' });
    expect(llm.statusCode).toBe(400);
    expect(llm.json().error.details[0].path).toBe('body.engine');
  });

  it('reads the call, cites every fact, and judges the fit per project', async () => {
    const started = await as(editor, 'POST', base, { documentId: callId, projectIds: [officeId, seagrassId] });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ stage: 'queued', engine: 'builtin', document: { id: callId } });
    const detail = await finished(started.json().id);
    expect(detail).toMatchObject({ stage: 'done', progress: 100, engineVersion: expect.any(String) });
    const result = detail.result!;
    expect(result.deadlines[0]).toMatchObject({ date: '2027-03-14', time: '17:00' });
    expect(result.award).toMatchObject({ currency: 'GBP', max: { value: '250000.00' } });

    // Every citation holds against the document's own text.
    const text = (await as(viewer, 'GET', `/api/orgs/${orgId}/documents/${callId}/text`)).json();
    const document: DocumentText = {
      kind: 'plain',
      text: text.pages.map((page: { text: string }) => page.text).join(''),
    };
    expect(detail.textPartStarts).toEqual([0]);
    for (const citation of [
      result.deadlines[0]!.citation,
      result.award.max!.citation,
      ...result.eligibility.map((rule) => rule.citation),
      ...detail.fits.flatMap((fit) =>
        fit.components.flatMap((component) => component.evidence.flatMap((e) => (e.call ? [e.call] : []))),
      ),
    ]) {
      expect(citationHolds(document, citation), citation.quote).toBe(true);
    }

    // The seagrass project fits best: within the award, after the deadline, on the call's theme.
    expect(detail.fits.map((fit) => fit.project.id)).toEqual([seagrassId, officeId]);
    const [seagrass, office] = detail.fits as [AnalysisDetail['fits'][number], AnalysisDetail['fits'][number]];
    const component = (fit: typeof seagrass, name: string) => fit.components.find((c) => c.component === name)!;
    expect(component(seagrass, 'budget')).toMatchObject({ score: 100 });
    expect(component(seagrass, 'timeline').score).toBe(100);
    expect(component(seagrass, 'theme').matchingTerms).toEqual(expect.arrayContaining(['seagrass', 'marshes']));
    // Without a profile, eligibility is not judged and says how to make it so.
    expect(component(seagrass, 'eligibility')).toMatchObject({ score: null, blocker: false });
    expect(component(office, 'budget')).toMatchObject({ score: null });
    expect(component(office, 'budget').summary).toContain('GBP');
    expect(seagrass.score).toBeGreaterThan(office.score);
    expect(seagrass.confidence).toBeGreaterThan(0);
  });

  it("checks eligibility against the organisation's profile: a hard rule not met blocks the fit", async () => {
    const patch = (body: object) => as(owner, 'PATCH', `/api/orgs/${orgId}`, body);
    const fitOf = async () => {
      const started = (await as(editor, 'POST', base, { documentId: callId, projectIds: [seagrassId] })).json();
      const detail = await finished(started.id);
      return detail.fits[0]!;
    };
    expect((await patch({ profileType: 'charity', profileCountry: 'GB' })).statusCode).toBe(200);
    const charity = await fitOf();
    expect(charity.components.find((component) => component.component === 'eligibility')).toMatchObject({
      score: 100,
      blocker: false,
    });
    expect(charity.confidence).toBe(100);
    expect((await patch({ profileType: 'company' })).statusCode).toBe(200);
    const company = await fitOf();
    expect(company.score).toBe(0);
    expect(company.components[0]).toMatchObject({ component: 'eligibility', blocker: true });
    expect(company.components[0]!.evidence[0]!.call?.quote).toContain('registered charities');
    await patch({ profileType: null, profileCountry: null });
  });

  it('creates the application from a finished analysis, with a task per required document', async () => {
    const started = (await as(editor, 'POST', base, { documentId: callId, projectIds: [seagrassId] })).json();
    await finished(started.id);
    const created = await as(editor, 'POST', `${base}/${started.id}/application`);
    expect(created.statusCode, created.body).toBe(201);
    const { applicationId, tasks } = created.json();
    expect(tasks).toBeGreaterThanOrEqual(1);
    const application = (await as(viewer, 'GET', `/api/orgs/${orgId}/applications/${applicationId}`)).json();
    expect(application).toMatchObject({
      project: { id: seagrassId },
      currency: 'GBP',
      amountRequested: '180000.00',
      deadline: { date: '2027-03-14', time: '17:00' },
    });
    expect(application.tasks.length).toBe(tasks);
    const linked = (await as(viewer, 'GET', `/api/orgs/${orgId}/documents?applicationId=${applicationId}`)).json();
    expect(linked.documents.map((document: { id: string }) => document.id)).toEqual([callId]);
    const summary = (await as(viewer, 'GET', `${base}/${started.id}`)).json();
    expect(summary.application).toMatchObject({ id: applicationId });
    // The application's page finds the analysis it was made from.
    const origin = (await as(viewer, 'GET', `${base}?applicationId=${applicationId}`)).json();
    expect(origin.analyses.map((analysis: { id: string }) => analysis.id)).toEqual([started.id]);
    expect((await as(editor, 'POST', `${base}/${started.id}/application`)).statusCode).toBe(409);
  });

  it('waits for the text, fails with the reason when it never comes, and runs again on retry', async () => {
    const versionId = (await as(viewer, 'GET', `/api/orgs/${orgId}/documents/${callId}`)).json().currentVersion.id;
    await t.database.db.execute(sql`update document_versions set state = 'processing' where id = ${versionId}`);
    const started = (await as(editor, 'POST', base, { documentId: callId })).json();
    const failed = await finished(started.id);
    expect(failed.stage).toBe('failed');
    expect(failed.error).toContain('not ready yet');
    await t.database.db.execute(sql`update document_versions set state = 'ready' where id = ${versionId}`);
    const retried = await as(editor, 'POST', `${base}/${started.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await finished(started.id)).stage).toBe('done');
    expect((await as(editor, 'POST', `${base}/${started.id}/retry`)).statusCode).toBe(409);
    const feed = (await as(owner, 'GET', `/api/orgs/${orgId}/activity`)).json();
    expect(feed.entries[0].summary).toBe('ran an analysis of coastal-futures again');
  });

  it('cancels a run that waits, and refuses to cancel a finished one', async () => {
    const versionId = (await as(viewer, 'GET', `/api/orgs/${orgId}/documents/${callId}`)).json().currentVersion.id;
    await t.database.db.execute(sql`update document_versions set state = 'processing' where id = ${versionId}`);
    try {
      const started = (await as(editor, 'POST', base, { documentId: callId })).json();
      const cancelled = await as(editor, 'POST', `${base}/${started.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().stage).toBe('cancelled');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect((await as(viewer, 'GET', `${base}/${started.id}`)).json().stage).toBe('cancelled');
      expect((await as(editor, 'POST', `${base}/${started.id}/cancel`)).statusCode).toBe(409);
      const feed = (await as(owner, 'GET', `/api/orgs/${orgId}/activity`)).json();
      expect(feed.entries.map((entry: { summary: string }) => entry.summary)).toContain(
        'cancelled an analysis of coastal-futures',
      );
    } finally {
      await t.database.db.execute(sql`update document_versions set state = 'ready' where id = ${versionId}`);
    }
  });

  it('lists the runs newest first, refuses viewers and unknown documents', async () => {
    const list = (await as(viewer, 'GET', `${base}?documentId=${callId}`)).json();
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.analyses[0].document).toEqual({ id: callId, name: 'coastal-futures' });
    expect((await as(viewer, 'POST', base, { documentId: callId })).statusCode).toBe(403);
    const unknown = await as(editor, 'POST', base, { documentId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('body.documentId');
  });
});

describe('an analysis with the LLM engine', () => {
  it('runs against the configured OpenAI-compatible endpoint, names the model, and says why when it cannot', async () => {
    const server = await startOpenAiTestServer();
    const t = await createTestApp({ env: { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'recorded-model' } });
    try {
      await t.app.jobs.start();
      const owner = await t.signUp();
      const orgId = (await createOrganization(t, owner)).id;
      const documentId = (
        await uploadAs(t, owner, orgId, 'sample-call.txt', sampleCall.kind === 'plain' ? sampleCall.text : '')
      ).json().id;
      const base = `/api/orgs/${orgId}/analyses`;
      expect((await requestAs(t, owner, 'GET', `${base}/engines`)).json().engines).toEqual([
        { name: 'builtin', model: null },
        { name: 'llm', model: 'recorded-model' },
      ]);
      const run = async () => {
        const started = (await requestAs(t, owner, 'POST', base, { documentId, engine: 'llm' })).json();
        return eventually(async () => {
          const detail = (await requestAs(t, owner, 'GET', `${base}/${started.id}`)).json<AnalysisDetail>();
          return ['done', 'failed'].includes(detail.stage) ? detail : undefined;
        }, 30_000);
      };
      server.play(...recordedReplies('good-answer'));
      const done = await run();
      expect(done).toMatchObject({ stage: 'done', engine: 'llm', model: 'recorded-model' });
      expect(done.result?.funder?.value).toBe('Northwind Foundation');

      await server.close();
      const failed = await run();
      expect(failed.stage).toBe('failed');
      expect(failed.error).toMatch(/language model/);
    } finally {
      await t.close();
      await server.close().catch(() => {});
    }
    // Two runs through the job queue, each waited for up to 30 s, as the tests beside it allow.
  }, 90_000);
});

describe('an analysis across a restart', () => {
  it('is taken up again by the next instance when the first stops in the middle of it', async () => {
    const database = await openTestDatabase();
    const first = await createTestApp({ database: keepDatabaseOpen(database), analysisTextWaitMs: 60_000 });
    await first.app.jobs.start();
    const owner = await first.signUp();
    const orgId = (await createOrganization(first, owner)).id;
    const documentId = (await uploadAs(first, owner, orgId, 'call.txt', CALL)).json().id;
    const base = `/api/orgs/${orgId}/analyses`;
    const stateOf = async (t: TestApp, id: string) =>
      (await requestAs(t, owner, 'GET', `${base}/${id}`)).json<AnalysisDetail>();
    await eventually(async () => {
      const document = (await requestAs(first, owner, 'GET', `/api/orgs/${orgId}/documents/${documentId}`)).json();
      return document.currentVersion.state === 'ready' ? true : undefined;
    }, 20_000);
    // The run waits for a text that is not ready…
    const versionId = (await requestAs(first, owner, 'GET', `/api/orgs/${orgId}/documents/${documentId}`)).json()
      .currentVersion.id;
    await database.db.execute(sql`update document_versions set state = 'processing' where id = ${versionId}`);
    const started = (await requestAs(first, owner, 'POST', base, { documentId })).json();
    await eventually(async () => ((await stateOf(first, started.id)).stage === 'extracting' ? true : undefined));
    // …when its instance stops without waiting for it.
    await first.app.jobs.stop({ graceful: false, timeoutMs: 1_000 });
    await first.app.close();
    await database.db.execute(sql`update document_versions set state = 'ready' where id = ${versionId}`);

    const second = await createTestApp({ database, env: { DATA_DIR: first.dataDir } });
    try {
      await second.app.jobs.start();
      const done = await eventually(async () => {
        const detail = await stateOf(second, started.id);
        return detail.stage === 'done' ? detail : undefined;
      }, 45_000);
      expect(done.result?.deadlines[0]?.date).toBe('2027-03-14');
    } finally {
      await second.close();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('analyses with two instances on one database', () => {
  it('runs each analysis once, on one of them', async () => {
    const database = await openTestDatabase();
    const first = await createTestApp({ database: keepDatabaseOpen(database) });
    const second = await createTestApp({ database: keepDatabaseOpen(database), env: { DATA_DIR: first.dataDir } });
    try {
      await first.app.jobs.start();
      await second.app.jobs.start();
      const owner = await first.signUp();
      const orgId = (await createOrganization(first, owner)).id;
      const documentId = (await uploadAs(first, owner, orgId, 'call.txt', CALL)).json().id;
      const base = `/api/orgs/${orgId}/analyses`;
      const ids: string[] = [];
      for (let index = 0; index < 6; index++) {
        const app = index % 2 ? second : first;
        ids.push((await requestAs(app, owner, 'POST', base, { documentId })).json().id);
      }
      await eventually(async () => {
        const list = (await requestAs(second, owner, 'GET', `${base}?documentId=${documentId}`)).json();
        return list.analyses.every((run: { stage: string }) => run.stage === 'done') ? true : undefined;
      }, 45_000);
      // One job per run, done at its first attempt: no run was taken twice or retried. pg-boss
      // marks a job completed just after its handler has finished the run: waited for.
      const readJobs = () =>
        selectRows<{ key: string; state: string; retries: number }>(
          database.db,
          sql`select singleton_key as key, state, retry_count as retries from pgboss.job where name = 'analyze-document'
              union all
              select singleton_key, state, retry_count from pgboss.archive where name = 'analyze-document'`,
        );
      const jobs = await eventually(async () => {
        const found = await readJobs();
        return found.every((job) => job.state !== 'active') ? found : undefined;
      }, 10_000);
      expect(jobs.map((job) => job.key).sort()).toEqual([...ids].sort());
      expect(jobs.filter((job) => job.state !== 'completed' || job.retries !== 0)).toEqual([]);
    } finally {
      await second.close();
      await first.close();
      await database.close();
    }
  }, 60_000);
});
