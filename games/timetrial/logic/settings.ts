/** The teacher's settings for Time Trial (the teacher panel draws the form from this schema). */
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { DIFFICULTIES, type Difficulty } from './scramble';

export const SETTINGS = {
  difficulty: setting.choice('Difficulty', 'easy', [
    ['easy', 'Easy: first letter shown, 90 s'],
    ['medium', 'Medium: hints cost 5 s, 60 s'],
    ['hard', 'Hard: a decoy letter, 45 s'],
  ]),
  rounds: setting.number('Runs (rounds)', 3, 1, 10),
} satisfies SettingsSchema;

export type TimeTrialSettings = SettingsValues<typeof SETTINGS>;

export function difficultyOf(values: TimeTrialSettings): Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(values.difficulty) ? (values.difficulty as Difficulty) : 'easy';
}
