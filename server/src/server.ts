import { buildApp } from './app';
import { listenForAdminCommands, type RunCommand } from './cli/admin-channel';
import { runAdmin } from './cli/index';
import { loadConfig } from './config';
import { databaseTargetFor, openDatabase } from './db/client';
import { lockForServer } from './db/embedded-lock';
import { seedDatabase } from './db/seed';
import { systemClock } from './platform/clock';
import { describeError } from './platform/logging';
import { createStorage } from './platform/storage';

/** How long a shutdown may take before the process exits anyway (code 1); within a service manager's usual 10 s+. */
const SHUTDOWN_DEADLINE_MS = 9000;

/** Starts the product: database created, migrated and seeded, then the app listening on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  // An embedded database belongs to one process (db/embedded-lock.ts): this server takes it, and takes the admin
  // commands for it from then on (cli/admin-channel.ts); they wait until the database is ready.
  const lock = config.databaseUrl ? undefined : await lockForServer(config.dataDir);
  let reportError = (error: unknown) => console.error(describeError(error));
  let adminReady!: (run: RunCommand) => void;
  const admin = lock
    ? await listenForAdminCommands(
        config.dataDir,
        lock,
        new Promise<RunCommand>((resolve) => (adminReady = resolve)),
        (error) => reportError(error),
      )
    : undefined;

  // Until the app's log exists, a lost PostgreSQL connection is written to standard error.
  let reportLostConnection = (error: Error) => console.error(`PostgreSQL connection lost: ${describeError(error)}`);
  const database = await openDatabase(databaseTargetFor(config, { ownThread: true }), {
    onConnectionError: (error) => reportLostConnection(error),
  });
  await database.migrate();
  const storage = createStorage(config);
  await seedDatabase(database.db, systemClock.now(), storage);
  const app = await buildApp({ config, db: database.db, storage });
  reportError = (error) => app.log.error({ err: error }, 'admin command failed');
  // PostgreSQL restarted or ended a session: the pool reconnects on the next query; worth a warning, not a crash.
  reportLostConnection = (error) => app.log.warn({ err: error }, 'PostgreSQL dropped an idle connection');
  adminReady?.(async (argv, out, err) => {
    try {
      return await runAdmin(argv, out, err, { db: database.db, storage, now: () => systemClock.now() });
    } catch (error) {
      reportError(error);
      err(describeError(error));
      return 1;
    }
  });
  app.addHook('onClose', async () => {
    await admin?.close();
    await database.close();
    lock?.release();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // app.close() stops accepting connections, closes the idle ones, answers 503 to a request that still arrives
    // on a busy one (Fastify's return503OnClosing), waits for the requests in flight, then closes the database.
    // A request or a close that hangs must not keep a service manager waiting for ever (it would kill us anyway).
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting with requests unfinished`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Started by `npm start` (scripts/start.mjs), which keeps an IPC channel open: it closing means the script is
  // gone, killed outright, and nobody would stop this server any more.
  if (process.connected) process.on('disconnect', () => shutdown('start script gone'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`PlayWords is ready at ${config.publicUrl} (${where})`);
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
