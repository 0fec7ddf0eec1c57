import { setting, type SettingsSchema } from '../kit/logic';
import { TOP_SPEED } from './logic/speed';
import { t } from './texts';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). `signs`: how many different
 * words the monsters hold during one spoken word (fewer with a short list). Speeds are levels of logic/speed.ts: the
 * speed starts at `startSpeed` and rises after every lap up to `topSpeed`. Time per word in seconds, 0 for no limit.
 */
export const settings = {
  holes: setting.choice(t('settings.holes'), '9', [
    ['6', t('settings.holeCount', { holes: 6 })],
    ['9', t('settings.holeCount', { holes: 9 })],
    ['12', t('settings.holeCount', { holes: 12 })],
  ]),
  signs: setting.choice(t('settings.signs'), '4', ['3', '4', '6']),
  startSpeed: setting.number(t('settings.startSpeed'), 1, 1, TOP_SPEED),
  topSpeed: setting.number(t('settings.topSpeed'), TOP_SPEED, 1, TOP_SPEED),
  turns: setting.number(t('settings.turns'), 3, 1, 10),
  rounds: setting.number(t('settings.rounds'), 3, 1, 10),
  seconds: setting.number(t('settings.seconds'), 20, 0, 60, 5),
  // The monsters' signs show a word's picture alone (pre-readers whack the picture of the word they hear).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;
