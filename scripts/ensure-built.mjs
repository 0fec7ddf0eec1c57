// Builds what is missing or older than its sources: the web app (web/dist), the game pages (games/dist) and the
// server (server/dist).
// `npm start`, `npm run admin` and the benchmarks call it, so a fresh clone needs only `npm install`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(p, entry));
    } else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

function stale(output, sources) {
  const out = join(root, output);
  return !existsSync(out) || statSync(out).mtimeMs < newest(sources);
}

const targets = [
  {
    name: 'web',
    output: 'web/dist/index.html',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'common/src', 'games', 'server/assets'],
    command: 'npm run build -w @playwords/web',
  },
  {
    name: 'games',
    output: 'games/dist/.vite/manifest.json',
    sources: ['games', 'common/src'],
    command: 'npm run build -w @playwords/games',
  },
  {
    name: 'server',
    output: 'server/dist/server.js',
    sources: ['server/src', 'server/build.mjs', 'common/src'],
    command: 'npm run build -w @playwords/server',
  },
];

/** Builds the named targets (all when none are named) that are missing or out of date. */
export function ensureBuilt(only = []) {
  for (const t of targets) {
    if (only.length > 0 && !only.includes(t.name)) continue;
    if (stale(t.output, t.sources)) {
      console.log(`Building the ${t.name} (missing or out of date)…`);
      execSync(t.command, { cwd: root, stdio: 'inherit' });
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) ensureBuilt(process.argv.slice(2));
