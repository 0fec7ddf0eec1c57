import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import { DEFAULT_MAX_LEVEL, LEVEL_CAP, type ChaseSettings } from './logic/chase';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  maxLevel: setting.number('Highest difficulty', DEFAULT_MAX_LEVEL, 1, LEVEL_CAP),
  pace: setting.choice('Alien speed', 'normal', [
    ['slow', 'Slow'],
    ['normal', 'Normal'],
  ]),
  turns: setting.number('Turns for each team', 4, 1, 10),
  zaps: setting.number('Zaps for each team', 3, 0, 5),
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
