import { z } from 'zod';
import {
  CLASS_LIMITS,
  CLASS_TEAM_COLOURS,
  CLASS_TEAM_SHAPES,
  ClassMessage,
  type ClassTeamColour,
  type ClassTeamShape,
  type WordOutcomeCounts,
} from './classes';
import { findPlayableGame } from '../catalogue/games';
import { characterCount } from '../rules/words';

// The bodies of the classes API (issue 21). Every text is capped before it is tidied (a text over four times its cap
// could never fit it), every list before it is read; NUL characters are refused for every route by the server's
// platform/hostile-input.ts before any schema. Whether a team, a list or a class exists is the server's question.

/** The largest id PostgreSQL's `integer` holds. */
const MAX_ID = 2_147_483_647;

/** A team id as the server makes them (and a result names them): letters, digits, '-' and '_'. */
const TEAM_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** A result's client id. */
const RESULT_ID = new RegExp(`^[A-Za-z0-9_-]{${CLASS_LIMITS.resultIdMin},${CLASS_LIMITS.resultIdMax}}$`);
/** An ISO 8601 instant with a time and a zone (what `Date.prototype.toISOString` and the kit send). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A refusal inside a reader: the field's one message (the first problem found; nothing after it is read). */
class Refused {
  constructor(readonly message: string) {}
}

function refuse(message: string): never {
  throw new Refused(message);
}

/** A field read by `read`, which refuses with its message. */
function field<T>(read: (value: unknown) => T) {
  return z.unknown().transform((value, ctx): T => {
    try {
      return read(value);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });
}

/** White space collapsed and trimmed, after NFKC (full-width letters typed on a Chinese keyboard read as ASCII). */
const tidy = (text: string) => text.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** A name: refused far over its cap before any work, then tidied, required and capped in characters. */
function nameOf(max: number, required: string, tooLong: string) {
  return (value: unknown): string => {
    if (typeof value !== 'string') return refuse(required);
    if (value.length > max * 4) return refuse(tooLong);
    const name = tidy(value);
    if (name === '') return refuse(required);
    if (characterCount(name) > max) return refuse(tooLong);
    return name;
  };
}

const className = nameOf(CLASS_LIMITS.name, ClassMessage.nameRequired, ClassMessage.nameTooLong);
const teamName = nameOf(CLASS_LIMITS.teamName, ClassMessage.teamNameRequired, ClassMessage.teamNameTooLong);

/** A team as the forms send it; `id` only for a team the class already has (PATCH keeps it). */
export interface ClassTeamInput {
  id?: string;
  name: string;
  colour: ClassTeamColour;
  shape: ClassTeamShape;
  pupils: string[];
}

/** The first names of a team: at most 40, each capped; blank ones are dropped. */
function readPupils(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string')) {
    return refuse(ClassMessage.tooManyPupils);
  }
  if (value.length > CLASS_LIMITS.pupilsPerTeam) return refuse(ClassMessage.tooManyPupils);
  const pupils: string[] = [];
  for (const raw of value as string[]) {
    if (raw.length > CLASS_LIMITS.pupilName * 4) return refuse(ClassMessage.pupilNameTooLong);
    const name = tidy(raw);
    if (characterCount(name) > CLASS_LIMITS.pupilName) return refuse(ClassMessage.pupilNameTooLong);
    if (name !== '') pupils.push(name);
  }
  return pupils;
}

/**
 * `teams`: 1 to 4 teams, each named (no two alike, ignoring case), in one of the colours and shapes, with its
 * optional first names. Every problem is reported on `teams`.
 */
const teamsField = field((value): ClassTeamInput[] => {
  if (!Array.isArray(value)) return refuse(ClassMessage.teamsCount);
  if (value.length < CLASS_LIMITS.teamsMin || value.length > CLASS_LIMITS.teamsMax) {
    return refuse(ClassMessage.teamsCount);
  }
  const teams: ClassTeamInput[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse(ClassMessage.teamNameRequired);
    const entry = raw as Record<string, unknown>;
    let id: string | undefined;
    if (entry.id !== undefined && entry.id !== null) {
      if (typeof entry.id !== 'string' || !TEAM_ID.test(entry.id)) return refuse(ClassMessage.badTeamId);
      id = entry.id;
    }
    const name = teamName(entry.name);
    if (!CLASS_TEAM_COLOURS.includes(entry.colour as ClassTeamColour)) return refuse(ClassMessage.badColour);
    if (!CLASS_TEAM_SHAPES.includes(entry.shape as ClassTeamShape)) return refuse(ClassMessage.badShape);
    const pupils = readPupils(entry.pupils);
    teams.push({
      ...(id === undefined ? {} : { id }),
      name,
      colour: entry.colour as ClassTeamColour,
      shape: entry.shape as ClassTeamShape,
      pupils,
    });
  }
  const names = teams.map((team) => team.name.toLocaleLowerCase('en'));
  if (new Set(names).size !== names.length) return refuse(ClassMessage.teamNamesRepeated);
  const ids = teams.flatMap((team) => (team.id === undefined ? [] : [team.id]));
  if (new Set(ids).size !== ids.length) return refuse(ClassMessage.badTeamId);
  return teams;
});

