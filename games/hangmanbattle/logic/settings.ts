// The teacher panel's settings for Hangman Battle.
import { setting, type SettingsSchema } from '../../kit/logic/settings';

export const SETTINGS = {
  hearts: setting.number('Hearts per team', 5, 3, 6),
  misses: setting.number('Wrong letters before a word is lost', 6, 3, 10),
  luck: setting.toggle('Luck wheel', true),
} satisfies SettingsSchema;

/** The longest word the blanks show in one line on the stage. */
export const MAX_LETTERS = 14;
