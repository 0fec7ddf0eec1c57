import { randomBytes } from 'node:crypto';
import {
  CLASS_LIMITS,
  CLASS_TEAM_COLOUR_VALUES,
  ClassMessage,
  LESSON_GAP_HOURS,
  type ClassTeamInput,
  type ClassTeamTotals,
  type ClassWordDto,
  type GameClass,
  type WordOutcomeCounts,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../../platform/http-errors';
import type { RateLimit } from '../../platform/throttle';
import { authorize, policies, type Actor } from '../../policies/policies';
import { findReadableWordlist } from '../wordlists/service';
import {
  addWordOutcomes,
  countClassesOfOwner,
  deleteClassRow,
  deleteWordOutcomes,
  findClass,
  insertClass,
  insertResultOnce,
  insertResultPoints,
  lastGames,
  listClassesOfOwner,
  listsPlayedBy,
  lockClass,
  lockOwnerClasses,
  pointsPerDay,
  teamTotals,
  updateClassRow,
  wordOutcomesOf,
  type ClassRow,
  type GameRow,
  type TeamTotalRow,
} from './repository';
import type { ClassTeamRow } from './tables';

export type { ClassRow, GameRow };

/** A lesson posts a few dozen results; an offline queue flushing a morning's worth stays well within this. */
export const RESULTS_PER_USER: RateLimit = { limit: 300, windowSeconds: 600 };

/** The rate-limit key of a teacher's results. */
export const resultsKey = (userId: number) => `class-results:user:${userId}`;

/** How many games the scoreboard lists. */
const SCOREBOARD_GAMES = 50;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A path id as a class id; anything else names no class. */
export function parseClassId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** A new team id: random, so it never changes and never names another team of the class. */
function newTeamId(): string {
  return `t${randomBytes(6).toString('hex')}`;
}

/** The class if it is hers; 404 otherwise (another teacher's class is never revealed or touched). */
async function findOwn(db: Db, user: Actor, id: number | null): Promise<ClassRow> {
  const row = id === null ? undefined : await findClass(db, id);
  if (!row) throw notFound();
  authorize(policies.changeClass(user, row));
  return row;
}

const teamRow = (team: ClassTeamInput, id: string): ClassTeamRow => ({
  id,
  name: team.name,
  colour: team.colour,
  shape: team.shape,
  pupils: team.pupils,
});

/** Her classes, by name. */
export function listClasses(db: Db, user: Actor): Promise<ClassWithTotals[]> {
  return classesWithTotals(db, user.id);
}

export interface ClassWithTotals {
  row: ClassRow;
  totals: ClassTeamTotals[];
}

/** A teacher's classes by name, each with its teams' totals: every class's totals in one query. */
async function classesWithTotals(db: Db, ownerId: number): Promise<ClassWithTotals[]> {
  const rows = await listClassesOfOwner(db, ownerId);
  if (rows.length === 0) return [];
  const totals = await teamTotals(db, { ownerId });
  return rows.map((row) => ({ row, totals: totalsOf(row, totals) }));
}

/** One of her classes (404 for anyone else's). */
export function getClass(db: Db, user: Actor, id: number | null): Promise<ClassRow> {
  return findOwn(db, user, id);
}

/** A new class (any plan): at most 50 a teacher, counted under a lock so parallel requests cannot pass it. */
export async function createClass(
  db: Db,
  user: Actor,
  input: { name: string; teams: ClassTeamInput[] },
  now: Date,
): Promise<ClassRow> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await lockOwnerClasses(tx, user.id);
    if ((await countClassesOfOwner(tx, user.id)) >= CLASS_LIMITS.classes) {
      throw new ValidationError({ non_field_errors: [ClassMessage.tooManyClasses] });
    }
    return insertClass(tx, {
      ownerId: user.id,
      name: input.name,
      teams: input.teams.map((team) => teamRow(team, newTeamId())),
      lessonStartedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/**
 * Renames a class and/or replaces its teams: a team sent with its id keeps it (and its points), one without gets a
 * new id, one left out is removed (its results stay, no longer in the totals). An id the class does not have → 400.
 */
export async function updateClass(
  db: Db,
  user: Actor,
  id: number | null,
  changes: { name?: string | undefined; teams?: ClassTeamInput[] | undefined },
  now: Date,
): Promise<ClassRow> {
  const row = await findOwn(db, user, id);
  let teams: ClassTeamRow[] | undefined;
  if (changes.teams) {
    const known = new Set(row.teams.map((team) => team.id));
    if (changes.teams.some((team) => team.id !== undefined && !known.has(team.id))) {
      throw new ValidationError({ teams: [ClassMessage.badTeamId] });
    }
    teams = changes.teams.map((team) => teamRow(team, team.id ?? newTeamId()));
  }
  if (changes.name === undefined && teams === undefined) return row;
  return updateClassRow(db, row.id, {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(teams === undefined ? {} : { teams }),
    updatedAt: now,
  });
}

/** Deletes one of her classes with its results and word counts. */
export async function deleteClass(db: Db, user: Actor, id: number | null): Promise<void> {
  const row = await findOwn(db, user, id);
  await deleteClassRow(db, row.id);
}

/** 'New lesson': this lesson's totals start again from now. */
export async function startLesson(db: Db, user: Actor, id: number | null, now: Date): Promise<ClassRow> {
  const row = await findOwn(db, user, id);
  return updateClassRow(db, row.id, { lessonStartedAt: now, updatedAt: now });
}

/** 'Reset': totals, the chart and the games count only what is played from now on. */
export async function resetScores(db: Db, user: Actor, id: number | null, now: Date): Promise<ClassRow> {
  const row = await findOwn(db, user, id);
  return updateClassRow(db, row.id, { scoresResetAt: now, updatedAt: now });
}

/** Each team of the class (in its order) with its totals; teams no longer in the class are left out. */
function totalsOf(row: ClassRow, rows: readonly TeamTotalRow[]): ClassTeamTotals[] {
  return row.teams.map((team) => {
    const found = rows.find((r) => r.classId === row.id && r.teamId === team.id);
    return { team_id: team.id, lesson: found?.lesson ?? 0, all_time: found?.allTime ?? 0 };
  });
}

async function classTotals(db: Db, row: ClassRow): Promise<ClassTeamTotals[]> {
  return totalsOf(row, await teamTotals(db, { classId: row.id }));
}

export interface Scoreboard {
  row: ClassRow;
  totals: ClassTeamTotals[];
  days: { day: string; points: Record<string, number> }[];
  games: GameRow[];
}

/** The scoreboard: totals, the points of each day since the reset (oldest first) and the last 50 games. */
export async function getScoreboard(db: Db, user: Actor, id: number | null): Promise<Scoreboard> {
  const row = await findOwn(db, user, id);
  const [totals, perDay, games] = await Promise.all([
    classTotals(db, row),
    pointsPerDay(db, row.id),
    lastGames(db, row.id, SCOREBOARD_GAMES),
  ]);
  const days: Scoreboard['days'] = [];
  for (const { day, teamId, points } of perDay) {
    let entry = days.at(-1);
    if (entry?.day !== day) {
      entry = { day, points: Object.fromEntries(row.teams.map((team) => [team.id, 0])) };
      days.push(entry);
    }
    if (teamId in entry.points) entry.points[teamId] = points;
  }
  return { row, totals, days, games };
}

export interface ResultInput {
  id: string;
  game: string | null;
  wordlist_id: number | null;
  played_at: Date;
  teams: { team_id: string; points: number }[];
  words: WordOutcomeCounts[];
}

/** The date a result is kept with: never later than now, and one older than 30 days is dated now. */
export function clampPlayedAt(playedAt: Date, now: Date): Date {
  if (playedAt.getTime() > now.getTime()) return now;
  if (now.getTime() - playedAt.getTime() > CLASS_LIMITS.resultMaxAgeDays * DAY) return now;
  return playedAt;
}

/**
 * Records a game's result for her class, once per client id: a repeat (the offline queue sending it again, or two
 * sends at once) changes nothing and answers `recorded: false`. Teams must be the class's, the list one she may
 * read. A result more than LESSON_GAP_HOURS after the class's last one (or its lesson's start) starts a new lesson.
 */
export async function recordResult(
  db: Db,
  user: Actor,
  id: number | null,
  input: ResultInput,
  now: Date,
): Promise<{ recorded: boolean; totals: ClassTeamTotals[] }> {
  const row = await findOwn(db, user, id);
  const teamIds = new Set(row.teams.map((team) => team.id));
  if (input.teams.some((team) => !teamIds.has(team.team_id))) {
    throw new ValidationError({ teams: [ClassMessage.badTeamId] });
  }
  if (input.wordlist_id !== null && !(await findReadableWordlist(db, user, input.wordlist_id))) {
    throw new ValidationError({ wordlist_id: [ClassMessage.badWordlist] });
  }
  const playedAt = clampPlayedAt(input.played_at, now);
  const recorded = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const locked = await lockClass(tx, row.id);
    if (!locked) throw notFound();
    const resultId = await insertResultOnce(tx, {
      classId: row.id,
      clientId: input.id,
      game: input.game,
      wordlistId: input.wordlist_id,
      playedAt,
      createdAt: now,
    });
    if (resultId === null) return false;
    await insertResultPoints(tx, resultId, input.teams);
    if (input.wordlist_id !== null) await addWordOutcomes(tx, row.id, input.wordlist_id, input.words, playedAt);
    const last = Math.max(locked.lastPlayedAt?.getTime() ?? 0, locked.lessonStartedAt.getTime());
    const newLesson = playedAt.getTime() - last > LESSON_GAP_HOURS * HOUR;
    const latest = locked.lastPlayedAt && locked.lastPlayedAt > playedAt ? locked.lastPlayedAt : playedAt;
    await updateClassRow(tx, row.id, { lastPlayedAt: latest, ...(newLesson ? { lessonStartedAt: playedAt } : {}) });
    return true;
  });
  return { recorded, totals: await classTotals(db, (await findClass(db, row.id)) ?? row) };
}

/** The lists the class played (their words counted), the last played first, with the theme when she may read it. */
export async function listsPlayed(
  db: Db,
  user: Actor,
  id: number | null,
): Promise<{ wordlistId: number; theme: string | null; wordsPlayed: number; lastPlayedAt: Date }[]> {
  const row = await findOwn(db, user, id);
  const lists = await listsPlayedBy(db, row.id);
  return Promise.all(
    lists.map(async (list) => ({
      ...list,
      theme: (await findReadableWordlist(db, user, list.wordlistId))?.list.theme ?? null,
    })),
  );
}

/** Hardest first: most missed, then the larger share missed, then A–Z. */
export function hardestFirst(a: ClassWordDto, b: ClassWordDto): number {
  if (a.missed !== b.missed) return b.missed - a.missed;
  const share = (w: ClassWordDto) => w.missed / (w.missed + w.right);
  const byShare = share(b) - share(a);
  if (byShare !== 0) return byShare;
  return a.word < b.word ? -1 : a.word > b.word ? 1 : 0;
}

/** How the class did on each word of a list it played, hardest first. */
export async function classWords(db: Db, user: Actor, id: number | null, wordlistId: number): Promise<ClassWordDto[]> {
  const row = await findOwn(db, user, id);
  const rows = await wordOutcomesOf(db, row.id, wordlistId);
  return rows
    .map(({ word, right, wrong, skipped, revealed }) => ({
      word,
      right,
      wrong,
      skipped,
      revealed,
      missed: wrong + skipped + revealed,
    }))
    .sort(hardestFirst);
}

/** Forgets the class's counts of a list's words. */
export async function resetWords(db: Db, user: Actor, id: number | null, wordlistId: number): Promise<void> {
  const row = await findOwn(db, user, id);
  await deleteWordOutcomes(db, row.id, wordlistId);
}

/** Whether this teacher has a class with this id (lesson plans check the class they name). */
export async function ownClassExists(db: Db, userId: number, classId: number): Promise<boolean> {
  const row = await findClass(db, classId);
  return row !== undefined && policies.changeClass({ id: userId }, row) === null;
}

/** Her classes as a game page carries them (by name): teams in their colours and shapes, with their totals. */
export async function gameClassesFor(db: Db, userId: number): Promise<GameClass[]> {
  return (await classesWithTotals(db, userId)).map(({ row, totals }) => {
    const byTeam = new Map(totals.map((t) => [t.team_id, t]));
    return {
      id: row.id,
      name: row.name,
      teams: row.teams.map((team) => ({
        id: team.id,
        name: team.name,
        colour: CLASS_TEAM_COLOUR_VALUES[team.colour],
        shape: team.shape,
        lesson: byTeam.get(team.id)?.lesson ?? 0,
        all_time: byTeam.get(team.id)?.all_time ?? 0,
      })),
    };
  });
}
