import type { GameStateRules } from '../../kit';
import { type ToldState, toldStateRules } from '../../kit/logic';
import type { SETTINGS } from './settings';

/**
 * What Time Trial keeps between runs (and in a save): the entries the teacher has already been told cannot be
 * played, so she is told once per game. Personal bests are a record (bests.ts), kept across games.
 */
export type TimeTrialState = ToldState<'reported'>;

export const timeTrialState: GameStateRules<typeof SETTINGS, TimeTrialState> = toldStateRules('reported');

export const TIME_TRIAL_STATS = ['wordsUnscrambled'] as const;
export type TimeTrialStat = (typeof TIME_TRIAL_STATS)[number];
