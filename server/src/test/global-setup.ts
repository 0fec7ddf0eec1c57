import type { TestProject } from 'vitest/node';
import { prepareTestRun } from './template';

/**
 * The server project's globalSetup: migrates and seeds one template for the whole run (PGlite, or PostgreSQL when
 * DATABASE_URL is set) and hands it to the test processes; `database.ts` gives each test file a copy. The
 * teardown drops it all; what an interrupted run leaves is swept by the next one.
 */
export default async function setup(project: TestProject) {
  const run = await prepareTestRun(process.env.DATABASE_URL || undefined);
  project.provide('testTemplate', run.template);
  return () => run.dispose();
}
