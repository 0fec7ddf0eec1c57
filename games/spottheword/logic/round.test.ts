import { describe, expect, it } from 'vitest';
import { newRound, readRound, roundSummary, wordPlayed } from './round';

describe('Spot The Word: a round', () => {
  it('counts who spotted each word and ends after its words', () => {
    let round = newRound(3);
    let played = wordPlayed(round, 1, 2400);
    expect(played).toEqual({
      round: { words: 3, asked: 1, spotted: [0, 1], fastest: { half: 1, ms: 2400 } },
      over: false,
    });
    round = played.round;
    // Nobody spotted it (skipped, or the time ran out).
    played = wordPlayed(round, null, null);
    expect(played.round.spotted).toEqual([0, 1]);
    expect(played.over).toBe(false);
    played = wordPlayed(played.round, 0, 900);
    expect(played.round).toMatchObject({ asked: 3, spotted: [1, 1], fastest: { half: 0, ms: 900 } });
    expect(played.over).toBe(true);
  });

  it('keeps the fastest spot, not the last', () => {
    const first = wordPlayed(newRound(5), 0, 700).round;
    expect(wordPlayed(first, 1, 1500).round.fastest).toEqual({ half: 0, ms: 700 });
  });

  it('has at least one word', () => {
    expect(newRound(0).words).toBe(1);
    expect(newRound(6.7).words).toBe(6);
  });

  it('says the round in one line for the summary', () => {
    const names = ['Red Circles', 'Blue Squares'] as const;
    expect(roundSummary(newRound(4), names)).toBe('Red Circles 0 – 0 Blue Squares');
    const round = wordPlayed(wordPlayed(newRound(4), 0, 1260).round, 0, 3000).round;
    expect(roundSummary(round, names)).toBe('Red Circles 2 – 0 Blue Squares · fastest: 1.3 seconds');
  });

  it('reads a saved round back, and refuses a tampered one', () => {
    const round = wordPlayed(newRound(6), 1, 1000).round;
    expect(readRound(JSON.parse(JSON.stringify(round)))).toEqual(round);
    expect(readRound(newRound(6))).toEqual(newRound(6));
    expect(readRound('nonsense')).toBeNull();
    expect(readRound(null)).toBeNull();
    expect(readRound({ ...round, words: 0 })).toBeNull();
    expect(readRound({ ...round, asked: -1 })).toBeNull();
    expect(readRound({ ...round, spotted: [1] })).toBeNull();
    expect(readRound({ ...round, spotted: [1, 'two'] })).toBeNull();
    expect(readRound({ ...round, fastest: { half: 2, ms: 10 } })).toBeNull();
    // An older save without the fastest spot is read as none.
    const { fastest: _fastest, ...old } = round;
    expect(readRound(old)).toEqual({ ...round, fastest: null });
  });
});
