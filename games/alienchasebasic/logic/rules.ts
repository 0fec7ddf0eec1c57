// The rules of Alien Chase Basic (design/games.md #12, a simpler #11): one team, a maze, the character runs to the
// zone labelled with the spoken word while aliens chase it. A right zone scores and raises the difficulty (more
// and faster aliens, more answer zones), capped at 5; a wrong zone only buzzes and repeats the word; an alien
// catching the character costs one of 3 lives. No zaps. Pure and JSON-serialisable (saved through the host).

import { levelAfterFound, levelWithin, type AlienPace, type ChaseZoneOutcome } from '../../mechanics/maze/chase';

/** The highest level (the last of the mechanics' BASIC_CHASE_LEVELS). */
export const MAX_LEVEL = 5;
export const LIVES = 3;

export function clampLevel(level: number): number {
  return levelWithin(level, MAX_LEVEL);
}

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

/** A right zone: whether the level went up, whether that was the game's last word. */
export type FoundZone = { levelUp: boolean; finished: boolean };
export type ZoneOutcome = ChaseZoneOutcome<FoundZone>;

/** The character entered a zone labelled `word` while `target` was spoken. */
export function enterZone(state: ChaseState, word: string, target: string, settings: ChaseSettings): ZoneOutcome {
  if (state.over) return { kind: 'none' };
  if (word !== target) {
    state.wrong += 1;
    return { kind: 'wrong' };
  }
  state.score += 1;
  state.played += 1;
  const { level, levelUp } = levelAfterFound(state.level, MAX_LEVEL);
  state.level = level;
  state.over = state.played >= settings.words;
  return { kind: 'right', levelUp, finished: state.over };
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
