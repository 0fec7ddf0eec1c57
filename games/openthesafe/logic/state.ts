// What Open The Safe keeps between rounds and in a save: the entries the teacher was already told are left out,
// so she is told once per game.
import type { GameStateRules } from '../../kit';
import { type ToldState, toldStateRules } from '../../kit/logic';
import type { SETTINGS } from './settings';

export type SafeState = ToldState<'told'>;

export const safeState: GameStateRules<typeof SETTINGS, SafeState> = toldStateRules('told');

export const SAFE_STATS = ['safesCracked'] as const;
export type SafeStat = (typeof SAFE_STATS)[number];
