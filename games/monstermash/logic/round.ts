// A round of Monster Mash: the teams take turns, one spoken word each, until every team has had its turns; the speed
// rises after every lap (each team one word), so every team plays every speed. What a round hands to the next one
// (and a save resumes) is this, plain JSON.
import { clampLevel, raiseLevel } from './speed';
import { t } from '../texts';

export interface MashRound {
  /** The speed level (speed.ts) the next word plays at. */
  level: number;
  /** Words played this round. */
  turns: number;
  /** Monsters whacked with the spoken word this round. */
  whacked: number;
  /** Wrong whacks this round. */
  wrong: number;
}

export interface RoundRules {
  teams: number;
  turnsPerTeam: number;
  /** The teacher's top speed. */
  topSpeed: number;
}

export function newRound(level: number, topSpeed?: number): MashRound {
  return { level: clampLevel(level, topSpeed), turns: 0, whacked: 0, wrong: 0 };
}

/** Words in a round: every team the same number. */
export function roundTurns(rules: RoundRules): number {
  return Math.max(1, Math.floor(rules.teams)) * Math.max(1, Math.floor(rules.turnsPerTeam));
}

/** A wrong whack, counted for the round's summary (the point it costs is the team's: the scene takes it). */
export function wrongWhack(round: MashRound): MashRound {
  return { ...round, wrong: round.wrong + 1 };
}

/**
 * A word played (`right`: its monster was whacked): the round after it; `levelUp` when that ended a lap and the speed
 * rose; `over` when it was the round's last word.
 */
export function turnPlayed(
  round: MashRound,
  right: boolean,
  rules: RoundRules,
): { round: MashRound; levelUp: boolean; over: boolean } {
  const turns = round.turns + 1;
  const lapDone = turns % Math.max(1, Math.floor(rules.teams)) === 0;
  const level = lapDone ? raiseLevel(round.level, rules.topSpeed) : clampLevel(round.level, rules.topSpeed);
  return {
    round: { level, turns, whacked: round.whacked + (right ? 1 : 0), wrong: round.wrong },
    levelUp: level > round.level,
    over: turns >= roundTurns(rules),
  };
}

/** The round summary's line: '5 monsters whacked · 2 wrong whacks'. */
export function roundSummary(round: MashRound): string {
  const whacked = t('round.whacked', { count: round.whacked });
  if (round.wrong === 0) return t('round.allRight', { whacked });
  return t('round.withWrong', { whacked, count: round.wrong });
}

/** A saved round read back, or null when it is not one (a tampered or older save: the kit starts a new game). */
export function readRound(saved: unknown): MashRound | null {
  const s = saved as Partial<MashRound> | null;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!s || typeof s !== 'object' || !count(s.level) || !count(s.turns) || !count(s.whacked) || !count(s.wrong)) {
    return null;
  }
  if (s.level < 1) return null;
  return { level: clampLevel(s.level), turns: s.turns, whacked: s.whacked, wrong: s.wrong };
}
