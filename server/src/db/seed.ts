import type { Db } from './client';
import type { Storage } from '../platform/storage';
import { ensureOfficialImages, type PreparedImage } from '../modules/images/service';
import { ensureOfficialAccount, fillUsernameSkeletons } from '../modules/users/service';
import { syncCatalogue } from '../modules/games/service';
import { ensureStarterWordlists } from '../modules/wordlists/service';

/**
 * The official content every installation starts with; safe to run at every start. With a storage, the official
 * image library too (rendered only when it is missing); without one (tools that need no pictures) it is left out.
 * `officialLibrary` replaces the rendering (tests share one rendering between their processes).
 */
export async function seedDatabase(
  db: Db,
  now: Date,
  storage?: Storage,
  officialLibrary?: () => Promise<PreparedImage[]>,
): Promise<void> {
  await ensureOfficialAccount(db, now);
  await fillUsernameSkeletons(db);
  await syncCatalogue(db);
  await ensureStarterWordlists(db, now);
  if (storage) await ensureOfficialImages(db, storage, now, officialLibrary);
}
