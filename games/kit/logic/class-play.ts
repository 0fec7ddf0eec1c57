import {
  CLASS_LIMITS,
  CLASS_TEAM_SHAPES,
  classPointsByPlace,
  type ClassResultInput,
  type ClassTeamShape,
  type GameClass,
  type GameClassTeam,
  type WordOutcomeCounts,
} from '@playwords/common';
import type { TeamStyle } from './teams';

// A class playing a game (issue 21): the classes a page carries read defensively, the class's teams as the game's
// teams, which of them play, and the result the kit sends for the class. Pure: no Phaser, no DOM.

/**
 * The class a game is played for: its id and, by game team index, the class's team ids (empty when the game plays
 * with its own teams: a game for one class together or two halves, or a tool).
 */
export interface ClassPlay {
  classId: number;
  teams: string[];
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isColour = (value: unknown): value is number => isWhole(value) && value >= 0 && value <= 0xffffff;

function readTeam(raw: unknown): GameClassTeam | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const team = raw as Record<string, unknown>;
  const { id, name, colour, shape, lesson, all_time: allTime } = team;
  if (typeof id !== 'string' || id === '' || id.length > CLASS_LIMITS.resultIdMax) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (!isColour(colour) || !CLASS_TEAM_SHAPES.includes(shape as ClassTeamShape)) return null;
  return {
    id,
    name: name.trim().slice(0, CLASS_LIMITS.teamName),
    colour,
    shape: shape as ClassTeamShape,
    lesson: isWhole(lesson) ? lesson : 0,
    all_time: isWhole(allTime) ? allTime : 0,
  };
}

function readClass(raw: unknown): GameClass | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, name, teams } = raw as Record<string, unknown>;
  if (!isId(id) || typeof name !== 'string' || name.trim() === '' || !Array.isArray(teams)) return null;
  if (teams.length < CLASS_LIMITS.teamsMin || teams.length > CLASS_LIMITS.teamsMax) return null;
  const read = teams.map(readTeam);
  if (read.some((team) => team === null)) return null;
  const checked = read as GameClassTeam[];
  if (new Set(checked.map((team) => team.id)).size !== checked.length) return null;
  return { id, name: name.trim().slice(0, CLASS_LIMITS.name), teams: checked };
}

/**
 * The classes of the template data, checked: not an array → none; a malformed class (no id or name, 0 or more than
 * 4 teams, a team without an id, a name, a colour 0xRRGGBB or a known shape, two teams of one id) is left out, and
 * so is a second class of the same id. At most CLASS_LIMITS.classes.
 */
export function readClasses(raw: unknown): GameClass[] {
  if (!Array.isArray(raw)) return [];
  const classes: GameClass[] = [];
  for (const entry of raw) {
    const read = readClass(entry);
    if (read && !classes.some((other) => other.id === read.id)) classes.push(read);
    if (classes.length >= CLASS_LIMITS.classes) break;
  }
  return classes;
}

/** The preselected class: `class_id` when it names one of the classes, otherwise null. */
export function readClassId(raw: unknown, classes: readonly GameClass[]): number | null {
  return isId(raw) && classes.some((c) => c.id === raw) ? raw : null;
}

/** A class's teams as a game's team styles (their names, colours and shapes). */
export function classTeamStyles(teams: readonly GameClassTeam[]): TeamStyle[] {
  return teams.map(({ name, colour, shape }) => ({ name, colour, shape }));
}

/** Whether a class can play a game of `min`–`max` teams: a class with fewer teams than `min` cannot. */
export function classFits(cls: GameClass, min: number): boolean {
  return cls.teams.length >= min;
}

/** The teams that play at first: all of them, or the first `max` of a class with more teams than the game takes. */
export function firstChosen(cls: GameClass, max: number): string[] {
  return cls.teams.slice(0, Math.max(0, max)).map((team) => team.id);
}

/**
 * The teacher taps a team of a class with more teams than the game takes: a playing team leaves (unless that would
 * leave fewer than `min`), another joins (unless `max` already play). The ids stay in the class's order.
 */
