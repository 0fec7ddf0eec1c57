import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { EMOJI_SET_PATH } from '../modules/images/official-emoji';
import { prepareOfficialLibrary, type PreparedImage } from '../modules/images/service';

const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'modules', 'images');
/** What the prepared library depends on: its sources, the pipeline, the checked-in emoji and sharp's versions. */
const SOURCES = ['official-library.ts', 'official-backgrounds.ts', 'official-emoji.ts', 'pipeline.ts'];

function cacheKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) {
    const path = join(IMAGES_DIR, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  hash.update(readFileSync(EMOJI_SET_PATH));
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest('hex').slice(0, 16);
}

interface Manifest {
  images: Array<Omit<PreparedImage, 'png' | 'thumbnail'> & { png: string; thumbnail: string }>;
}

function readCache(dir: string): PreparedImage[] | null {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return manifest.images.map((i) => ({
    ...i,
    png: readFileSync(join(dir, i.png)),
    thumbnail: readFileSync(join(dir, i.thumbnail)),
  }));
}

/** Writes the cache aside and renames it into place: a reader sees all of it or none. */
function writeCache(dir: string, library: PreparedImage[]): void {
  const temp = `${dir}.${randomBytes(4).toString('hex')}.tmp`;
  mkdirSync(temp, { recursive: true });
  const images = library.map((image, i) => {
    writeFileSync(join(temp, `${i}.png`), image.png);
    writeFileSync(join(temp, `${i}-thumb.png`), image.thumbnail);
    return { ...image, png: `${i}.png`, thumbnail: `${i}-thumb.png` };
  });
  writeFileSync(join(temp, 'manifest.json'), JSON.stringify({ images }));
  try {
    renameSync(temp, dir);
  } catch {
    // Another test process got there first with the same content.
    rmSync(temp, { recursive: true, force: true });
  }
}

let cached: Promise<PreparedImage[]> | undefined;

/**
 * The official library as seeding stores it, rendered once for all test processes: rendering takes seconds, and
 * every test file seeds a fresh database. Kept under the system's temp folder, keyed by what it is made from.
 */
export function cachedOfficialLibrary(): Promise<PreparedImage[]> {
  cached ??= (async () => {
    const dir = join(tmpdir(), `playwords-official-library-${cacheKey()}`);
    const hit = readCache(dir);
    if (hit) return hit;
    const library = await prepareOfficialLibrary();
    writeCache(dir, library);
    return library;
  })();
  return cached;
}
