// `npm run seed:demo [-- --email you@example.org --password secret] [-- --scale large]`
//
// Fills an organisation with realistic grant work for a new user to look around: projects,
// funders, applications in every status, tasks. It opens the database the server would
// (DATA_DIR or DATABASE_URL), so it refuses an embedded data dir a running server holds.
// `--scale large` makes 10,000 projects and 100,000 applications instead (for bench:scale and
// for trying the product at size).
import { parseArgs } from 'node:util';
import { buildApp, type App } from '../app';
import { ConfigError, loadConfig } from '../config';
import { DatabaseUnavailableError, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { recordActivity } from '../modules/activity';
import { insertGrantData } from './demo-data';

const SCALES = {
  demo: { projects: 14, applications: 60 },
  large: { projects: 10_000, applications: 100_000 },
} as const;

const DEFAULT_EMAIL = 'demo@grantpilot.local';
const DEFAULT_PASSWORD = 'grantpilot-demo';

async function api(app: App, method: string, url: string, token: string, payload?: unknown) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Signs the demo user up, or in when the account exists; returns its id and an ID token. */
async function demoUser(app: App, origin: string, email: string, password: string) {
  const headers = { origin };
  let response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password, name: 'Demo Grant Lead' },
  });
  if (response.statusCode !== 200) {
    response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email, password },
    });
    if (response.statusCode !== 200) {
      throw new Error(`Could not sign in as ${email}: ${response.body}. Pass --password for an existing account.`);
    }
  }
  const setCookie = response.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((value) => value.split(';')[0])
    .join('; ');
  const token = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  return { uid: response.json<{ user: { id: string } }>().user.id, token: token.json<{ token: string }>().token };
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, scale: { type: 'string', default: 'demo' } },
  });
  if (values.scale !== 'demo' && values.scale !== 'large')
    throw new ConfigError([`--scale must be demo or large, got "${values.scale}"`]);
  const scale = SCALES[values.scale];
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const email = values.email ?? DEFAULT_EMAIL;
    const password = values.password ?? DEFAULT_PASSWORD;
    const user = await demoUser(app, config.publicUrl, email, password);
    const name = values.scale === 'large' ? 'Scale test (100,000 applications)' : 'Northwind Community Trust (demo)';
    const organization = await api(app, 'POST', '/api/orgs', user.token, { name });
    const started = Date.now();
    const made = await insertGrantData(database.db, {
      organizationId: organization.id,
      ownerIds: [user.uid],
      scale,
    });
    await recordActivity(
      database.db,
      { uid: user.uid, name: 'Demo Grant Lead' },
      {
        organizationId: organization.id,
        action: 'demo.loaded',
        entityType: 'organization',
        entityId: organization.id,
        summary: `loaded demo data: ${made.projects} projects, ${made.applications} applications, ${made.tasks} tasks`,
      },
    );
    // A little work through the API, so the activity feed shows what people do.
    const project = await api(app, 'POST', `/api/orgs/${organization.id}/projects`, user.token, {
      name: 'Riverside Learning Centre',
      summary: 'After-school science club by the river',
      status: 'active',
      budgetAmount: '48000',
      budgetCurrency: 'EUR',
      tags: ['education', 'environment'],
    });
    const deadline = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const application = await api(app, 'POST', `/api/orgs/${organization.id}/applications`, user.token, {
      title: 'Riverside Learning Centre: Small Grants 2026',
      funderName: 'Green Futures Trust',
      projectId: project.id,
      currency: 'EUR',
      amountRequested: '25000',
      deadline: { date: deadline, time: '17:00', timeZone: 'Europe/Brussels' },
    });
    await api(app, 'POST', `/api/orgs/${organization.id}/applications/${application.id}/tasks`, user.token, {
      title: 'Letters of support from two schools',
      assigneeUserId: user.uid,
      dueDate: deadline,
    });
    await api(app, 'PUT', `/api/orgs/${organization.id}/applications/${application.id}/status`, user.token, {
      status: 'drafting',
    });

    console.log(
      `Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s: "${name}" with ${made.projects + 1} projects, ` +
        `${made.applications + 1} applications, ${made.funders} funders and ${made.tasks + 1} tasks.\n` +
        `Sign in at ${config.publicUrl}/auth/login as ${email}` +
        (values.password || values.email ? '.' : ` with the password ${DEFAULT_PASSWORD}.`),
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError
  ) {
    console.error(`seed:demo cannot run. ${error.message}`);
  } else {
    console.error('seed:demo failed:', error);
  }
  process.exit(1);
});
