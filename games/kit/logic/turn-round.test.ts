import { describe, expect, it } from 'vitest';
import { newTurnRound, turnPlayed } from './turn-round';

describe('a round of turns', () => {
  it('gives every team its turns, counting the ones won, then ends', () => {
    const round = newTurnRound(2, 3);
    expect(round).toEqual({ total: 6, played: 0, won: 0 });
    const ends = [true, false, true, true, false, false].map((won) => turnPlayed(round, won));
    expect(ends).toEqual([false, false, false, false, false, true]);
    expect(round).toEqual({ total: 6, played: 6, won: 3 });
    // Played past its end (a late skip), it stays over.
    expect(turnPlayed(round, false)).toBe(true);
    expect(round.played).toBe(6);
  });

  it('has at least one turn', () => {
    expect(newTurnRound(0, 0).total).toBe(1);
  });
});
