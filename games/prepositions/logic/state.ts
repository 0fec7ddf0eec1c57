// What Prepositions keeps between rounds and in a save: each team's character (texture keys), so the same characters
// come back, and where the questions' cycles stand, so they carry on without repeats. Scores are the kit's.
import type { GameStateRules } from '../../kit';
import { NOTHING_ASKED, readAsked, type Asked } from './questions';
import type { SETTINGS } from './settings';

export interface PrepositionsState {
  /** One texture key per team; empty until the first round picks them. */
  cast: string[];
  /** Where the questions' cycles stand. */
  asked: Asked;
}

export const PREPOSITION_STATS = ['placesRight'] as const;
export type PrepositionStat = (typeof PREPOSITION_STATS)[number];

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : null;

/** A saved state read back: a cast that does not name every team's character is picked again. */
export function readState(saved: unknown, teams: number): PrepositionsState | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const cast = strings((saved as Partial<PrepositionsState>).cast);
  if (!cast) return null;
  return { cast: cast.length === teams ? cast : [], asked: readAsked((saved as Partial<PrepositionsState>).asked) };
}

export const prepositionsState: GameStateRules<typeof SETTINGS, PrepositionsState> = {
  initial: () => ({ cast: [], asked: NOTHING_ASKED }),
  parse: (saved, { teams }) => readState(saved, teams),
};
