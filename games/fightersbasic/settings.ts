import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import type { FightersSettings } from '../mechanics/battle/battle';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  mode: setting.choice('How to answer', 'listen', [
    ['listen', 'Listen and choose'],
    ['sayit', 'Say it (you judge)'],
  ]),
  health: setting.number('Monster health', 100, 50, 300, 25),
  penalty: setting.toggle('Wrong answer loses 5 points', false),
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
