import { describe, expect, it } from 'vitest';
import { createRng, WordDeck, type WordEntry } from '../../kit/logic';
import { columnsOf, holdsWord, listenWords, sayWords } from './column-words';

const deckOf = (words: string[], seed = 7) => new WordDeck(words, createRng(seed));
const texts = (words: (WordEntry | null)[]) => words.map((w) => w?.text ?? null);

describe('say mode: the words over the columns', () => {
  it('puts a different word of a long list over every open column, none over a full one', () => {
    const deck = deckOf(['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream', 'owl']);
    const words = sayWords(7, [0, 1, 2, 4, 5, 6], (n) => deck.take(n));
    expect(words[3]).toBeNull();
    const shown = texts(words).filter((w) => w !== null);
    expect(shown).toHaveLength(6);
    expect(new Set(shown).size).toBe(6);
  });

  it('goes round the whole list before repeating, deal after deal', () => {
    const list = Array.from({ length: 21 }, (_, i) => `word${i}`);
    const deck = deckOf(list);
    const seen = [0, 1, 2].flatMap(() => texts(sayWords(7, [0, 1, 2, 3, 4, 5, 6], (n) => deck.take(n))));
    expect(new Set(seen).size).toBe(21);
  });

  it('repeats a short list evenly', () => {
    const deck = deckOf(['cat', 'dog', 'lion', 'zebra']);
    const shown = texts(sayWords(7, [0, 1, 2, 3, 4, 5, 6], (n) => deck.take(n)));
    for (const word of ['cat', 'dog', 'lion', 'zebra']) {
      expect(shown.filter((w) => w === word).length).toBeGreaterThanOrEqual(1);
      expect(shown.filter((w) => w === word).length).toBeLessThanOrEqual(2);
    }
  });
});

describe('listen mode: the spoken word and the choices over the columns', () => {
  it('puts the spoken word over exactly one open column among the deck’s choices', () => {
    const rng = createRng(3);
    const deck = new WordDeck(['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream', 'owl'], rng);
    const target = deck.next();
    const open = [0, 1, 2, 3, 5, 6];
    const choices = deck.options(target, open.length);
    const words = listenWords(7, open, choices, target, (items) => rng.shuffle(items));
    expect(words[4]).toBeNull();
    expect(columnsOf(words, target)).toHaveLength(1);
    const [column] = columnsOf(words, target);
    expect(holdsWord(words, column!, target)).toBe(true);
    expect(open.filter((c) => c !== column).every((c) => !holdsWord(words, c, target))).toBe(true);
    expect(new Set(texts(words).filter(Boolean)).size).toBe(6);
  });

  it('fills the columns of a short list with the other choices again, never the spoken word twice', () => {
    const rng = createRng(5);
    const deck = new WordDeck(['cat', 'dog', 'lion', 'zebra'], rng);
    for (let turn = 0; turn < 20; turn++) {
      const target = deck.next();
      const words = listenWords(9, [0, 1, 2, 3, 4, 5, 6, 7, 8], deck.options(target, 9), target, (items) =>
        rng.shuffle(items),
      );
      expect(words.every((w) => w !== null)).toBe(true);
      expect(columnsOf(words, target)).toHaveLength(1);
    }
  });

  it('moves the spoken word about, to every column in time', () => {
    const rng = createRng(11);
    const deck = new WordDeck(['cat', 'dog', 'lion', 'zebra'], rng);
    const where = new Set<number>();
    for (let turn = 0; turn < 200; turn++) {
      const target = deck.next();
      const words = listenWords(7, [0, 1, 2, 3, 4, 5, 6], deck.options(target, 7), target, (items) =>
        rng.shuffle(items),
      );
      where.add(columnsOf(words, target)[0]!);
    }
    expect([...where].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('shows a list of one word over every column: any column is right', () => {
    const target = { text: 'cat' };
    const words = listenWords(5, [0, 1, 2, 3, 4], [target], target, (items) => items);
    expect(columnsOf(words, target)).toEqual([0, 1, 2, 3, 4]);
  });
});
