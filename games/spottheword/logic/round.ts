// One round of Spot The Word: how many words it has, who spotted how many, and the fastest spot. Pure and plain
// JSON: it is what the kit saves between rounds and a resume reads back.
import type { Half } from './race';
import { t } from '../texts';

export interface RoundState {
  /** Words in the round (the teacher's setting). */
  words: number;
  /** Words played so far. */
  asked: number;
  /** Words each half spotted first. */
  spotted: [number, number];
  /** The quickest spot of the round: which half and how long (ms), or null. */
  fastest: { half: Half; ms: number } | null;
}

export function newRound(words: number): RoundState {
  return { words: Math.max(1, Math.floor(words)), asked: 0, spotted: [0, 0], fastest: null };
}

/** A word played: who spotted it (null: nobody) and in how long. The round after it, and whether it is over. */
export function wordPlayed(
  round: RoundState,
  winner: Half | null,
  ms: number | null,
): { round: RoundState; over: boolean } {
  const spotted: [number, number] = [...round.spotted];
  let fastest = round.fastest;
  if (winner !== null) {
    spotted[winner] += 1;
    if (ms !== null && (fastest === null || ms < fastest.ms)) fastest = { half: winner, ms };
  }
  const next = { ...round, asked: round.asked + 1, spotted, fastest };
  return { round: next, over: next.asked >= next.words };
}

/** The round summary's line: 'Red Circles 4 – 2 Blue Squares · fastest: 1.3 seconds'. */
export function roundSummary(round: RoundState, names: readonly [string, string]): string {
  const score = `${names[0]} ${round.spotted[0]} – ${round.spotted[1]} ${names[1]}`;
  if (!round.fastest) return score;
  return t('round.fastest', { score, seconds: (Math.round(round.fastest.ms / 100) / 10).toFixed(1) });
}

/** A saved round read back, or null when it is not one (a tampered or older save: the kit starts a new game). */
export function readRound(saved: unknown): RoundState | null {
  const s = saved as Partial<RoundState> | null;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!s || typeof s !== 'object' || !count(s.words) || s.words < 1 || !count(s.asked)) return null;
  if (!Array.isArray(s.spotted) || s.spotted.length !== 2 || !s.spotted.every(count)) return null;
  const f = s.fastest as { half?: unknown; ms?: unknown } | null | undefined;
  const fastest = f && (f.half === 0 || f.half === 1) && count(f.ms) ? { half: f.half as Half, ms: f.ms } : null;
  if (f !== null && f !== undefined && !fastest) return null;
  // A round saved at its end starts the next one (the kit saves what endRound passed: a fresh round).
  return { words: s.words, asked: Math.min(s.asked, s.words), spotted: [s.spotted[0]!, s.spotted[1]!], fastest };
}
