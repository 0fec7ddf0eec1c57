// What the printables dialog asks (issue 20): which printable, its options and the paper, and their defaults; and
// the library's request they make.
import { PRINTABLE_KINDS, type GameSave, type PrintableKind } from '@playwords/common';
import type { PrintableList } from '../../lib/printables';
import type {
  BingoOptions,
  FlashcardOptions,
  Paper,
  PrintEntry,
  PrintRequest,
  PrintTranslate,
  WordSearchDirections,
  WordSearchOptions,
} from './pdf/types';

/** Everything the dialog's form holds: the kind chosen, the paper, and each kind's options. */
export interface PrintChoice {
  kind: PrintableKind;
  paper: Paper;
  flashcards: FlashcardOptions;
  bingo: BingoOptions;
  wordsearch: WordSearchOptions;
}

/** The dialog's choices in order (common's list, which the game's `printables` message names too). */
export const KINDS: readonly PrintableKind[] = PRINTABLE_KINDS;

export const BINGO_DEFAULT_CARDS = 30;
/** Word Search's own defaults (games/wordsearch/logic/settings.ts). */
const WORDSEARCH_DEFAULTS: WordSearchOptions = { size: 10, directions: 'across-down', words: 'auto' };
const DIRECTIONS: readonly WordSearchDirections[] = ['across-down', 'diagonal', 'backwards'];

/** Where Letter is the paper in the shops (the US and its neighbours, the Philippines, some of Latin America). */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR']);

/** The paper her browser's first locale suggests: Letter for en-US (and the other Letter countries), else A4. */
export function defaultPaper(locales: readonly string[]): Paper {
  const first = locales[0];
  if (!first) return 'a4';
  try {
    return LETTER_REGIONS.has(new Intl.Locale(first).region ?? '') ? 'letter' : 'a4';
  } catch {
    return 'a4'; // Not a locale tag.
  }
}

/** The browser's locales, as navigator gives them. */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/** The bingo grid a list fills without a word twice on a card: 5 × 5 from 24 words (its centre is FREE), 4 × 4… */
export function defaultBingoSize(words: number): BingoOptions['size'] {
  if (words >= 24) return 5;
  if (words >= 16) return 4;
  return 3;
}

/**
 * Word Search's grid as she set it in the game on this browser (its save's settings: size, directions, words per
 * round), else the game's defaults: the worksheet matches what the class plays.
 */
export function wordSearchDefaults(save: GameSave | null): WordSearchOptions {
  const settings = save?.settings ?? {};
  const size = Number(settings.size);
  const words = Number.parseInt(String(settings.words), 10);
  return {
    size: Number.isInteger(size) && size >= 8 && size <= 15 ? size : WORDSEARCH_DEFAULTS.size,
    directions: DIRECTIONS.includes(settings.directions as WordSearchDirections)
      ? (settings.directions as WordSearchDirections)
      : WORDSEARCH_DEFAULTS.directions,
    words: Number.isInteger(words) && words > 0 ? words : 'auto',
  };
}

/** The form's first state: the kind asked for (a game's title) or flashcards, and each kind's defaults. */
export function initialChoice(
  list: PrintableList,
  options: { kind?: PrintableKind; paper: Paper; wordSearch: WordSearchOptions },
): PrintChoice {
  return {
    kind: options.kind ?? 'flashcards',
    paper: options.paper,
    flashcards: { perPage: 4 },
    bingo: { cards: BINGO_DEFAULT_CARDS, size: defaultBingoSize(list.words.length) },
    wordsearch: options.wordSearch,
  };
}

/** Why a kind cannot be made of this list, or null when it can. */
export function unavailableBecause(kind: PrintableKind, list: PrintableList): 'noWords' | 'noPictures' | null {
  if (list.words.length === 0) return 'noWords';
  if (kind === 'matching' && !list.pictures.some((url) => url)) return 'noPictures';
  return null;
}

/** The kinds that need the words' pictures (the word search prints letters only). */
export function usesPictures(kind: PrintableKind): boolean {
  return kind !== 'wordsearch';
}

/** The library's request for the choice, with the entries (pictures loaded) and the printed texts' translator. */
export function printRequest(
  choice: PrintChoice,
  theme: string,
  entries: readonly PrintEntry[],
  t: PrintTranslate,
): PrintRequest {
  const common = { paper: choice.paper, theme, entries, t };
  switch (choice.kind) {
    case 'flashcards':
      return { ...common, kind: 'flashcards', options: choice.flashcards };
    case 'bingo':
      return { ...common, kind: 'bingo', options: choice.bingo };
    case 'wordsearch':
      return { ...common, kind: 'wordsearch', options: choice.wordsearch };
    case 'matching':
      return { ...common, kind: 'matching', options: {} };
    case 'twister':
      return { ...common, kind: 'twister', options: {} };
  }
}
