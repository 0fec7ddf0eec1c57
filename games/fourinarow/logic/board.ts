// The board of Four In A Row as numbers: columns of cells that counters drop into from the top, and the lines of
// four (across, down and both diagonals) that win. Pure: no Phaser, no DOM.

/** How many counters in a line win. Every board size plays four in a row (the game's name). */
export const WIN_LENGTH = 4;

/** An empty cell. */
export const EMPTY = -1;

/**
 * A board: `cells[row * columns + column]` holds the index of the team whose counter is there, or EMPTY. Row 0 is
 * the top row; counters fall to the highest free row number of their column.
 */
export interface Board {
  columns: number;
  rows: number;
  cells: number[];
}

export interface BoardSize {
  columns: number;
  rows: number;
}

/**
 * The boards the teacher can choose (the settings' 'Board'): 'standard' is 7 × 6 for two teams and 9 × 7 for three
 * (three teams block each other more, so they get more room: 63 cells, 21 counters each, still four in a row);
 * 5 × 4 and 6 × 5 are quicker games for a small class. Keys 1–9 name the columns, so 9 is the widest.
 */
export const BOARD_CHOICES = [
  ['standard', 'Standard'],
  ['5x4', '5 × 4'],
  ['6x5', '6 × 5'],
  ['7x6', '7 × 6'],
  ['8x7', '8 × 7'],
  ['9x7', '9 × 7'],
] as const satisfies readonly (readonly [string, string])[];

export type BoardChoice = (typeof BOARD_CHOICES)[number][0];

/** The board a choice means for this many teams. */
export function boardSize(choice: string, teams: number): BoardSize {
  const match = /^(\d)x(\d)$/.exec(choice);
  if (match) return { columns: Number(match[1]), rows: Number(match[2]) };
  return teams >= 3 ? { columns: 9, rows: 7 } : { columns: 7, rows: 6 };
}

export function newBoard({ columns, rows }: BoardSize): Board {
  return { columns, rows, cells: Array.from({ length: columns * rows }, () => EMPTY) };
}

export function cellIndex(board: BoardSize, column: number, row: number): number {
  return row * board.columns + column;
}

/** What is in a cell (EMPTY outside the board). */
export function cellAt(board: Board, column: number, row: number): number {
  if (column < 0 || column >= board.columns || row < 0 || row >= board.rows) return EMPTY;
  return board.cells[cellIndex(board, column, row)] ?? EMPTY;
}

/** The row a counter dropped into `column` lands on, or -1 when the column is full (or not on the board). */
export function landingRow(board: Board, column: number): number {
  if (!Number.isInteger(column) || column < 0 || column >= board.columns) return -1;
  for (let row = board.rows - 1; row >= 0; row--) {
    if (cellAt(board, column, row) === EMPTY) return row;
  }
  return -1;
}

export function isColumnFull(board: Board, column: number): boolean {
  return landingRow(board, column) < 0;
}

/** The columns a counter can still drop into, left to right. */
export function openColumns(board: Board): number[] {
  const open: number[] = [];
  for (let column = 0; column < board.columns; column++) if (!isColumnFull(board, column)) open.push(column);
  return open;
}

/** A full board: no counter fits anywhere (a draw when nobody has four in a row). */
export function isBoardFull(board: Board): boolean {
  return openColumns(board).length === 0;
}

/** Drops a team's counter into a column: the new board and the row it landed on, or null when the column is full. */
export function drop(board: Board, column: number, team: number): { board: Board; row: number } | null {
  const row = landingRow(board, column);
  if (row < 0) return null;
  const cells = [...board.cells];
  cells[cellIndex(board, column, row)] = team;
  return { board: { ...board, cells }, row };
}

/** The four directions a line runs in: across, down, and the two diagonals. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/**
 * The winning line through the counter at (column, row): the cells (indexes, in order along the line) of the
 * longest run of that team's counters across, down or diagonally through it when it is at least four long, or null.
 * A run longer than four (a counter dropped into the gap of 3 + 1) lights up whole.
 */
export function winningLine(board: Board, column: number, row: number): number[] | null {
  const team = cellAt(board, column, row);
  if (team === EMPTY) return null;
  let best: number[] | null = null;
  for (const [dx, dy] of DIRECTIONS) {
    let start = 0;
    while (cellAt(board, column - (start + 1) * dx, row - (start + 1) * dy) === team) start++;
    let end = 0;
    while (cellAt(board, column + (end + 1) * dx, row + (end + 1) * dy) === team) end++;
    const length = start + end + 1;
    if (length >= WIN_LENGTH && (!best || length > best.length)) {
      best = Array.from({ length }, (_, i) => cellIndex(board, column + (i - start) * dx, row + (i - start) * dy));
    }
  }
  return best;
}

/** Any winning line on the board (the first found, scanning every counter), or null. */
export function findWin(board: Board): { team: number; line: number[] } | null {
  for (let row = 0; row < board.rows; row++) {
    for (let column = 0; column < board.columns; column++) {
      const line = winningLine(board, column, row);
      if (line) return { team: cellAt(board, column, row), line };
    }
  }
  return null;
}
