import { setting, type SettingsSchema } from '../kit/logic';
import { BOARD_CHOICES } from './logic/board';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). 'Answer by': saying the
 * word over the column the team chose (the teacher judges), or listening: the word is spoken and the team finds its
 * column. 'Board': Standard is 7 × 6, or 9 × 7 with three teams (logic/board.ts). A board is a round.
 */
export const settings = {
  mode: setting.choice('Answer by', 'say', [
    ['say', 'Saying'],
    ['listen', 'Listening'],
  ]),
  board: setting.choice('Board', 'standard', BOARD_CHOICES),
  boards: setting.number('Boards to play', 1, 1, 5),
} satisfies SettingsSchema;
