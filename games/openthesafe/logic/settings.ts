// The teacher panel's settings for Open The Safe and what they mean for a round.
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { type Board, BOARDS } from './keypad';

export const SETTINGS = {
  board: setting.choice('Keypad', 'small', [
    ['tiny', BOARDS.tiny.label],
    ['small', BOARDS.small.label],
    ['big', BOARDS.big.label],
  ]),
  clue: setting.choice('Clue', 'say', [
    ['say', 'Say the word'],
    ['first', 'Only length and first letter'],
  ]),
  safes: setting.number('Safes per team each round', 2, 1, 5),
  rounds: setting.number('Rounds', 2, 1, 5),
} satisfies SettingsSchema;

export type SafeSettings = SettingsValues<typeof SETTINGS>;

export interface SafeConfig {
  board: Board;
  side: number;
  maxLetters: number;
  /** Only the length and the first letter are shown; the word is not said until the safe is done. */
  firstLetterOnly: boolean;
  safesPerTeam: number;
  rounds: number;
}

export function safeConfig(values: SafeSettings): SafeConfig {
  const board: Board = values.board === 'tiny' || values.board === 'big' ? values.board : 'small';
  return {
    board,
    side: BOARDS[board].side,
    maxLetters: BOARDS[board].maxLetters,
    firstLetterOnly: values.clue === 'first',
    safesPerTeam: Math.max(1, Math.round(values.safes)),
    rounds: Math.max(1, Math.round(values.rounds)),
  };
}
