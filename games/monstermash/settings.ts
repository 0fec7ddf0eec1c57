import { setting, type SettingsSchema } from '../kit';
import { TOP_SPEED } from './logic/speed';

/**
 * The teacher panel's settings (the form is generic: the kit draws it from this schema). `signs`: how many different
 * words the monsters hold during one spoken word (fewer with a short list). Speeds are levels of logic/speed.ts: the
 * speed starts at `startSpeed` and rises after every lap up to `topSpeed`. Time per word in seconds, 0 for no limit.
 */
export const settings = {
  holes: setting.choice('Holes', '9', [
    ['6', '6 holes'],
    ['9', '9 holes'],
    ['12', '12 holes'],
  ]),
  signs: setting.choice('Words on the signs', '4', ['3', '4', '6']),
  startSpeed: setting.number('Starting speed', 1, 1, TOP_SPEED),
  topSpeed: setting.number('Top speed', TOP_SPEED, 1, TOP_SPEED),
  turns: setting.number('Words for each team', 3, 1, 10),
  rounds: setting.number('Rounds', 3, 1, 10),
  seconds: setting.number('Time per word', 20, 0, 60, 5),
} satisfies SettingsSchema;
