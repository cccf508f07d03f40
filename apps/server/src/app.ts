import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import type { Config } from './config';
import { MIGRATIONS_DIR, type DatabaseHandle } from './db/client';
import { errorBody } from './lib/app-error';
import { defineStatisticsJob, type StatisticsJobs } from './lib/database-statistics';
import type { BuiltInIdentity } from './identity/built-in-identity';
import { clientConfigOf, clientConfigRoutes } from './identity/client-config';
import { createIdentity } from './identity/identity';
import { createRevocationList } from './identity/revocations';
import { identityRoutes } from './identity/identity-routes';
import { countOutboxMessages, createMailer, type Mailer } from './lib/mail';
import { createExtractionPool } from './lib/extraction';
import { createJobQueue, type JobQueue } from './lib/jobs';
import { createStorage, type FileStorage } from './lib/storage';
import { healthRoutes } from './modules/health/health.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { photoRoutes, usersRoutes } from './modules/users/users.routes';
import {
  listAccountDeletions,
  listDisabledAccounts,
  recordAccountDeletion,
  recordIdentityUser,
  recordSignIn,
  refuseDisabledSignIn,
} from './modules/users/users.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import {
  BUILD_EXPORT_JOB,
  defineExportJobs,
  deleteDataExportsOf,
  exportRoutes,
  type ExportJobs,
} from './modules/exports';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import {
  defineDocumentJobs,
  DEFAULT_EXTRACTION_BOUNDS,
  EXTRACT_JOB,
  type DocumentJobs,
  type ExtractionBounds,
} from './modules/documents/documents.jobs';
import { documentRoutes } from './modules/documents/documents.routes';
import { ANALYZE_JOB, defineAnalysisJobs, type AnalysisJobs } from './modules/analyses/analyses.jobs';
import { analysisRoutes } from './modules/analyses/analyses.routes';
import { funderRoutes } from './modules/funders/funders.routes';
import { projectRoutes } from './modules/projects/projects.routes';
import { defineDigestJobs, type DigestJobs } from './modules/digest/digest.service';
import { defineReminderJobs, type ReminderJobs } from './modules/reminders/reminders.service';
import { invitationRoutes } from './modules/organizations/invitations.routes';
import { meRoutes } from './modules/organizations/me.routes';
import { memberRoutes } from './modules/organizations/members.routes';
import { logoRoutes, organizationRoutes } from './modules/organizations/organizations.routes';
import {
  findMembership,
  activeBranding,
  getOrganizationProfile,
  prepareAccountDeletion,
} from './modules/organizations/organizations.service';
import { taskRoutes } from './modules/tasks/tasks.routes';
import { defineSupportJobs, type SupportJobs } from './modules/support/support.jobs';
import { supportQueueRoutes } from './modules/support/support-queue.routes';
import { supportRoutes } from './modules/support/support.routes';
import { organizationScope } from './plugins/org-context';
import { apiDocsPlugin } from './plugins/api-docs';
import { authPlugin, isAdminRoute, isPublicRoute } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

export interface AppDeps {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Where the built web app is; defaults to apps/web/dist beside this server. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The clock of scheduled jobs (reminders); tests move it. */
  now?: () => Date;
  /** How the identity issuer's key set is fetched (tests stand in for Google's key endpoint). */
  identityKeysFetch?: typeof fetch;
  /** Where uploaded files go; by default the configured disk directory or S3 bucket. */
  storage?: FileStorage;
  /** One document extraction's time and heap bound (tests shorten it). */
  extractionBounds?: ExtractionBounds;
  /** How long an analysis waits for its document's text (tests shorten it). */
  analysisTextWaitMs?: number;
}

const DEFAULT_WEB_DIST = path.resolve(MIGRATIONS_DIR, '..', '..', 'web', 'dist');

