// The teacher panel's settings for Prepositions and what they mean for a round.
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { PREPOSITION_SETS, type Preposition, type PrepositionSet } from './prepositions';
import type { Mode } from './questions';
import { t } from '../texts';

/**
 * Five short rows (the panel gives each value about 180 px between ◀ and ▶, and room for five rows). 'Where?' is
 * 'Where is it?', 'Put it!' the drag, 'Both' each team's turns taking them in turn. 'Say' has the class say the
 * place and the teacher judge it; 'Tap' gives a button for each place. 3 prepositions are in, on and under; 6 add
 * next to, behind and in front of; all 8 add between and above.
 */
export const SETTINGS = {
  game: setting.choice(t('settings.game'), 'mix', [
    ['mix', t('settings.both')],
    ['where', t('settings.where')],
    ['put', t('settings.put')],
  ]),
  answer: setting.choice(t('settings.answer'), 'tap', [
    ['tap', t('settings.tap')],
    ['say', t('settings.say')],
  ]),
  words: setting.choice(t('settings.prepositions'), '8', [
    ['3', '3'],
    ['6', '6'],
    ['8', t('settings.all')],
  ]),
  monsters: setting.toggle(t('settings.monsters'), false),
  rounds: setting.number(t('settings.rounds'), 2, 1, 5),
} satisfies SettingsSchema;

/** How many questions each team has in a round. */
export const TURNS_PER_TEAM = 4;

export type PrepositionSettings = SettingsValues<typeof SETTINGS>;

export interface GameConfig {
  mode: Mode | 'mix';
  /** 'Where is it?' answered by tapping a place's button, or said and judged by the teacher. */
  answer: 'tap' | 'say';
  prepositions: readonly Preposition[];
  /** Every other question of a team hides one of the teacher's monsters instead of its character. */
  monsters: boolean;
  turnsPerTeam: number;
  rounds: number;
}

export function gameConfig(values: PrepositionSettings): GameConfig {
  const set = (values.words in PREPOSITION_SETS ? values.words : '8') as PrepositionSet;
  return {
    mode: values.game === 'where' || values.game === 'put' ? values.game : 'mix',
    answer: values.answer === 'say' ? 'say' : 'tap',
    prepositions: PREPOSITION_SETS[set],
    monsters: values.monsters,
    turnsPerTeam: TURNS_PER_TEAM,
    rounds: Math.max(1, Math.round(values.rounds)),
  };
}
