// `npm start`: build what is missing, then run the server (PORT, default 3000; data under DATA_DIR).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureBuilt();
// Settings come from the environment, and from .env when there is one (see .env.example).
const envFile = existsSync(join(root, '.env')) ? ['--env-file=.env'] : [];
const child = spawn(process.execPath, [...envFile, '--enable-source-maps', 'server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)));
