import { describe, expect, it } from 'vitest';
import { eraseLetter, giveUp, markGuess, newSafe, pointsFor, type Safe, typeLetter } from './safe';

const typeWord = (safe: Safe, word: string) => [...word].map((letter) => typeLetter(safe, letter)).at(-1);

describe('a safe’s slots', () => {
  it('light right place, in the word, absent', () => {
    expect(markGuess('cat', 'cat')).toEqual(['right', 'right', 'right']);
    expect(markGuess('cat', 'act')).toEqual(['present', 'present', 'right']);
    expect(markGuess('cat', 'dog')).toEqual(['absent', 'absent', 'absent']);
  });

  it('light a repeated letter only as often as the word has it', () => {
    expect(markGuess('leg', 'eel')).toEqual(['absent', 'right', 'present']);
    expect(markGuess('arm', 'maa')).toEqual(['present', 'present', 'absent']);
    expect(markGuess('apple', 'ppppp')).toEqual(['absent', 'right', 'right', 'absent', 'absent']);
    expect(markGuess('banana', 'aaaaaa')).toEqual(['absent', 'right', 'absent', 'right', 'absent', 'right']);
  });
});

describe('cracking a safe', () => {
  it('types into the next slot, and the last slot makes a try', () => {
    const safe = newSafe('dog', false);
    expect(typeLetter(safe, 'd')).toEqual({ kind: 'typed', slot: 0 });
    expect(typeLetter(safe, 'o')).toEqual({ kind: 'typed', slot: 1 });
    expect(typeLetter(safe, 'g')).toEqual({
      kind: 'tried',
      guess: 'dog',
      marks: ['right', 'right', 'right'],
      result: 'open',
    });
    expect(safe.done).toBe(true);
    expect(typeLetter(safe, 'x')).toEqual({ kind: 'ignored' });
  });

  it('gives three tries, then resets the word', () => {
    const safe = newSafe('dog', false);
    expect(typeWord(safe, 'god')).toMatchObject({ kind: 'tried', result: 'again' });
    expect(safe.typed).toBe('');
    expect(typeWord(safe, 'dig')).toMatchObject({
      kind: 'tried',
      result: 'again',
      marks: ['right', 'absent', 'right'],
    });
    expect(typeWord(safe, 'dug')).toMatchObject({ kind: 'tried', result: 'reset' });
    expect(safe.tries).toHaveLength(3);
    expect(safe.done).toBe(true);
  });

  it('opens on the third try too', () => {
    const safe = newSafe('cat', false);
    typeWord(safe, 'act');
    typeWord(safe, 'tac');
    expect(typeWord(safe, 'cat')).toMatchObject({ result: 'open' });
  });

  it('gives the first letter when only the length and first letter are shown; backspace never takes it', () => {
    const safe = newSafe('zebra', true);
    expect(safe.typed).toBe('z');
    expect(eraseLetter(safe)).toBe(false);
    typeLetter(safe, 'e');
    expect(eraseLetter(safe)).toBe(true);
    expect(safe.typed).toBe('z');
    expect(typeWord(safe, 'ebar')).toMatchObject({ guess: 'zebar', result: 'again' });
    expect(safe.typed).toBe('z');
    expect(typeWord(safe, 'ebra')).toMatchObject({ result: 'open' });
  });

  it('stops taking letters once given up', () => {
    const safe = newSafe('cat', false);
    typeLetter(safe, 'c');
    giveUp(safe);
    expect(typeLetter(safe, 'a')).toEqual({ kind: 'ignored' });
    expect(eraseLetter(safe)).toBe(false);
  });

  it('scores fewer tries higher', () => {
    expect([1, 2, 3].map(pointsFor)).toEqual([3, 2, 1]);
  });
});
