import type { GameStateRules } from '../../kit';
import { type ToldState, toldStateRules } from '../../kit/logic';
import type { SETTINGS } from './settings';

/**
 * What Wordbrain keeps between rounds (and in a save): the entries the teacher has already been told cannot be
 * played, so she is told once per game.
 */
export type WordbrainState = ToldState<'reported'>;

export const wordbrainState: GameStateRules<typeof SETTINGS, WordbrainState> = toldStateRules('reported');

export const WORDBRAIN_STATS = ['wordsFound'] as const;
export type WordbrainStat = (typeof WORDBRAIN_STATS)[number];
