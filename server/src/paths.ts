import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this file whether it runs from src/ (tests, tsx) or from the
 * bundle in dist/: the first ancestor holding the checked-in migrations.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the server folder (with drizzle/meta) from ' + fileURLToPath(import.meta.url));
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = resolve(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'web', 'dist');
export const DEFAULT_GAMES_DIST = join(REPO_ROOT, 'games', 'dist');