/** The app, with the identity service at hand for tests and scripts that need its server API. */
export type App = FastifyInstance & {
  /** The built-in identity service; null when Firebase signs users in. */
  identity: BuiltInIdentity | null;
  /** Every route as registered: the route-table tests walk it so new routes are covered. */
  routeTable: { method: string; url: string }[];
  /** The routes that declare `auth: 'public'` (read when asked: plugins may declare late). */
  publicRoutes(): { method: string; url: string }[];
  /** The routes that declare `auth: 'admin'`: instance administrators only. */
  adminRoutes(): { method: string; url: string }[];
  /**
   * The job queue (pg-boss, decision 013): `server.ts` starts it and schedules the jobs; tests
   * run a job's handler with `jobs.runNow(name)` and the app's clock.
   */
  jobs: JobQueue<AppJobs>;
  /** Where uploaded files are kept. */
  storage: FileStorage;
};

/** Every job the app defines, by name, with the shape of its data. */
export type AppJobs = ReminderJobs &
  DigestJobs &
  StatisticsJobs &
  DocumentJobs &
  AnalysisJobs &
  ExportJobs &
  SupportJobs;

/** How often an instance reads the accounts other instances deleted. */
const REVOCATIONS_REFRESH_MS = 5_000;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Errors Fastify answers before any hook runs (a path with broken percent-encoding, say)
    // get the same error shape as every other answer.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send(errorBody('BAD_REQUEST', 'The request address is not valid.'));
    },
  });
  const routeTable: App['routeTable'] = [];
  const declarations: { method: string; url: string; route: RouteOptions }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url });
      declarations.push({ method, url: route.url, route });
    }
  });
  const publicRoutes = () =>
    declarations.filter(({ route }) => isPublicRoute(route.config)).map(({ method, url }) => ({ method, url }));
  const adminRouteList = () =>
    declarations.filter(({ route }) => isAdminRoute(route.config)).map(({ method, url }) => ({ method, url }));
  database.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'PostgreSQL closed an idle database connection; the pool opens another when needed'),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    secure: config.publicUrl.startsWith('https://'),
    identity: config.identity,
  });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  // Before an account goes: its organisations are checked (and those it alone belongs to go), and
  // its data exports' files are deleted.
  const prepareDeletion = async (db: typeof database.db, userId: string) => {
    await prepareAccountDeletion(db, userId);
    await deleteDataExportsOf({ db, storage }, userId);
  };
  // Deleted and disabled accounts' tokens are refused at once here, and within a refresh on
  // other instances.
  const revocations = createRevocationList(
    async (since) =>
      (await listAccountDeletions(database.db, since)).map((row) => ({ userId: row.userId, at: row.deletedAt })),
    () => listDisabledAccounts(database.db),
  );
  await revocations.refresh();
  revocations.start(REVOCATIONS_REFRESH_MS, (error) =>
    app.log.warn({ err: error }, 'deleted accounts could not be read; trying again shortly'),
  );
  app.addHook('onClose', async () => revocations.stop());
  const revokeAccount = (uid: string) => {
    revocations.revoke({ userId: uid, at: new Date() });
    verifier.forgetUser(uid);
  };
  const { builtIn, verifier } = createIdentity(app, {
    config,
    db: database.db,
    mailer,
    ...(deps.identityKeysFetch ? { fetch: deps.identityKeysFetch } : {}),
    // Identity sits below the modules: what it needs of them is handed in here.
    onUserVerified: (user) => recordIdentityUser(database.db, user),
    beforeDeleteUser: (userId) => prepareDeletion(database.db, userId),
    afterDeleteUser: async (userId) => {
      await recordAccountDeletion(database.db, userId);
      revokeAccount(userId);
    },
    beforeSignIn: (userId) => refuseDisabledSignIn(database.db, userId),
    afterSignIn: (userId) => recordSignIn(database.db, userId, new Date()),
    revocations,
  });
  const clientConfig = clientConfigOf(config.identity);
  const now = deps.now ?? (() => new Date());
  const storage = deps.storage ?? (await createStorage(config.storage));
  const jobs = createJobQueue<AppJobs>(database, { log: app.log });
  const documentDeps = {
    db: database.db,
    storage,
    maxBytes: config.uploadMaxBytes,
    now,
    queueExtraction: async (versionId: string) => {
      await jobs.send(EXTRACT_JOB, { versionId }, { singletonKey: versionId });
    },
  };

  // Before any route: every route registered from here on needs a token unless it says otherwise.
  await app.register(authPlugin, { verifier });
  await app.register(apiDocsPlugin, { title: `${PRODUCT_NAME} API`, version: '0.1.0' });
  if (builtIn) await app.register(identityRoutes, { identity: builtIn, config });
  await app.register(clientConfigRoutes, { clientConfig });
  await app.register(healthRoutes, { database });
  await app.register(settingsRoutes, { db: database.db });
  await app.register(usersRoutes, {
    db: database.db,
    organizations: { activeBranding, prepareAccountDeletion: prepareDeletion },
    accountDeletion: builtIn === null,
    forgetTokens: revokeAccount,
  });
  const invitationDeps = { db: database.db, mailer, publicUrl: config.publicUrl };
  await app.register(meRoutes(invitationDeps));
  await app.register(
    adminRoutes({
      db: database.db,
      health: {
        database,
        jobs,
        mail: {
          transport: mailer.transport,
          outboxMessages: () => countOutboxMessages(path.join(config.dataDir, 'outbox')),
        },
      },
      accountDisabled: (uid, disabled) => {
        revocations.setDisabled(uid, disabled);
        if (disabled) verifier.forgetUser(uid);
      },
    }),
  );
  await app.register(logoRoutes(database.db));
  await app.register(photoRoutes(database.db));
  await app.register(calendarRoutes(database.db, config.publicUrl));
  const supportDeps = {
    db: database.db,
    storage,
    maxBytes: config.uploadMaxBytes,
    mailer,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    log: app.log,
  };
  await app.register(supportRoutes(supportDeps));
  await app.register(supportQueueRoutes(supportDeps));
  await app.register(
    exportRoutes({
      db: database.db,
      storage,
      queue: async (exportId) => {
        await jobs.send(BUILD_EXPORT_JOB, { exportId }, { singletonKey: exportId });
      },
      now,
    }),
  );
  await app.register(
    organizationScope(
      (organizationId, userId) => findMembership(database.db, organizationId, userId),
      [
        organizationRoutes(database.db),
        memberRoutes(database.db),
        invitationRoutes(invitationDeps),
        activityRoutes(database.db),
        projectRoutes(database.db),
        funderRoutes(database.db),
        applicationRoutes(database.db),
        taskRoutes({ db: database.db, mailer, publicUrl: config.publicUrl }),
        dashboardRoutes(database.db),
        documentRoutes(documentDeps),
        analysisRoutes({
          db: database.db,
          llmModel: config.llm?.model ?? null,
          queueRun: async (analysisId) => {
            await jobs.send(ANALYZE_JOB, { analysisId }, { singletonKey: analysisId });
          },
        }),
      ],
    ),
  );
  await app.register(webAppPlugin, {
    distDir: deps.webDistDir ?? config.webDistDir ?? DEFAULT_WEB_DIST,
    clientConfig,
  });

  defineReminderJobs(jobs, { db: database.db, mailer, publicUrl: config.publicUrl, log: app.log }, now);
  defineDigestJobs(jobs, { db: database.db, mailer, publicUrl: config.publicUrl, log: app.log }, now);
  defineStatisticsJob(jobs, database);
  defineSupportJobs(jobs, { db: database.db, storage, now, log: app.log });
  const extractionBounds = deps.extractionBounds ?? DEFAULT_EXTRACTION_BOUNDS;
  const readers = createExtractionPool({ maxHeapMb: extractionBounds.maxHeapMb });
  defineDocumentJobs(jobs, {
    db: database.db,
    storage,
    bounds: extractionBounds,
    readers,
    now,
    log: app.log,
  });
  defineExportJobs(jobs, { db: database.db, storage, mailer, publicUrl: config.publicUrl, now, log: app.log });
  defineAnalysisJobs(jobs, {
    db: database.db,
    llm: config.llm,
    profileOf: (organizationId) => getOrganizationProfile(database.db, organizationId),
    now,
    textWaitMs: deps.analysisTextWaitMs ?? 60_000,
    log: app.log,
  });

  app.addHook('onClose', async () => {
    // Before the database closes: running jobs finish and pg-boss's last statements are awaited.
    await jobs.stop();
    await readers.close();
    await storage.close();
    await mailer.close();
    await database.close();
  });

  return Object.assign(app, {
    identity: builtIn,
    routeTable,
    publicRoutes,
    adminRoutes: adminRouteList,
    jobs,
    storage,
  }) as unknown as App;
}
