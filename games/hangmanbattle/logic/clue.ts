// The word's picture as Hangman Battle's clue (issue 20). With 'Picture clue' on (the default) the picture stands
// before the blanks from the start: the class knows the thing and spells its name, which a pre-reader or a new
// learner can do; it gives away no letter. Off, the word is a guess as before, and its picture comes with the
// answer once the word is solved or lost. A word without a picture has blanks alone. Pure.

/** Whether the word's picture shows: from the start with the picture clue, else once the word is done. */
export function showsPicture(clue: boolean, wordDone: boolean): boolean {
  return clue || wordDone;
}

/** The picture's box and its gap to the blanks. */
export const CLUE_PICTURE = { size: 150, gap: 30 } as const;
/** The width the blanks (and the picture before them) take at most, centred on the stage, and a blank's widest. */
const ROW_WIDTH = 1500;
const WIDEST_BLANK = 104;
const CENTRE = 960;

/**
 * The row of `count` blanks (each `size` wide, the first centred at `first`), with room for the picture before it
 * (`pictureX`, null without a picture), the two centred together. The picture is kept whenever there is room for
 * it, so it does not jump when it arrives with the answer.
 */
export function blanksLayout(
  count: number,
  picture: boolean,
): { size: number; first: number; pictureX: number | null } {
  const extra = picture ? CLUE_PICTURE.size + CLUE_PICTURE.gap : 0;
  const size = Math.min(WIDEST_BLANK, Math.floor((ROW_WIDTH - extra) / Math.max(1, count)));
  const left = CENTRE - (count * size + extra) / 2;
  return {
    size,
    first: left + extra + size / 2,
    pictureX: picture ? left + CLUE_PICTURE.size / 2 : null,
  };
}
