// The clue a safe's word is given by (the teacher's 'Clue', issue 20 for the picture): said (its picture shown with
// it, when it has one: a pre-reader knows what she heard), shown as its picture alone (not said: the class names
// the thing and spells it; a word without a picture is said instead), or only its length and first letter (neither
// said nor pictured: the harder game). Whichever the clue, the word is said and shown with its picture once the
// safe is done. Pure.

export const CLUES = ['say', 'picture', 'first'] as const;
export type Clue = (typeof CLUES)[number];

export interface SafeClue {
  /** The word is said as the safe comes (and again after a failed try). */
  say: boolean;
  /** The word's picture is shown as the safe comes. */
  picture: boolean;
  /** Only its length and its first letter, given in its place. */
  firstLetter: boolean;
}

/** What a safe's word is given by, for the teacher's clue and whether the word has a picture. */
export function safeClue(clue: Clue, hasPicture: boolean): SafeClue {
  if (clue === 'first') return { say: false, picture: false, firstLetter: true };
  if (clue === 'picture' && hasPicture) return { say: false, picture: true, firstLetter: false };
  return { say: true, picture: hasPicture, firstLetter: false };
}
