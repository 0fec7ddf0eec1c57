import { describe, expect, it } from 'vitest';
import { RoundOutcomes, wordOutcome } from './word-events';

describe('word events and the outcomes a class counts', () => {
  it('counts a solved word right, a miss or a failure wrong, a skip or a word left skipped, a reveal revealed', () => {
    expect(wordOutcome('solved')).toBe('right');
    expect(wordOutcome('missed')).toBe('wrong');
    expect(wordOutcome('failed')).toBe('wrong');
    expect(wordOutcome('skipped')).toBe('skipped');
    expect(wordOutcome('left')).toBe('skipped');
    expect(wordOutcome('revealed')).toBe('revealed');
  });

  it('decides a word once a round, by its text', () => {
    const round = new RoundOutcomes();
    expect(round.settle('Apple', 'solved')).toBe('right');
    expect(round.settle('apple ', 'revealed')).toBeNull();
    expect(round.has('APPLE')).toBe(true);
    expect(round.settle('  ', 'solved')).toBeNull();
  });

  it('counts each wrong try until the word is decided, and none after', () => {
    const round = new RoundOutcomes();
    expect(round.settle('cat', 'missed')).toBe('wrong');
    expect(round.settle('cat', 'missed')).toBe('wrong');
    expect(round.has('cat')).toBe(false);
    expect(round.settle('cat', 'revealed')).toBe('revealed');
    expect(round.settle('cat', 'missed')).toBeNull();
  });

  it('leaves the words still open when the round ends, skipped', () => {
    const round = new RoundOutcomes();
    round.settle('cat', 'solved');
    round.settle('dog', 'revealed');
    expect(round.leave(['cat', 'dog', 'bird', 'fish'])).toEqual([
      { word: 'bird', outcome: 'skipped' },
      { word: 'fish', outcome: 'skipped' },
    ]);
    expect(round.leave(['bird'])).toEqual([]);
  });
});
