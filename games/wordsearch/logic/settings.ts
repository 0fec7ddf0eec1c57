/**
 * The teacher's settings for Word Search, as the kit's schema (the teacher panel draws the form from it), and
 * their reading into the numbers the round needs.
 */
import { type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import {
  DIRECTION_SETTINGS,
  type DirectionSetting,
  GRID_MAX_SIZE,
  GRID_MIN_SIZE,
} from '../../mechanics/letter-grid/grid';
import { autoWordCount, type RoundRules } from './round';

export const SETTINGS = {
  size: { kind: 'number', label: 'Grid size', default: 10, min: GRID_MIN_SIZE, max: GRID_MAX_SIZE, step: 1 },
  directions: {
    kind: 'choice',
    label: 'Directions',
    default: 'across-down',
    options: [
      { value: 'across-down', label: 'Across and down' },
      { value: 'diagonal', label: '+ Diagonal' },
      { value: 'backwards', label: '+ Backwards' },
    ],
  },
  words: {
    kind: 'choice',
    label: 'Words per round',
    default: 'auto',
    options: [
      { value: 'auto', label: 'Fit the grid' },
      ...['4', '5', '6', '8', '10', '12', '14', '16'].map((value) => ({ value, label: value })),
    ],
  },
  listen: { kind: 'toggle', label: 'Listen mode', default: false },
  rounds: { kind: 'number', label: 'Rounds', default: 2, min: 1, max: 10, step: 1 },
  tries: {
    kind: 'choice',
    label: 'Tries per turn',
    default: '3',
    options: [
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '0', label: 'Until found' },
    ],
  },
  scoring: {
    kind: 'choice',
    label: 'Points',
    default: 'word',
    options: [
      { value: 'word', label: '1 per word' },
      { value: 'letters', label: '1 per letter' },
    ],
  },
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
