// Classes, their running scores, the words they find hard, and lesson plans, as the API answers them (issue 21),
// with their limits and the texts both sides show. No zod here: web pages and games import these without pulling
// the schemas in (those are in class-requests.ts). Nothing about a child is kept beyond a first name the teacher
// typed into a team.

/** The shapes that tell teams apart without colour (the game kit draws them). */
export const CLASS_TEAM_SHAPES = ['circle', 'square', 'triangle', 'star'] as const;
export type ClassTeamShape = (typeof CLASS_TEAM_SHAPES)[number];

/**
 * A team's colour, by name; `CLASS_TEAM_COLOUR_VALUES` is what the games draw (the first four are the kit's own
 * team colours, so a class's red team is the red of every game).
 */
export const CLASS_TEAM_COLOURS = ['red', 'blue', 'yellow', 'green', 'purple', 'orange', 'pink', 'teal'] as const;
export type ClassTeamColour = (typeof CLASS_TEAM_COLOURS)[number];
export const CLASS_TEAM_COLOUR_VALUES: Readonly<Record<ClassTeamColour, number>> = {
  red: 0xe53935,
  blue: 0x1e88e5,
  yellow: 0xf9a825,
  green: 0x2e9d4a,
  purple: 0x8e24aa,
  orange: 0xef6c00,
  pink: 0xd81b60,
  teal: 0x00897b,
};

/** Limits, each checked by the server before any work (and by the forms before sending). */
export const CLASS_LIMITS = {
  /** Classes a teacher may have. */
  classes: 50,
  /** A class's name, in characters. */
  name: 40,
  /** Teams in a class (a game plays at most four at once). */
  teamsMin: 1,
  teamsMax: 4,
  /** A team's name, in characters. */
  teamName: 30,
  /** First names in one team, and a name's length in characters. */
  pupilsPerTeam: 40,
  pupilName: 30,
  /** Words in one result (a list has at most 200), and a word's length in characters. */
  resultWords: 200,
  word: 50,
  /** Points one game (or one adjustment by the teacher) may give a team, either way. */
  points: 100,
  /** Any one outcome count of a word in one result. */
  outcomeCount: 1000,
  /** A result's client id: letters, digits, '-' and '_'. */
  resultIdMin: 8,
  resultIdMax: 64,
  /** How far back a result queued offline may be dated (older: dated now). */
  resultMaxAgeDays: 30,
  /** Lesson plans a teacher may have, games in one plan, and a plan's name in characters. */
  lessons: 50,
  lessonGames: 8,
  lessonName: 60,
} as const;

/** A new lesson starts by itself when a result comes this long after the class's last one (next week's lesson). */
export const LESSON_GAP_HOURS = 4;

/** One team of a class. `id` is the server's, stable while the team is renamed or recoloured. */
export interface ClassTeamDto {
  id: string;
  name: string;
  colour: ClassTeamColour;
  shape: ClassTeamShape;
  /** First names, as typed (optional: many teachers leave it empty). */
  pupils: string[];
}

