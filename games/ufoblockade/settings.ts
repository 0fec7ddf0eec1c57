import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import type { Scoring, WaveRules } from './logic/blockade';
import { t } from './texts';
import { clampColumns, clampRows, MAX_COLUMNS, MAX_ROWS, MIN_COLUMNS, MIN_ROWS } from './logic/formation';

/** The teacher panel's settings (the form is generic: the kit draws it from this schema). */
export const settings = {
  scoring: setting.choice(t('settings.scoring'), 'teams', [
    ['teams', t('settings.teams')],
    ['coop', t('settings.coop')],
  ]),
  rows: setting.number(t('settings.rows'), 2, MIN_ROWS, MAX_ROWS),
  columns: setting.number(t('settings.columns'), 4, MIN_COLUMNS, MAX_COLUMNS),
  waves: setting.number(t('settings.waves'), 3, 1, 5),
  seconds: setting.number(t('settings.seconds'), 0, 0, 60, 5),
  // The UFOs show a word's picture alone (pre-readers shoot the picture of the word they hear).
  picturesOnly: setting.picturesOnly(),
} satisfies SettingsSchema;

export type Settings = SettingsValues<typeof settings>;

export interface BlockadeRules {
  scoring: Scoring;
  rows: number;
  columns: number;
  waves: number;
  /** 0: no clock. */
  seconds: number;
}

/** The rules' view of the panel's values. */
export function toRules(values: Settings): BlockadeRules {
  return {
    scoring: values.scoring === 'coop' ? 'coop' : 'teams',
    rows: clampRows(values.rows),
    columns: clampColumns(values.columns),
    waves: Math.max(1, Math.round(values.waves)),
    seconds: Math.max(0, Math.round(values.seconds)),
  };
}

/** A wave's rules for `teams` teams. */
export function waveRules(rules: BlockadeRules, teams: number): WaveRules {
  return { rows: rules.rows, columns: rules.columns, scoring: rules.scoring, teams };
}
