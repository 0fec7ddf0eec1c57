// One word of Spot The Word (design/games.md #10): the screen is split in two halves, one per team; a word is
// spoken and the halves race to touch its card. A wrong touch freezes that half for 2 s. Where the screen takes
// one finger at a time the halves take turns instead: only the half whose turn it is plays, and its second wrong
// touch ends the word. Pure: the scene passes the time (its own clock, which the teacher panel's pause holds).

/** The left half (the first team's) and the right half (the second team's). */
export type Half = 0 | 1;
export const HALVES: readonly Half[] = [0, 1];

/** Both halves at once (a touch screen taking two fingers), or one half at a time. */
export type PlayMode = 'race' | 'turns';

/** How long a wrong touch freezes its half. */
export const FREEZE_MS = 2000;
/** Wrong touches a half may make on its turn (turn mode) before the word ends. */
export const TURN_TRIES = 2;

export interface WordRace {
  readonly mode: PlayMode;
  /** The half whose turn it is (turn mode; in a race both halves play). */
  readonly turn: Half;
  /** When the word was spoken (the scene's clock, ms). */
  readonly startedAt: number;
  /** Until when each half is frozen (ms; 0: never was). */
  frozenUntil: [number, number];
  /** Wrong touches of each half. */
  misses: [number, number];
  /** The half that touched the word first; null while nobody has (or nobody did). */
  winner: Half | null;
  /** How long the winner took (ms). */
  winnerMs: number | null;
  over: boolean;
}

export function startRace(mode: PlayMode, turn: Half, now: number): WordRace {
  return { mode, turn, startedAt: now, frozenUntil: [0, 0], misses: [0, 0], winner: null, winnerMs: null, over: false };
}

/** Whether the half plays this word at all (turn mode: only the half whose turn it is). */
export function plays(race: WordRace, half: Half): boolean {
  return race.mode === 'race' || race.turn === half;
}

export function isFrozen(race: WordRace, half: Half, now: number): boolean {
  return now < race.frozenUntil[half];
}

/** Whether a touch of the half counts now: the word is on, the half plays and is not frozen. */
export function canTouch(race: WordRace, half: Half, now: number): boolean {
  return !race.over && plays(race, half) && !isFrozen(race, half, now);
}

export type TouchOutcome =
  /** The half touched the spoken word first: it wins the word. */
  | { kind: 'right'; half: Half; ms: number }
  /** A wrong card: the half is frozen until `until`; `over` when that was the turn's last try. */
  | { kind: 'wrong'; half: Half; until: number; over: boolean }
  /** Nothing happens: the word is over, the half is frozen, or it is the other half's turn. */
  | { kind: 'ignored'; why: 'over' | 'frozen' | 'waiting' };

/** A touch of a card of the half (`right`: the card is the spoken word's). */
export function touch(race: WordRace, half: Half, right: boolean, now: number): TouchOutcome {
  if (race.over) return { kind: 'ignored', why: 'over' };
  if (!plays(race, half)) return { kind: 'ignored', why: 'waiting' };
  if (isFrozen(race, half, now)) return { kind: 'ignored', why: 'frozen' };
  if (right) {
    race.winner = half;
    race.winnerMs = Math.max(0, now - race.startedAt);
    race.over = true;
    return { kind: 'right', half, ms: race.winnerMs };
  }
  race.misses[half] += 1;
  race.frozenUntil[half] = now + FREEZE_MS;
  if (race.mode === 'turns' && race.misses[half] >= TURN_TRIES) race.over = true;
  return { kind: 'wrong', half, until: race.frozenUntil[half], over: race.over };
}

/** The word ends with no winner (the teacher's Skip, or the time ran out). Whether it was still on. */
export function endRace(race: WordRace): boolean {
  if (race.over) return false;
  race.over = true;
  return true;
}

/**
 * Race or turns, from the teacher's setting: 'auto' races where the screen takes two fingers at once
 * (`navigator.maxTouchPoints`) and takes turns on a single-touch screen or a laptop with a mouse.
 */
export function playMode(setting: string, maxTouchPoints: number): PlayMode {
  if (setting === 'race' || setting === 'turns') return setting;
  return maxTouchPoints >= 2 ? 'race' : 'turns';
}
