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
import { t } from '../texts';
import { autoWordCount, type RoundRules } from './round';

export const SETTINGS = {
  size: setting.number(t('settings.size'), 10, GRID_MIN_SIZE, GRID_MAX_SIZE),
  directions: setting.choice(t('settings.directions'), 'across-down', [
    ['across-down', t('settings.acrossDown')],
    ['diagonal', t('settings.diagonal')],
    ['backwards', t('settings.backwards')],
  ]),
  words: setting.choice(t('settings.words'), 'auto', [
    ['auto', t('settings.fitGrid')],
    '4',
    '5',
    '6',
    '8',
    '10',
    '12',
    '14',
    '16',
  ]),
  listen: setting.toggle(t('settings.listen'), false),
  rounds: setting.number(t('settings.rounds'), 2, 1, 10),
  tries: setting.choice(t('settings.tries'), '3', ['1', '2', '3', ['0', t('settings.untilFound')]]),
  scoring: setting.choice(t('settings.points'), 'word', [
    ['word', t('settings.perWord')],
    ['letters', t('settings.perLetter')],
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
