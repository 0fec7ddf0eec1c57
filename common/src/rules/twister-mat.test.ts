import { describe, expect, it } from 'vitest';
import {
  fitWord,
  MAT_CIRCLE_DIAMETER,
  MAT_PAPERS,
  MAT_TILE,
  matGrid,
  matPageCount,
  matPlan,
  sheetGeometry,
  tileLabel,
  TWISTER_MAT_MAX_WORDS,
  twisterMatWords,
} from './twister-mat';

const wordsOf = (n: number) => Array.from({ length: n }, (_, i) => `word ${i + 1}`);

describe("the Twister mat's words", () => {
  it('are the list as games play it: trimmed, lowercase, each once, none without a letter or digit', () => {
    expect(twisterMatWords([' Apple ', 'apple', 'ICE  cream', '?!', '', '苹果', '2nd']).words).toEqual([
      'apple',
      'ice cream',
      '苹果',
      '2nd',
    ]);
  });

  it("are a long list's first 40, the rest left out", () => {
    const { words, left } = twisterMatWords(wordsOf(52));
    expect(words).toEqual(wordsOf(40));
    expect(left).toEqual(wordsOf(52).slice(40));
    expect(TWISTER_MAT_MAX_WORDS).toBe(40);
  });
});

describe("the mat's layout", () => {
  it('puts every word on the mat exactly once, for 1 to 40 words', () => {
    for (let n = 1; n <= TWISTER_MAT_MAX_WORDS; n++) {
      const plan = matPlan(wordsOf(n));
      expect(
        plan.tiles.map((t) => t.word),
        `${n} words`,
      ).toEqual(wordsOf(n));
      expect(new Set(plan.tiles.map((t) => `${t.row},${t.column}`)).size).toBe(n);
      expect(new Set(plan.tiles.map((t) => t.label)).size).toBe(n);
      for (const tile of plan.tiles) {
        expect(tile.row).toBeLessThan(plan.rows);
        expect(tile.column).toBeLessThan(plan.columns);
        expect(tile.index).toBe(plan.tiles.indexOf(tile));
      }
      // No empty row, and no more empty tiles than a last row can have.
      expect(plan.columns * plan.rows).toBeGreaterThanOrEqual(n);
      expect(plan.columns * (plan.rows - 1)).toBeLessThan(n);
      // One sheet per word after the sheet map.
      expect(matPageCount(n)).toBe(n + 1);
    }
  });

  it('keeps the mat about square and a classroom floor big: 2 × 2 for 4, 6 × 4 for 24, 8 × 5 for 40', () => {
    expect(matGrid(1)).toEqual({ columns: 1, rows: 1 });
    expect(matGrid(4)).toEqual({ columns: 2, rows: 2 });
    expect(matGrid(24)).toEqual({ columns: 6, rows: 4 });
    expect(matGrid(30)).toEqual({ columns: 6, rows: 5 });
    expect(matGrid(40)).toEqual({ columns: 8, rows: 5 });
    for (let n = 2; n <= TWISTER_MAT_MAX_WORDS; n++) {
      const { size } = matPlan(wordsOf(n));
      const ratio = size.width / size.height;
      expect(ratio, `${n} words`).toBeGreaterThan(0.45);
      expect(ratio, `${n} words`).toBeLessThan(2.3);
      expect(size.width).toBeLessThanOrEqual(1600);
    }
  });

  it('names tiles by row letter and column number, colours them by column and tells each its neighbours', () => {
    expect(tileLabel(0, 0)).toBe('A1');
    expect(tileLabel(1, 2)).toBe('B3');
    const plan = matPlan(wordsOf(7)); // 4 × 2, the last row one short
    expect([plan.columns, plan.rows]).toEqual([4, 2]);
    const byLabel = new Map(plan.tiles.map((t) => [t.label, t]));
    expect(byLabel.get('A1')!.neighbours).toEqual({ left: null, right: 'A2', up: null, down: 'B1' });
    expect(byLabel.get('A4')!.neighbours).toEqual({ left: 'A3', right: null, up: null, down: null });
    expect(byLabel.get('B3')!.neighbours).toEqual({ left: 'B2', right: null, up: 'A3', down: null });
    expect(plan.tiles.map((t) => t.colour)).toEqual([0, 1, 2, 3, 0, 1, 2]);
    // Every neighbour is a tile that names this one back.
    for (let n = 1; n <= TWISTER_MAT_MAX_WORDS; n++) {
      const tiles = new Map(matPlan(wordsOf(n)).tiles.map((t) => [t.label, t]));
      for (const tile of tiles.values()) {
        const { left, right, up, down } = tile.neighbours;
        if (left) expect(tiles.get(left)!.neighbours.right).toBe(tile.label);
        if (right) expect(tiles.get(right)!.neighbours.left).toBe(tile.label);
        if (up) expect(tiles.get(up)!.neighbours.down).toBe(tile.label);
        if (down) expect(tiles.get(down)!.neighbours.up).toBe(tile.label);
      }
    }
  });

  it('prints the same tile on A4 and Letter, centred, inside any printer margin, with the circle inside it', () => {
    for (const paper of MAT_PAPERS) {
      const sheet = sheetGeometry(paper);
      const { tile, page, circle } = sheet;
      expect([tile.width, tile.height]).toEqual([MAT_TILE.width, MAT_TILE.height]);
      for (const margin of [tile.x, tile.y, page.width - tile.x - tile.width, page.height - tile.y - tile.height]) {
        expect(margin, paper).toBeGreaterThanOrEqual(10);
      }
      expect(tile.x * 2 + tile.width).toBeCloseTo(page.width);
      expect(circle.radius * 2).toBe(MAT_CIRCLE_DIAMETER);
      expect(circle.x - circle.radius).toBeGreaterThan(tile.x);
      expect(circle.y + circle.radius).toBeLessThan(tile.y + tile.height);
      // The word's box and the picture's (for later) stay inside the circle.
      for (const box of [sheet.wordBox, sheet.withPicture.picture, sheet.withPicture.word]) {
        for (const [x, y] of [
          [box.x, box.y],
          [box.x + box.width, box.y],
          [box.x, box.y + box.height],
          [box.x + box.width, box.y + box.height],
        ] as const) {
          expect(Math.hypot(x - circle.x, y - circle.y)).toBeLessThanOrEqual(circle.radius);
        }
      }
      expect(sheet.withPicture.picture.y + sheet.withPicture.picture.height).toBeLessThanOrEqual(
        sheet.withPicture.word.y,
      );
    }
  });
});

describe('fitting a word in its circle', () => {
  // A font whose letters are all 0.6 of its size wide.
  const measure = (text: string, size: number) => text.length * 0.6 * size;

  it('makes a short word as big as allowed and a long one as wide as the box', () => {
    expect(fitWord('cat', { width: 100, height: 40 }, measure, 30)).toEqual({ lines: ['cat'], size: 30 });
    const long = fitWord('strawberry', { width: 100, height: 40 }, measure, 30);
    expect(long.lines).toEqual(['strawberry']);
    expect(measure('strawberry', long.size)).toBeCloseTo(100);
  });

  it('breaks a phrase into two balanced lines when that reads bigger', () => {
    const fitted = fitWord('chocolate ice cream', { width: 100, height: 60 }, measure, 60);
    expect(fitted.lines).toEqual(['chocolate', 'ice cream']);
    expect(fitted.size).toBeGreaterThan(fitWord('chocolateicecream', { width: 100, height: 60 }, measure, 60).size);
    expect(fitWord('ice cream', { width: 300, height: 40 }, measure, 40).lines).toEqual(['ice cream']);
  });
});
