/**
 * Twister's floor mat (issue 14): which words of a list go on it, where each one sits, and how the mat is cut into
 * printed sheets. The game's spinner and the printed mat read the same plan, so a called word is always on the floor.
 *
 * The mat is a grid of tiles, one word in a coloured circle per tile, the circles as big and as far apart as a real
 * Twister mat's (16 cm, about 20 × 26 cm apart). Each tile is printed on its own sheet; the tile is the same size on
 * A4 and on Letter (it fits both inside any printer's margins), so the mat is the same whatever the paper, and a
 * class that cuts each sheet along its dashed lines and tapes the sheets edge to edge gets an even grid. Lengths are
 * millimetres, measured from a page's top-left corner.
 */

/** A floor of about 1.5 × 1.3 m holds 40 tiles (8 across, 5 down); a longer list's first 40 words go on the mat. */
export const TWISTER_MAT_MAX_WORDS = 40;

export type MatPaper = 'a4' | 'letter';
export const MAT_PAPERS: readonly MatPaper[] = ['a4', 'letter'];
/** Each paper's name as a teacher reads it, and its size in mm (portrait). */
export const MAT_PAPER_SIZES: Record<MatPaper, { name: string; width: number; height: number }> = {
  a4: { name: 'A4', width: 210, height: 297 },
  letter: { name: 'Letter', width: 215.9, height: 279.4 },
};

/** One tile of the mat (what is left of a sheet after cutting along its dashed lines), in mm. */
export const MAT_TILE = { width: 190, height: 256 } as const;
/** The word's circle, centred on its tile. */
export const MAT_CIRCLE_DIAMETER = 160;

/** The mat's four colours, by column as on a real Twister mat: red, blue, yellow, green (0xRRGGBB). */
export const MAT_COLOURS: readonly number[] = [0xe53935, 0x1e6fd9, 0xffc928, 0x2fb344];
export const MAT_COLOUR_NAMES: readonly string[] = ['red', 'blue', 'yellow', 'green'];

/**
 * The words on the mat: the list's entries as the games play them (trimmed, single spaces, lowercase, each once,
 * none without a letter or digit: the kit's `normaliseWords`), the first 40 of them. `left` are the ones after that.
 */
export function twisterMatWords(entries: readonly string[]): { words: string[]; left: string[] } {
  const seen = new Set<string>();
  const all: string[] = [];
  for (const raw of entries) {
    const text = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!/[\p{L}\p{N}]/u.test(text) || seen.has(text)) continue;
    seen.add(text);
    all.push(text);
  }
  return { words: all.slice(0, TWISTER_MAT_MAX_WORDS), left: all.slice(TWISTER_MAT_MAX_WORDS) };
}

/** How many tiles across and down hold `count` words: the mat as square as it can be, with no empty row. */
export function matGrid(count: number): { columns: number; rows: number } {
  if (count <= 0) return { columns: 0, rows: 0 };
  const across = Math.ceil(Math.sqrt((count * MAT_TILE.height) / MAT_TILE.width));
  const rows = Math.ceil(count / across);
  // As many columns as those rows need: fewer empty tiles in the last row.
  return { columns: Math.ceil(count / rows), rows };
}

/** A tile's name on the mat: its row's letter and its column's number ('B3': the second row, the third column). */
export function tileLabel(row: number, column: number): string {
  return `${String.fromCharCode(65 + row)}${column + 1}`;
}

export interface MatTile {
  /** Its word's place in the mat's words (and the spinner's segment). */
  index: number;
  word: string;
  row: number;
  column: number;
  label: string;
  /** Into MAT_COLOURS. */
  colour: number;
  /** The labels of the tiles it is taped to, where there is one. */
  neighbours: { left: string | null; right: string | null; up: string | null; down: string | null };
}

export interface MatPlan {
  words: string[];
  columns: number;
  rows: number;
  /** One per word, in the order of `words` (row by row from the top left). */
  tiles: MatTile[];
  /** The whole mat on the floor, in mm. */
  size: { width: number; height: number };
}

