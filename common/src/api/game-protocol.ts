// What a game page receives and says (core §4, architecture.md § How a game runs). The server embeds a
// `GameTemplateData` in the game's HTML; the host page (/games/:game) and the game frame then talk only with
// the typed messages below, each side checking where a message comes from. No zod here: games and web import it.

import type { ClassResultInput, ClassTeamShape, WordOutcomeCounts } from './classes';
import type { ImageColour, ImageType } from './images';
import type { Language } from '../i18n/languages';
// Types only: games/vite.config.ts bundles this file into its config.
import type { MatPaper } from '../rules/twister-mat';

/** The id of the `<script type="application/json">` element that carries the template data in a game page. */
export const GAME_DATA_ELEMENT_ID = 'playwords-data';
/** The comment in a built game page that the server replaces with the data element. */
export const GAME_DATA_MARKER = '<!--PLAYWORDS_DATA-->';

/** A picture a game may draw: the teacher's favourite (or an official stand-in). */
export interface GameImage {
  id: number;
  name: string;
  /** URL of the PNG, loadable from the game frame (served with CORS). */
  image: string;
  color: ImageColour | null;
  /** Projectiles a character or monster fires; empty → the game picks a favourite projectile at random. */
  power: { id: number; name: string; image: string }[];
}

/** Everything a game needs from the server, embedded in its page by `GET /api/games/{index}/template/`. */
export interface GameTemplateData {
  version: 1;
  game: { index: number; key: string; name: string };
  /**
   * The chosen list (own, favourited or public); `null` only for games that do not use words. `pictures`: each word's
   * picture (a URL loadable from the game frame, like `images`), parallel to `words`; null for a word with none.
   * Optional: a page embedded before it existed has no pictures.
   */
  wordlist: { id: number; theme: string; words: string[]; pictures?: (string | null)[] } | null;
  /** Favourite images of the types the game uses; official ones when the teacher has none of a type. */
  images: Partial<Record<ImageType, GameImage[]>>;
  /** The catalogue flags of the game. */
  flags: {
    uses_words: boolean;
    uses_backgrounds: boolean;
    uses_projectiles: boolean;
    uses_characters: boolean;
    uses_monsters: boolean;
  };
  /** The username, so a game can greet the teacher; progress is keyed by it on the host. */
  username: string;
  /**
   * The language of the kit's and the game's own texts ('en' or 'zh-CN'): the game page's `lang`, else the teacher's
   * account language. The words of the list and the words the game speaks are never translated. Optional: a page
   * embedded before it existed reads as English.
   */
  language?: Language;
  /**
   * Her classes, for the team setup to offer (at most 50, by name). Optional: a page embedded before classes, or a
   * game without teams, has none.
   */
  classes?: GameClass[];
  /** The class the page was opened for (`?class=` of the template call: a lesson plan's), preselected; else null. */
  class_id?: number | null;
}

/** A class as a game page carries it: its teams in their colours (0xRRGGBB) and shapes, with their running totals. */
export interface GameClass {
  id: number;
  name: string;
  teams: GameClassTeam[];
}

export interface GameClassTeam {
  /** The class's team id (what a result names). */
  id: string;
  name: string;
  /** 0xRRGGBB (CLASS_TEAM_COLOUR_VALUES). */
  colour: number;
  shape: ClassTeamShape;
  /** Class points this lesson and all time (since the last reset), when the page was made. */
  lesson: number;
  all_time: number;
}

/** Saved progress of one game for one user (design/games.md § Save and resume). */
export interface GameSave {
  version: number;
  settings: Record<string, unknown>;
  state: unknown;
  stats: Record<string, unknown>;
  /** What a game keeps across games besides counts (Time Trial's personal bests), each record under its name. */
  records?: Record<string, unknown>;
}

/** Host page → game frame. */
export type HostToGameMessage =
  | { type: 'session'; session_id: string; user_token: string }
  /** The answer to `loadplz`: the saved progress, or null when there is none. */
  | { type: 'load'; save: GameSave | null };

/** Game frame → host page. */
export type GameToHostMessage =
  /** The first interactive frame is on screen (benchmarks time the card click to this). */
  | { type: 'ready' }
  /** Asks for the saved progress; the host answers with `load`. */
  | { type: 'loadplz' }
  /** Progress to keep (sent at the end of each round); the host stores it under the username and game. */
  | { type: 'history'; save: GameSave }
  /** A game was played to its end at least once (sets the `played_game` marker). */
  | { type: 'played' }
  /** The game's fullscreen key: the host toggles fullscreen on the frame. */
  | { type: 'fullscreen' }
  /**
   * The teacher asked the game for a printable document: Twister's floor mat of these words, on this paper. The host
   * makes the PDF and saves it (a frame sandboxed without allow-downloads cannot save a file).
   */
  | PrintMessage
  /** The title's 'Print': the host opens its printables dialog with the game's list, on `kind` when given. */
  | PrintablesMessage
  /**
   * What a class did (the class points of a finished game, the outcomes of the words asked since the last result):
   * the host records it for the class, at once or from its offline queue, once per `result.id`.
   */
  | ClassResultMessage;

export interface ClassResultMessage {
  type: 'class-result';
  class_id: number;
  result: ClassResultInput;
}

