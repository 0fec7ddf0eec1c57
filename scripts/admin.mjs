// `npm run admin -- <command> [options]`: the admin command line, against the configured database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
ensureBuilt(['server']);
const envFile = existsSync(join(root, '.env')) ? ['--env-file=.env'] : [];
const result = spawnSync(process.execPath, [...envFile, 'server/dist/cli.js', ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
