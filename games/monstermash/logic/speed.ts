// How fast Monster Mash plays (design/games.md #14: "speed rises"). One speed level for the whole class, from 1
// (a five-year-old's first game) to TOP_SPEED; each level is a little quicker than the one before: monsters stay up
// for less time, pop up sooner after each other, and more of them are up at once.

export const MIN_SPEED = 1;
export const TOP_SPEED = 10;

/** How the field plays at one speed level. Times in ms of play (the pause holds them). */
export interface Speed {
  level: number;
  /** How long a monster holding a wrong word stays up. */
  upMs: number;
  /** How long the monster holding the spoken word stays up: a little longer than the others (the rules). */
  targetUpMs: number;
  /** The wait between two pops (give or take a quarter: see field.ts). */
  gapMs: number;
  /** How many monsters may be up at once (before the field's own limits: its holes and its words). */
  maxUp: number;
}

/** Each level keeps this much of the last one's times. */
const STEP = 0.9;
const SLOWEST = { upMs: 2600, gapMs: 1100 };
/** "A little longer": the spoken word's monster stays up half as long again. */
export const TARGET_HOLD = 1.5;

/** A level read from anything (a setting, a save): a whole number from MIN_SPEED to TOP_SPEED. */
export function clampLevel(level: number, top: number = TOP_SPEED): number {
  const cap = Math.min(TOP_SPEED, Math.max(MIN_SPEED, Math.floor(Number.isFinite(top) ? top : TOP_SPEED)));
  if (!Number.isFinite(level)) return MIN_SPEED;
  return Math.min(cap, Math.max(MIN_SPEED, Math.floor(level)));
}

/** The speed curve: level 1 → 2.6 s up, a pop every 1.1 s, 2 up at once; level 10 → about 1 s, 0.4 s and 4. */
export function speedAt(level: number): Speed {
  const at = clampLevel(level);
  const factor = STEP ** (at - 1);
  const upMs = Math.round(SLOWEST.upMs * factor);
  return {
    level: at,
    upMs,
    targetUpMs: Math.round(upMs * TARGET_HOLD),
    gapMs: Math.round(SLOWEST.gapMs * factor),
    maxUp: at <= 3 ? 2 : at <= 6 ? 3 : 4,
  };
}

/** The level after a lap (every team has had a turn): one faster, never over the teacher's top speed. */
export function raiseLevel(level: number, top: number = TOP_SPEED): number {
  return clampLevel(clampLevel(level, top) + 1, top);
}
