import { toldStateRules, type ToldState } from '../kit';

/**
 * Twister keeps, between rounds and in a save, only the entries of a long list it told the teacher are not on the mat
 * (once per game); each round's spins start afresh.
 */
export type TwisterState = ToldState<'told'>;
export const twisterState = toldStateRules('told');

/** Twister's own statistic (a count kept across games). */
export const TWISTER_STATS = ['movesMade'] as const;
export type TwisterStat = (typeof TWISTER_STATS)[number];
