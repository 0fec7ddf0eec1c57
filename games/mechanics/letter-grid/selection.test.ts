import { describe, expect, it } from 'vitest';
import { type DirectionSetting, type WordGrid } from './grid';
import { gridLetters } from './letters';
import { judgeSelection, lineCells, snapEnd } from './selection';

/** A hand-made grid: rows of letters, and the words "placed" in it (judging reads letters, not placements). */
function gridOf(rows: string[], words: string[], directions: DirectionSetting): WordGrid {
  return {
    width: rows[0]!.length,
    height: rows.length,
    seed: 0,
    directions,
    letters: rows.join('').split(''),
    placements: words.map((entry) => ({ entry, letters: gridLetters(entry), x: 0, y: 0, dx: 1, dy: 0, cells: [] })),
    unplaced: [],
  };
}

const ROWS = [
  'CATXX', // CAT across
  'OXXDX', //
  'WXXOX', // COW down (column 0), DOG down (column 3)
  'XXXGX',
  'TACXX', // CAT backwards on the last row
];

describe('lineCells', () => {
  it('follows rows, columns and diagonals from start to end, in drag order', () => {
    expect(lineCells(5, 5, { x: 0, y: 0 }, { x: 2, y: 0 }, 'across-down')).toEqual([0, 1, 2]);
    expect(lineCells(5, 5, { x: 2, y: 0 }, { x: 0, y: 0 }, 'across-down')).toEqual([2, 1, 0]);
    expect(lineCells(5, 5, { x: 0, y: 0 }, { x: 0, y: 2 }, 'across-down')).toEqual([0, 5, 10]);
    expect(lineCells(5, 5, { x: 0, y: 0 }, { x: 2, y: 2 }, 'diagonal')).toEqual([0, 6, 12]);
    expect(lineCells(5, 5, { x: 0, y: 4 }, { x: 2, y: 2 }, 'diagonal')).toEqual([20, 16, 12]);
    expect(lineCells(5, 5, { x: 3, y: 3 }, { x: 3, y: 3 }, 'across-down')).toEqual([18]);
  });

  it('refuses diagonals when only across and down are on, and any crooked line', () => {
    expect(lineCells(5, 5, { x: 0, y: 0 }, { x: 2, y: 2 }, 'across-down')).toBeNull();
    expect(lineCells(5, 5, { x: 0, y: 0 }, { x: 2, y: 1 }, 'backwards')).toBeNull();
  });

  it('refuses cells outside the grid', () => {
    expect(lineCells(5, 5, { x: 0, y: 0 }, { x: 5, y: 0 }, 'backwards')).toBeNull();
    expect(lineCells(5, 5, { x: -1, y: 0 }, { x: 2, y: 0 }, 'backwards')).toBeNull();
  });
});

describe('snapEnd', () => {
  it('keeps a pointer that is on a line', () => {
    expect(snapEnd(10, 10, { x: 2, y: 2 }, { x: 6, y: 2 }, 'across-down')).toEqual({ x: 6, y: 2 });
  });

  it('snaps a wobbly drag to the nearest allowed line', () => {
    expect(snapEnd(10, 10, { x: 2, y: 2 }, { x: 6.2, y: 2.9 }, 'across-down')).toEqual({ x: 6, y: 2 });
    expect(snapEnd(10, 10, { x: 2, y: 2 }, { x: 5.4, y: 4.6 }, 'diagonal')).toEqual({ x: 5, y: 5 });
    // The same wobble without diagonals goes along the row.
    expect(snapEnd(10, 10, { x: 2, y: 2 }, { x: 5.4, y: 4.6 }, 'across-down')).toEqual({ x: 5, y: 2 });
  });

  it('stops at the edge of the grid', () => {
    expect(snapEnd(10, 10, { x: 7, y: 7 }, { x: 14, y: 14 }, 'diagonal')).toEqual({ x: 9, y: 9 });
    expect(snapEnd(10, 10, { x: 1, y: 8 }, { x: -3, y: 8 }, 'backwards')).toEqual({ x: 0, y: 8 });
  });

  it('stays on the start cell while the pointer is near it, and writes into the given object', () => {
    const out = { x: -1, y: -1 };
    expect(snapEnd(10, 10, { x: 4, y: 4 }, { x: 4.3, y: 3.8 }, 'backwards', out)).toBe(out);
    expect(out).toEqual({ x: 4, y: 4 });
  });
});

