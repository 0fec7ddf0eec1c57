// The teacher panel's settings for Hangman Battle.
import { setting, type SettingsSchema } from '../../kit/logic/settings';
import { t } from '../texts';

export const SETTINGS = {
  hearts: setting.number(t('settings.hearts'), 5, 3, 6),
  misses: setting.number(t('settings.misses'), 6, 3, 10),
  luck: setting.toggle(t('settings.luck'), true),
} satisfies SettingsSchema;

/** The longest word the blanks show in one line on the stage. */
export const MAX_LETTERS = 14;
