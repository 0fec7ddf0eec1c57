import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import { normaliseSettings, type ChaseSettings } from './logic/rules';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  startLevel: setting.number('Starting level', 1, 1, 5),
  pace: setting.choice('Alien speed', 'normal', [
    ['slow', 'Slow'],
    ['normal', 'Normal'],
  ]),
  words: setting.number('Words in a game', 10, 5, 30, 5),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** The rules' view of the panel's values. */
export function toRules(values: Settings): ChaseSettings {
  return normaliseSettings(values);
}