export function toggleChosen(
  cls: GameClass,
  chosen: readonly string[],
  teamId: string,
  min: number,
  max: number,
): string[] {
  if (!cls.teams.some((team) => team.id === teamId)) return [...chosen];
  const playing = chosen.includes(teamId);
  if (playing && chosen.length <= Math.max(1, min)) return [...chosen];
  if (!playing && chosen.length >= max) return [...chosen];
  const next = playing ? chosen.filter((id) => id !== teamId) : [...chosen, teamId];
  return cls.teams.map((team) => team.id).filter((id) => next.includes(id));
}

/** The chosen teams of a class, in its order. */
export function chosenTeams(cls: GameClass, chosen: readonly string[]): GameClassTeam[] {
  return cls.teams.filter((team) => chosen.includes(team.id));
}

/**
 * A saved class play read back against the page's classes: null when it is malformed, its class is not on the page
 * (deleted, or the page has no classes), or one of its teams is no longer in the class.
 */
export function readClassPlay(raw: unknown, classes: readonly GameClass[]): ClassPlay | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { classId, teams } = raw as Partial<ClassPlay>;
  const cls = classes.find((c) => c.id === classId);
  if (!cls || !Array.isArray(teams) || teams.length > CLASS_LIMITS.teamsMax) return null;
  if (!teams.every((id) => typeof id === 'string' && cls.teams.some((team) => team.id === id))) return null;
  if (new Set(teams).size !== teams.length) return null;
  return { classId: cls.id, teams: [...teams] };
}

/** The class's teams a class play names, in game team order (null when one is missing). */
export function playingTeams(play: ClassPlay, classes: readonly GameClass[]): GameClassTeam[] | null {
  const cls = classes.find((c) => c.id === play.classId);
  if (!cls) return null;
  const teams = play.teams.map((id) => cls.teams.find((team) => team.id === id));
  return teams.every((team) => team !== undefined) ? (teams as GameClassTeam[]) : null;
}

const capPoints = (points: number) =>
  Math.max(-CLASS_LIMITS.points, Math.min(CLASS_LIMITS.points, Math.round(Number.isFinite(points) ? points : 0)));

/**
 * The class points of a finished game: `classPointsByPlace` of every game team's place (`places[i]`: team i's),
 * given to the class team playing as game team i. Game teams without a class team are left out.
 */
export function classPointsOf(places: readonly number[], classTeams: readonly string[]): ClassResultInput['teams'] {
  const points = classPointsByPlace(places);
  return classTeams.slice(0, places.length).map((team_id, i) => ({ team_id, points: capPoints(points[i] ?? 0) }));
}

/** Points given by game team index (a tool's tallies), for the class teams playing: capped, the rest left out. */
export function classPointsGiven(points: readonly number[], classTeams: readonly string[]): ClassResultInput['teams'] {
  return classTeams.slice(0, points.length).map((team_id, i) => ({ team_id, points: capPoints(points[i] ?? 0) }));
}

/** The words of a result within the API's limits: a word of at most 50 characters, each count capped, 200 words. */
export function resultWords(words: readonly WordOutcomeCounts[]): WordOutcomeCounts[] {
  const cap = (count: number) => Math.min(CLASS_LIMITS.outcomeCount, Math.max(0, Math.floor(count)));
  return words
    .filter(({ word }) => word !== '' && word.length <= CLASS_LIMITS.word)
    .slice(0, CLASS_LIMITS.resultWords)
    .map(({ word, right, wrong, skipped, revealed }) => ({
      word,
      right: cap(right),
      wrong: cap(wrong),
      skipped: cap(skipped),
      revealed: cap(revealed),
    }));
}

/**
 * The result the kit sends for the class: null when there is nothing to send (no word counted and no team won or
 * lost a point).
 */
export function buildClassResult(input: {
  id: string;
  playedAt: string;
  game: string;
  wordlistId: number | null;
  teams: ClassResultInput['teams'];
  words: readonly WordOutcomeCounts[];
}): ClassResultInput | null {
  const words = resultWords(input.words);
  const teams = input.teams.map(({ team_id, points }) => ({ team_id, points: capPoints(points) }));
  if (words.length === 0 && teams.every((team) => team.points === 0)) return null;
  return {
    id: input.id,
    game: input.game,
    wordlist_id: input.wordlistId,
    played_at: input.playedAt,
    teams,
    words,
  };
}

// One way to make a result's id, shared with the web app's class page.
export { newResultId } from '@playwords/common';
