import type { SettingsSchema, SettingsValues } from '../kit';
import type { FightersSettings } from '../mechanics/battle/battle';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  mode: {
    kind: 'choice',
    label: 'How to answer',
    default: 'listen',
    options: [
      { value: 'listen', label: 'Listen and choose' },
      { value: 'sayit', label: 'Say it (you judge)' },
    ],
  },
  health: { kind: 'number', label: 'Monster health', default: 100, min: 50, max: 300, step: 25 },
  penalty: { kind: 'toggle', label: 'Wrong answer loses 5 points', default: false },
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
