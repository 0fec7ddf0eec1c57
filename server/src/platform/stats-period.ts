// The periods the console's Numbers count over, shared by every module's stats: UTC days or UTC months, the
// bucket of a timestamp computed by the database (so counting stays one grouped query), zeros filled here.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export type BucketUnit = 'day' | 'month';

/** A run of whole UTC days or months: `[from, to)`, and each bucket's key, oldest first. */
export interface StatsPeriod {
  unit: BucketUnit;
  from: Date;
  to: Date;
  /** `YYYY-MM-DD` per day, `YYYY-MM` per month. */
  buckets: string[];
}

/** A count per bucket, in the order of the period's buckets, and their sum. */
export interface BucketCounts {
  values: number[];
  total: number;
}

const KEY_FORMAT: Readonly<Record<BucketUnit, string>> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

function keyOf(date: Date, unit: BucketUnit): string {
  const iso = date.toISOString();
  return unit === 'day' ? iso.slice(0, 10) : iso.slice(0, 7);
}

/** The last `count` UTC days or months up to and including the one holding `now`. */
export function statsPeriod(unit: BucketUnit, count: number, now: Date): StatsPeriod {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const start = (i: number) => (unit === 'day' ? new Date(Date.UTC(y, m, d + i)) : new Date(Date.UTC(y, m + i, 1)));
  const buckets: string[] = [];
  for (let i = 1 - count; i <= 0; i++) buckets.push(keyOf(start(i), unit));
  return { unit, from: start(1 - count), to: start(1), buckets };
}

/** The bucket key of a `timestamptz` column, read on UTC's calendar whatever the session's time zone. */
export function bucketOfInstant(column: SQLWrapper, unit: BucketUnit): SQL<string> {
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone 'UTC'), ${sql.raw(`'${KEY_FORMAT[unit]}'`)})`;
}

/** The bucket key of a `date` column (a calendar day already). */
export function bucketOfDay(column: SQLWrapper, unit: BucketUnit): SQL<string> {
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column}::timestamp), ${sql.raw(`'${KEY_FORMAT[unit]}'`)})`;
}

/** Counts grouped by bucket laid on the period's buckets: every bucket present, the missing ones 0. */
export function fillBuckets(
  period: StatsPeriod,
  rows: ReadonlyArray<{ bucket: string; n: number | string }>,
): BucketCounts {
  // Rows of one bucket add up (one series may be counted from several tables).
  const byBucket = new Map<string, number>();
  for (const row of rows) byBucket.set(row.bucket, (byBucket.get(row.bucket) ?? 0) + Number(row.n));
  const values = period.buckets.map((bucket) => byBucket.get(bucket) ?? 0);
  return { values, total: values.reduce((a, b) => a + b, 0) };
}
