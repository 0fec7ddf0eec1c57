import { setting, type SettingsSchema } from '../kit';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). Who plays: 'auto' races
 * where the screen takes two fingers at once and takes turns elsewhere (logic/race.ts `playMode`). Time per word in
 * seconds, 0 for no limit.
 */
export const settings = {
  mode: setting.choice('Who plays', 'auto', [
    ['auto', 'Auto'],
    ['race', 'Race'],
    ['turns', 'Turns'],
  ]),
  cards: setting.choice('Cards per half', '6', ['4', '6']),
  words: setting.number('Words per round', 6, 2, 20),
  rounds: setting.number('Rounds', 3, 1, 10),
  seconds: setting.number('Time per word', 15, 0, 60, 5),
} satisfies SettingsSchema;
