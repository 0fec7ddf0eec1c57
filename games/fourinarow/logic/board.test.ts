import { describe, expect, it } from 'vitest';
import {
  BOARD_CHOICES,
  boardSize,
  cellIndex,
  drop,
  EMPTY,
  findWin,
  isBoardFull,
  isColumnFull,
  landingRow,
  newBoard,
  openColumns,
  winningLine,
  type Board,
  type BoardSize,
} from './board';

/** Every board the settings offer, for two and three teams (Standard is 7 × 6, or 9 × 7 for three). */
const SIZES: BoardSize[] = [
  ...new Map(
    BOARD_CHOICES.flatMap(([choice]) => [boardSize(choice, 2), boardSize(choice, 3)]).map((size) => [
      `${size.columns}x${size.rows}`,
      size,
    ]),
  ).values(),
];

/**
 * Every window of four cells in a straight line on a board, written out here (not taken from the code under test):
 * across, down, down-right and up-right, each as [column, row] pairs.
 */
function windows({ columns, rows }: BoardSize): { direction: string; cells: [number, number][] }[] {
  const all: { direction: string; cells: [number, number][] }[] = [];
  const steps = { across: [1, 0], down: [0, 1], 'down-right': [1, 1], 'up-right': [1, -1] } as const;
  for (const [direction, [dx, dy]] of Object.entries(steps)) {
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const cells = [0, 1, 2, 3].map((i) => [column + i * dx, row + i * dy] as [number, number]);
        if (cells.every(([c, r]) => c >= 0 && c < columns && r >= 0 && r < rows)) all.push({ direction, cells });
      }
    }
  }
  return all;
}

/** A board with these counters put straight in (gravity is not what these tests are about). */
function boardWith(size: BoardSize, counters: [number, number][], team: number): Board {
  const board = newBoard(size);
  for (const [column, row] of counters) board.cells[cellIndex(board, column, row)] = team;
  return board;
}

describe('the board sizes', () => {
  it('are Standard (7 × 6; 9 × 7 for three teams), 5 × 4, 6 × 5, 7 × 6, 8 × 7 and 9 × 7', () => {
    expect(boardSize('standard', 2)).toEqual({ columns: 7, rows: 6 });
    expect(boardSize('standard', 3)).toEqual({ columns: 9, rows: 7 });
    expect(boardSize('5x4', 3)).toEqual({ columns: 5, rows: 4 });
    expect(SIZES.map((s) => `${s.columns}x${s.rows}`).sort()).toEqual(['5x4', '6x5', '7x6', '8x7', '9x7']);
  });

  it('have as many lines of four as the count of windows says (69 on 7 × 6)', () => {
    const count = ({ columns: c, rows: r }: BoardSize) => (c - 3) * r + c * (r - 3) + 2 * (c - 3) * (r - 3);
    expect(count({ columns: 7, rows: 6 })).toBe(69);
    for (const size of SIZES) expect(windows(size)).toHaveLength(count(size));
  });
});

describe('drops', () => {
  it('fall to the lowest free cell of their column, and a full column takes no more', () => {
    let board = newBoard({ columns: 5, rows: 4 });
    expect(landingRow(board, 2)).toBe(3);
    const rows: number[] = [];
    for (let i = 0; i < 4; i++) {
      const landed = drop(board, 2, i % 2)!;
      rows.push(landed.row);
      board = landed.board;
    }
    expect(rows).toEqual([3, 2, 1, 0]);
    expect(isColumnFull(board, 2)).toBe(true);
    expect(drop(board, 2, 0)).toBeNull();
    expect(openColumns(board)).toEqual([0, 1, 3, 4]);
    // Bottom to top: the first counter is at the bottom, in its team.
    expect([3, 2, 1, 0].map((row) => board.cells[cellIndex(board, 2, row)])).toEqual([0, 1, 0, 1]);
  });

  it('never lands outside the board, and leaves the board it was given as it was', () => {
    const board = newBoard({ columns: 7, rows: 6 });
    for (const column of [-1, 7, 1.5, Number.NaN]) expect(drop(board, column, 0)).toBeNull();
    drop(board, 3, 1);
    expect(board.cells.every((cell) => cell === EMPTY)).toBe(true);
  });

  it('fill the board: a full board is one with no open column', () => {
    let board = newBoard({ columns: 5, rows: 4 });
    for (let column = 0; column < 5; column++) {
      for (let row = 0; row < 4; row++) board = drop(board, column, (column + row) % 2)!.board;
    }
    expect(isBoardFull(board)).toBe(true);
    expect(openColumns(board)).toEqual([]);
  });
});

