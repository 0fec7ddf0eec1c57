import type { GameClass, GameSave } from '@playwords/common';
import { classTeamStyles, playingTeams, readClassPlay, type ClassPlay } from './class-play';
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
  /**
   * The class the game is played for and its team ids by game team (issue 21). Left out when no class plays, so
   * such a save keeps the shape it always had; an older save without it resumes without a class.
   */
  class?: ClassPlay;
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
  records: Record<string, unknown> = {},
): GameSave {
  const save: GameSave = { version, settings: { ...settings }, state, stats: { ...stats } };
  // Only a game that keeps records writes them: the others' saves keep the shape they always had.
  if (Object.keys(records).length > 0) save.records = { ...records };
  return save;
}

/**
 * Something a game keeps across games that is not a count (Time Trial's personal bests per list and difficulty):
 * kept in the save under its name, typed and read back like the game's state. A malformed record reads as initial.
 */
export interface RecordRules<R> {
  name: string;
  initial: R;
  parse(saved: unknown): R | null;
}

/** A record as the game reads it: the saved one when it parses, otherwise its initial value. */
export function readRecord<R>(records: Record<string, unknown>, rules: RecordRules<R>): R {
  return rules.parse(records[rules.name]) ?? rules.initial;
}

export interface ReadSave<S extends SettingsSchema> {
  settings: SettingsValues<S>;
  /**
   * The game to resume, or null (no save, another version, finished or malformed). `classPlay`: the class it was
   * played for, when that class and its teams are still on the page (its teams then have the class's styles).
   */
  resume: { round: number; teams: TeamBoard; game: unknown; classPlay: ClassPlay | null } | null;
  stats: KitStats;
  /** Every record kept in the save, unread: each game reads its own with `readRecord`. */
  records: Record<string, unknown>;
}

/**
 * Reads a save from the host: settings are checked against the schema (wrong ones fall back to defaults),
 * and the state is offered for resuming only when it is of this game's save version and not finished. A class it
 * was played for is read back against the page's `classes`: gone (deleted, a page without classes) → the game
 * resumes without it, in the kit's team styles.
 */
export function readSave<S extends SettingsSchema>(
  save: GameSave | null,
  version: number,
  schema: S,
  classes: readonly GameClass[] = [],
): ReadSave<S> {
  const settings = validateSettings(schema, save?.settings).values;
  const raw = (save?.stats ?? {}) as Record<string, unknown>;
  const stats: KitStats = {
    ...raw,
    gamesFinished: countOf(raw.gamesFinished),
    roundsPlayed: countOf(raw.roundsPlayed),
  };
  // Records are kept across save versions, like statistics: each is parsed by its game when read.
  const saved = save?.records;
  const records = typeof saved === 'object' && saved !== null && !Array.isArray(saved) ? { ...saved } : {};
  const kept = { settings, resume: null, stats, records };
  if (!save || save.version !== version) return kept;
  const state = save.state as Partial<KitSaveState> | null;
  if (typeof state !== 'object' || state === null || state.finished !== false) return kept;
  const scores = (state.teams as Partial<TeamsState> | undefined)?.scores;
  let classPlay = readClassPlay(state.class, classes);
  // The class's teams must be the game's teams one for one (or none: a game that plays with its own teams).
  if (
    classPlay &&
    classPlay.teams.length > 0 &&
    classPlay.teams.length !== (Array.isArray(scores) ? scores.length : -1)
  )
    classPlay = null;
  const classTeams = classPlay && classPlay.teams.length > 0 ? playingTeams(classPlay, classes) : null;
  const teams = TeamBoard.fromState(state.teams, classTeams ? classTeamStyles(classTeams) : undefined);
  const round = typeof state.round === 'number' && state.round >= 1 ? Math.floor(state.round) : null;
  if (!teams || round === null || !('game' in state)) return kept;
  return { ...kept, resume: { round, teams, game: state.game, classPlay } };
}

/** A saved statistic as a count: a whole number from 0 (anything else is 0). */
export function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}
