// Where Four In A Row's things sit on the 1920 × 1080 stage, as numbers (the scene draws them; tests check that
// every board size keeps its targets big and clear of the stage's reserved corners). Pure.
import type { BoardSize } from './board';

export const STAGE = { width: 1920, height: 1080 };
/** The kit's reserved corners: the teacher panel's (top left) and the mute and fullscreen buttons' (top right). */
export const RESERVED = { left: 140, right: 1920 - 260, bottom: 140 };

/**
 * The words over the columns: two staggered rows of cards, so each card may be two columns wide (a long word or a
 * phrase stays readable); the even columns' cards (from the left, 0-based) in the upper row, the odd ones' below.
 * A list with pictures gets taller cards (the word's picture over the word), and the board gives them the room.
 */
const CARDS = {
  words: { rows: [82, 186], height: 96 },
  pictures: { rows: [65, 199], height: 126 },
} as const satisfies Record<string, { rows: readonly [number, number]; height: number }>;
const CARD_GAP = 24;
const MAX_CARD_WIDTH = 300;
/** The board's frame around its cells. */
export const FRAME = 16;
const BOARD_BOTTOM = 1064;
const MAX_BOARD_WIDTH = 1100;
const MAX_CELL = 170;
const PANEL_MARGIN = 20;

export interface Layout {
  columns: number;
  rows: number;
  /** A cell's side (a column's width). */
  cell: number;
  /** The cells' top-left corner and size (the frame is FRAME wider on every side). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** A counter's diameter. */
  counter: number;
  cardWidth: number;
  /** The word cards' height, and the centre y of their upper and lower rows. */
  cardHeight: number;
  cardRows: readonly [number, number];
  /** The side panels beside the board: x from `left` to `right`. */
  panels: { left: { left: number; right: number }; right: { left: number; right: number } };
}

/** Where the board and its cards go; `pictures`: the list has pictures, so the cards are taller. */
export function boardLayout({ columns, rows }: BoardSize, pictures = false): Layout {
  const cards = pictures ? CARDS.pictures : CARDS.words;
  const boardTop = cards.rows[1] + cards.height / 2 + 12;
  const cell = Math.floor(Math.min((BOARD_BOTTOM - boardTop - 2 * FRAME) / rows, MAX_BOARD_WIDTH / columns, MAX_CELL));
  const width = cell * columns;
  const left = Math.round(STAGE.width / 2 - width / 2);
  const top = boardTop + FRAME;
  return {
    columns,
    rows,
    cell,
    left,
    top,
    width,
    height: cell * rows,
    counter: Math.round(cell * 0.84),
    cardWidth: Math.min(MAX_CARD_WIDTH, 2 * cell - CARD_GAP),
    cardHeight: cards.height,
    cardRows: cards.rows,
    panels: {
      left: { left: PANEL_MARGIN, right: left - FRAME - PANEL_MARGIN },
      right: { left: left + width + FRAME + PANEL_MARGIN, right: STAGE.width - PANEL_MARGIN },
    },
  };
}

/** The centre x of a column. */
export function columnX(layout: Layout, column: number): number {
  return layout.left + (column + 0.5) * layout.cell;
}

/** The centre y of a row (0 at the top). */
export function rowY(layout: Layout, row: number): number {
  return layout.top + (row + 0.5) * layout.cell;
}

/** The centre y of a column's word card. */
export function cardY(layout: Layout, column: number): number {
  return layout.cardRows[column % 2]!;
}

/** A column's word card as a rectangle (centre and size). */
export function cardBox(layout: Layout, column: number): { x: number; y: number; width: number; height: number } {
  return { x: columnX(layout, column), y: cardY(layout, column), width: layout.cardWidth, height: layout.cardHeight };
}

/** What a word card shows: its word, its picture over its word, or (listening, 'Pictures only') its picture alone. */
export type CardFace = 'word' | 'both' | 'picture';

/**
 * A card's face: the picture when the word has one (`picturesOnly`: the teacher's 'Pictures only', which the scene
 * passes only in Listening mode, where the team finds the picture of the word it hears); a word without a picture
 * keeps its text.
 */
export function cardFace(hasPicture: boolean, picturesOnly: boolean): CardFace {
  if (!hasPicture) return 'word';
  return picturesOnly ? 'picture' : 'both';
}

/**
 * Where a card's picture and word go inside it (y from the card's centre; size: the picture's box, the text's
 * font size): the word alone in the middle, the picture above the word, or the picture alone and big.
 */
export function cardContent(
  layout: Layout,
  face: CardFace,
): { picture: { y: number; size: number } | null; text: { y: number; fontSize: number } | null } {
  const inner = layout.cardHeight - 16;
  if (face === 'picture') {
    return { picture: { y: 0, size: Math.min(layout.cardHeight - 20, layout.cardWidth - 40) }, text: null };
  }
  if (face === 'word') return { picture: null, text: { y: -4, fontSize: 56 } };
  // Both: the picture in the top half, the word under it (48 px: it stays readable on a projector).
  const fontSize = 48;
  const size = inner - fontSize - 4;
  const top = -layout.cardHeight / 2 + 8;
  return { picture: { y: top + size / 2, size }, text: { y: top + size + 4 + fontSize / 2, fontSize } };
}

/**
 * The column a point of the stage chooses, or -1: a word card (a card two columns wide answers for its own column),
 * else the column under the point anywhere from the cards' top to the board's bottom edge.
 */
export function columnAt(layout: Layout, x: number, y: number): number {
  for (let column = 0; column < layout.columns; column++) {
    const box = cardBox(layout, column);
    if (Math.abs(x - box.x) <= box.width / 2 && Math.abs(y - box.y) <= box.height / 2) return column;
  }
  const top = layout.cardRows[0] - layout.cardHeight / 2;
  const bottom = layout.top + layout.height + FRAME;
  if (y < top || y > bottom || x < layout.left || x >= layout.left + layout.width) return -1;
  return Math.floor((x - layout.left) / layout.cell);
}
