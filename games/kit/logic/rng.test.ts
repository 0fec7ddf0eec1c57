import { describe, expect, it } from 'vitest';
import { createRng } from './rng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng(1);
    const b = createRng(1);
    const c = createRng(2);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('shuffles into a permutation without touching the input, and picks from a list', () => {
    const rng = createRng(3);
    const list = [1, 2, 3, 4, 5, 6];
    const shuffled = rng.shuffle(list);
    expect([...shuffled].sort()).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list).toContain(rng.pick(list));
    expect(() => rng.pick([])).toThrow();
  });
});