describe('four in a row', () => {
  for (const size of SIZES) {
    it(`is found on every line of four of the ${size.columns} × ${size.rows} board, from each of its counters`, () => {
      for (const { direction, cells } of windows(size)) {
        const board = boardWith(size, cells, 1);
        const expected = cells.map(([c, r]) => cellIndex(size, c, r));
        for (const [column, row] of cells) {
          const line = winningLine(board, column, row);
          expect(line ? [...line].sort((a, b) => a - b) : null, `${direction} ${JSON.stringify(cells)}`).toEqual(
            [...expected].sort((a, b) => a - b),
          );
        }
        expect(findWin(board)?.team).toBe(1);
      }
    });

    it(`is not found on the ${size.columns} × ${size.rows} board with three of a line, or with a rival counter in it`, () => {
      for (const { cells } of windows(size)) {
        const three = boardWith(size, cells.slice(0, 3), 0);
        expect(findWin(three)).toBeNull();
        const blocked = boardWith(size, cells, 0);
        const [column, row] = cells[1]!;
        blocked.cells[cellIndex(size, column, row)] = 2;
        expect(findWin(blocked)).toBeNull();
        for (const [c, r] of cells) expect(winningLine(blocked, c, r)).toBeNull();
      }
    });
  }

  it('lights a run longer than four whole (a counter dropped into the gap of 3 + 1)', () => {
    const size = { columns: 7, rows: 6 };
    const board = boardWith(
      size,
      [0, 1, 2, 4].map((c) => [c, 5] as [number, number]),
      0,
    );
    expect(findWin(board)).toBeNull();
    const landed = drop(board, 3, 0)!;
    expect(winningLine(landed.board, 3, landed.row)).toEqual([0, 1, 2, 3, 4].map((c) => cellIndex(size, c, 5)));
  });

  it('is found after real drops: across the bottom, up a column, and up a staircase', () => {
    const size = { columns: 7, rows: 6 };
    const play = (moves: [number, number][]) => {
      let board = newBoard(size);
      let last = { column: 0, row: 0 };
      for (const [column, team] of moves) {
        const landed = drop(board, column, team)!;
        board = landed.board;
        last = { column, row: landed.row };
      }
      return winningLine(board, last.column, last.row);
    };
    expect(
      play([
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
        [2, 0],
        [2, 1],
        [3, 0],
      ]),
    ).toHaveLength(4);
    expect(
      play([
        [4, 1],
        [5, 0],
        [4, 1],
        [5, 0],
        [4, 1],
        [5, 0],
        [4, 1],
      ]),
    ).toHaveLength(4);
    // A diagonal: red at (0,5), (1,4), (2,3), (3,2), held up by blue's counters.
    const stairs: [number, number][] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [2, 1],
      [2, 1],
      [2, 0],
      [3, 1],
      [3, 1],
      [3, 1],
      [3, 0],
    ];
    // In order along the line, from its left end.
    expect(play(stairs)).toEqual([
      cellIndex(size, 0, 5),
      cellIndex(size, 1, 4),
      cellIndex(size, 2, 3),
      cellIndex(size, 3, 2),
    ]);
    expect(
      play([
        [0, 0],
        [1, 0],
        [2, 0],
      ]),
    ).toBeNull();
  });
});
