import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { chooseShown, lastOneLine, poolSummary, segmentColours, WHEEL_MAX_SEGMENTS, WheelPool } from './pool';
import { TickPacer } from './tick-pacer';
import { segmentAt } from './wheel';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Pearson's chi-square of counts against the same expected count for each. */
const chiSquare = (counts: readonly number[], expected: number) =>
  counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);

describe('the items a wheel shows', () => {
  it('shows a whole short list, in its order', () => {
    expect(chooseShown([3, 5, 8], 24, () => 0.5)).toEqual([3, 5, 8]);
  });

  it('shows at most 24 of a long list, all different, in the list order', () => {
    const rng = createRng(3);
    const shown = chooseShown(range(200), WHEEL_MAX_SEGMENTS, () => rng.next());
    expect(shown).toHaveLength(24);
    expect(new Set(shown).size).toBe(24);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  });

  it('is a fair subset: every item of a long list is on the wheel about as often', () => {
    const rng = createRng(41);
    const counts = new Array<number>(40).fill(0);
    const draws = 20_000;
    for (let i = 0; i < draws; i++) for (const item of chooseShown(range(40), 24, () => rng.next())) counts[item]! += 1;
    // Each item is in 24 of 40: 12 000 times. Chi-square with 39 degrees of freedom: 72.1 is its 0.1 % tail (the
    // counts of a subset vary less than a multinomial's, so a fair draw stays well under it).
    expect(chiSquare(counts, (draws * 24) / 40)).toBeLessThan(72.1);
  });

  it('colours neighbouring segments differently, the last and the first too', () => {
    for (let palette = 3; palette <= 7; palette++) {
      for (let count = 2; count <= 30; count++) {
        const colours = segmentColours(count, palette);
        expect(colours).toHaveLength(count);
        colours.forEach((colour, i) => {
          expect(colour).toBeLessThan(palette);
          expect(colour, `${count} segments of ${palette} colours, at ${i}`).not.toBe(colours[(i + 1) % count]);
        });
      }
    }
    expect(segmentColours(1, 6)).toEqual([0]);
    expect(() => segmentColours(4, 2)).toThrow(RangeError);
  });
});

describe('a wheel pool', () => {
  it('spins fairly: over many spins each segment on the wheel comes up about as often', () => {
    const rng = createRng(2027);
    const pool = new WheelPool(24, { eliminate: false }, () => rng.next());
    const counts = new Array<number>(24).fill(0);
    const spins = 48_000;
    let angle = 0;
    for (let i = 0; i < spins; i++) {
      const { plan, item } = pool.spin(angle);
      // The wheel really stops on the item's segment.
      expect(pool.shown[segmentAt(plan.endAngle, 24)]).toBe(item);
      counts[item]! += 1;
      angle = plan.endAngle;
    }
    // Chi-square with 23 degrees of freedom: 49.7 is its 0.1 % tail.
    expect(chiSquare(counts, spins / 24)).toBeLessThan(49.7);
  });

  it('without elimination keeps every item, and says how many a long list leaves off the wheel', () => {
    const pool = new WheelPool(30, { eliminate: false }, createRng(1).next);
    expect(pool.shown).toHaveLength(24);
    expect(pool.hidden).toBe(6);
    expect(pool.landed(pool.shown[0]!)).toBe(false);
    expect(pool.inPlay).toBe(30);
    expect(pool.lastOne).toBeNull();
  });

  it('with elimination takes the landed item off, says when one is left, and Reset brings them all back', () => {
    const pool = new WheelPool(4, { eliminate: true }, createRng(2).next);
    expect(pool.landed(2)).toBe(true);
    expect(pool.shown).toEqual([0, 1, 3]);
    expect(pool.landed(2)).toBe(false);
    pool.landed(0);
    expect(pool.canSpin).toBe(true);
    pool.landed(3);
    expect(pool.shown).toEqual([1]);
    expect(pool.lastOne).toBe(1);
    expect(pool.canSpin).toBe(false);
    pool.reset();
    expect(pool.shown).toEqual([0, 1, 2, 3]);
    expect(pool.lastOne).toBeNull();
  });

  it('with elimination on a long list, one not shown yet takes the place of the one that left', () => {
    const rng = createRng(8);
    const pool = new WheelPool(30, { eliminate: true }, () => rng.next());
    const before = [...pool.shown];
    const gone = before[5]!;
    pool.landed(gone);
    expect(pool.shown).toHaveLength(24);
    expect(pool.shown).not.toContain(gone);
    expect(before).not.toContain(pool.shown[5]);
    expect(pool.shown.filter((_, i) => i !== 5)).toEqual(before.filter((_, i) => i !== 5));
    expect(pool.hidden).toBe(5);
    // Every item leaves in turn, the wheel shrinking once nobody waits, down to the last one.
    for (let left = 29; left > 1; left--) pool.landed(pool.spin(0).item);
    expect(pool.inPlay).toBe(1);
    expect(pool.shown).toEqual([pool.lastOne]);
  });

  it('draws another fair subset on shuffle, of the items still in play', () => {
    const rng = createRng(13);
    const pool = new WheelPool(40, { eliminate: true }, () => rng.next());
    const gone = pool.shown[0]!;
    pool.landed(gone);
    for (let i = 0; i < 50; i++) {
      pool.shuffle();
      expect(pool.shown).toHaveLength(24);
      expect(pool.shown).not.toContain(gone);
      expect(pool.inPlay).toBe(39);
    }
  });
});

describe('what a wheel tool says', () => {
  it('says how many are on the wheel, waiting and left', () => {
    const random = createRng(4).next;
    expect(poolSummary(new WheelPool(12, { eliminate: false }, random))).toBe('12 on the wheel');
    expect(poolSummary(new WheelPool(40, { eliminate: false }, random))).toBe('24 on the wheel, 16 waiting');
    const short = new WheelPool(5, { eliminate: true }, random);
    short.landed(0);
    expect(poolSummary(short)).toBe('4 of 5 left');
    const long = new WheelPool(30, { eliminate: true }, random);
    long.landed(long.shown[0]!);
    expect(poolSummary(long)).toBe('29 of 30 left, 5 waiting');
    expect(lastOneLine('Lion')).toBe('Only Lion is left!');
  });
});

describe('ticks', () => {
  it('ticks at most once per gap on the scene clock', () => {
    const pacer = new TickPacer(55);
    expect(pacer.tick(1000)).toBe(true);
    expect(pacer.tick(1030)).toBe(false);
    expect(pacer.tick(1055)).toBe(true);
    expect(pacer.tick(1056)).toBe(false);
  });
});
