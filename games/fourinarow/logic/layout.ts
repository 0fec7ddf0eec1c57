// Where Four In A Row's things sit on the 1920 × 1080 stage, as numbers (the scene draws them; tests check that
// every board size keeps its targets big and clear of the stage's reserved corners). Pure.
import type { BoardSize } from './board';

export const STAGE = { width: 1920, height: 1080 };
/** The kit's reserved corners: the teacher panel's (top left) and the mute and fullscreen buttons' (top right). */
export const RESERVED = { left: 140, right: 1920 - 260, bottom: 140 };

/**
 * The words over the columns: two staggered rows of cards, so each card may be two columns wide (a long word or a
 * phrase stays readable); the even columns' cards (from the left, 0-based) in the upper row, the odd ones' below.
 */
export const CARD_ROWS = [82, 186] as const;
export const CARD_HEIGHT = 96;
const CARD_GAP = 24;
const MAX_CARD_WIDTH = 300;
/** The board's frame around its cells. */
export const FRAME = 16;
const BOARD_TOP = CARD_ROWS[1] + CARD_HEIGHT / 2 + 12;
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
  /** The side panels beside the board: x from `left` to `right`. */
  panels: { left: { left: number; right: number }; right: { left: number; right: number } };
}

export function boardLayout({ columns, rows }: BoardSize): Layout {
  const cell = Math.floor(Math.min((BOARD_BOTTOM - BOARD_TOP - 2 * FRAME) / rows, MAX_BOARD_WIDTH / columns, MAX_CELL));
  const width = cell * columns;
  const left = Math.round(STAGE.width / 2 - width / 2);
  const top = BOARD_TOP + FRAME;
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
export function cardY(column: number): number {
  return CARD_ROWS[column % 2]!;
}

/** A column's word card as a rectangle (centre and size). */
export function cardBox(layout: Layout, column: number): { x: number; y: number; width: number; height: number } {
  return { x: columnX(layout, column), y: cardY(column), width: layout.cardWidth, height: CARD_HEIGHT };
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
  const top = CARD_ROWS[0] - CARD_HEIGHT / 2;
  const bottom = layout.top + layout.height + FRAME;
  if (y < top || y > bottom || x < layout.left || x >= layout.left + layout.width) return -1;
  return Math.floor((x - layout.left) / layout.cell);
}
