import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { letterGameWords } from '../../mechanics/letters/letter-games';
import { ALPHABET, type Board, BOARDS, buildKeypad, distinctLetters } from './keypad';

const LISTS = [
  ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream'],
  ['banana', 'apple', 'strawberry', 'kiwi', 'T-shirt', 'café', '苹果', 'a', 'Mississippi'],
  ['quiz', 'jazz', 'fox', 'xylophone', 'abcdefghijkl', 'bookkeeper', 'hello world'],
  ['elephant', 'giraffe', 'hippopotamus', 'crocodile', 'kangaroo', 'penguin', 'octopus'],
];

describe('the safe keypad', () => {
  it('always holds every letter of the word, each once, and fills the rest with decoys (many seeds and lists)', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const board of Object.keys(BOARDS) as Board[]) {
      const { side, maxLetters } = BOARDS[board];
      for (const list of LISTS) {
        for (const { letters } of letterGameWords(list, { maxLetters }).words) {
          for (let seed = 1; seed <= 150; seed++) {
            const rng = createRng(seed * 7919 + letters.length);
            const rows = buildKeypad(letters, side, () => rng.next());
            const keys = rows.flat();
            const decoys = keys.filter((key) => !letters.includes(key));
            const ok =
              rows.length === side &&
              rows.every((row) => row.length === side) &&
              new Set(keys).size === side * side &&
              [...letters].every((letter) => keys.includes(letter)) &&
              keys.every((key) => ALPHABET.includes(key)) &&
              decoys.length === side * side - distinctLetters(letters).length;
            if (!ok) failures.push(`${board} ${letters} seed ${seed}: ${keys.join('')}`);
            checked++;
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  it('leaves every board at least three decoys for its longest word', () => {
    for (const { side, maxLetters } of Object.values(BOARDS))
      expect(side * side - maxLetters).toBeGreaterThanOrEqual(3);
  });

  it('shuffles by its seed: the same seed, the same keypad; another seed, usually another', () => {
    const keypad = (seed: number) => {
      const rng = createRng(seed);
      return buildKeypad('zebra', 4, () => rng.next());
    };
    expect(keypad(7)).toEqual(keypad(7));
    const layouts = new Set(Array.from({ length: 20 }, (_, seed) => keypad(seed).flat().join('')));
    expect(layouts.size).toBeGreaterThan(15);
  });

  it('places the word’s letters anywhere on the keypad, not always first', () => {
    const corners = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const rng = createRng(seed);
      corners.add(buildKeypad('cat', 3, () => rng.next())[0]?.[0] ?? '');
    }
    expect([...corners].filter((letter) => !'cat'.includes(letter)).length).toBeGreaterThan(3);
  });

  it('refuses a word with more different letters than keys', () => {
    expect(() => buildKeypad('abcdefghij', 3, Math.random)).toThrow();
  });

  it('leaves out words longer than the keypad allows, for the teacher’s note', () => {
    const { words, leftOut } = letterGameWords(LISTS[3]!, { maxLetters: BOARDS.tiny.maxLetters });
    expect(words.map((w) => w.entry)).toEqual(['penguin', 'octopus'].filter((w) => w.length <= 6));
    expect(leftOut.map((item) => item.reason)).toContain('too-long');
  });
});
