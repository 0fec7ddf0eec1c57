// What Open The Safe keeps between rounds and in a save: the entries the teacher was already told are left out,
// so she is told once per game.
import type { GameStateRules } from '../../kit';
import type { SETTINGS } from './settings';

export interface SafeState {
  told: string[];
}

export const safeState: GameStateRules<typeof SETTINGS, SafeState> = {
  initial: () => ({ told: [] }),
  parse(saved) {
    if (typeof saved !== 'object' || saved === null) return null;
    const told = (saved as { told?: unknown }).told;
    if (!Array.isArray(told)) return null;
    return { told: told.filter((entry): entry is string => typeof entry === 'string').slice(0, 400) };
  },
};

/** The left-out entries she has not been told about yet; from now on they count as told. */
export function tellOnce<T extends { entry: string }>(state: SafeState, items: readonly T[]): T[] {
  const told = new Set(state.told);
  const fresh = items.filter((item) => !told.has(item.entry));
  for (const item of fresh) state.told.push(item.entry);
  return fresh;
}

export const SAFE_STATS = ['safesCracked'] as const;
export type SafeStat = (typeof SAFE_STATS)[number];
