import { describe, expect, it } from 'vitest';
import { numberToWords } from './number-words';

describe('numberToWords: numbers as a British classroom says them', () => {
  it('says the numbers of the issue', () => {
    expect(numberToWords(105)).toBe('one hundred and five');
    expect(numberToWords(1000)).toBe('one thousand');
    expect(numberToWords(20)).toBe('twenty');
    expect(numberToWords(13)).toBe('thirteen');
  });

  it('says zero to twenty, the tens and the numbers between them', () => {
    expect(numberToWords(0)).toBe('zero');
    expect(numberToWords(1)).toBe('one');
    expect(numberToWords(10)).toBe('ten');
    expect(numberToWords(11)).toBe('eleven');
    expect(numberToWords(12)).toBe('twelve');
    expect(numberToWords(15)).toBe('fifteen');
    expect(numberToWords(19)).toBe('nineteen');
    expect(numberToWords(21)).toBe('twenty-one');
    expect(numberToWords(40)).toBe('forty');
    expect(numberToWords(58)).toBe('fifty-eight');
    expect(numberToWords(99)).toBe('ninety-nine');
  });

  it("puts 'and' after the hundreds", () => {
    expect(numberToWords(100)).toBe('one hundred');
    expect(numberToWords(110)).toBe('one hundred and ten');
    expect(numberToWords(115)).toBe('one hundred and fifteen');
    expect(numberToWords(250)).toBe('two hundred and fifty');
    expect(numberToWords(372)).toBe('three hundred and seventy-two');
    expect(numberToWords(700)).toBe('seven hundred');
    expect(numberToWords(999)).toBe('nine hundred and ninety-nine');
  });

  it("says thousands, with 'and' before a last part below a hundred", () => {
    expect(numberToWords(1001)).toBe('one thousand and one');
    expect(numberToWords(1020)).toBe('one thousand and twenty');
    expect(numberToWords(1105)).toBe('one thousand one hundred and five');
    expect(numberToWords(2000)).toBe('two thousand');
    expect(numberToWords(12_345)).toBe('twelve thousand three hundred and forty-five');
    expect(numberToWords(999_999)).toBe('nine hundred and ninety-nine thousand nine hundred and ninety-nine');
  });

  it('never says a number it cannot say right', () => {
    for (const n of [-1, 0.5, 1_000_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => numberToWords(n)).toThrow(RangeError);
    }
  });

  it('gives every number up to a thousand its own words', () => {
    const said = new Set(Array.from({ length: 1001 }, (_, n) => numberToWords(n)));
    expect(said.size).toBe(1001);
  });
});
