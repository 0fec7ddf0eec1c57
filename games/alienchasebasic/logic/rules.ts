// The rules of Alien Chase Basic (design/games.md #12, a simpler #11): one team, a maze, the character runs to the
// zone labelled with the spoken word while aliens chase it. A right zone scores and raises the difficulty (more
// and faster aliens, more answer zones), capped at 5; a wrong zone only buzzes and repeats the word; an alien
// catching the character costs one of 3 lives. No zaps. Pure and JSON-serialisable (saved through the host).

export const MAX_LEVEL = 5;
export const LIVES = 3;

export interface LevelConfig {
  aliens: number;
  /** Alien speed in cells per second (before the speed setting). */
  alienSpeed: number;
  /** Answer zones on the board (one holds the spoken word). */
  zones: number;
  /** Chance that an alien heads for the character at a junction rather than wandering. */
  chase: number;
}

/** Level 1 is gentle (one slow, easily distracted alien, two zones); level 5 is the most a basic game asks. */
const LEVELS: readonly LevelConfig[] = [
  { aliens: 1, alienSpeed: 1.5, zones: 2, chase: 0.45 },
  { aliens: 1, alienSpeed: 1.9, zones: 3, chase: 0.55 },
  { aliens: 2, alienSpeed: 2.1, zones: 3, chase: 0.6 },
  { aliens: 2, alienSpeed: 2.4, zones: 4, chase: 0.7 },
  { aliens: 3, alienSpeed: 2.6, zones: 4, chase: 0.75 },
];

/** The character's speed in cells per second: always faster than every alien. */
export const PLAYER_SPEED = 4;

export function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return 1;
  return Math.max(1, Math.min(MAX_LEVEL, Math.floor(level)));
}

export function levelConfig(level: number): LevelConfig {
  return LEVELS[clampLevel(level) - 1] as LevelConfig;
}

export type AlienPace = 'slow' | 'normal';

export interface ChaseSettings {
  /** Difficulty of the first word, 1–5. */
  startLevel: number;
  /** Slow aliens move at 3/4 of the level's speed. */
  pace: AlienPace;
  /** Words in a game (the game also ends when the lives run out). */
  words: number;
}

export const DEFAULT_SETTINGS: ChaseSettings = { startLevel: 1, pace: 'normal', words: 10 };
export const WORD_COUNT_CHOICES = [5, 10, 15, 20] as const;

export function normaliseSettings(raw: Partial<Record<keyof ChaseSettings, unknown>>): ChaseSettings {
  const words = Number(raw.words);
  return {
    startLevel: clampLevel(Number(raw.startLevel ?? 1)),
    pace: raw.pace === 'slow' ? 'slow' : 'normal',
    words: Number.isInteger(words) && words >= 1 && words <= 200 ? words : DEFAULT_SETTINGS.words,
  };
}

export function alienSpeed(level: number, pace: AlienPace): number {
  return levelConfig(level).alienSpeed * (pace === 'slow' ? 0.75 : 1);
}

export interface ChaseState {
  level: number;
  lives: number;
  score: number;
  /** Words finished (found, or skipped by the teacher). */
  played: number;
  /** Wrong zones entered, and times caught: the summary's numbers. */
  wrong: number;
  caught: number;
  over: boolean;
}

export function createChase(settings: ChaseSettings): ChaseState {
  return { level: settings.startLevel, lives: LIVES, score: 0, played: 0, wrong: 0, caught: 0, over: false };
}

export type ZoneOutcome = { kind: 'right'; levelUp: boolean; finished: boolean } | { kind: 'wrong' } | { kind: 'none' };

/** The character entered a zone labelled `word` while `target` was spoken. */
export function enterZone(state: ChaseState, word: string, target: string, settings: ChaseSettings): ZoneOutcome {
  if (state.over) return { kind: 'none' };
  if (word !== target) {
    state.wrong += 1;
    return { kind: 'wrong' };
  }
  state.score += 1;
  state.played += 1;
  const before = state.level;
  state.level = clampLevel(state.level + 1);
  state.over = state.played >= settings.words;
  return { kind: 'right', levelUp: state.level > before, finished: state.over };
}

export type CaughtOutcome = { kind: 'caught'; livesLeft: number; finished: boolean } | { kind: 'none' };

/** An alien caught the character: a life goes; the game ends with the last one. */
export function caught(state: ChaseState): CaughtOutcome {
  if (state.over) return { kind: 'none' };
  state.lives = Math.max(0, state.lives - 1);
  state.caught += 1;
  state.over = state.lives === 0;
  return { kind: 'caught', livesLeft: state.lives, finished: state.over };
}

/** The teacher skips the word (teacher panel): it counts as played, with no point and no level change. */
export function skipWord(state: ChaseState, settings: ChaseSettings): boolean {
  if (state.over) return false;
  state.played += 1;
  state.over = state.played >= settings.words;
  return true;
}

export function isChaseState(value: unknown): value is ChaseState {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<ChaseState>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return (
    count(s.level) &&
    s.level >= 1 &&
    s.level <= MAX_LEVEL &&
    count(s.lives) &&
    s.lives <= LIVES &&
    count(s.score) &&
    count(s.played) &&
    count(s.wrong) &&
    count(s.caught) &&
    typeof s.over === 'boolean'
  );
}
