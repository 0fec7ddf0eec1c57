/**
 * The teacher's settings for Word Search, as the kit's schema (the teacher panel draws the form from it), and
 * their reading into the numbers the round needs.
 */
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import {
  DIRECTION_SETTINGS,
  type DirectionSetting,
  GRID_MAX_SIZE,
  GRID_MIN_SIZE,
} from '../../mechanics/letter-grid/grid';
import { autoWordCount, type RoundRules } from './round';

export const SETTINGS = {
  size: setting.number('Grid size', 10, GRID_MIN_SIZE, GRID_MAX_SIZE),
  directions: setting.choice('Directions', 'across-down', [
    ['across-down', 'Across and down'],
    ['diagonal', '+ Diagonal'],
    ['backwards', '+ Backwards'],
  ]),
  words: setting.choice('Words per round', 'auto', [
    ['auto', 'Fit the grid'],
    '4',
    '5',
    '6',
    '8',
    '10',
    '12',
    '14',
    '16',
  ]),
  listen: setting.toggle('Listen mode', false),
  rounds: setting.number('Rounds', 2, 1, 10),
  tries: setting.choice('Tries per turn', '3', ['1', '2', '3', ['0', 'Until found']]),
  scoring: setting.choice('Points', 'word', [
    ['word', '1 per word'],
    ['letters', '1 per letter'],
  ]),
} satisfies SettingsSchema;

export type WordSearchSettings = SettingsValues<typeof SETTINGS>;

export interface RoundConfig extends RoundRules {
  size: number;
  directions: DirectionSetting;
  wordCount: number;
  rounds: number;
}

/** The round's numbers from the setting values (already checked against the schema by the kit). */
export function roundConfig(values: WordSearchSettings): RoundConfig {
  const size = Math.min(GRID_MAX_SIZE, Math.max(GRID_MIN_SIZE, Math.round(values.size)));
  const directions = (DIRECTION_SETTINGS as readonly string[]).includes(values.directions)
    ? (values.directions as DirectionSetting)
    : 'across-down';
  const asked = Number.parseInt(values.words, 10);
  const tries = Number.parseInt(values.tries, 10);
  return {
    size,
    directions,
    wordCount: Number.isFinite(asked) && asked > 0 ? asked : autoWordCount(size),
    rounds: Math.max(1, Math.round(values.rounds)),
    listen: values.listen,
    missesPerTurn: Number.isFinite(tries) && tries >= 0 ? tries : 3,
    scoring: values.scoring === 'letters' ? 'letters' : 'word',
  };
}