describe('judgeSelection', () => {
  const none = [false, false, false];

  it('finds a word dragged from its first letter to its last, or from its last to its first', () => {
    const grid = gridOf(ROWS, ['cat', 'cow', 'dog'], 'across-down');
    expect(judgeSelection(grid, { x: 0, y: 0 }, { x: 2, y: 0 }, { done: none })).toEqual({
      kind: 'found',
      placement: 0,
      cells: [0, 1, 2],
    });
    expect(judgeSelection(grid, { x: 2, y: 0 }, { x: 0, y: 0 }, { done: none })).toEqual({
      kind: 'found',
      placement: 0,
      cells: [2, 1, 0],
    });
    expect(judgeSelection(grid, { x: 3, y: 3 }, { x: 3, y: 1 }, { done: none })).toMatchObject({
      kind: 'found',
      placement: 2,
    });
  });

  it('reads a backwards copy only when backwards words are on', () => {
    const forwardOnly = gridOf(ROWS, ['cat', 'cow', 'dog'], 'diagonal');
    expect(judgeSelection(forwardOnly, { x: 0, y: 4 }, { x: 2, y: 4 }, { done: none }).kind).toBe('miss');
    expect(judgeSelection(forwardOnly, { x: 2, y: 4 }, { x: 0, y: 4 }, { done: none }).kind).toBe('miss');
    const backwards = gridOf(ROWS, ['cat', 'cow', 'dog'], 'backwards');
    expect(judgeSelection(backwards, { x: 0, y: 4 }, { x: 2, y: 4 }, { done: none })).toMatchObject({
      kind: 'found',
      placement: 0,
    });
    expect(judgeSelection(backwards, { x: 2, y: 4 }, { x: 0, y: 4 }, { done: none })).toMatchObject({
      kind: 'found',
      placement: 0,
    });
  });

  it('misses on letters that spell no word of the round, and ignores a single cell', () => {
    const grid = gridOf(ROWS, ['cat', 'cow', 'dog'], 'backwards');
    expect(judgeSelection(grid, { x: 0, y: 0 }, { x: 1, y: 0 }, { done: none })).toEqual({
      kind: 'miss',
      cells: [0, 1],
    });
    expect(judgeSelection(grid, { x: 0, y: 0 }, { x: 0, y: 0 }, { done: none })).toEqual({ kind: 'too-short' });
  });

  it('refuses a line in a direction the setting does not allow', () => {
    const rows = ['CXX', 'XAX', 'XXT'];
    expect(
      judgeSelection(gridOf(rows, ['cat'], 'across-down'), { x: 0, y: 0 }, { x: 2, y: 2 }, { done: [false] }),
    ).toEqual({
      kind: 'not-straight',
    });
    expect(
      judgeSelection(gridOf(rows, ['cat'], 'diagonal'), { x: 0, y: 0 }, { x: 2, y: 2 }, { done: [false] }),
    ).toMatchObject({
      kind: 'found',
    });
    expect(
      judgeSelection(gridOf(rows, ['cat'], 'diagonal'), { x: 0, y: 0 }, { x: 2, y: 1 }, { done: [false] }),
    ).toEqual({
      kind: 'not-straight',
    });
  });

  it('tells a word found before apart from a new one', () => {
    const grid = gridOf(ROWS, ['cat', 'cow', 'dog'], 'across-down');
    expect(judgeSelection(grid, { x: 0, y: 0 }, { x: 2, y: 0 }, { done: [true, false, false] })).toMatchObject({
      kind: 'already-found',
      placement: 0,
    });
  });

  it('in listen mode finds only the spoken word', () => {
    const grid = gridOf(ROWS, ['cat', 'cow', 'dog'], 'across-down');
    expect(judgeSelection(grid, { x: 0, y: 0 }, { x: 2, y: 0 }, { done: none, target: 1 })).toMatchObject({
      kind: 'not-target',
      placement: 0,
    });
    expect(judgeSelection(grid, { x: 0, y: 0 }, { x: 0, y: 2 }, { done: none, target: 1 })).toMatchObject({
      kind: 'found',
      placement: 1,
    });
  });

  it('matches a phrase by its letters', () => {
    const grid = gridOf(['HOTDOG', 'XXXXXX'], ['hot dog'], 'across-down');
    expect(judgeSelection(grid, { x: 0, y: 0 }, { x: 5, y: 0 }, { done: [false] })).toMatchObject({ kind: 'found' });
  });
});
