/**
 * The game catalogue (core spec §3, design/games.md). The key list has 23 entries and a game's index in it is
 * the `gameIndex` of the API; the catalogue has 22 entries (id 0 is the hidden placeholder 'Any Game');
 * `oneatatime` has a key but no catalogue entry: it is the flashcard presenter (`ONE_AT_A_TIME`, below), opened from
 * the word lists, never listed with the games.
 */
export const GAME_KEYS = [
  'none',
  'wordsearch',
  'fighters',
  'openthesafe',
  'wordbrain',
  'hangmanbattle',
  'prepositions',
  'numberline',
  'fightersbasic',
  'timetrial',
  'spottheword',
  'alienchase',
  'alienchasebasic',
  'ufoblockade',
  'monstermash',
  'twister',
  'alienblaster',
  'fourinarow',
  'characterwheel',
  'numberwheel',
  'wordwheel',
  'spacefight',
  'oneatatime',
] as const;

export type GameKey = (typeof GAME_KEYS)[number];

export type GamePlan = 'free' | 'pro' | 'premium';

/** One catalogue row, with the field names of the spec's Game entity. */
export interface GameEntry {
  internal_id: number;
  name: string;
  internal_name: GameKey;
  uses_words: boolean;
  uses_backgrounds: boolean;
  uses_projectiles: boolean;
  uses_characters: boolean;
  uses_monsters: boolean;
  creation_time: string;
  /** Whether the game's page is built and served (set as each game lands). */
  has_template: boolean;
  needs_pro: boolean;
  needs_premium: boolean;
  /** Classroom tools (the wheels) are listed apart from games on /all-games. */
  is_tool: boolean;
}

// [key, name, W B P C M, plan, tool] — the table of design/games.md.
type Row = [GameKey, string, string, GamePlan, boolean];
const ROWS: Row[] = [
  ['none', 'Any Game', '11111', 'free', false],
  ['wordsearch', 'Word Search', '11000', 'free', false],
  ['fighters', 'Fighters', '11111', 'pro', false],
  ['openthesafe', 'Open The Safe', '11000', 'pro', false],
  ['wordbrain', 'Wordbrain', '11000', 'pro', false],
  ['hangmanbattle', 'Hangman Battle', '11110', 'pro', false],
  ['prepositions', 'Prepositions', '01011', 'pro', false],
  ['numberline', 'Number Line', '01010', 'pro', false],
  ['fightersbasic', 'Fighters Basic', '11111', 'free', false],
  ['timetrial', 'Time Trial', '11000', 'pro', false],
  ['spottheword', 'Spot The Word', '11000', 'pro', false],
  ['alienchase', 'Alien Chase', '11111', 'pro', false],
  ['alienchasebasic', 'Alien Chase Basic', '11011', 'free', false],
  ['ufoblockade', 'UFO Blockade', '11111', 'pro', false],
  ['monstermash', 'Monster Mash', '11001', 'pro', false],
  ['twister', 'Twister', '11000', 'pro', false],
  ['alienblaster', 'Alien Blaster', '11111', 'pro', false],
  ['fourinarow', 'Four In A Row', '11010', 'premium', false],
  ['characterwheel', 'Character Wheel', '01011', 'pro', true],
  ['numberwheel', 'Number Wheel', '01000', 'pro', true],
  ['wordwheel', 'Word Wheel', '11000', 'pro', true],
  ['spacefight', 'Space Fight', '11111', 'premium', false],
];

// The day the catalogue was first published; a later game carries its own date.
const CATALOGUE_DATE = '2023-01-01T00:00:00.000Z';

/** Games whose pages are built; each game's issue adds its key here. */
export const GAMES_WITH_TEMPLATE: readonly GameKey[] = [
  'wordsearch',
  'fightersbasic',
  'alienchasebasic',
  'spottheword',
  'wordbrain',
  'openthesafe',
  'fighters',
  'hangmanbattle',
  'timetrial',
  'alienchase',
  'monstermash',
  'alienblaster',
  'ufoblockade',
  'numberline',
  'twister',
  'prepositions',
  'spacefight',
  'oneatatime',
  'fourinarow',
  'wordwheel',
  'characterwheel',
  'numberwheel',
];

export const GAME_CATALOGUE: readonly GameEntry[] = ROWS.map(([key, name, flags, plan, tool]) => ({
  internal_id: GAME_KEYS.indexOf(key),
  name,
  internal_name: key,
  uses_words: flags[0] === '1',
  uses_backgrounds: flags[1] === '1',
  uses_projectiles: flags[2] === '1',
  uses_characters: flags[3] === '1',
  uses_monsters: flags[4] === '1',
  creation_time: CATALOGUE_DATE,
  has_template: GAMES_WITH_TEMPLATE.includes(key),
  needs_pro: plan !== 'free',
  needs_premium: plan === 'premium',
  is_tool: tool,
}));

/** The index of a key in the 23-entry key list, or -1. */
export function gameIndexOf(key: string): number {
  return (GAME_KEYS as readonly string[]).indexOf(key);
}

/** The catalogue entry for a key, if the key is a catalogue game. */
export function findGame(key: string): GameEntry | undefined {
  return GAME_CATALOGUE.find((g) => g.internal_name === key);
}

/**
 * One At A Time (key 22, design/games.md #22): the full-screen flashcard presenter of the selected list, a Pro
 * classroom tool opened from the word lists (My Wordlists, the dashboard's word-list panel). It is not in the
 * catalogue (the spec's 22 entries: the catalogue API, the games table, the dashboard's cards, /all-games, /how-to
 * list only those); its page is opened, and its plan checked, like a catalogue game's (`findPlayableGame`).
 */
export const ONE_AT_A_TIME: GameEntry = {
  internal_id: GAME_KEYS.indexOf('oneatatime'),
  name: 'One At A Time',
  internal_name: 'oneatatime',
  uses_words: true,
  uses_backgrounds: true,
  uses_projectiles: false,
  uses_characters: false,
  uses_monsters: false,
  creation_time: CATALOGUE_DATE,
  has_template: GAMES_WITH_TEMPLATE.includes('oneatatime'),
  needs_pro: true,
  needs_premium: false,
  is_tool: true,
};

/**
 * A game whose page can be opened (`/games/:key`, `GET /api/games/{gameIndex}/template/`): a catalogue game other
 * than the placeholder, or One At A Time. Undefined for anything else.
 */
export function findPlayableGame(key: string): GameEntry | undefined {
  if (key === ONE_AT_A_TIME.internal_name) return ONE_AT_A_TIME;
  const game = findGame(key);
  return game && game.internal_id !== 0 ? game : undefined;
}
