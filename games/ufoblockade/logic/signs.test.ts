import { describe, expect, it } from 'vitest';
import { normaliseWords } from '../../kit/logic';
import { fewerColumnsHelp, leftOutReport, signCapacity, signWords, textWidthUnits } from './signs';

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
});
