// What Number Line keeps between rounds and in a save: each team's character (texture keys), so the same
// characters come back after a round or a resume. Scores are the kit's.
import type { GameStateRules } from '../../kit';
import type { SETTINGS } from './settings';

export interface LineState {
  /** One texture key per team; empty until the first round picks them. */
  cast: string[];
}

export const LINE_STATS = ['numbersSpotOn'] as const;
export type LineStat = (typeof LINE_STATS)[number];

/** A saved state read back: a cast that does not name every team's character is picked again. */
export function readLineState(saved: unknown, teams: number): LineState | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const cast = (saved as Partial<LineState>).cast;
  if (!Array.isArray(cast)) return null;
  const keys = cast.filter((key): key is string => typeof key === 'string' && key !== '');
  return { cast: keys.length === teams ? keys : [] };
}

export const lineState: GameStateRules<typeof SETTINGS, LineState> = {
  initial: () => ({ cast: [] }),
  parse: (saved, { teams }) => readLineState(saved, teams),
};
