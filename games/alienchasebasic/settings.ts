import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import { normaliseSettings, type ChaseSettings } from './logic/rules';
import { t } from './texts';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  startLevel: setting.number(t('settings.startLevel'), 1, 1, 5),
  pace: setting.choice(t('settings.pace'), 'normal', [
    ['slow', t('settings.slow')],
    ['normal', t('settings.normal')],
  ]),
  words: setting.number(t('settings.words'), 10, 5, 30, 5),
  // The zones show a word's picture alone (pre-readers walk to the picture of the word they hear).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** The rules' view of the panel's values. */
export function toRules(values: Settings): ChaseSettings {
  return normaliseSettings(values);
}
