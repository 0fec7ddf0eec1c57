import { describe, expect, it } from 'vitest';
import { stepPath, cellNear, pathLetters } from './path';
import { gridSizeFor, pickPuzzleWords, playableWords } from './words';

const grid = (rows: string[]): (string | null)[] => rows.flatMap((row) => [...row].map((c) => (c === '.' ? null : c)));

describe('the words of a puzzle', () => {
  it('plays a–z entries (phrases without their spaces) and says why the others are left out', () => {
    const { words, leftOut } = playableWords(['cat', 'ice cream', '苹果', 'café', 'a', 'hippopotamus', 'Cat'], 3);
    expect(words.map((w) => w.letters)).toEqual(['cat', 'icecream']);
    expect(leftOut.map((l) => [l.entry, l.reason])).toEqual([
      ['苹果', 'no-latin'],
      ['café', 'other-letters'],
      ['a', 'too-short'],
      ['hippopotamus', 'too-long'],
      ['Cat', 'same-letters'],
    ]);
    expect(playableWords(['hippopotamus'], 'auto').words).toHaveLength(1);
  });

  it('draws up to the count, different words whose letters fit the grid together', () => {
    const playable = new Map([
      ['cat', 'cat'],
      ['elephant', 'elephant'],
      ['dog', 'dog'],
      ['monkey', 'monkey'],
    ]);
    const deck = ['elephant', 'cat', 'cat', 'monkey', 'dog', '苹果'];
    let at = 0;
    const words = pickPuzzleWords(() => deck[at++ % deck.length]!, deck.length, playable, 3, 3);
    // ELEPHANT leaves no room for a second word in 3 × 3; CAT, then MONKEY (9 letters in all).
    expect(words.map((w) => w.entry)).toEqual(['cat', 'monkey']);
    expect(words[0]!.letters).toEqual(['C', 'A', 'T']);
    at = 0;
    const auto = pickPuzzleWords(() => deck[at++ % deck.length]!, deck.length, playable, 4, 'auto');
    expect(auto.map((w) => w.entry)).toEqual(['elephant', 'cat', 'monkey', 'dog']);
    expect(gridSizeFor(auto, 'auto')).toBe(5);
    expect(gridSizeFor(auto.slice(1, 2), 'auto')).toBe(3);
    expect(gridSizeFor(auto, 4)).toBe(4);
  });
});

describe('tracing a path', () => {
  const cells = grid(['C..', 'AO.', 'TDG']);

  it('adds touching letters, goes back one letter, and ignores the rest', () => {
    const path = [3];
    expect(stepPath(path, 4, cells, 3)).toBe('added');
    expect(stepPath(path, 8, cells, 3)).toBe('added');
    expect(pathLetters(cells, path)).toBe('AOG');
    expect(stepPath(path, 4, cells, 3)).toBe('back');
    expect(path).toEqual([3, 4]);
    expect(stepPath(path, 4, cells, 3)).toBe('same'); // the end itself
    expect(stepPath(path, 2, cells, 3)).toBe('same'); // empty
    expect(stepPath(path, 3, cells, 3)).toBe('back');
    expect(stepPath(path, 0, cells, 3)).toBe('added');
    expect(stepPath(path, 8, cells, 3)).toBe('same'); // does not touch C
    expect(path).toEqual([3, 0]);
    expect(stepPath([], 0, cells, 3)).toBe('same');
  });

  it('takes a letter only near its middle', () => {
    expect(cellNear(1.1, 0.9, 3)).toBe(4);
    expect(cellNear(0.5, 0.5, 3)).toBe(-1);
    expect(cellNear(-0.6, 0, 3)).toBe(-1);
    expect(cellNear(2.2, 2, 3)).toBe(8);
  });
});
