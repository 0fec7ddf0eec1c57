// The word's picture in Time Trial (issue 20). On easy it is the clue from the start, beside the 'Unscramble'
// line: a pre-reader knows the thing and puts its letters in order (the first one is already placed). On medium and
// hard the word is the puzzle, so its picture comes only with the answer (solved, revealed, or the time's end),
// before the next word. A word without a picture has none. Pure.
import { DIFFICULTY_RULES, type Difficulty } from './scramble';

/** Whether the word's picture shows: from the start when the difficulty gives it as a clue, else with the answer. */
export function showsPicture(difficulty: Difficulty, answered: boolean): boolean {
  return answered || DIFFICULTY_RULES[difficulty].pictureClue;
}

/** The picture's box, and its gap after the 'Unscramble' line. */
export const CLUE_PICTURE = { size: 130, gap: 24 } as const;

/**
 * The 'Unscramble' line and the picture after it, centred together on `centre` (the line alone when there is no
 * picture): the line's centre x and the picture's (null: none).
 */
export function clueRow(
  textWidth: number,
  picture: boolean,
  centre: number,
): { textX: number; pictureX: number | null } {
  const extra = picture ? CLUE_PICTURE.gap + CLUE_PICTURE.size : 0;
  const left = centre - (textWidth + extra) / 2;
  return {
    textX: left + textWidth / 2,
    pictureX: picture ? left + textWidth + CLUE_PICTURE.gap + CLUE_PICTURE.size / 2 : null,
  };
}
