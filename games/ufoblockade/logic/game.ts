// A game of UFO Blockade: waves (the kit's rounds) until the teacher's number of waves is played or the UFOs land.
// The shields carry from wave to wave, cracks and all. What a round hands to the next and a save keeps. Pure.
import { readStrings } from '../../kit/logic';
import { type Scoring, type Wave, type WaveEnd, waveHits } from './blockade';
import { t } from '../texts';
import { newShields, readShields, standing } from './shields';

export interface BlockadeState {
  /** Waves played so far. */
  waves: number;
  /** Cracks each shield can still take. */
  shields: number[];
  /** UFOs shot down in the game so far, by everyone. */
  hits: number;
  /** The teams' characters (texture keys), so a round or a resume brings the same cannons back. */
  cast: string[];
  /** The list's entries no UFO can carry that the teacher was already told of (told once a game). */
  told: string[];
}

export function newBlockade(): BlockadeState {
  return { waves: 0, shields: newShields(), hits: 0, cast: [], told: [] };
}

/** After a wave: the game's state for the next one, and whether the game is over (the last wave, or landed). */
export function afterWave(
  state: BlockadeState,
  wave: Wave,
  end: WaveEnd,
  totalWaves: number,
): { state: BlockadeState; over: boolean } {
  const next: BlockadeState = {
    ...state,
    waves: state.waves + 1,
    shields: wave.shields.slice(),
    hits: state.hits + waveHits(wave),
  };
  return { state: next, over: end === 'landed' || next.waves >= Math.max(1, totalWaves) };
}

/** The round summary's line for a wave. */
export function waveSummary(scoring: Scoring, wave: Wave, end: WaveEnd): string {
  const hits = t('end.ufos', { count: waveHits(wave) });
  const shields = t('end.shields', { count: standing(wave.shields) });
  if (end === 'landed') return t('end.summaryLanded', { hits });
  return scoring === 'coop' ? t('end.summaryTogether', { hits, shields }) : t('end.summaryTeams', { hits, shields });
}

/** The big line over the field when a wave ends. */
export function waveBanner(wave: Wave, end: WaveEnd): string {
  if (end === 'landed') return t('end.landed');
  return wave.formation.ufos.every((ufo) => ufo.state === 'hit') ? t('end.cleared') : t('end.over');
}

/** A saved game read back (a malformed or finished one: null, the game starts fresh). */
export function readBlockade(saved: unknown, teams: number): BlockadeState | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const s = saved as Partial<Record<keyof BlockadeState, unknown>>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  const shields = readShields(s.shields);
  const cast = readStrings(s.cast);
  const told = readStrings(s.told);
  if (!count(s.waves) || !count(s.hits) || !shields || !cast || !told) return null;
  if (standing(shields) === 0) return null;
  return { waves: s.waves, shields, hits: s.hits, cast: cast.length === teams ? cast : [], told };
}
