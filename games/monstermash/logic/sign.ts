// What a monster's sign shows and where (issue 20): the word, its picture beside the word at the sign's left, or only
// the picture in its middle ('Pictures only'; the word joins it once the monster is the answer shown). Sign units
// (scale 1, x from the sign's middle), like layout.ts; the scene measures the text and draws the plan.
import { signShows, type SignCase, type SignShows } from '../../mechanics/signs/word-sign';

/** The word's picture on a sign: its box beside the word, or alone; the inset from the sign's left and the gap. */
export const SIGN_PICTURE = { beside: 80, alone: 84, inset: 16, gap: 10 } as const;
/** The word's margin from the sign's edges (its 86 px cream face, inside a 7 px ink border). */
const TEXT_MARGIN = 18;
/** Beside a picture the word keeps at least 48 of its 64 px (or its size alone, when that is smaller). */
export const READABLE_SCALE = 0.75;

export interface SignPlan {
  shows: SignShows;
  /** The picture's centre (x) and box, or null. */
  picture: { x: number; box: number } | null;
  /** The word's centre (x) and the width it is fitted in, or null. */
  text: { x: number; width: number } | null;
}

/**
 * How a sign `width` wide shows a word: `scaleIn(width)` is how big the word reads fitted in that width (1 at full
 * size; the scene measures it, wrapping a phrase where that reads bigger). A picture takes the sign's left only while
 * the word still reads beside it: at least READABLE_SCALE, or as big as it would on the sign alone.
 */
export function planSign(
  width: number,
  sign: Omit<SignCase, 'fitsBeside'>,
  scaleIn: (width: number) => number,
): SignPlan {
  const full = { x: 0, width: width - TEXT_MARGIN * 2 };
  const left = -width / 2 + SIGN_PICTURE.inset + SIGN_PICTURE.beside + SIGN_PICTURE.gap;
  const right = width / 2 - TEXT_MARGIN;
  const beside = { x: (left + right) / 2, width: right - left };
  const fitsBeside =
    sign.hasPicture && scaleIn(beside.width) >= Math.min(READABLE_SCALE, scaleIn(full.width)) - Number.EPSILON;
  const shows = signShows({ ...sign, fitsBeside });
  if (shows === 'text') return { shows, picture: null, text: full };
  if (shows === 'picture') return { shows, picture: { x: 0, box: SIGN_PICTURE.alone }, text: null };
  return {
    shows,
    picture: { x: -width / 2 + SIGN_PICTURE.inset + SIGN_PICTURE.beside / 2, box: SIGN_PICTURE.beside },
    text: beside,
  };
}
