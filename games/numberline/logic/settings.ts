// The teacher panel's settings for Number Line and what they mean for a round.
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { isLineMax, type LineMax } from './line';
import { MODES, type ModeChoice } from './questions';
import { t } from '../texts';

/**
 * Short labels and values, and five of them: the teacher panel gives each row a 380 px label, about 180 px between ◀
 * and ▶, and 520 px for all the rows (more than five and its 96 px buttons overlap). Ticks off leaves only 0 and the
 * end on the line, and find and jump are then scored by closeness. Each team places 3 numbers a round.
 */
export const SETTINGS = {
  line: setting.choice(t('settings.line'), '20', [
    ['10', '0–10'],
    ['20', '0–20'],
    ['100', '0–100'],
    ['1000', '0–1000'],
  ]),
  mode: setting.choice(t('settings.questions'), 'find', [
    ['find', t('settings.find')],
    ['before', t('settings.before')],
    ['after', t('settings.after')],
    ['between', t('settings.between')],
    ['jump', t('settings.jumps')],
    ['mixed', t('settings.mixed')],
  ]),
  ticks: setting.toggle(t('settings.ticks'), true),
  show: setting.toggle(t('settings.showDigits'), false),
  rounds: setting.number(t('settings.rounds'), 2, 1, 5),
} satisfies SettingsSchema;

/** How many numbers each team places in a round. */
export const TURNS_PER_TEAM = 3;

export type LineSettings = SettingsValues<typeof SETTINGS>;

export interface LineConfig {
  max: LineMax;
  mode: ModeChoice;
  ticks: boolean;
  /** The number is shown in digits while it is spoken (it is shown anyway where no voice can say it). */
  showNumber: boolean;
  turnsPerTeam: number;
  rounds: number;
}

export function lineConfig(values: LineSettings): LineConfig {
  const max = Number(values.line);
  const choices: readonly string[] = [...MODES, 'mixed'];
  return {
    max: isLineMax(max) ? max : 20,
    mode: choices.includes(values.mode) ? (values.mode as ModeChoice) : 'find',
    ticks: values.ticks,
    showNumber: values.show,
    turnsPerTeam: TURNS_PER_TEAM,
    rounds: Math.max(1, Math.round(values.rounds)),
  };
}
