// Where Word Wheel shows the words' pictures (issue 20), as numbers (the scene draws): the landed word's picture on
// its card (above the word on the big card, beside it on the smaller one over the task), and each word's picture at
// its segment's rim with the word along the radius inside it. A mystery wheel shows none until the landed word is
// revealed: a picture would give the word away. Pure.
import type { Landing } from './landing';

/** Whether the card shows the landed word's picture: only once the word itself is shown. */
export function cardPicture(landing: Landing | null, hasPicture: (word: string) => boolean): string | null {
  return landing?.shown && hasPicture(landing.word) ? landing.word : null;
}

/** Whether the wheel's segments show pictures: never on a mystery wheel. */
export function segmentPictures(mystery: boolean): boolean {
  return !mystery;
}

export interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardLayout {
  /** The picture's centre and box, or null (no picture). */
  picture: { x: number; y: number; size: number } | null;
  /** The word's centre and the box it is fitted to. */
  text: { x: number; y: number; width: number; height: number };
}

/** The card's ink border and inner margin, and the gap between picture and word. */
const MARGIN = 40;
const GAP = 20;

/**
 * The word card's picture and word: `room` px on the right are kept for the card's buttons (say again, Reveal).
 * Without a picture the word has the card; a tall card puts the picture over the word, a low one beside it.
 */
export function cardLayout(card: CardBox, room: number, picture: boolean): CardLayout {
  const width = card.width - 120 - room;
  const x = card.x - room / 2;
  const plain = { x, y: card.y, width, height: card.height - 40 };
  if (!picture) return { picture: null, text: plain };
  const inner = card.height - 2 * MARGIN;
  if (card.height >= 360) {
    const size = Math.round(inner * 0.5);
    const top = card.y - card.height / 2 + MARGIN;
    return {
      picture: { x, y: top + size / 2, size },
      text: { x, y: top + size + GAP / 2 + (inner - size) / 2, width, height: inner - size - GAP / 2 },
    };
  }
  const size = inner;
  const left = card.x - card.width / 2 + MARGIN;
  const textLeft = left + size + GAP;
  const textRight = card.x + card.width / 2 - 60 - room;
  return {
    picture: { x: left + size / 2, y: card.y, size },
    text: { x: (textLeft + textRight) / 2, y: card.y, width: textRight - textLeft, height: card.height - 40 },
  };
}

/** The wheel's rim (its ink ring) and the hub's room: nothing is drawn there. */
const RIM = 16;
const HUB = 60;
/** The largest picture on a segment (a wheel of few words), and a picture's share of its segment's width. */
const MOST_PICTURE = 130;
const PICTURE_SHARE = 0.8;

/** The word's largest size on a segment (the kit's spinner's), and the smallest that still reads on a projector. */
const LABEL_SIZE = 52;
const SMALLEST_LABEL = 48;

export interface SegmentLayout {
  /** The picture's box and its centre's distance from the wheel's centre. */
  size: number;
  at: number;
  /**
   * The word along the radius, inside the picture: where its outer end stands (from the wheel's centre), the length
   * it may take towards the hub, and its font size.
   */
  label: { end: number; length: number; fontSize: number };
  /** Whether the word still reads at that size: a wheel of more words keeps its words alone (no pictures). */
  legible: boolean;
}

/**
 * A segment's picture and word on a wheel of `count` segments: the picture as big as the segment is wide near the
 * rim (at most `MOST_PICTURE`), the word along the radius from the picture towards the hub, as big as the segment
 * is wide about the middle of a word (100 px in from its outer end).
 */
export function segmentLayout(count: number, radius: number): SegmentLayout {
  const half = Math.sin(Math.PI / Math.max(2, count));
  const share = PICTURE_SHARE * 2 * half;
  // The picture of side s centred at radius − RIM − s/2 is `share` of the segment's width there.
  const size = Math.floor(Math.min(MOST_PICTURE, (share * (radius - RIM)) / (1 + share / 2)));
  const at = radius - RIM - size / 2;
  const end = at - size / 2 - 10;
  const fontSize = Math.min(LABEL_SIZE, Math.floor(0.7 * 2 * (end - 100) * half));
  return { size, at, label: { end, length: end - HUB, fontSize }, legible: fontSize >= SMALLEST_LABEL };
}
