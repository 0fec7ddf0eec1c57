// What a card's face shows (issue 20): the word, the word's picture over the word, or the picture alone. Listen
// first is where the picture matters most (the class hears the word before it sees the card): with the teacher's
// 'Pictures only' its card turns over to the picture alone, for pre-readers. A word without a picture keeps its
// text. Pure: numbers for the scene to draw.
import type { Mode } from './view';

export type CardFace = 'word' | 'both' | 'picture';

/** A card's face in a way of presenting; 'Pictures only' applies to listen first. */
export function cardFace(mode: Mode, hasPicture: boolean, picturesOnly: boolean): CardFace {
  if (!hasPicture) return 'word';
  return mode === 'listen' && picturesOnly ? 'picture' : 'both';
}

export interface FaceLayout {
  /** The picture's centre y (from the card's centre) and box, or null. */
  picture: { y: number; size: number } | null;
  /** The word's centre y and the box it is fitted to, or null. */
  word: { y: number; width: number; height: number } | null;
}

/** The card's edge and margin round what is drawn on it (less on a small card), and the gap between the two. */
const MARGIN = 40;
const GAP = 16;
/** The picture's share of the card's height over the word: a flashcard is mostly its picture. */
const PICTURE_SHARE = 0.6;

/**
 * Where a card of `width` × `height` puts its face: the word alone fills `wordBox` (the card less its margins); or
 * the picture over the word (the picture the larger part); or the picture alone, as big as the card holds.
 */
export function faceLayout(
  width: number,
  height: number,
  face: CardFace,
  wordBox: { width: number; height: number },
): FaceLayout {
  const margin = Math.min(MARGIN, Math.round(height * 0.1));
  const innerWidth = width - 2 * margin;
  const innerHeight = height - 2 * margin;
  if (face === 'word') return { picture: null, word: { y: -6, ...wordBox } };
  if (face === 'picture') return { picture: { y: 0, size: Math.min(innerWidth, innerHeight) }, word: null };
  const size = Math.min(innerWidth, Math.round(innerHeight * PICTURE_SHARE));
  const top = -height / 2 + margin;
  const wordHeight = innerHeight - size - GAP;
  return {
    picture: { y: top + size / 2, size },
    word: { y: top + size + GAP + wordHeight / 2, width: innerWidth, height: wordHeight },
  };
}