/** `POST /api/classes/`: a new class with its teams (their ids are made by the server; any sent are ignored). */
export const classCreateInput = z.object({
  name: field(className),
  teams: teamsField.transform((teams) => teams.map(({ id: _id, ...team }) => team)),
});
export type ClassCreateInput = z.input<typeof classCreateInput>;

/**
 * `PATCH /api/classes/{id}/`: a new name, and/or the whole new list of teams (a team sent with its id keeps it, one
 * without gets a new one, one left out is removed).
 */
export const classPatchInput = z.object({
  name: field(className).optional(),
  teams: teamsField.optional(),
});
export type ClassPatchInput = z.input<typeof classPatchInput>;

/** A list id (JSON's number or a form's digits), `message` for anything else. */
function idOf(message: string) {
  return (value: unknown): number => {
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return refuse(message);
    return id;
  };
}

const wordlistId = idOf(ClassMessage.badWordlist);

/** One outcome count: a whole number from 0 to 1000. */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= CLASS_LIMITS.outcomeCount;

/**
 * A result's words: at most 200, each its text (tidied and lower-cased like a list's words, 1–50 characters) and its
 * four counts. The same word twice is summed; a word with no outcome at all is left out.
 */
const resultWords = field((value): WordOutcomeCounts[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return refuse(ClassMessage.badWord);
  if (value.length > CLASS_LIMITS.resultWords) return refuse(ClassMessage.tooManyWords);
  const byWord = new Map<string, WordOutcomeCounts>();
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return refuse(ClassMessage.badWord);
    const entry = raw as Record<string, unknown>;
    if (typeof entry.word !== 'string' || entry.word.length > CLASS_LIMITS.word * 4) {
      return refuse(ClassMessage.badWord);
    }
    const word = tidy(entry.word).toLocaleLowerCase('en');
    if (word === '' || characterCount(word) > CLASS_LIMITS.word) return refuse(ClassMessage.badWord);
    const { right, wrong, skipped, revealed } = entry;
    if (!isCount(right) || !isCount(wrong) || !isCount(skipped) || !isCount(revealed)) {
      return refuse(ClassMessage.badWord);
    }
    const counts = byWord.get(word) ?? { word, right: 0, wrong: 0, skipped: 0, revealed: 0 };
    counts.right += right;
    counts.wrong += wrong;
    counts.skipped += skipped;
    counts.revealed += revealed;
    byWord.set(word, counts);
  }
  return [...byWord.values()].filter((c) => c.right + c.wrong + c.skipped + c.revealed > 0);
});

/** The class points of a result: at most one entry per team (4 teams), each a whole number within ±100. */
const resultTeams = field((value): { team_id: string; points: number }[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > CLASS_LIMITS.teamsMax) return refuse(ClassMessage.badTeamId);
  const teams: { team_id: string; points: number }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return refuse(ClassMessage.badTeamId);
    const entry = raw as Record<string, unknown>;
    if (typeof entry.team_id !== 'string' || !TEAM_ID.test(entry.team_id)) return refuse(ClassMessage.badTeamId);
    const { points } = entry;
    if (typeof points !== 'number' || !Number.isInteger(points) || Math.abs(points) > CLASS_LIMITS.points) {
      return refuse(ClassMessage.badPoints);
    }
    if (teams.some((team) => team.team_id === entry.team_id)) return refuse(ClassMessage.badTeamId);
    teams.push({ team_id: entry.team_id, points });
  }
  return teams;
});

/**
 * `POST /api/classes/{id}/results/` (common's ClassResultInput): `played_at` is read as an instant (the server keeps
 * it within the last 30 days and never later than now); whether the teams are the class's and the list one she may
 * read is the server's question.
 */
export const classResultInput = z.object({
  id: field((value): string => {
    if (typeof value !== 'string' || !RESULT_ID.test(value)) return refuse(ClassMessage.badResultId);
    return value;
  }),
  game: field((value): string | null => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string' || value.length > 40 || findPlayableGame(value) === undefined) {
      return refuse(ClassMessage.badGame);
    }
    return value;
  }),
  wordlist_id: field((value): number | null => (value === null || value === undefined ? null : wordlistId(value))),
  played_at: field((value): Date => {
    if (typeof value !== 'string' || value.length > 40 || !ISO_INSTANT.test(value)) {
      return refuse(ClassMessage.badDate);
    }
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return refuse(ClassMessage.badDate);
    return at;
  }),
  teams: resultTeams,
  words: resultWords,
});
export type ClassResultBody = z.input<typeof classResultInput>;

/** `POST /api/classes/{id}/words/reset/`: forget the class's counts of this list's words. */
export const classWordsResetInput = z.object({ wordlist_id: field(wordlistId) });
export type ClassWordsResetInput = z.input<typeof classWordsResetInput>;

/** `GET /api/classes/{id}/words/?wordlist=ID`. */
export const classWordsQuery = z.object({ wordlist: field(wordlistId) });
export type ClassWordsQuery = z.input<typeof classWordsQuery>;
