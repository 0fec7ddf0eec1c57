// Where a word's blanks go across the top of the sky, with the word's picture before them (issue 20). The word is
// said as it comes, so its picture gives nothing away: it tells a pre-reader what she heard, and she shoots the
// letters that spell it. A word without a picture has its blanks alone, centred as before. Pure.

/** The picture's box, and its gap to the first blank. */
export const BLANKS_PICTURE = { size: 130, gap: 30 } as const;
/** The width the blanks take at most, the gap between two blanks and a blank's largest side. */
const WIDTH = 1040;
export const BLANK_GAP = 14;
const GAP = BLANK_GAP;
const LARGEST = 112;
const CENTRE = 960;

/** The blanks' side and the first one's centre x, and the picture's centre x (null: none), centred together. */
export function blanksLayout(
  count: number,
  picture: boolean,
): { size: number; first: number; pictureX: number | null } {
  const n = Math.max(1, count);
  const size = Math.min(LARGEST, Math.floor((WIDTH - GAP * (n - 1)) / n));
  const row = n * size + (n - 1) * GAP;
  const extra = picture ? BLANKS_PICTURE.size + BLANKS_PICTURE.gap : 0;
  const left = CENTRE - (row + extra) / 2;
  return { size, first: left + extra + size / 2, pictureX: picture ? left + BLANKS_PICTURE.size / 2 : null };
}