/** The mat of these words (the mat's words already: `twisterMatWords(list).words`). */
export function matPlan(words: readonly string[]): MatPlan {
  const { columns, rows } = matGrid(words.length);
  const labelAt = (row: number, column: number) =>
    row >= 0 && column >= 0 && column < columns && row * columns + column < words.length
      ? tileLabel(row, column)
      : null;
  const tiles = words.map((word, index) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    return {
      index,
      word,
      row,
      column,
      label: tileLabel(row, column),
      colour: column % MAT_COLOURS.length,
      neighbours: {
        left: labelAt(row, column - 1),
        right: labelAt(row, column + 1),
        up: labelAt(row - 1, column),
        down: labelAt(row + 1, column),
      },
    };
  });
  return {
    words: [...words],
    columns,
    rows,
    tiles,
    size: { width: columns * MAT_TILE.width, height: rows * MAT_TILE.height },
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where things go on one printed sheet of a paper, in mm from the page's top-left corner. */
export interface SheetGeometry {
  page: { width: number; height: number };
  /** The tile, centred on the page: its edges are the dashed cut lines. */
  tile: Box;
  circle: { x: number; y: number; radius: number };
  /** The word alone in its circle (no picture). */
  wordBox: Box;
  /** With a picture, the picture above and the word under it, both inside the circle. */
  withPicture: { picture: Box; word: Box };
}

export function sheetGeometry(paper: MatPaper): SheetGeometry {
  const page = MAT_PAPER_SIZES[paper];
  const tile = {
    x: (page.width - MAT_TILE.width) / 2,
    y: (page.height - MAT_TILE.height) / 2,
    width: MAT_TILE.width,
    height: MAT_TILE.height,
  };
  const radius = MAT_CIRCLE_DIAMETER / 2;
  const cx = tile.x + tile.width / 2;
  const cy = tile.y + tile.height / 2;
  // The widest band across the middle of the circle that stays inside it with a margin.
  const wordWidth = radius * 1.7;
  const pictureSide = radius * 0.95;
  return {
    page: { width: page.width, height: page.height },
    tile,
    circle: { x: cx, y: cy, radius },
    wordBox: { x: cx - wordWidth / 2, y: cy - radius * 0.45, width: wordWidth, height: radius * 0.9 },
    withPicture: {
      picture: { x: cx - pictureSide / 2, y: cy - radius * 0.82, width: pictureSide, height: pictureSide },
      word: { x: cx - (radius * 1.3) / 2, y: cy + radius * 0.18, width: radius * 1.3, height: radius * 0.42 },
    },
  };
}

/** The printed document: a sheet map first, then one sheet per tile, row by row. */
export function matPageCount(words: number): number {
  return words === 0 ? 0 : 1 + words;
}

/**
 * A word's lines and size to fill a box: one line as big as fits (at most `maxSize`), or two lines split at the
 * space that balances them when that reads bigger. `measure(text, size)` is the font's width of the text at that
 * size, in the box's unit; sizes are in the same unit as the box's height.
 */
export function fitWord(
  word: string,
  box: { width: number; height: number },
  measure: (text: string, size: number) => number,
  maxSize = box.height,
): { lines: string[]; size: number } {
  const sizeFor = (lines: string[]) => {
    const widest = Math.max(...lines.map((line) => measure(line, 1)));
    const byWidth = widest > 0 ? box.width / widest : maxSize;
    // Two lines take 2.2 line heights of the box (a line is about 1.1 of its size).
    const byHeight = box.height / (lines.length * 1.1);
    return Math.min(maxSize, byWidth, byHeight);
  };
  let best = { lines: [word], size: sizeFor([word]) };
  const spaces = [...word.matchAll(/ /g)].map((m) => m.index);
  for (const at of spaces) {
    const lines = [word.slice(0, at), word.slice(at + 1)];
    const size = sizeFor(lines);
    if (size > best.size * 1.15) best = { lines, size };
  }
  return best;
}
