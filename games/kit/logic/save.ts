import type { GameSave } from '@playwords/common';
import { validateSettings, type SettingsSchema, type SettingsValues } from './settings';
import { TeamBoard, type TeamsState } from './teams';

/** What the kit keeps in `GameSave.state`: its own part (round, teams) around the game's state. */
export interface KitSaveState {
  round: number;
  teams: TeamsState;
  /** The game's own state, as it passed it to `kit.endRound`. */
  game: unknown;
  /** True after the podium: nothing to resume, but settings and stats stay. */
  finished: boolean;
}

/** Playing statistics the kit keeps for every game; a game adds its own keys. */
export interface KitStats {
  gamesFinished: number;
  roundsPlayed: number;
  [key: string]: unknown;
}

export function buildSave(
  version: number,
  settings: Record<string, unknown>,
  state: KitSaveState,
  stats: KitStats,
): GameSave {
  return { version, settings: { ...settings }, state, stats: { ...stats } };
}

export interface ReadSave<S extends SettingsSchema> {
  settings: SettingsValues<S>;
  /** The game to resume, or null (no save, another version, finished or malformed). */
  resume: { round: number; teams: TeamBoard; game: unknown } | null;
  stats: KitStats;
}

/**
 * Reads a save from the host: settings are checked against the schema (wrong ones fall back to defaults),
 * and the state is offered for resuming only when it is of this game's save version and not finished.
 */
export function readSave<S extends SettingsSchema>(save: GameSave | null, version: number, schema: S): ReadSave<S> {
  const settings = validateSettings(schema, save?.settings).values;
  const raw = (save?.stats ?? {}) as Record<string, unknown>;
  const stats: KitStats = {
    ...raw,
    gamesFinished: countOf(raw.gamesFinished),
    roundsPlayed: countOf(raw.roundsPlayed),
  };
  if (!save || save.version !== version) return { settings, resume: null, stats };
  const state = save.state as Partial<KitSaveState> | null;
  if (typeof state !== 'object' || state === null || state.finished !== false) return { settings, resume: null, stats };
  const teams = TeamBoard.fromState(state.teams);
  const round = typeof state.round === 'number' && state.round >= 1 ? Math.floor(state.round) : null;
  if (!teams || round === null || !('game' in state)) return { settings, resume: null, stats };
  return { settings, resume: { round, teams, game: state.game }, stats };
}

/** A saved statistic as a count: a whole number from 0 (anything else is 0). */
export function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}
