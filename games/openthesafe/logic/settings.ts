// The teacher panel's settings for Open The Safe and what they mean for a round.
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { type Clue } from './clue';
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
    ['picture', t('settings.picture')],
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
  /** What each safe's word is given by (logic/clue): said, its picture, or only its length and first letter. */
  clue: Clue;
  safesPerTeam: number;
  rounds: number;
}

export function safeConfig(values: SafeSettings): SafeConfig {
  const board: Board = values.board === 'tiny' || values.board === 'big' ? values.board : 'small';
  return {
    board,
    side: BOARDS[board].side,
    maxLetters: BOARDS[board].maxLetters,
    clue: values.clue === 'first' || values.clue === 'picture' ? values.clue : 'say',
    safesPerTeam: Math.max(1, Math.round(values.safes)),
    rounds: Math.max(1, Math.round(values.rounds)),
  };
}
