import { describe, expect, it } from 'vitest';
import { createRng, leftOutReport } from '../../kit/logic';
import { keyboardLetters, letterGameDeck, letterGameWords } from './letter-games';

describe('letter games on an a–z keyboard', () => {
  it('plays phrases and punctuated words by their letters', () => {
    expect(keyboardLetters('ice cream')).toEqual({ letters: 'icecream', extra: '' });
    expect(keyboardLetters('T-shirt')).toEqual({ letters: 'tshirt', extra: '' });
    expect(keyboardLetters("don't")).toEqual({ letters: 'dont', extra: '' });
  });

  it('says which characters the keyboard lacks', () => {
    expect(keyboardLetters('café')).toEqual({ letters: 'caf', extra: 'é' });
    expect(keyboardLetters('2nd')).toEqual({ letters: 'nd', extra: '2' });
    expect(keyboardLetters('苹果')).toEqual({ letters: '', extra: '苹果' });
  });

  it('sorts a list into the words it plays and the ones it leaves out, with why', () => {
    const list = ['apple', '苹果', 'café', 'ice cream', 'a', 'hippopotamus', 'Apple!', 'T-shirt', '2nd'];
    const rules = { maxLetters: 9 };
    const { words, leftOut } = letterGameWords(list, rules);
    expect(words).toEqual([
      { entry: 'apple', letters: 'apple' },
      { entry: 'ice cream', letters: 'icecream' },
      { entry: 'T-shirt', letters: 'tshirt' },
    ]);
    expect(leftOutReport(leftOut, rules, 5)).toBe(
      [
        '“苹果”: not written with the letters a to z',
        '“café”: has “é”, which the keyboard does not',
        '“a”: needs at least 2 letters',
        '“hippopotamus”: longer than 9 letters',
        '“Apple!”: same letters as another word',
        'and 1 more',
      ].join('\n'),
    );
  });
});

describe('a game of single words', () => {
  it('leaves phrases out, saying so, and still plays hyphenated and punctuated words', () => {
    const rules = { maxLetters: 12, phrases: 'leave-out' as const };
    const { words, leftOut } = letterGameWords(
      ['ice cream', 'T-shirt', " don't ", 'school  bus', 'café au lait'],
      rules,
    );
    expect(words.map((w) => w.letters)).toEqual(['tshirt', 'dont']);
    expect(leftOutReport(leftOut, rules)).toBe(
      [
        '“ice cream”: more than one word',
        '“school  bus”: more than one word',
        '“café au lait”: has “é”, which the keyboard does not',
      ].join('\n'),
    );
  });
});

describe('letterGameDeck', () => {
  it('deals the playable words of a list and keeps those left out', () => {
    const list = ['cat', 'ice cream', '苹果', 'cat'].map((text) => ({ text }));
    const { deck, words, leftOut } = letterGameDeck(list, { maxLetters: 8 }, createRng(7));
    expect(words.map((w) => w.entry)).toEqual(['cat', 'ice cream']);
    expect(leftOut.map((l) => l.reason)).toEqual(['no-latin', 'same-letters']);
    expect(deck.size).toBe(2);
    expect(['cat', 'ice cream']).toContain(deck.next().text);
  });
});
