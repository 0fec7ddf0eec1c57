import { describe, expect, it } from 'vitest';
import { settings } from '../settings';
import {
  drawnLine,
  LARGEST_CHOICES,
  numberAt,
  numberRange,
  rangeInfo,
  rangeLabel,
  rangeProblem,
  readsAsAnother,
  SMALLEST_CHOICES,
  spokenNumber,
} from './range';

describe('the Number Wheel range', () => {
  it('is a wheel up to 24 numbers and a roller of the largest number’s digits above', () => {
    expect(numberRange(1, 10)).toEqual({ min: 1, max: 10, count: 10, mode: 'wheel', reels: 2 });
    expect(numberRange(0, 23)).toMatchObject({ count: 24, mode: 'wheel' });
    expect(numberRange(1, 25)).toMatchObject({ count: 25, mode: 'roller', reels: 2 });
    expect(numberRange(1, 1000)).toEqual({ min: 1, max: 1000, count: 1000, mode: 'roller', reels: 4 });
    expect(numberRange(0, 9999)).toMatchObject({ count: 10_000, reels: 4 });
  });

  it('is none when the smallest is not below the largest, or out of 0 to 9999', () => {
    expect(numberRange(10, 10)).toBeNull();
    expect(numberRange(20, 10)).toBeNull();
    expect(numberRange(-1, 10)).toBeNull();
    expect(numberRange(1, 10_000)).toBeNull();
    expect(numberRange(1.5, 10)).toBeNull();
    expect(rangeProblem(20, 10)).toBe(
      'The smallest number (20) must be less than the largest (10). Change them in the teacher panel.',
    );
  });

  it('offers whole numbers from 0 to 9999 in the panel, 1 to 10 by default, and 1000 among them', () => {
    for (const choice of [...SMALLEST_CHOICES, ...LARGEST_CHOICES]) {
      const n = Number(choice);
      expect(Number.isInteger(n) && n >= 0 && n <= 9999, choice).toBe(true);
    }
    expect(LARGEST_CHOICES).toContain('10');
    expect(LARGEST_CHOICES).toContain('1000');
    expect(LARGEST_CHOICES).toContain('9999');
    expect(new Set(LARGEST_CHOICES).size).toBe(LARGEST_CHOICES.length);
    expect([settings.min.default, settings.max.default]).toEqual(['1', '10']);
  });

  it('names its numbers and says them in words', () => {
    const range = numberRange(5, 30)!;
    expect(numberAt(range, 0)).toBe(5);
    expect(numberAt(range, 25)).toBe(30);
    expect(spokenNumber(42)).toBe('forty-two');
    expect(spokenNumber(1000)).toBe('one thousand');
  });

  it('says the range under the card, and how many are left with elimination', () => {
    const range = numberRange(1, 1000)!;
    expect(rangeInfo(range, 1000, false)).toBe('1 to 1000');
    expect(rangeInfo(range, 997, true)).toBe('1 to 1000: 997 of 1000 left');
  });

  it('marks the numbers that read as another upside down, as on dice', () => {
    const marked = Array.from({ length: 100 }, (_, n) => n).filter(readsAsAnother);
    expect(marked).toEqual([6, 9, 16, 18, 19, 61, 66, 68, 81, 86, 89, 91, 98, 99]);
    expect(readsAsAnother(69)).toBe(false);
    expect(readsAsAnother(10)).toBe(false);
    expect(readsAsAnother(1006)).toBe(true);
    expect(rangeLabel(numberRange(1, 10)!)).toBe('1 to 10');
  });

  it('lists the numbers drawn, the newest first', () => {
    expect(drawnLine([])).toBe('');
    expect(drawnLine([42, 7, 311])).toBe('Drawn: 311, 7, 42');
    expect(drawnLine([1, 2, 3, 4, 5], 3)).toBe('Drawn: 5, 4, 3…');
  });
});
