// Which entries of the list a UFO can carry: its word is written on its hull in one line of at least 48 px, squeezed
// narrower at most to SQUEEZE of its width. A longer entry ('the cat sat on the mat' on a row of five) is left out,
// and the teacher is told before play, once a game; fewer UFOs in a row make wider hulls. Pure: a character's width
// is estimated (a wide one, 苹果, counts double), and the scene fits the real text.
import type { WordEntry } from '../../kit/logic';
import { signShows, type SignCase, type SignShows } from '../../mechanics/signs/word-sign';
import { MIN_COLUMNS } from './formation';
import { t } from '../texts';
import { hullWidth } from './layout';

/** About how wide a character of the 48 px word is, on average, in px. */
const CHARACTER_PX = 27;
/** The narrowest a word is squeezed (it keeps its 48 px height). */
const SQUEEZE = 0.6;
/** Beside its picture a word is squeezed no narrower than this: else the hull shows the word alone. */
const SQUEEZE_BESIDE = 0.8;
/** The word's margin from the hull's ends. */
const TEXT_MARGIN = 22;
/**
 * A word's picture on a hull (issue 20), in px: beside the word in the round of the hull's left end (`inset` from the
 * end), or alone in its middle; the hull's cream face is 68 high.
 */
export const HULL_PICTURE = { beside: 64, alone: 72, inset: 22, gap: 8 } as const;

/** Characters as wide as two (CJK, kana, Hangul, full-width forms). */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function textWidthUnits(text: string): number {
  let units = 0;
  for (const character of text) units += WIDE.test(character) ? 2 : 1;
  return units;
}

export interface HullSign {
  shows: SignShows;
  /** The picture's centre (x from the hull's middle) and box, or null. */
  picture: { x: number; box: number } | null;
  /** The word's centre (x) and the width it is fitted in, or null. */
  text: { x: number; width: number } | null;
}

/**
 * What a UFO's hull shows of `text` in a row of `columns` (logic of mechanics/signs): the word across it; its picture
 * at the left end and the word in the rest, when the word goes there squeezed no narrower than SQUEEZE_BESIDE; or
 * the picture alone in the middle ('Pictures only').
 */
export function hullSign(text: string, columns: number, sign: Omit<SignCase, 'fitsBeside'>): HullSign {
  const width = hullWidth(columns);
  const left = -width / 2 + HULL_PICTURE.inset + HULL_PICTURE.beside + HULL_PICTURE.gap;
  const right = width / 2 - TEXT_MARGIN;
  const fitsBeside = textWidthUnits(text) * CHARACTER_PX * SQUEEZE_BESIDE <= right - left;
  const shows = signShows({ ...sign, fitsBeside });
  if (shows === 'text') return { shows, picture: null, text: { x: 0, width: width - TEXT_MARGIN * 2 } };
  if (shows === 'picture') return { shows, picture: { x: 0, box: HULL_PICTURE.alone }, text: null };
  return {
    shows,
    picture: { x: -width / 2 + HULL_PICTURE.inset + HULL_PICTURE.beside / 2, box: HULL_PICTURE.beside },
    text: { x: (left + right) / 2, width: right - left },
  };
}

/** The most characters a hull carries with this many UFOs in a row. */
export function signCapacity(columns: number): number {
  return Math.floor(hullWidth(columns) / (CHARACTER_PX * SQUEEZE));
}

export interface LeftOutSign {
  entry: string;
  reason: 'too-long';
}

/** The entries a UFO can carry, and those left out (too long for a hull in a row of `columns`). */
export function signWords(
  entries: readonly WordEntry[],
  columns: number,
): { words: WordEntry[]; leftOut: LeftOutSign[] } {
  const capacity = signCapacity(columns);
  const words: WordEntry[] = [];
  const leftOut: LeftOutSign[] = [];
  for (const entry of entries) {
    if (textWidthUnits(entry.text) <= capacity) words.push(entry);
    else leftOut.push({ entry: entry.text, reason: 'too-long' });
  }
  return { words, leftOut };
}

/** Whether fewer UFOs in a row would let a left-out entry in. */
export function fewerColumnsHelp(leftOut: readonly LeftOutSign[], columns: number): boolean {
  const widest = signCapacity(MIN_COLUMNS);
  return columns > MIN_COLUMNS && leftOut.some((item) => textWidthUnits(item.entry) <= widest);
}

/** The teacher's dialog: which entries are left out, and why. */
export function leftOutReport(items: readonly LeftOutSign[], columns: number): string {
  const names = items.map((item) => t('leftOut.name', { word: item.entry })).join(t('leftOut.separator'));
  return t('leftOut.report', { names, capacity: signCapacity(columns), columns });
}
