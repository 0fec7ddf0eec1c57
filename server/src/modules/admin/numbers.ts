// The console's Numbers: each module counts its own facts over the same period; this puts them side by side.
import { NUMBERS_BUCKETS, type NumbersDto, type NumbersRange } from '@playwords/common';
import type { Db } from '../../db/client';
import { statsPeriod } from '../../platform/stats-period';
import { countGamePlays } from '../games/service';
import { countUploads } from '../images/service';
import { countActivePlans, countTrials } from '../licences/service';
import { sumRevenue } from '../payments/service';
import { countActivations, countSignUps } from '../users/service';

/** The numbers of the last 30 UTC days (today included) or 12 UTC months (this one included), as of `now`. */
export async function readNumbers(db: Db, range: NumbersRange, now: Date): Promise<NumbersDto> {
  const period = statsPeriod(range === '30d' ? 'day' : 'month', NUMBERS_BUCKETS[range], now);
  // One after another: the embedded database answers one query at a time anyway.
  const signups = await countSignUps(db, period);
  const activations = await countActivations(db, period);
  const trials = await countTrials(db, period);
  const revenue = await sumRevenue(db, period);
  const uploads = await countUploads(db, period);
  const games = await countGamePlays(db, period);
  const activePlans = await countActivePlans(db, now);
  return {
    range,
    buckets: period.buckets,
    signups,
    activations,
    trials_started: trials.started,
    trials_converted: trials.converted,
    revenue,
    uploads,
    games,
    active_plans: activePlans,
    generated_at: now.toISOString(),
  };
}
