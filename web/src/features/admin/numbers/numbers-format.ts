// How the numbers read: bucket names, money, and the rows the charts and their tables draw.
import { formatPrice, licenceTypeName, type LicenceType, type NumbersDto, type NumbersRange } from '@playwords/common';

export const RANGE_LABELS: Readonly<Record<NumbersRange, string>> = {
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
};

/** How the totals' sentences name the period ('in the last 30 days'). */
export const RANGE_PHRASES: Readonly<Record<NumbersRange, string>> = {
  '30d': 'in the last 30 days',
  '12m': 'in the last 12 months',
};

// Buckets are UTC days and months: named on UTC's calendar, the same wherever the operator is.
const dayName = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '9 Feb' for `2026-02-09`, 'Mar 2026' for `2026-03`. */
export function bucketName(bucket: string): string {
  return bucket.length === 7
    ? monthName.format(new Date(`${bucket}-01T00:00:00Z`))
    : dayName.format(new Date(`${bucket}T00:00:00Z`));
}

/** Money in minor units as the pricing shows it: '$5.99', '¥39.00'. */
export const money = formatPrice;

/** A whole number with its thousands grouped. */
export const count = (n: number) => n.toLocaleString('en-GB');

/** One row per bucket, a column per named series: what a chart's `data` and its table take. */
export function rowsOf(buckets: readonly string[], columns: Record<string, readonly number[]>) {
  return buckets.map((bucket, i) => {
    const row: Record<string, string | number> = { bucket: bucketName(bucket) };
    for (const [name, values] of Object.entries(columns)) row[name] = values[i] ?? 0;
    return row;
  });
}

/** The games with plays, most played first (a game no one played is left off the chart). */
export function gamesPlayed(numbers: NumbersDto) {
  return numbers.games
    .filter((game) => game.total > 0)
    .sort((a, b) => b.total - a.total || a.index - b.index)
    .map((game) => ({ game: game.name, plays: game.total }));
}

const PLAN_ORDER: readonly LicenceType[] = ['PRO', 'PRE', 'VIP'];
const PLAN_COLOURS: Readonly<Record<LicenceType, string>> = { PRO: 'blue.6', PRE: 'grape.6', VIP: 'orange.6' };

/** The paid plans now, as the donut's cells. */
export function activePlans(numbers: NumbersDto) {
  return PLAN_ORDER.map((type) => ({
    name: licenceTypeName(type),
    value: numbers.active_plans[type],
    color: PLAN_COLOURS[type],
  }));
}
