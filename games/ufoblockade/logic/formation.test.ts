import { describe, expect, it } from 'vitest';
import {
  bottomAltitude,
  carrying,
  createFormation,
  descend,
  flying,
  lowestAltitude,
  MAX_ROWS,
  shootDown,
} from './formation';
import { ROW_STEPS, TOP_ALTITUDE } from './layout';

const WORDS = ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream', 'owl'];

describe('the formation', () => {
  it('is rows of UFOs carrying the words in order, row by row from the top left', () => {
    const formation = createFormation(WORDS, 2, 4);
    expect(formation.ufos).toHaveLength(8);
    expect(formation.ufos.map((u) => u.word)).toEqual(WORDS);
    expect(formation.ufos.map((u) => [u.row, u.column])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    expect(formation.ufos.every((u, i) => u.id === i && u.state === 'flying')).toBe(true);
  });

  it('starts as high as the sky allows: the top row at the top, each row a few steps under the one above', () => {
    for (let rows = 1; rows <= MAX_ROWS; rows++) {
      const formation = createFormation(WORDS, rows, 3);
      const altitudes = [...new Set(formation.ufos.map((u) => u.altitude))].sort((a, b) => b - a);
      expect(altitudes[0]).toBe(TOP_ALTITUDE);
      expect(altitudes.at(-1)).toBe(bottomAltitude(rows));
      expect(altitudes).toHaveLength(rows);
      for (let i = 1; i < altitudes.length; i++) expect(altitudes[i - 1]! - altitudes[i]!).toBe(ROW_STEPS);
    }
    // More rows: the bottom row starts closer to the shields.
    expect(bottomAltitude(1)).toBeGreaterThan(bottomAltitude(2));
    expect(bottomAltitude(2)).toBeGreaterThan(bottomAltitude(3));
    expect(bottomAltitude(3)).toBeGreaterThan(0);
  });

  it('keeps its size within 1–3 rows and 3–5 columns, and repeats a short list', () => {
    expect(createFormation(WORDS, 9, 9).ufos).toHaveLength(15);
    expect(createFormation(WORDS, 0, 1).ufos).toHaveLength(3);
    const short = createFormation(['cat', 'dog'], 1, 5);
    expect(short.ufos.map((u) => u.word)).toEqual(['cat', 'dog', 'cat', 'dog', 'cat']);
    expect(carrying(short, 'cat')).toHaveLength(3);
  });

  it('moves every flying UFO one step down on each descent, and not the ones shot down', () => {
    const formation = createFormation(WORDS, 2, 4);
    shootDown(formation, 5);
    const before = formation.ufos.map((u) => u.altitude);
    expect(descend(formation)).toEqual([]);
    formation.ufos.forEach((u, i) => expect(u.altitude).toBe(i === 5 ? before[i] : before[i]! - 1));
  });

  it('breaks a UFO through when it reaches the shields: no longer flying, reported left to right', () => {
    const formation = createFormation(WORDS, 2, 4);
    shootDown(formation, 6);
    const start = bottomAltitude(2);
    for (let step = 1; step < start; step++) expect(descend(formation)).toEqual([]);
    expect(lowestAltitude(formation)).toBe(1);
    const through = descend(formation);
    expect(through.map((u) => u.id)).toEqual([4, 5, 7]);
    expect(through.every((u) => u.state === 'crashed' && u.altitude === 0)).toBe(true);
    expect(flying(formation).map((u) => u.id)).toEqual([0, 1, 2, 3]);
    // The next row comes down behind it, ROW_STEPS later.
    for (let step = 1; step < ROW_STEPS; step++) expect(descend(formation)).toEqual([]);
    expect(descend(formation).map((u) => u.row)).toEqual([0, 0, 0, 0]);
    expect(lowestAltitude(formation)).toBeNull();
  });

  it('shoots a UFO down once', () => {
    const formation = createFormation(WORDS, 1, 3);
    expect(shootDown(formation, 1)).toBe(true);
    expect(shootDown(formation, 1)).toBe(false);
    expect(shootDown(formation, 42)).toBe(false);
    expect(flying(formation).map((u) => u.word)).toEqual(['cat', 'lion']);
  });
});
