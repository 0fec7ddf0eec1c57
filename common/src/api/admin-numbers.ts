// The console's numbers section: types and texts.
import type { LicenceType } from './licences';
import type { Currency } from '../rules/pricing';

/** The periods the section shows: the last 30 UTC days (today included) or the last 12 UTC months (this one included). */
export const NUMBERS_RANGES = ['30d', '12m'] as const;
export type NumbersRange = (typeof NUMBERS_RANGES)[number];

/** How many buckets each range has. */
export const NUMBERS_BUCKETS: Readonly<Record<NumbersRange, number>> = { '30d': 30, '12m': 12 };

/** One count over the range: a value per bucket (in the order of `NumbersDto.buckets`) and their sum. */
export interface NumbersSeries {
  values: number[];
  total: number;
}

/** Money taken in one currency: what paid orders charged less what was refunded of them, in minor units. */
export interface RevenueSeries extends NumbersSeries {
  currency: Currency;
}

/** Plays of one game (its page served to a signed-in teacher). */
export interface GamePlaysSeries extends NumbersSeries {
  /** The game's index (the API's gameIndex) and its key and name from the catalogue. */
  index: number;
  key: string;
  name: string;
}

/** `GET /api/admin/numbers/?range=30d|12m`. */
export interface NumbersDto {
  range: NumbersRange;
  /** Each bucket's first day, oldest first: `YYYY-MM-DD` (30d) or `YYYY-MM` (12m), in UTC. */
  buckets: string[];
  /** Accounts created (by when they joined). */
  signups: NumbersSeries;
  /** E-mail addresses validated for the first time. */
  activations: NumbersSeries;
  /** Trial licences started. */
  trials_started: NumbersSeries;
  /** Of the trials started in each bucket, those whose teacher later got a licence that is not a trial. */
  trials_converted: NumbersSeries;
  /** One series per currency, every currency present. */
  revenue: RevenueSeries[];
  /** Pictures teachers uploaded (the official library left out). */
  uploads: NumbersSeries;
  /** One series per game that can be played, in catalogue order. */
  games: GamePlaysSeries[];
  /** Teachers on each paid plan now (trials included). */
  active_plans: Record<LicenceType, number>;
  generated_at: string;
}

export const NumbersMessage = {
  badRange: 'Choose 30d or 12m.',
} as const;
