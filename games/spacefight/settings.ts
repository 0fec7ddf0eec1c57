import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import type { FightRules } from './logic/fight';
import { t } from './texts';

/** The teacher panel's settings (the form is generic: the kit draws it from this schema). */
export const settings = {
  mode: setting.choice(t('settings.mode'), 'listen', [
    ['listen', t('settings.listen')],
    ['sayit', t('settings.sayIt')],
  ]),
  health: setting.number(t('settings.health'), 50, 30, 150, 10),
  monsters: setting.number(t('settings.monsters'), 2, 0, 4),
  turns: setting.number(t('settings.turns'), 3, 1, 6),
  // Listen mode's word buttons show a word's picture alone (say it shows the word to read, whatever this says).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

/** How a word is asked: spoken with word buttons, or shown for the class to say while the teacher judges. */
export type AnswerWay = 'listen' | 'sayit';

export function answerWay(values: Settings): AnswerWay {
  return values.mode === 'sayit' ? 'sayit' : 'listen';
}

/** The fight's view of the panel's values. */
export function toRules(values: Settings): FightRules {
  return {
    health: Math.max(1, Math.round(values.health)),
    monsters: Math.max(0, Math.round(values.monsters)),
    turnsPerRound: Math.max(1, Math.round(values.turns)),
  };
}
