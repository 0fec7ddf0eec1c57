import { setting, type SettingsSchema } from '../kit/logic';
import { BOARD_CHOICES } from './logic/board';
import { t } from './texts';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). 'Answer by': saying the
 * word over the column the team chose (the teacher judges), or listening: the word is spoken and the team finds its
 * column. 'Board': Standard is 7 × 6, or 9 × 7 with three teams (logic/board.ts). A board is a round. 'Pictures
 * only' (the kit's) applies to Listening.
 */
export const settings = {
  mode: setting.choice(t('settings.mode'), 'say', [
    ['say', t('settings.saying')],
    ['listen', t('settings.listening')],
  ]),
  board: setting.choice(
    t('settings.board'),
    'standard',
    BOARD_CHOICES.map(([value, label]) => [value, value === 'standard' ? t('settings.standard') : label] as const),
  ),
  boards: setting.number(t('settings.boards'), 1, 1, 5),
  // Listening only: the cards show a word's picture without its text (pre-readers find the picture they hear).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;
