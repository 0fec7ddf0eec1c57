import type { SettingsSchema, SettingsValues } from '../kit';
import { normaliseSettings, type ChaseSettings } from './logic/rules';

/** The teacher's settings (the kit's panel shows them as a form). */
export const settings = {
  startLevel: { kind: 'number', label: 'Starting level', default: 1, min: 1, max: 5, step: 1 },
  pace: {
    kind: 'choice',
    label: 'Alien speed',
    default: 'normal',
    options: [
      { value: 'slow', label: 'Slow' },
      { value: 'normal', label: 'Normal' },
    ],
  },
  words: { kind: 'number', label: 'Words in a game', default: 10, min: 5, max: 30, step: 5 },
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** The rules' view of the panel's values. */
export function toRules(values: Settings): ChaseSettings {
  return normaliseSettings(values);
}
