import type { GameStateRules } from '../kit';
import { type BlockadeState, newBlockade, readBlockade } from './logic/game';
import type { settings } from './settings';

/** A new game (whole shields, no wave played yet), and a saved one read back (a malformed one starts fresh). */
export const blockadeState: GameStateRules<typeof settings, BlockadeState> = {
  initial: () => newBlockade(),
  parse: (saved, { teams }) => readBlockade(saved, teams),
};

/** UFO Blockade's own statistics (counts kept across games). */
export const BLOCKADE_STATS = ['ufosHit'] as const;
export type BlockadeStat = (typeof BLOCKADE_STATS)[number];
