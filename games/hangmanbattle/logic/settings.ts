// The teacher panel's settings for Hangman Battle.
import { setting, type SettingsSchema } from '../../kit/logic/settings';
import { t } from '../texts';

export const SETTINGS = {
  hearts: setting.number(t('settings.hearts'), 5, 3, 6),
  misses: setting.number(t('settings.misses'), 6, 3, 10),
  luck: setting.toggle(t('settings.luck'), true),
  // The word's picture before its blanks from the start (logic/clue); off, it comes with the answer.
  pictureClue: setting.toggle(t('settings.pictureClue'), true),
} satisfies SettingsSchema;

/** The longest word the blanks show in one line on the stage. */
export const MAX_LETTERS = 14;
