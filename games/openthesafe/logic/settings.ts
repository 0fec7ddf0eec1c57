// The teacher panel's settings for Open The Safe and what they mean for a round.
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { type Board, BOARDS, boardLabel } from './keypad';
import { t } from '../texts';

export const SETTINGS = {
  board: setting.choice(t('settings.keypad'), 'small', [
    ['tiny', boardLabel('tiny')],
    ['small', boardLabel('small')],
    ['big', boardLabel('big')],
  ]),
  clue: setting.choice(t('settings.clue'), 'say', [
    ['say', t('settings.say')],
    ['first', t('settings.first')],
  ]),
  safes: setting.number(t('settings.safes'), 2, 1, 5),
  rounds: setting.number(t('settings.rounds'), 2, 1, 5),
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
