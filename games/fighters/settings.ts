import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import type { FightersSettings } from '../mechanics/battle/battle';
import { t } from './texts';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  health: setting.number(t('settings.health'), 150, 50, 300, 25),
  bossSeconds: setting.number(t('settings.bossSeconds'), 10, 0, 30, 5),
  penalty: setting.toggle(t('settings.penalty'), false),
  // The word buttons show a word's picture alone (pre-readers tap the picture of the word they hear).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** The battle rules' view of the panel's values (Fighters is always listen and choose). */
export function toRules(values: Settings): FightersSettings {
  return { mode: 'listen', monsterHealth: values.health, wrongPenalty: values.penalty ? 5 : 0 };
}
