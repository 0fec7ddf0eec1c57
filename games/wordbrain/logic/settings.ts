/** The teacher's settings for Wordbrain (the teacher panel draws the form from this schema) and their reading. */
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { t } from '../texts';
import type { RoundRules } from './round';

export const SETTINGS = {
  size: setting.choice(t('settings.size'), 'auto', [
    ['auto', t('settings.fitWords')],
    ['3', '3 × 3'],
    ['4', '4 × 4'],
    ['5', '5 × 5'],
  ]),
  words: setting.choice(t('settings.words'), '3', ['2', '3', '4']),
  rounds: setting.number(t('settings.rounds'), 3, 1, 10),
  tries: setting.choice(t('settings.tries'), '3', ['1', '2', '3', ['0', t('settings.untilFound')]]),
} satisfies SettingsSchema;

export type WordbrainSettings = SettingsValues<typeof SETTINGS>;

export interface RoundConfig extends RoundRules {
  size: number | 'auto';
  wordCount: number;
  rounds: number;
}

/** The round's numbers from the setting values (already checked against the schema by the kit). */
export function roundConfig(values: WordbrainSettings): RoundConfig {
  const size = Number.parseInt(values.size, 10);
  const words = Number.parseInt(values.words, 10);
  const tries = Number.parseInt(values.tries, 10);
  return {
    size: size >= 3 && size <= 5 ? size : 'auto',
    wordCount: words >= 2 && words <= 4 ? words : 3,
    rounds: Math.max(1, Math.round(values.rounds)),
    missesPerTurn: Number.isFinite(tries) && tries >= 0 ? tries : 3,
  };
}
