/** The teacher's settings for Time Trial (the teacher panel draws the form from this schema). */
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { t } from '../texts';
import { DIFFICULTIES, type Difficulty } from './scramble';

export const SETTINGS = {
  difficulty: setting.choice(t('settings.difficulty'), 'easy', [
    ['easy', t('settings.easy')],
    ['medium', t('settings.medium')],
    ['hard', t('settings.hard')],
  ]),
  rounds: setting.number(t('settings.rounds'), 3, 1, 10),
} satisfies SettingsSchema;

export type TimeTrialSettings = SettingsValues<typeof SETTINGS>;

export function difficultyOf(values: TimeTrialSettings): Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(values.difficulty) ? (values.difficulty as Difficulty) : 'easy';
}
