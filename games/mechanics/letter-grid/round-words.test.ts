import { describe, expect, it } from 'vitest';
import { biggerGridHelps, pickRoundWords } from './round-words';

function drawFrom(list: string[]) {
  let at = 0;
  return () => list[at++ % list.length]!;
}

describe('pickRoundWords', () => {
  it('takes the next words of the deck', () => {
    const draw = drawFrom(['cat', 'dog', 'cow', 'hen', 'pig']);
    expect(pickRoundWords(draw, 5, 3, 8)).toEqual({ words: ['cat', 'dog', 'cow'], skipped: [] });
    // The next round goes on where the last stopped.
    expect(pickRoundWords(draw, 5, 2, 8).words).toEqual(['hen', 'pig']);
  });

  it('draws past words that cannot go into the grid and reports them', () => {
    const draw = drawFrom(['cat', 'hippopotamus', 'a', 'ice cream', 'icecream', 'dog']);
    expect(pickRoundWords(draw, 6, 3, 10)).toEqual({
      words: ['cat', 'ice cream', 'dog'],
      skipped: [
        { entry: 'hippopotamus', reason: 'too-long' },
        { entry: 'a', reason: 'too-short' },
        { entry: 'icecream', reason: 'same-letters' },
      ],
    });
  });

  it('stops after going round a short list twice', () => {
    const draw = drawFrom(['cat', 'dog', 'cow', 'hen']);
    expect(pickRoundWords(draw, 4, 10, 8).words).toEqual(['cat', 'dog', 'cow', 'hen']);
  });

  it('passes over an entry the deck gives again (its next pass), without reporting it', () => {
    const draw = drawFrom(['cat', 'dog', 'hippopotamus', 'cat', 'hippopotamus', 'dog', 'cow']);
    expect(pickRoundWords(draw, 4, 3, 8)).toEqual({
      words: ['cat', 'dog', 'cow'],
      skipped: [{ entry: 'hippopotamus', reason: 'too-long' }],
    });
  });
});

describe('biggerGridHelps', () => {
  it('is true when a word was too long or found no room, and the grid can still grow', () => {
    expect(biggerGridHelps([{ entry: 'hippopotamus', reason: 'too-long' }], 10)).toBe(true);
    expect(biggerGridHelps([{ entry: 'cat', reason: 'no-room' }], 8)).toBe(true);
    expect(biggerGridHelps([{ entry: 'a', reason: 'too-short' }], 10)).toBe(false);
    expect(biggerGridHelps([{ entry: 'hippopotamus', reason: 'too-long' }], 15)).toBe(false);
  });
});

describe('entries that are not a–z', () => {
  it('uses 苹果, ice cream, T-shirt and 2nd by their letters and digits, and leaves out what no board takes', () => {
    const draw = drawFrom(['苹果', 'ice cream', 't-shirt', '2nd', '!', 'icecream']);
    expect(pickRoundWords(draw, 6, 6, 8)).toEqual({
      words: ['苹果', 'ice cream', 't-shirt', '2nd'],
      skipped: [
        { entry: '!', reason: 'too-short' },
        { entry: 'icecream', reason: 'same-letters' },
      ],
    });
  });
});
