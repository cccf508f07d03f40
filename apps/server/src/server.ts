import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseUnavailableError, describeDatabase, openDatabase } from './db/client';

/** Reads the configuration, opens and migrates the database, listens, and closes with grace. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw new DatabaseUnavailableError(describeDatabase(config), error);
  }
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  // The address to open comes first: the one the README names (or PUBLIC_URL), not the socket's.
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Open ${config.publicUrl} (listening on ${address})`,
  });
  // After listening: pg-boss installs or migrates its schema, then the schedules are stored in
  // the database, so with several instances each schedule fires on one of them.
  await app.jobs.start();
  await app.jobs.schedule('deadline-reminders', '*/5 * * * *');
  // Every quarter hour: each time zone's Monday 07:00 is met within 15 minutes (weekly digest).
  await app.jobs.schedule('weekly-digests', '*/15 * * * *');
  await app.jobs.schedule('requeue-stalled-extractions', '*/5 * * * *');
  await app.jobs.schedule('purge-deleted-documents', '17 3 * * *');
  await app.jobs.schedule('purge-data-exports', '43 3 * * *');
  await app.jobs.schedule('purge-unattached-support-files', '47 3 * * *');
  if (database.kind === 'pglite') {
    await app.jobs.schedule('embedded-database-statistics', '0 */6 * * *');
    await app.jobs.schedule('embedded-database-vacuum', '23 3 * * *');
  }
  app.log.info(`GrantPilot is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnavailableError
  ) {
    console.error(`GrantPilot cannot start. ${error.message}`);
  } else {
    console.error('GrantPilot cannot start:', error);
  }
  process.exit(1);
});
