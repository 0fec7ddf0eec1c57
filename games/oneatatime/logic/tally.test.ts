import { describe, expect, it } from 'vitest';
import { awardCard, classPointsOfTallies, noAwards } from './tally';

describe('giving a card to the team that shouted first', () => {
  it('gives it once: the team gets a point, and the same team again changes nothing', () => {
    const start = noAwards(3);
    expect(start).toEqual([null, null, null]);
    const first = awardCard(start, 1, 2);
    expect(first.awards).toEqual([null, 2, null]);
    expect(first.changes).toEqual([{ team: 2, delta: 1 }]);
    expect(start).toEqual([null, null, null]);
    const again = awardCard(first.awards, 1, 2);
    expect(again.changes).toEqual([]);
    expect(again.awards).toBe(first.awards);
  });

  it('moves it to another team: the point goes with it', () => {
    const given = awardCard(noAwards(2), 0, 0).awards;
    const moved = awardCard(given, 0, 3);
    expect(moved.awards).toEqual([3, null]);
    expect(moved.changes).toEqual([
      { team: 0, delta: -1 },
      { team: 3, delta: 1 },
    ]);
  });

  it('gives nothing for a slide that is not there (the end screen) or no team', () => {
    const awards = noAwards(2);
    expect(awardCard(awards, 2, 0)).toEqual({ awards, changes: [] });
    expect(awardCard(awards, -1, 0)).toEqual({ awards, changes: [] });
    expect(awardCard(awards, 0, -1)).toEqual({ awards, changes: [] });
  });
});

describe('the tallies for a class', () => {
  it('are class points by place, ties sharing the better place', () => {
    expect(classPointsOfTallies([5, 9, 2])).toEqual([2, 3, 1]);
    expect(classPointsOfTallies([4, 4])).toEqual([2, 2]);
    expect(classPointsOfTallies([0, 3, 3, 1])).toEqual([1, 4, 4, 2]);
  });

  it('are nothing when no card was given or one team played', () => {
    expect(classPointsOfTallies([0, 0])).toBeNull();
    expect(classPointsOfTallies([7])).toBeNull();
    expect(classPointsOfTallies([])).toBeNull();
  });
});
