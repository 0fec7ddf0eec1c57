// What a word's sign shows in the games where the answer is a thing in the game's world (a maze's zone, a monster's
// board, a UFO's hull): the word, its picture (the list's, issue 20), or both. With the listening games' 'Pictures
// only' on, pre-readers pick the picture of the word they hear; once the answer is shown, the word goes with it.

/** The word's text alone, its picture alone, or the picture beside the text. */
export type SignShows = 'text' | 'picture' | 'both';

export interface SignCase {
  /** The word has a picture to draw (`kit.pictures.key(word)` is not null). */
  hasPicture: boolean;
  /** The game's 'Pictures only' setting is on (`kit.picturesOnly`). */
  picturesOnly: boolean;
  /** The sign is the right answer being shown (found, revealed, or missed and lit): its word shows too. */
  revealed?: boolean;
  /**
   * The text still reads beside the picture on this sign (the game measures it: a long word on a narrow sign does
   * not); true when the sign grows to hold both.
   */
  fitsBeside?: boolean;
}

/**
 * What a word's sign shows: the text alone for a word with no picture; the picture alone with 'Pictures only' (until
 * it is the answer shown); otherwise both, or the text alone where the text would not read beside the picture
 * (reading the word matters more than seeing its picture).
 */
export function signShows({ hasPicture, picturesOnly, revealed = false, fitsBeside = true }: SignCase): SignShows {
  if (!hasPicture) return 'text';
  if (picturesOnly && !revealed) return 'picture';
  return fitsBeside ? 'both' : 'text';
}
