import type { GameStateRules } from '../../kit';
import { type ToldState, toldStateRules } from '../../kit/logic';
import type { SETTINGS } from './settings';

/**
 * What Word Search keeps between rounds (passed to `kit.endRound` and back as the next round's state, also across a
 * saved and resumed game): the entries the teacher has already been told do not fit, so she is told once per game.
 */
export type WordSearchState = ToldState<'reported'>;

/** A new game has told her nothing yet; a saved state is read back, and a malformed one is not one. */
export const wordSearchState: GameStateRules<typeof SETTINGS, WordSearchState> = toldStateRules('reported');

/** Word Search's own statistics (counts kept across games). */
export const WORD_SEARCH_STATS = ['wordsFound'] as const;
export type WordSearchStat = (typeof WORD_SEARCH_STATS)[number];
