import { describe, expect, it } from 'vitest';
import { countMiss, isRoundOver, markFound, newFinds, resetTurn, REVEALED } from './finds';

describe('the finds of a letter-grid round', () => {
  it('starts with every word hidden and ends when each is found or revealed', () => {
    const finds = newFinds(2);
    expect(finds).toEqual({ foundBy: [null, null], misses: 0 });
    markFound(finds, 0, 1);
    expect(isRoundOver(finds)).toBe(false);
    markFound(finds, 1, REVEALED);
    expect(finds.foundBy).toEqual([1, REVEALED]);
    expect(isRoundOver(finds)).toBe(true);
  });

  it('passes the turn after the allowed misses, with several teams and a limit only', () => {
    const finds = newFinds(1);
    expect(countMiss(finds, 2, { missesPerTurn: 2 })).toBe(false);
    expect(countMiss(finds, 2, { missesPerTurn: 2 })).toBe(true);
    expect(finds.misses).toBe(0);
    expect(countMiss(finds, 1, { missesPerTurn: 1 })).toBe(false);
    expect(countMiss(finds, 3, { missesPerTurn: 0 })).toBe(false);
    resetTurn(finds);
    expect(finds.misses).toBe(0);
    countMiss(finds, 3, { missesPerTurn: 5 });
    markFound(finds, 0, 2);
    expect(finds.misses).toBe(0);
  });
});
