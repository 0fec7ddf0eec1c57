import { setting, type SettingsSchema, type SettingsValues } from '../kit/logic';
import type { Scoring, WaveRules } from './logic/blockade';
import { clampColumns, clampRows, MAX_COLUMNS, MAX_ROWS, MIN_COLUMNS, MIN_ROWS } from './logic/formation';

/** The teacher panel's settings (the form is generic: the kit draws it from this schema). */
export const settings = {
  scoring: setting.choice('Scoring', 'teams', [
    ['teams', 'Team against team'],
    ['coop', 'Together (co-op)'],
  ]),
  rows: setting.number('Rows of UFOs', 2, MIN_ROWS, MAX_ROWS),
  columns: setting.number('UFOs in a row', 4, MIN_COLUMNS, MAX_COLUMNS),
  waves: setting.number('Waves', 3, 1, 5),
  seconds: setting.number('Seconds to shoot (0: no clock)', 0, 0, 60, 5),
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
