import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_KEY_FILE = 'secret-key';

/**
 * The server's secret (signs activation links, keys the code hashes): `SECRET_KEY` when set, else the one kept in
 * `DATA_DIR/secret-key`, generated on first start. Every process that serves the same database needs the same
 * secret; with several machines, set `SECRET_KEY` (docs/decisions.md § Secret key).
 */
export function resolveSecretKey(config: { secretKey: string | undefined; dataDir: string }): {
  key: string;
  source: 'env' | 'file' | 'generated';
} {
  if (config.secretKey) return { key: config.secretKey, source: 'env' };
  const path = join(config.dataDir, SECRET_KEY_FILE);
  const existing = readSecretFile(path);
  if (existing) return { key: existing, source: 'file' };
  mkdirSync(config.dataDir, { recursive: true });
  // Written aside and linked into place: of two processes starting together, one creates the file and the other
  // reads it complete (a link is atomic and refuses to replace an existing file).
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const created = readSecretFile(path);
  if (!created) throw new Error(`${path} is empty or too short; delete it or set SECRET_KEY`);
  return { key: created, source: 'generated' };
}

function readSecretFile(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text.length < 32) throw new Error(`${path} holds fewer than 32 characters; delete it or set SECRET_KEY`);
  return text;
}
