import { describe, expect, it } from 'vitest';
import { leftOutReport, movePlayed, newTwisterRound, pointsFor, roundSummary } from './round';

describe('a round of Twister', () => {
  it('gives each team the same number of spins, a point for a move made', () => {
    const round = newTwisterRound(2, 2);
    expect(pointsFor('made')).toBe(1);
    expect(pointsFor('fell')).toBe(0);
    expect(pointsFor('timeUp')).toBe(0);
    expect(movePlayed(round, 'made')).toBe(false);
    expect(movePlayed(round, 'fell')).toBe(false);
    expect(movePlayed(round, 'skipped')).toBe(false);
    expect(movePlayed(round, 'made')).toBe(true);
    expect(round).toMatchObject({ made: 2, fell: 1 });
    expect(roundSummary(round)).toBe('2 of 4 moves made!');
  });

  it('tells the teacher which words a long list leaves off the mat', () => {
    const left = Array.from({ length: 15 }, (_, i) => ({ entry: `w${i + 41}` }));
    expect(leftOutReport(left.slice(0, 2), 40)).toBe(
      "The mat holds the list's first 40 words, so the spinner never calls these: w41, w42.",
    );
    expect(leftOutReport(left, 40)).toMatch(/w52 and 3 more\.$/);
  });
});
