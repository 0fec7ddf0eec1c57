// The rules a maze chase's games share (Alien Chase and Alien Chase Basic): their tables of levels (how many
// aliens, how fast, how many answer zones, how keen to chase) and how they are read. The character is
// faster than every alien; a slow pace runs the aliens at 3/4 of their level's speed; a found word raises the
// level up to the game's top one. Pure.

/** The character's speed in cells per second: faster than every alien of every level. */
export const PLAYER_SPEED = 4;
/** Slow aliens move at this share of their level's speed. */
export const SLOW_PACE = 0.75;

export type AlienPace = 'slow' | 'normal';

export interface LevelConfig {
  aliens: number;
  /** Alien speed in cells per second (before the pace setting). */
  alienSpeed: number;
  /** Answer zones on the board (one holds the spoken word). */
  zones: number;
  /** Chance that an alien heads for the character at a junction rather than wandering. */
  chase: number;
}

/** Alien Chase: level 1 is gentle (one slow alien, two zones); level 10 is five quick aliens and six zones. */
export const CHASE_LEVELS: readonly LevelConfig[] = [
  { aliens: 1, alienSpeed: 1.5, zones: 2, chase: 0.45 },
  { aliens: 1, alienSpeed: 1.8, zones: 3, chase: 0.5 },
  { aliens: 2, alienSpeed: 2.0, zones: 3, chase: 0.55 },
  { aliens: 2, alienSpeed: 2.2, zones: 4, chase: 0.6 },
  { aliens: 3, alienSpeed: 2.4, zones: 4, chase: 0.65 },
  { aliens: 3, alienSpeed: 2.6, zones: 5, chase: 0.7 },
  { aliens: 4, alienSpeed: 2.8, zones: 5, chase: 0.75 },
  { aliens: 4, alienSpeed: 3.0, zones: 5, chase: 0.8 },
  { aliens: 5, alienSpeed: 3.2, zones: 6, chase: 0.85 },
  { aliens: 5, alienSpeed: 3.4, zones: 6, chase: 0.9 },
];

/**
 * Alien Chase Basic: level 1 is gentle (one slow, easily distracted alien, two zones); level 5 is the most a basic
 * game asks.
 */
export const BASIC_CHASE_LEVELS: readonly LevelConfig[] = [
  { aliens: 1, alienSpeed: 1.5, zones: 2, chase: 0.45 },
  { aliens: 1, alienSpeed: 1.9, zones: 3, chase: 0.55 },
  { aliens: 2, alienSpeed: 2.1, zones: 3, chase: 0.6 },
  { aliens: 2, alienSpeed: 2.4, zones: 4, chase: 0.7 },
  { aliens: 3, alienSpeed: 2.6, zones: 4, chase: 0.75 },
];

/** A whole level from 1 to `top` (a level that is not a number is level 1). */
export function levelWithin(level: number, top: number): number {
  if (!Number.isFinite(level)) return 1;
  return Math.max(1, Math.min(top, Math.floor(level)));
}

/** The level's row of a game's table (below 1: the first; past the table: the last). */
export function levelOf(levels: readonly LevelConfig[], level: number): LevelConfig {
  return levels[levelWithin(level, levels.length) - 1] as LevelConfig;
}

/** The aliens' speed at a level, in cells per second, at the teacher's pace. */
export function alienSpeedOf(levels: readonly LevelConfig[], level: number, pace: AlienPace): number {
  return levelOf(levels, level).alienSpeed * (pace === 'slow' ? SLOW_PACE : 1);
}

/** What a zone entered while `target` was spoken says: the right one, or a wrong one (a buzz, try again). */
export type ChaseZoneOutcome<Right extends object> = ({ kind: 'right' } & Right) | { kind: 'wrong' } | { kind: 'none' };

/** The level after a found word (one up, at most `top`), and whether it went up. */
export function levelAfterFound(level: number, top: number): { level: number; levelUp: boolean } {
  const next = levelWithin(level + 1, top);
  return { level: next, levelUp: next > level };
}
