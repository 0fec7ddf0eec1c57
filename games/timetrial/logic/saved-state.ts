import type { GameStateRules } from '../../kit';
import type { SETTINGS } from './settings';

/**
 * What Time Trial keeps between runs (and in a save): the entries the teacher has already been told cannot be
 * played, so she is told once per game. Personal bests live in the statistics (bests.ts), kept across games.
 */
export interface TimeTrialState {
  reported: string[];
}

export const timeTrialState: GameStateRules<typeof SETTINGS, TimeTrialState> = {
  initial: () => ({ reported: [] }),
  parse(saved) {
    if (typeof saved !== 'object' || saved === null) return null;
    const reported = (saved as { reported?: unknown }).reported;
    if (!Array.isArray(reported)) return null;
    return { reported: reported.filter((entry): entry is string => typeof entry === 'string').slice(0, 400) };
  },
};

/** The entries of `left` the teacher has not been told about yet; from now on they count as told. */
export function tellOnce<T extends { entry: string }>(state: TimeTrialState, left: readonly T[]): T[] {
  const told = new Set(state.reported);
  const fresh = left.filter((item) => !told.has(item.entry));
  for (const item of fresh) state.reported.push(item.entry);
  return fresh;
}

export const TIME_TRIAL_STATS = ['wordsUnscrambled'] as const;
export type TimeTrialStat = (typeof TIME_TRIAL_STATS)[number];
