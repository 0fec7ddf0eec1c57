import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import type { FightersSettings } from '../mechanics/battle/battle';
import { t } from './texts';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  mode: setting.choice(t('settings.mode'), 'listen', [
    ['listen', t('settings.listen')],
    ['sayit', t('settings.sayIt')],
  ]),
  health: setting.number(t('settings.health'), 100, 50, 300, 25),
  penalty: setting.toggle(t('settings.penalty'), false),
  // Listen mode's word buttons show a word's picture alone (say it shows the word to read, whatever this says).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** The rules' view of the panel's values. */
export function toRules(values: Settings): FightersSettings {
  return {
    mode: values.mode === 'sayit' ? 'sayit' : 'listen',
    monsterHealth: values.health,
    wrongPenalty: values.penalty ? 5 : 0,
  };
}
