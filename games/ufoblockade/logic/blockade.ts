// A wave of UFO Blockade (one kit round): a word is spoken, the team whose turn it is shoots a UFO. The right one
// goes down and scores; a wrong one (or the clock running out) is a miss and every UFO moves a step down; those
// that reach the shields break through and crack them. The wave ends when no UFO flies (cleared) or when every
// shield is broken (the UFOs landed, and the game is over). Scoring is by team, or together as one class. Pure.
import { createFormation, descend, flying, type Formation, shootDown, type Ufo } from './formation';
import { columnX, shieldUnder } from './layout';
import { allBroken, crack } from './shields';
import { isRight, rightUfos } from './targeting';

/** 'teams': each team scores its own hits; 'coop': the class plays together, every hit counts for every team. */
export type Scoring = 'teams' | 'coop';

export interface WaveRules {
  rows: number;
  columns: number;
  scoring: Scoring;
  teams: number;
}

export interface Wave {
  formation: Formation;
  /** Cracks each shield can still take (shared with the game: they carry from wave to wave). */
  shields: number[];
  scoring: Scoring;
  /** UFOs each team shot down this wave. */
  hits: number[];
  misses: number;
}

/** Cleared: nothing flies any more (and a shield stands). Landed: every shield is broken. */
export type WaveEnd = 'cleared' | 'landed';

/** A UFO that broke through, and the shield it cracked (-1: none stood, it landed). */
export interface Breakthrough {
  ufo: Ufo;
  shield: number;
}

export type Shot =
  | { kind: 'hit'; ufo: Ufo; awards: number[]; end: WaveEnd | null }
  /** `ufo`: the wrong UFO shot (null: the clock ran out); `right`: those carrying the word. */
  | { kind: 'miss'; ufo: Ufo | null; right: Ufo[]; through: Breakthrough[]; end: WaveEnd | null }
  | { kind: 'none' };

export function startWave(words: readonly string[], rules: WaveRules, shields: number[]): Wave {
  return {
    formation: createFormation(words, rules.rows, rules.columns),
    shields,
    scoring: rules.scoring,
    hits: Array.from({ length: Math.max(1, rules.teams) }, () => 0),
    misses: 0,
  };
}

/** The points a hit is worth to each team: the shooter's in team play, everyone's together. */
export function awards(scoring: Scoring, teams: number, shooter: number): number[] {
  return Array.from({ length: Math.max(1, teams) }, (_, i) => (scoring === 'coop' || i === shooter ? 1 : 0));
}

export function waveEnd(wave: Wave): WaveEnd | null {
  if (allBroken(wave.shields)) return 'landed';
  return flying(wave.formation).length === 0 ? 'cleared' : null;
}

/** The team `team` shot UFO `id` while `target` was spoken. */
export function shoot(wave: Wave, id: number, target: string, team: number): Shot {
  const ufo = wave.formation.ufos[id];
  if (!ufo || ufo.state !== 'flying' || waveEnd(wave)) return { kind: 'none' };
  if (!isRight(ufo, target)) return miss(wave, ufo, target);
  shootDown(wave.formation, id);
  const points = awards(wave.scoring, wave.hits.length, team);
  if (team >= 0 && team < wave.hits.length) wave.hits[team] = (wave.hits[team] ?? 0) + 1;
  return { kind: 'hit', ufo, awards: points, end: waveEnd(wave) };
}

/** The clock ran out before a shot: a miss. */
export function timeUp(wave: Wave, target: string): Shot {
  if (waveEnd(wave)) return { kind: 'none' };
  return miss(wave, null, target);
}

/** A miss: every UFO a step down; those reaching the shields crack the one under them (or the nearest standing). */
function miss(wave: Wave, ufo: Ufo | null, target: string): Shot {
  wave.misses += 1;
  const right = rightUfos(wave.formation, target);
  const columns = wave.formation.columns;
  const through = descend(wave.formation).map((crashed) => ({
    ufo: crashed,
    shield: crack(wave.shields, shieldUnder(columnX(crashed.column, columns), wave.shields.length)),
  }));
  return { kind: 'miss', ufo, right, through, end: waveEnd(wave) };
}

/** UFOs shot down this wave, by everyone. */
export function waveHits(wave: Wave): number {
  return wave.hits.reduce((sum, n) => sum + n, 0);
}