/** A class: `GET /api/classes/`, `GET /api/classes/:id/`, and the answer of create and update. */
export interface ClassDto {
  id: number;
  name: string;
  teams: ClassTeamDto[];
  /** ISO 8601, UTC: results from this moment on are 'this lesson'. */
  lesson_started_at: string;
  /** ISO 8601, UTC, or null: the scoreboard was reset then; totals count only what was played after. */
  scores_reset_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A team's running totals: this lesson and all time (since the last reset). */
export interface ClassTeamTotals {
  team_id: string;
  lesson: number;
  all_time: number;
}

/** A class in her list (`GET /api/classes/`): with its teams' totals, so the list needs no call per class. */
export interface ClassSummaryDto extends ClassDto {
  totals: ClassTeamTotals[];
}

/** One day on the class's chart: the points each team won that day (team id → points). */
export interface ClassScoreDay {
  /** YYYY-MM-DD, UTC. */
  day: string;
  points: Record<string, number>;
}

/** One game the class played (or one adjustment by the teacher: `game` null), newest first. */
export interface ClassGameDto {
  id: number;
  /** The catalogue key of the game; null for points the teacher gave or took by hand. */
  game: string | null;
  wordlist_id: number | null;
  played_at: string;
  teams: { team_id: string; points: number }[];
}

/** `GET /api/classes/:id/scoreboard/`: the class, its totals, the chart's days (oldest first) and its last 50 games. */
export interface ClassScoreboardDto {
  class: ClassDto;
  totals: ClassTeamTotals[];
  days: ClassScoreDay[];
  games: ClassGameDto[];
}

/** How a word went when a game asked it. */
export const WORD_OUTCOMES = ['right', 'wrong', 'skipped', 'revealed'] as const;
export type WordOutcome = (typeof WORD_OUTCOMES)[number];

/** A word's outcomes counted (in one result, or over every result of a class and list). */
export interface WordOutcomeCounts {
  word: string;
  right: number;
  wrong: number;
  skipped: number;
  revealed: number;
}

/** What the class page shows of a word: its counts and `missed` = wrong + skipped + revealed. */
export interface ClassWordDto extends WordOutcomeCounts {
  missed: number;
}

/**
 * `GET /api/classes/:id/words/?wordlist=ID`: how the class did on each word it played from that list (words it
 * never played are not there), hardest first (most missed, then the larger share missed, then A–Z).
 */
export interface ClassWordsDto {
  wordlist_id: number;
  words: ClassWordDto[];
}

/** `GET /api/classes/:id/lists/`: the lists the class has played, the last played first. */
export interface ClassListDto {
  wordlist_id: number;
  /** The list's theme, or null when she can no longer read it (deleted, made private by its owner). */
  theme: string | null;
  words_played: number;
  last_played_at: string;
}

/**
 * `POST /api/classes/:id/results/`: a game's outcome for the class, sent by the web page (at once, or later from
 * its offline queue). `id` is made once by the game and sent again unchanged: the server records a result once and
 * answers a repeat with `recorded: false`, so nothing is counted twice. `teams` are the class's team ids with the
 * class points they won; `words` the outcomes of each word asked.
 */
export interface ClassResultInput {
  id: string;
  game: string | null;
  wordlist_id: number | null;
  /** ISO 8601 from the browser's clock; the server keeps it within the last 30 days and never in the future. */
  played_at: string;
  teams: { team_id: string; points: number }[];
  words: WordOutcomeCounts[];
}

/** The answer of `POST /api/classes/:id/results/`: 201 when recorded, 200 when that id was recorded before. */
export interface ClassResultResponse {
  recorded: boolean;
  totals: ClassTeamTotals[];
}

/** A lesson plan: games to run in order for a class with one list. */
export interface LessonPlanDto {
  id: number;
  name: string;
  class_id: number | null;
  wordlist_id: number | null;
  /** Catalogue keys (any game `findPlayableGame` knows), 1 to 8, in order; the same game may come twice. */
  games: string[];
  created_at: string;
  updated_at: string;
}

/**
 * How class points are won in a game: by place, so every game counts alike. With n teams the first gets n points,
 * the second n − 1 … the last 1; tied teams share the better place's points. One team alone (a class playing
 * together) gets no points: there was no one to beat.
 */
export function classPointsByPlace(places: readonly number[]): number[] {
  const teams = places.length;
  if (teams < 2) return places.map(() => 0);
  return places.map((place) => Math.max(1, teams + 1 - place));
}

const RESULT_ID_LENGTH = 24;

/**
 * A fresh result id: `crypto.randomUUID()` where there is one (a sandboxed frame of an http page may lack it), else
 * 24 random base36 characters (from `crypto.getRandomValues` when there is, else `random`).
 */
export function newResultId(
  crypto: { randomUUID?: () => string; getRandomValues?: <T extends Uint8Array>(array: T) => T } | undefined,
  random: () => number = Math.random,
): string {
  if (typeof crypto?.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // Not in a secure context: fall through.
    }
  }
  const bytes = new Uint8Array(RESULT_ID_LENGTH);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < RESULT_ID_LENGTH; i++) bytes[i] = Math.floor(random() * 256);
  let id = '';
  for (const byte of bytes) id += (byte % 36).toString(36);
  return id;
}

/** The server's refusals (API messages; their Chinese is in the errors catalogue by code). */
export const ClassMessage = {
  nameRequired: 'Please give your class a name.',
  nameTooLong: `A class name can have at most ${CLASS_LIMITS.name} characters.`,
  teamsCount: `A class has 1 to ${CLASS_LIMITS.teamsMax} teams.`,
  teamNameRequired: 'Please give every team a name.',
  teamNameTooLong: `A team name can have at most ${CLASS_LIMITS.teamName} characters.`,
  teamNamesRepeated: 'Two teams of a class cannot have the same name.',
  badColour: 'Please choose one of the colours.',
  badShape: 'Please choose one of the shapes.',
  badTeamId: 'This team is not in the class.',
  tooManyPupils: `A team can have at most ${CLASS_LIMITS.pupilsPerTeam} names.`,
  pupilNameTooLong: `A first name can have at most ${CLASS_LIMITS.pupilName} characters.`,
  tooManyClasses: `You can have at most ${CLASS_LIMITS.classes} classes.`,
  classNotFound: 'Class not found.',
  badResultId: 'This result has no valid id.',
  badGame: 'This game is not one of ours.',
  badPoints: `Points must be a whole number from -${CLASS_LIMITS.points} to ${CLASS_LIMITS.points}.`,
  badDate: 'This date is not valid.',
  tooManyWords: `A result can have at most ${CLASS_LIMITS.resultWords} words.`,
  badWord: 'Each word needs its text and its counts.',
  badWordlist: 'Word list not found.',
  lessonNameRequired: 'Please give your lesson a name.',
  lessonNameTooLong: `A lesson name can have at most ${CLASS_LIMITS.lessonName} characters.`,
  lessonGamesCount: `A lesson has 1 to ${CLASS_LIMITS.lessonGames} games.`,
  tooManyLessons: `You can have at most ${CLASS_LIMITS.lessons} lesson plans.`,
  lessonNotFound: 'Lesson plan not found.',
} as const;
