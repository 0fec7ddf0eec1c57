import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import type { FightersSettings } from '../mechanics/battle/battle';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  health: setting.number('Monster health', 150, 50, 300, 25),
  bossSeconds: setting.number('Boss fight: seconds to answer (0: no clock)', 10, 0, 30, 5),
  penalty: setting.toggle('Wrong answer loses 5 points', false),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** The battle rules' view of the panel's values (Fighters is always listen and choose). */
export function toRules(values: Settings): FightersSettings {
  return { mode: 'listen', monsterHealth: values.health, wrongPenalty: values.penalty ? 5 : 0 };
}
