import { toldStateRules, type ToldState } from '../kit';

/**
 * Word Wheel is a tool: nothing of it is resumed (the kit saves its settings only). Its state is what a setting
 * changed in the teacher panel keeps when the wheel is made again: the words that already landed in elimination,
 * which stay off the wheel until Reset (a list of entries under one field, read back as the kit reads told entries).
 */
export type WordWheelState = ToldState<'out'>;
export const wordWheelState = toldStateRules('out');
