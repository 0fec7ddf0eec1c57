import { setting, type SettingsSchema } from '../kit';
import { t } from './texts';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). Who plays: 'auto' races
 * where the screen takes two fingers at once and takes turns elsewhere (logic/race.ts `playMode`). Time per word in
 * seconds, 0 for no limit. 'Pictures only' (the kit's): the cards show a word's picture without its text.
 */
export const settings = {
  mode: setting.choice(t('settings.mode'), 'auto', [
    ['auto', t('settings.auto')],
    ['race', t('settings.race')],
    ['turns', t('settings.turns')],
  ]),
  cards: setting.choice(t('settings.cards'), '6', ['4', '6']),
  words: setting.number(t('settings.words'), 6, 2, 20),
  rounds: setting.number(t('settings.rounds'), 3, 1, 10),
  seconds: setting.number(t('settings.seconds'), 15, 0, 60, 5),
  // The word is always spoken: with it on, the cards show a word's picture without its text.
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;
