import { describe, expect, it } from 'vitest';
import { BOARD_CHOICES, boardSize } from './board';
import { boardLayout, cardBox, cardContent, cardFace, columnAt, columnX, FRAME, RESERVED, rowY, STAGE } from './layout';

const SIZES = BOARD_CHOICES.flatMap(([choice]) => [boardSize(choice, 2), boardSize(choice, 3)]);
/** Every board size, for a list of words alone and for a list with pictures (taller cards). */
const LAYOUTS = [...SIZES.map((size) => boardLayout(size)), ...SIZES.map((size) => boardLayout(size, true))];

describe('the layout of every board size', () => {
  it('keeps columns and word cards at least 96 px and counters big, the board on the stage', () => {
    for (const layout of LAYOUTS) {
      const name = `${layout.columns} × ${layout.rows}`;
      expect(layout.cell, name).toBeGreaterThanOrEqual(96);
      expect(layout.counter, name).toBeGreaterThanOrEqual(90);
      expect(cardBox(layout, 0).height, name).toBeGreaterThanOrEqual(96);
      expect(layout.cardWidth, name).toBeGreaterThanOrEqual(180);
      expect(layout.left - FRAME, name).toBeGreaterThan(0);
      expect(layout.left + layout.width + FRAME, name).toBeLessThan(STAGE.width);
      expect(layout.top + layout.height + FRAME, name).toBeLessThanOrEqual(STAGE.height);
      // Room for the team's counter and name beside the board.
      expect(layout.panels.left.right - layout.panels.left.left, name).toBeGreaterThanOrEqual(380);
      expect(layout.panels.right.right - layout.panels.right.left, name).toBeGreaterThanOrEqual(380);
    }
  });

  it('keeps the word cards apart and out of the reserved corners, and each one over its column', () => {
    for (const layout of LAYOUTS) {
      const boxes = Array.from({ length: layout.columns }, (_, c) => cardBox(layout, c));
      boxes.forEach((box, c) => {
        expect(box.x).toBe(columnX(layout, c));
        expect(box.y + box.height / 2).toBeLessThan(layout.top);
        const top = box.y - box.height / 2;
        expect(top).toBeGreaterThanOrEqual(0);
        if (top < RESERVED.bottom) {
          expect(box.x - box.width / 2).toBeGreaterThan(RESERVED.left);
          expect(box.x + box.width / 2).toBeLessThan(RESERVED.right);
        }
        // Its neighbours in the same row (two columns away) do not touch it.
        const next = boxes[c + 2];
        if (next) expect(box.x + box.width / 2).toBeLessThan(next.x - next.width / 2);
      });
    }
  });

  it('finds the column a tap chooses: on its card, over the board and on the cells', () => {
    for (const layout of LAYOUTS) {
      for (let column = 0; column < layout.columns; column++) {
        const box = cardBox(layout, column);
        // The card's far edges, two columns wide, still answer for its own column.
        expect(columnAt(layout, box.x - box.width / 2 + 4, box.y)).toBe(column);
        expect(columnAt(layout, box.x + box.width / 2 - 4, box.y)).toBe(column);
        for (let row = 0; row < layout.rows; row++)
          expect(columnAt(layout, columnX(layout, column), rowY(layout, row))).toBe(column);
      }
      expect(columnAt(layout, layout.left - 10, rowY(layout, 0))).toBe(-1);
      expect(columnAt(layout, layout.left + layout.width + 10, rowY(layout, 0))).toBe(-1);
      expect(columnAt(layout, columnX(layout, 0), layout.top + layout.height + FRAME + 10)).toBe(-1);
    }
  });
});

describe('the pictures on the word cards', () => {
  it('shows a picture when the word has one, alone only with pictures only', () => {
    expect(cardFace(false, false)).toBe('word');
    expect(cardFace(false, true)).toBe('word');
    expect(cardFace(true, false)).toBe('both');
    expect(cardFace(true, true)).toBe('picture');
  });

  it('gives a list with pictures taller cards and the board still fits', () => {
    for (const size of SIZES) {
      const words = boardLayout(size);
      const pictures = boardLayout(size, true);
      expect(pictures.cardHeight).toBeGreaterThan(words.cardHeight);
      expect(pictures.top).toBeGreaterThan(words.top);
      expect(pictures.cell).toBeLessThanOrEqual(words.cell);
    }
  });

  it('keeps the picture and the word inside the card, the word at least 48 px, the picture big enough to see', () => {
    for (const layout of LAYOUTS.filter((l) => l.cardHeight > 96)) {
      const half = layout.cardHeight / 2;
      const both = cardContent(layout, 'both');
      expect(both.picture!.size).toBeGreaterThanOrEqual(56);
      expect(both.picture!.y - both.picture!.size / 2).toBeGreaterThanOrEqual(-half + 6);
      expect(both.text!.fontSize).toBeGreaterThanOrEqual(48);
      expect(both.text!.y - both.text!.fontSize / 2).toBeGreaterThanOrEqual(both.picture!.y + both.picture!.size / 2);
      expect(both.text!.y + both.text!.fontSize / 2).toBeLessThanOrEqual(half - 6);
      const alone = cardContent(layout, 'picture');
      expect(alone.text).toBeNull();
      expect(alone.picture!.size).toBeGreaterThanOrEqual(100);
      expect(alone.picture!.size).toBeLessThanOrEqual(Math.min(layout.cardHeight, layout.cardWidth) - 20);
      expect(cardContent(layout, 'word').picture).toBeNull();
    }
  });
});
