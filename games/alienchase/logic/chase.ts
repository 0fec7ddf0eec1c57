// The rules of Alien Chase (design/games.md #11): teams take turns steering their character through a maze to the
// zone holding the spoken word while aliens chase it. Every found word raises the difficulty (more and faster
// aliens, more answer zones) up to a maximum, 10 by default. A catch ends the team's turn with no point. Each team
// has a few stun "zaps" (its character's powers) a game: a zap stops the aliens near the character for a moment.
// Pure and JSON-serialisable (saved through the host).

import { levelAfterFound, levelWithin, type AlienPace, type ChaseZoneOutcome } from '../../mechanics/maze/chase';

/** The highest difficulty there is (the last of the mechanics' CHASE_LEVELS); the teacher may cap it lower. */
export const LEVEL_CAP = 10;
export const DEFAULT_MAX_LEVEL = 10;
/** A zap stuns the aliens this many steps along the maze from the character, or closer. */
export const ZAP_RANGE = 4;
export const STUN_SECONDS = 3;

/** The teacher's highest difficulty, 1 to LEVEL_CAP (not a number: LEVEL_CAP). */
function topLevel(max: number): number {
  return levelWithin(Number.isFinite(max) ? max : LEVEL_CAP, LEVEL_CAP);
}

/** A level from 1 to the teacher's highest. */
export function clampLevel(level: number, max: number = LEVEL_CAP): number {
  return levelWithin(level, topLevel(max));
}

export interface ChaseSettings {
  /** The difficulty never goes above this (1–10, 10 by default). */
  maxLevel: number;
  pace: AlienPace;
  /** Turns each team plays in a game. */
  turns: number;
  /** Zaps each team has in a game. */
  zaps: number;
}

export const DEFAULT_SETTINGS: ChaseSettings = { maxLevel: DEFAULT_MAX_LEVEL, pace: 'normal', turns: 4, zaps: 3 };

export interface TeamChase {
  found: number;
  caught: number;
  zaps: number;
}

export interface ChaseState {
  level: number;
  /** The team whose turn it is. */
  turn: number;
  /** Turns played so far (found, caught or skipped). */
  played: number;
  teams: TeamChase[];
  over: boolean;
}

export function createChase(teamCount: number, settings: ChaseSettings): ChaseState {
  const count = Math.max(1, Math.min(4, Math.floor(teamCount)));
  return {
    level: 1,
    turn: 0,
    played: 0,
    teams: Array.from({ length: count }, () => ({ found: 0, caught: 0, zaps: Math.max(0, settings.zaps) })),
    over: false,
  };
}

/** The game's length: every team plays its turns. */
export function totalTurns(state: ChaseState, settings: ChaseSettings): number {
  return state.teams.length * Math.max(1, settings.turns);
}

function passTurn(state: ChaseState, settings: ChaseSettings): boolean {
  state.played += 1;
  state.turn = (state.turn + 1) % state.teams.length;
  state.over = state.played >= totalTurns(state, settings);
  return state.over;
}

/** A right zone: the team that found it, whether the level went up, whether that was the game's last turn. */
export interface FoundZone {
  team: number;
  levelUp: boolean;
  finished: boolean;
}

export type ZoneOutcome = ChaseZoneOutcome<FoundZone>;

/**
 * The character of the team whose turn it is entered the zone labelled `word` while `target` was spoken. Right: a
 * point, the difficulty goes up (to the teacher's maximum) and the turn passes. Wrong: only a buzz, it tries again.
 */
export function enterZone(state: ChaseState, word: string, target: string, settings: ChaseSettings): ZoneOutcome {
  const team = state.teams[state.turn];
  if (state.over || !team) return { kind: 'none' };
  if (word !== target) return { kind: 'wrong' };
  const index = state.turn;
  team.found += 1;
  const { level, levelUp } = levelAfterFound(state.level, topLevel(settings.maxLevel));
  state.level = level;
  const finished = passTurn(state, settings);
  return { kind: 'right', team: index, levelUp, finished };
}

export type CaughtOutcome = { kind: 'caught'; team: number; finished: boolean } | { kind: 'none' };

/** An alien caught the character: the team's turn ends with no point (the word comes back later). */
export function caught(state: ChaseState, settings: ChaseSettings): CaughtOutcome {
  const team = state.teams[state.turn];
  if (state.over || !team) return { kind: 'none' };
  const index = state.turn;
  team.caught += 1;
  return { kind: 'caught', team: index, finished: passTurn(state, settings) };
}

/** The teacher skips the word: the turn passes with no point. */
export function skipTurn(state: ChaseState, settings: ChaseSettings): boolean {
  if (state.over) return false;
  passTurn(state, settings);
  return true;
}

/** The team whose turn it is zaps (if it has a zap left): true when it did. */
export function useZap(state: ChaseState): boolean {
  const team = state.teams[state.turn];
  if (state.over || !team || team.zaps <= 0) return false;
  team.zaps -= 1;
  return true;
}

/** Which aliens a zap stuns, given each one's distance along the maze from the character (−1: unreachable). */
export function zapped(distances: readonly number[], range: number = ZAP_RANGE): number[] {
  return distances.flatMap((d, i) => (d >= 0 && d <= range ? [i] : []));
}

export function isChaseState(value: unknown, teamCount?: number): value is ChaseState {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<ChaseState>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!count(s.level) || s.level < 1 || s.level > LEVEL_CAP || !count(s.turn) || !count(s.played)) return false;
  if (typeof s.over !== 'boolean' || !Array.isArray(s.teams) || s.teams.length < 1 || s.teams.length > 4) return false;
  if (teamCount !== undefined && s.teams.length !== teamCount) return false;
  if (s.turn >= s.teams.length) return false;
  return s.teams.every((t: Partial<TeamChase>) => count(t?.found) && count(t?.caught) && count(t?.zaps));
}
