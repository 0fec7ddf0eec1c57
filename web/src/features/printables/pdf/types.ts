// The printables' API (issue 20): what the print dialog ("print-ui") asks the PDF library for. The library is pure
// (no React, no DOM): the same code runs in the browser, on a click, and in Node tests and the bench.

/** What can be printed from a list. */
export type PrintableKind = 'flashcards' | 'bingo' | 'wordsearch' | 'matching' | 'twister';
export const PRINTABLE_KINDS: readonly PrintableKind[] = ['flashcards', 'bingo', 'wordsearch', 'matching', 'twister'];

/** A4 is 595 × 842 pt, Letter 612 × 792 pt. */
export type Paper = 'a4' | 'letter';
export const PAPERS: readonly Paper[] = ['a4', 'letter'];

/** One entry of the list, as the list shows it ('ice cream', '苹果'), with its picture when it has one. */
export interface PrintEntry {
  text: string;
  /** The picture's PNG bytes (the server renders emoji at 256 px; a teacher's image as its PNG), or null. */
  picture: Uint8Array | null;
}

/** Flashcards: the picture big and the word under it (a word without a picture alone and large). */
export interface FlashcardOptions {
  perPage: 1 | 2 | 4 | 8;
}
export const FLASHCARDS_PER_PAGE = [1, 2, 4, 8] as const;

/** Bingo: N different cards and the caller's sheet (every word with a tick box). */
export interface BingoOptions {
  /** How many different cards: 1 to 40 (a class). */
  cards: number;
  size: 3 | 4 | 5;
  /** A FREE square in the centre: on 5 × 5 only (ignored on 3 × 3 and 4 × 4). Default true. */
  free?: boolean;
}
export const BINGO_MAX_CARDS = 40;
export const BINGO_SIZES = [3, 4, 5] as const;

/** The word search's directions, as Word Search's setting (games/mechanics/letter-grid's `DirectionSetting`). */
export type WordSearchDirections = 'across-down' | 'diagonal' | 'backwards';

/** A word search worksheet, with the game's settings: the same words, size, directions and seed give the game's grid. */
export interface WordSearchOptions {
  /** Cells across and down: 8 to 15 (the game's default 10). */
  size: number;
  directions: WordSearchDirections;
  /** How many of the list's entries go in (in list order), or 'auto': as many as the size takes without crowding. */
  words: number | 'auto';
}
export const WORDSEARCH_MIN_SIZE = 8;
export const WORDSEARCH_MAX_SIZE = 15;

/** Matching: pictures in one column, their words shuffled (by the request's seed) in the other. Entries without a
 * picture are left out (and said so). */
export type MatchingOptions = Record<string, never>;

/** Twister's floor mat: the existing mat (a sheet map, then a sheet per word; the list's first 40 words). */
export type TwisterOptions = Record<string, never>;

export interface PrintOptionsByKind {
  flashcards: FlashcardOptions;
  bingo: BingoOptions;
  wordsearch: WordSearchOptions;
  matching: MatchingOptions;
  twister: TwisterOptions;
}

/**
 * The texts the PDF prints around the list's words (titles, 'Name:', 'FREE', the answer key's heading…), in the
 * reader's language: the `printables` catalogue's `pdf.*` keys (common/src/i18n/en/printables.ts). In the browser:
 * `i18n.getFixedT(null, 'printables')` once that namespace is loaded. Keys are passed whole ('pdf.bingo.title').
 */
export type PrintTranslate = (key: string, values?: Record<string, string | number>) => string;

/** What to print. `seed` makes bingo cards, the word search and the matching order reproducible (default: random). */
export type PrintRequest = {
  [K in PrintableKind]: {
    kind: K;
    paper: Paper;
    /** The list's theme: in every title and the PDF's metadata title. */
    theme: string;
    entries: readonly PrintEntry[];
    options: PrintOptionsByKind[K];
    seed?: number;
    t: PrintTranslate;
  };
}[PrintableKind];

/**
 * The fonts, as WOFF bytes (@fontsource/nunito's 800 'latin' and 'latin-ext' files, the vendored Noto Sans SC 700).
 * Only the parts a PDF's glyphs use are embedded (subset). `fontsNeeded` says which optional ones a print needs.
 */
export interface PrintFonts {
  latin: Uint8Array;
  latinExt?: Uint8Array;
  cjk?: Uint8Array;
}

/** Which optional fonts some texts need: Chinese (Japanese kana, full-width forms) or Latin beyond Western Europe. */
export interface FontsNeeded {
  cjk: boolean;
  latinExt: boolean;
}

/** The file a printable is saved as: 'bingo-farm-animals-a4.pdf'. */
export type PrintableFileName = (kind: PrintableKind, theme: string, paper: Paper) => string;
