import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { lettersOf, normaliseWords, WordDeck, type WordEntry } from './word-deck';

const WORDS = ['apple', 'banana', 'cat', 'dog', 'egg', 'fish', 'goat', 'hat'];

describe('normaliseWords', () => {
  it('trims, lowercases, collapses spaces and removes duplicates, keeping the first order', () => {
    expect(normaliseWords(['  Apple ', 'apple', 'ICE   Cream', 'ice cream', '', '  ', '!!', 'Dog'])).toEqual([
      { text: 'apple', letters: 'apple' },
      { text: 'ice cream', letters: 'icecream' },
      { text: 'dog', letters: 'dog' },
    ]);
  });

  it('drops spaces and punctuation from the letters of phrases but keeps them on screen', () => {
    expect(lettersOf('t-shirt')).toBe('tshirt');
    expect(normaliseWords(["Don't  stop"])).toEqual([{ text: "don't stop", letters: 'dontstop' }]);
    expect(normaliseWords(['café au lait'])[0]!.letters).toBe('caféaulait');
  });
});

describe('WordDeck', () => {
  it('uses every entry once before any repeats, over several passes', () => {
    const deck = new WordDeck(WORDS, createRng(7));
    for (let pass = 0; pass < 4; pass++) {
      const drawn = Array.from({ length: WORDS.length }, () => deck.next().text);
      expect([...drawn].sort()).toEqual([...WORDS].sort());
    }
  });

  it('never plays the same word twice in a row across a reshuffle', () => {
    for (let seed = 0; seed < 50; seed++) {
      const deck = new WordDeck(['a1', 'b2', 'c3'], createRng(seed));
      let last = '';
      for (let i = 0; i < 30; i++) {
        const word = deck.next().text;
        expect(word).not.toBe(last);
        last = word;
      }
    }
  });

  it('brings a missed word back after two other words instead of the next pass', () => {
    const deck = new WordDeck(WORDS, createRng(3));
    const first = deck.next();
    deck.miss(first);
    const next = [deck.next().text, deck.next().text, deck.next().text];
    expect(next.slice(0, 2)).not.toContain(first.text);
    expect(next[2]).toBe(first.text);
  });

  it('honours a longer come-back gap and ignores misses in a one-word deck', () => {
    const deck = new WordDeck(WORDS, createRng(4), { missedComeBackAfter: 4 });
    const first = deck.next();
    deck.miss(first);
    const next = Array.from({ length: 5 }, () => deck.next().text);
    expect(next.indexOf(first.text)).toBe(4);
    const single = new WordDeck(['sun'], createRng(1));
    single.miss(single.next());
    expect([single.next().text, single.next().text]).toEqual(['sun', 'sun']);
  });

  it('takes distinct entries for a layout while the list is long enough', () => {
    const deck = new WordDeck(WORDS, createRng(5));
    const taken = deck.take(6).map((e) => e.text);
    expect(new Set(taken).size).toBe(6);
    // The next layout starts with the words not used yet.
    const more = deck.take(2).map((e) => e.text);
    expect(more.every((w) => !taken.includes(w))).toBe(true);
  });

  it('repeats entries evenly when a layout needs more than the list has', () => {
    const deck = new WordDeck(['red', 'blue', 'green'], createRng(9));
    const taken = deck.take(8).map((e) => e.text);
    expect(taken).toHaveLength(8);
    const counts = ['red', 'blue', 'green'].map((w) => taken.filter((t) => t === w).length).sort();
    expect(counts).toEqual([2, 3, 3]);
  });

  it('picks wrong options of the same first letter or similar length, never the answer', () => {
    const deck = new WordDeck(['cat', 'car', 'cap', 'elephant', 'hippopotamus', 'dog', 'banana'], createRng(2));
    const target = deck.entries.find((e) => e.text === 'cat')!;
    const options = deck.distractors(target, 2).map((e) => e.text);
    expect(options.sort()).toEqual(['cap', 'car']);
    const three = deck.distractors(target, 3).map((e) => e.text);
    expect(three).not.toContain('cat');
    // After the two "c" words, the closest in length (dog, 3 letters) beats banana and the long words.
    expect(three[2]).toBe('dog');
  });

  it('gives fewer wrong options when the list is short, and none equal to the answer by letters', () => {
    const deck = new WordDeck(['ice cream', 'icecream', 'sun'], createRng(1));
    const target = deck.entries[0]!;
    expect(deck.distractors(target, 3).map((e) => e.text)).toEqual(['sun']);
  });

  it('is reproducible with a seed', () => {
    const a = new WordDeck(WORDS, createRng(42));
    const b = new WordDeck(WORDS, createRng(42));
    expect(Array.from({ length: 10 }, () => a.next().text)).toEqual(Array.from({ length: 10 }, () => b.next().text));
  });

  it('refuses to draw from an empty list', () => {
    expect(() => new WordDeck(['  ', ''], createRng(1)).next()).toThrow('The word list is empty.');
  });
});

describe('WordDeck.options', () => {
  const texts = (entries: readonly WordEntry[]) => entries.map((e) => e.text);

  it('holds the target once among different distractors, the closest words first', () => {
    for (let seed = 0; seed < 20; seed++) {
      const deck = new WordDeck(['cat', 'cap', 'cup', 'dog', 'elephant', 'ice cream'], createRng(seed));
      const target = deck.entries[0]!;
      const options = texts(deck.options(target, 3));
      expect(options).toHaveLength(3);
      expect(new Set(options).size).toBe(3);
      // 'cap' and 'cup' share the first letter and the length, so they beat every other entry.
      expect(options.filter((o) => o !== 'cat').sort()).toEqual(['cap', 'cup']);
    }
  });

  it('puts the target in every position over different seeds', () => {
    const positions = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const deck = new WordDeck(['cat', 'cap', 'cut'], createRng(seed));
      positions.add(texts(deck.options(deck.entries[0]!, 3)).indexOf('cat'));
    }
    expect(positions).toEqual(new Set([0, 1, 2]));
  });

  it('gives fewer choices for a short list: the target alone for a one-word list', () => {
    const two = new WordDeck(['ice cream', 'tea'], createRng(1));
    expect(texts(two.options(two.entries[0]!, 4)).sort()).toEqual(['ice cream', 'tea']);
    const one = new WordDeck(['cat'], createRng(1));
    expect(texts(one.options(one.entries[0]!, 3))).toEqual(['cat']);
  });

  it('never offers a word that reads as the target (same letters)', () => {
    const deck = new WordDeck(['ice cream', 'icecream', 'sun', 'tea'], createRng(3));
    const options = texts(deck.options(deck.entries[0]!, 4));
    expect(options.sort()).toEqual(['ice cream', 'sun', 'tea']);
  });
});
