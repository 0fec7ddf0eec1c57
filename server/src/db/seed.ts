import type { Db } from './client';
import { ensureOfficialAccount } from '../modules/users/service';
import { syncCatalogue } from '../modules/games/service';
import { ensureStarterWordlists } from '../modules/wordlists/service';

/** The official content every installation starts with; safe to run at every start. */
export async function seedDatabase(db: Db, now: Date): Promise<void> {
  await ensureOfficialAccount(db, now);
  await syncCatalogue(db);
  await ensureStarterWordlists(db, now);
}
