import type { GameStateRules } from '../kit';
import { newRound, readRound, type MashRound } from './logic/round';
import type { settings } from './settings';

/** A new game starts at the teacher's starting speed; a saved round is read back (anything else starts fresh). */
export const mashState: GameStateRules<typeof settings, MashRound> = {
  initial: ({ settings: values }) => newRound(values.startSpeed, values.topSpeed),
  parse: (saved) => readRound(saved),
};

/** Monster Mash's own statistic (a count kept across games). */
export const MASH_STATS = ['monstersWhacked'] as const;
export type MashStat = (typeof MASH_STATS)[number];
