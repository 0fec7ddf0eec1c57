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

  const database = await openDatabase(databaseTargetFor(config, { ownThread: true }));
  await database.migrate();
  const storage = createStorage(config);
  await seedDatabase(database.db, systemClock.now(), storage);
  const app = await buildApp({ config, db: database.db, storage });
  reportError = (error) => app.log.error({ err: error }, 'admin command failed');
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
