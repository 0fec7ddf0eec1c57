// `npm start`: build what is missing, then run the server (PORT, default 3000; data under DATA_DIR).
//
// Stopping. npm runs a script as `sh -c "<script>"` and passes SIGTERM and SIGINT on to that shell only. dash
// (Debian's and Docker's node images' /bin/sh) neither passes them on nor replaces itself with the command: on
// SIGTERM it died and left this script and the server running; on SIGINT it waited for them, forever. So:
// - the script is `exec node scripts/start.mjs`: the shell becomes this process, and npm's signals reach it;
// - a signal this script gets is passed to the server (Ctrl-C in a terminal reaches every process anyway);
// - when its parent goes away (npm killed outright, a shell without exec), it stops the server as if told SIGTERM;
// - the server keeps an IPC channel to this script and stops when it closes (this script killed outright).
// It exits when the server has, with its status.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { ensureBuilt } from './ensure-built.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Settings come from the environment, and from .env when there is one (see .env.example).
const envPath = join(root, '.env');
const envFile = existsSync(envPath) ? ['--env-file=.env'] : [];
const settings = { ...(envFile.length > 0 ? parseEnv(readFileSync(envPath, 'utf8')) : {}), ...process.env };
// A web app or game build of one's own (WEB_DIST_DIR, GAMES_DIST_DIR) needs none of ours.
const ours = { web: !settings.WEB_DIST_DIR, games: !settings.GAMES_DIST_DIR, server: true };
ensureBuilt(Object.keys(ours).filter((target) => ours[target]));

const child = spawn(process.execPath, [...envFile, ...SERVER_NODE_FLAGS, 'server/dist/server.js'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});

// A repeated signal is passed on too: the server ignores repeats while it finishes what is in flight.
const stop = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

const parent = process.ppid;
const watchParent = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watchParent);
  stop('SIGTERM');
}, 250);

child.on('exit', (code, signal) => {
  clearInterval(watchParent);
  process.exit(signal ? 0 : (code ?? 1));
});
