import { buildApp } from './app';
import { loadConfig } from './config';
import { databaseTargetFor, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { systemClock } from './platform/clock';
import { describeError } from './platform/logging';
import { createStorage } from './platform/storage';

/** Starts the product: database created, migrated and seeded, then the app listening on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  await database.migrate();
  const storage = createStorage(config);
  await seedDatabase(database.db, systemClock.now(), storage);
  const app = await buildApp({ config, db: database.db, storage });
  app.addHook('onClose', async () => database.close());

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
