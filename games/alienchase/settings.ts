import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import { DEFAULT_MAX_LEVEL, LEVEL_CAP, type ChaseSettings } from './logic/chase';
import { t } from './texts';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  maxLevel: setting.number(t('settings.maxLevel'), DEFAULT_MAX_LEVEL, 1, LEVEL_CAP),
  pace: setting.choice(t('settings.pace'), 'normal', [
    ['slow', t('settings.slow')],
    ['normal', t('settings.normal')],
  ]),
  turns: setting.number(t('settings.turns'), 4, 1, 10),
  zaps: setting.number(t('settings.zaps'), 3, 0, 5),
  // The zones show a word's picture alone (pre-readers walk to the picture of the word they hear).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** The rules' view of the panel's values. */
export function toRules(values: Settings): ChaseSettings {
  return {
    maxLevel: values.maxLevel,
    pace: values.pace === 'slow' ? 'slow' : 'normal',
    turns: values.turns,
    zaps: values.zaps,
  };
}
