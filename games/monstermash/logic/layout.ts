// Where Monster Mash's holes are on the 1920×1080 stage: 6 (3 × 2), 9 (3 × 3) or 12 (4 × 3) holes between the top
// strip (the turn, the spoken word, the clock) and the scoreboard, each with the key that whacks it. A monster is
// drawn up from its hole's line: its picture and its sign, UP_HEIGHT tall at scale 1.

export const HOLE_COUNTS = [6, 9, 12] as const;
export type HoleCount = (typeof HOLE_COUNTS)[number];

/**
 * How tall a monster with its sign stands above its hole at scale 1 (its picture, and the sign in front of it): well
 * under a row's height, so the row behind shows between them and every monster is seen coming out of its own hole.
 */
export const UP_HEIGHT = 225;
/** The sign a monster holds, at scale 1 (its width shrinks where the columns are close). */
export const SIGN = { width: 380, height: 100 };

/**
 * The keys that whack, row by row as they sit on a keyboard (1 2 3 4 / Q W E R / Z X C V): never A (say it again),
 * F (fullscreen) or M (mute), which the kit has.
 */
export const KEY_ROWS = ['1234', 'QWER', 'ZXCV'] as const;

export interface HoleSpot {
  index: number;
  row: number;
  column: number;
  /** The middle of the hole's opening (a monster stands up from here). */
  x: number;
  y: number;
  key: string;
  /** What a tap or a click on it whacks: the hole and the monster standing over it. */
  hit: { left: number; top: number; width: number; height: number };
}

export interface FieldLayout {
  count: HoleCount;
  columns: number;
  rows: number;
  /** The monsters' and mounds' scale. */
  scale: number;
  /** The signs' width at scale 1. */
  signWidth: number;
  holes: HoleSpot[];
}

/** The holes setting read as a hole count (9 for anything else). */
export function holeCount(value: string | number): HoleCount {
  const n = Number(value);
  return (HOLE_COUNTS as readonly number[]).includes(n) ? (n as HoleCount) : 9;
}

export function fieldLayout(count: HoleCount): FieldLayout {
  const columns = count === 12 ? 4 : 3;
  const rows = count / columns;
  const spacingX = columns === 4 ? 430 : 520;
  const spacingY = rows === 3 ? 241 : 320;
  const bottomLine = rows === 3 ? 872 : 862;
  const scale = rows === 3 ? 0.9 : 1.1;
  const signWidth = Math.min(SIGN.width, Math.floor((spacingX - 40) / scale));
  const holes: HoleSpot[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = Math.round(960 + (column - (columns - 1) / 2) * spacingX);
      const y = bottomLine - (rows - 1 - row) * spacingY;
      const top = Math.round(y - UP_HEIGHT * scale - 10);
      // Down to the next row's monsters (which stand up over this row's mounds), or below the last row's mounds.
      const bottom = row < rows - 1 ? Math.round(y + spacingY - UP_HEIGHT * scale - 10) : y + 50;
      holes.push({
        index: holes.length,
        row,
        column,
        x,
        y,
        key: KEY_ROWS[row]![column]!,
        hit: { left: x - (spacingX - 20) / 2, top, width: spacingX - 20, height: bottom - top },
      });
    }
  }
  return { count, columns, rows, scale, signWidth, holes };
}

/** The hole a key whacks (a KeyboardEvent's `key`, any case), or -1. */
export function holeForKey(layout: FieldLayout, key: string): number {
  const upper = key.toUpperCase();
  return layout.holes.find((hole) => hole.key === upper)?.index ?? -1;
}

/** The hole under a stage point, or -1. */
export function holeAt(layout: FieldLayout, x: number, y: number): number {
  for (const { index, hit } of layout.holes) {
    if (x >= hit.left && x < hit.left + hit.width && y >= hit.top && y < hit.top + hit.height) return index;
  }
  return -1;
}
