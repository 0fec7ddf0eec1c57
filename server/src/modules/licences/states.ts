import { computeSchedule, type LicenceState } from '@playwords/common';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licences } from './tables';

/** A licence named by its owner and key (an order's). */
export interface LicenceRef {
  userId: number;
  licenceId: string;
}

/**
 * The state at `now` of each named licence, by key (computed from each owner's whole schedule, nothing written):
 * what the console's money section asks before a refund. One query for all the owners.
 */
export async function licenceStatesAt(db: Db, refs: LicenceRef[], now: Date): Promise<Map<string, LicenceState>> {
  const owners = [...new Set(refs.map((r) => r.userId))];
  const states = new Map<string, LicenceState>();
  if (owners.length === 0) return states;
  const rows = await db.select().from(licences).where(inArray(licences.userId, owners));
  for (const owner of owners) {
    const schedule = computeSchedule(
      rows.filter((row) => row.userId === owner),
      now,
    );
    for (const entry of schedule.entries) states.set(entry.licence.id, entry.state);
  }
  return states;
}
