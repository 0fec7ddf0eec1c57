// The teacher panel's settings for Prepositions and what they mean for a round.
import { setting, type SettingsSchema, type SettingsValues } from '../../kit/logic/settings';
import { PREPOSITION_SETS, type Preposition, type PrepositionSet } from './prepositions';
import type { Mode } from './questions';

/**
 * Five short rows (the panel gives each value about 180 px between ◀ and ▶, and room for five rows). 'Where?' is
 * 'Where is it?', 'Put it!' the drag, 'Both' each team's turns taking them in turn. 'Say' has the class say the
 * place and the teacher judge it; 'Tap' gives a button for each place. 3 prepositions are in, on and under; 6 add
 * next to, behind and in front of; all 8 add between and above.
 */
export const SETTINGS = {
  game: setting.choice('Game', 'mix', [
    ['mix', 'Both'],
    ['where', 'Where?'],
    ['put', 'Put it!'],
  ]),
  answer: setting.choice('Answer Where?', 'tap', [
    ['tap', 'Tap'],
    ['say', 'Say'],
  ]),
  words: setting.choice('Prepositions', '8', [
    ['3', '3'],
    ['6', '6'],
    ['8', 'All 8'],
  ]),
  monsters: setting.toggle('Monsters hide too', false),
  rounds: setting.number('Rounds', 2, 1, 5),
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