const WORD_OUTCOME_KEYS = ['right', 'wrong', 'skipped', 'revealed'] as const;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function readWordCounts(value: unknown): WordOutcomeCounts | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.word !== 'string') return null;
  if (!WORD_OUTCOME_KEYS.every((key) => isCount(entry[key]))) return null;
  return {
    word: entry.word,
    right: entry.right as number,
    wrong: entry.wrong as number,
    skipped: entry.skipped as number,
    revealed: entry.revealed as number,
  };
}

/**
 * The shape of a class result from a game (the server checks every limit again): anything malformed is ignored,
 * never queued.
 */
export function readClassResultMessage(message: Record<string, unknown>): ClassResultMessage | null {
  const { class_id: classId, result } = message;
  if (typeof classId !== 'number' || !Number.isInteger(classId) || classId < 1) return null;
  if (typeof result !== 'object' || result === null) return null;
  const r = result as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.played_at !== 'string') return null;
  if (r.game !== null && typeof r.game !== 'string') return null;
  if (r.wordlist_id !== null && !(typeof r.wordlist_id === 'number' && Number.isInteger(r.wordlist_id))) return null;
  if (!Array.isArray(r.teams) || !Array.isArray(r.words)) return null;
  const teams: ClassResultInput['teams'] = [];
  for (const team of r.teams as unknown[]) {
    const t = team as Record<string, unknown> | null;
    if (!t || typeof t.team_id !== 'string' || typeof t.points !== 'number' || !Number.isInteger(t.points)) return null;
    teams.push({ team_id: t.team_id, points: t.points });
  }
  const words: WordOutcomeCounts[] = [];
  for (const word of r.words as unknown[]) {
    const counts = readWordCounts(word);
    if (!counts) return null;
    words.push(counts);
  }
  return {
    type: 'class-result',
    class_id: classId,
    result: {
      id: r.id,
      game: r.game as string | null,
      wordlist_id: r.wordlist_id as number | null,
      played_at: r.played_at,
      teams,
      words,
    },
  };
}

export interface PrintMessage {
  type: 'print';
  document: 'twister-mat';
  paper: MatPaper;
  theme: string;
  words: string[];
}

/** What the printables dialog makes of a list (web/src/features/printables): the game's title may open it on one. */
export const PRINTABLE_KINDS = ['flashcards', 'bingo', 'wordsearch', 'matching', 'twister'] as const;
export type PrintableKind = (typeof PRINTABLE_KINDS)[number];

export interface PrintablesMessage {
  type: 'printables';
  /** The choice the dialog opens on (Word Search's title: the word search); else the dialog's first. */
  kind?: PrintableKind;
}

function readPrintablesMessage(message: Record<string, unknown>): PrintablesMessage | null {
  const { kind } = message;
  if (kind === undefined) return { type: 'printables' };
  return PRINTABLE_KINDS.includes(kind as PrintableKind) ? { type: 'printables', kind: kind as PrintableKind } : null;
}

/** The papers a mat prints on (rules/twister-mat's MAT_PAPERS, whose values this file does not import). */
const PRINT_PAPERS: readonly MatPaper[] = ['a4', 'letter'];

function readPrintMessage(message: Record<string, unknown>): PrintMessage | null {
  const { document, paper, theme, words } = message;
  if (document !== 'twister-mat' || !PRINT_PAPERS.includes(paper as MatPaper) || typeof theme !== 'string') return null;
  if (!Array.isArray(words) || !words.every((word) => typeof word === 'string')) return null;
  return { type: 'print', document, paper: paper as MatPaper, theme, words: words as string[] };
}

/** Narrow an unknown `MessageEvent.data` to a game → host message (anything else is ignored). */
export function readGameToHostMessage(data: unknown): GameToHostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; save?: unknown };
  switch (message.type) {
    case 'print':
      return readPrintMessage(data as Record<string, unknown>);
    case 'printables':
      return readPrintablesMessage(data as Record<string, unknown>);
    case 'class-result':
      return readClassResultMessage(data as Record<string, unknown>);
    case 'ready':
    case 'loadplz':
    case 'played':
    case 'fullscreen':
      return { type: message.type };
    case 'history':
      return isGameSave(message.save) ? { type: 'history', save: message.save } : null;
    default:
      return null;
  }
}

/** Narrow an unknown `MessageEvent.data` to a host → game message (anything else is ignored). */
export function readHostToGameMessage(data: unknown): HostToGameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; session_id?: unknown; user_token?: unknown; save?: unknown };
  if (message.type === 'session' && typeof message.session_id === 'string' && typeof message.user_token === 'string') {
    return { type: 'session', session_id: message.session_id, user_token: message.user_token };
  }
  if (message.type === 'load' && (message.save === null || isGameSave(message.save))) {
    return { type: 'load', save: message.save };
  }
  return null;
}

/** Whether a value has the shape of a saved game. */
export function isGameSave(value: unknown): value is GameSave {
  if (typeof value !== 'object' || value === null) return false;
  const save = value as Partial<GameSave>;
  return (
    typeof save.version === 'number' &&
    typeof save.settings === 'object' &&
    save.settings !== null &&
    typeof save.stats === 'object' &&
    save.stats !== null &&
    (save.records === undefined || (typeof save.records === 'object' && save.records !== null)) &&
    'state' in save
  );
}
