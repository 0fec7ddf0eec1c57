import { describe, expect, it } from 'vitest';
import { cardText, land, MYSTERY_MARK, reveal, wheelLabels, wordToSay } from './landing';
import { taskAt } from './tasks';
import { wordsLeft } from './texts';

describe('a landed word', () => {
  it('is shown and said at once', () => {
    const landing = land('ice cream', taskAt(0), false);
    expect(cardText(landing)).toBe('ice cream');
    expect(wordToSay(landing)).toBe('ice cream');
    expect(reveal(landing)).toBeNull();
  });

  it('in mystery mode hides behind question marks, unsaid, until the Reveal shows and says it (once)', () => {
    expect(wheelLabels(['cat', '苹果'], true)).toEqual([MYSTERY_MARK, MYSTERY_MARK]);
    expect(wheelLabels(['cat', '苹果'], false)).toEqual(['cat', '苹果']);
    const hidden = land('苹果', null, true);
    expect(cardText(hidden)).toBe('?');
    expect(wordToSay(hidden)).toBeNull();
    const shown = reveal(hidden)!;
    expect(shown).toEqual({ word: '苹果', task: null, shown: true });
    expect(cardText(shown)).toBe('苹果');
    expect(wordToSay(shown)).toBe('苹果');
    expect(reveal(shown)).toBeNull();
    expect(reveal(null)).toBeNull();
  });
});

describe('the elimination counter', () => {
  it('says how many words are left', () => {
    expect(wordsLeft(1)).toBe('1 word left');
    expect(wordsLeft(0)).toBe('0 words left');
    expect(wordsLeft(12)).toBe('12 words left');
  });
});
