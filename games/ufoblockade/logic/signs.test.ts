import { describe, expect, it } from 'vitest';
import { normaliseWords } from '../../kit/logic';
import { hullWidth } from './layout';
import {
  fewerColumnsHelp,
  HULL_PICTURE,
  hullSign,
  leftOutReport,
  signCapacity,
  signWords,
  textWidthUnits,
} from './signs';

describe('the words on the UFOs', () => {
  it('fit more letters on the wider hulls of fewer UFOs in a row', () => {
    expect(signCapacity(3)).toBeGreaterThan(signCapacity(4));
    expect(signCapacity(4)).toBeGreaterThan(signCapacity(5));
    // The words of a class list fit even a row of five.
    expect(signCapacity(5)).toBeGreaterThanOrEqual('hippopotamus'.length);
  });

  it('count a wide character (苹果) as two', () => {
    expect(textWidthUnits('ice cream')).toBe(9);
    expect(textWidthUnits('苹果')).toBe(4);
  });

  it('leave out only the entries too long for a hull, and say which and why', () => {
    const entries = normaliseWords(['cat', 'ice cream', '苹果', 'the cat sat on the mat', 'butterflies and bees']);
    const five = signWords(entries, 5);
    expect(five.words.map((e) => e.text)).toEqual(['cat', 'ice cream', '苹果']);
    expect(five.leftOut).toEqual([
      { entry: 'the cat sat on the mat', reason: 'too-long' },
      { entry: 'butterflies and bees', reason: 'too-long' },
    ]);
    expect(leftOutReport(five.leftOut, 5)).toContain("'the cat sat on the mat', 'butterflies and bees': too long");
    expect(fewerColumnsHelp(five.leftOut, 5)).toBe(true);
    const three = signWords(entries, 3);
    expect(three.words).toHaveLength(5);
    expect(fewerColumnsHelp([{ entry: 'x'.repeat(60), reason: 'too-long' }], 5)).toBe(false);
    expect(fewerColumnsHelp(five.leftOut, 3)).toBe(false);
  });

  it('put a word’s picture at the hull’s left end and the word in the rest, apart and on the hull', () => {
    for (const columns of [3, 4, 5]) {
      const sign = hullSign('cat', columns, { hasPicture: true, picturesOnly: false });
      expect(sign.shows).toBe('both');
      const { picture, text } = sign;
      if (!picture || !text) throw new Error('both expected');
      const half = hullWidth(columns) / 2;
      expect(picture.x - picture.box / 2).toBeGreaterThanOrEqual(-half + 20);
      expect(text.x - text.width / 2).toBeGreaterThanOrEqual(picture.x + picture.box / 2);
      expect(text.x + text.width / 2).toBeLessThanOrEqual(half - 20);
    }
  });

  it('show a word alone where it would be squeezed too narrow beside its picture, or has none', () => {
    expect(hullSign('hippopotamus', 5, { hasPicture: true, picturesOnly: false }).shows).toBe('text');
    expect(hullSign('hippopotamus', 3, { hasPicture: true, picturesOnly: false }).shows).toBe('both');
    expect(hullSign('cat', 4, { hasPicture: false, picturesOnly: true })).toEqual({
      shows: 'text',
      picture: null,
      text: { x: 0, width: hullWidth(4) - 44 },
    });
  });

  it('show the picture alone with pictures only, and the word with it when it is the answer shown', () => {
    expect(hullSign('hippopotamus', 5, { hasPicture: true, picturesOnly: true })).toEqual({
      shows: 'picture',
      picture: { x: 0, box: HULL_PICTURE.alone },
      text: null,
    });
    expect(hullSign('cat', 5, { hasPicture: true, picturesOnly: true, revealed: true }).shows).toBe('both');
  });
});
