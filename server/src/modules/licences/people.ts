// What the console's people section reads of licences: her licences with their state, and whose a key is.
import { normaliseLicenceKey, type LicenceDto } from '@playwords/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { presentLicence } from './presenter';
import { listLicences } from './service';
import { licences } from './tables';

/** Her licences as the API shapes them, with their state at `now`, in listing order (running first). */
export async function licencesOfAccount(
  db: Db,
  owner: { id: number; username: string },
  now: Date,
): Promise<LicenceDto[]> {
  return (await listLicences(db, owner, now)).map(presentLicence);
}

/** The owner of the licence with exactly this key (typed with or without dashes, any case), if it has one. */
export async function ownerOfLicenceKey(db: Db, typed: string): Promise<number | null> {
  const key = normaliseLicenceKey(typed);
  if (key === '') return null;
  const [row] = await db.select({ userId: licences.userId }).from(licences).where(eq(licences.id, key)).limit(1);
  return row?.userId ?? null;
}
