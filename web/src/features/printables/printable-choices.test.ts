import { describe, expect, it } from 'vitest';
import {
  defaultBingoSize,
  defaultPaper,
  initialChoice,
  printRequest,
  unavailableBecause,
  usesPictures,
  wordSearchDefaults,
} from './printable-choices';

const t = (key: string) => key;
const list = { theme: 'Zoo', words: ['cat', 'dog'], pictures: ['/pictures/cat.png', null] };
const wordSearch = { size: 10, directions: 'across-down', words: 'auto' } as const;

describe("the printables dialog's choices", () => {
  it('starts on Letter for en-US and the other Letter countries, A4 elsewhere', () => {
    expect(defaultPaper(['en-US', 'en'])).toBe('letter');
    expect(defaultPaper(['es-MX'])).toBe('letter');
    expect(defaultPaper(['en-CA'])).toBe('letter');
    expect(defaultPaper(['en-GB', 'en-US'])).toBe('a4');
    expect(defaultPaper(['zh-CN'])).toBe('a4');
    expect(defaultPaper(['en'])).toBe('a4');
    expect(defaultPaper([])).toBe('a4');
    expect(defaultPaper(['not a locale!'])).toBe('a4');
  });

  it('starts bingo on the biggest grid the list fills without a word twice on a card', () => {
    expect(defaultBingoSize(5)).toBe(3);
    expect(defaultBingoSize(16)).toBe(4);
    expect(defaultBingoSize(23)).toBe(4);
    expect(defaultBingoSize(24)).toBe(5);
    expect(initialChoice({ ...list, words: Array(30).fill('w') }, { paper: 'a4', wordSearch }).bingo).toEqual({
      cards: 30,
      size: 5,
    });
  });

  it("starts the word search on Word Search's settings on this browser, else the game's defaults", () => {
    expect(wordSearchDefaults(null)).toEqual({ size: 10, directions: 'across-down', words: 'auto' });
    const save = (settings: Record<string, unknown>) => ({ version: 1, settings, state: null, stats: {} });
    expect(wordSearchDefaults(save({ size: 12, directions: 'backwards', words: '6' }))).toEqual({
      size: 12,
      directions: 'backwards',
      words: 6,
    });
    expect(wordSearchDefaults(save({ size: 40, directions: 'spiral', words: 'auto' }))).toEqual({
      size: 10,
      directions: 'across-down',
      words: 'auto',
    });
  });

  it('opens on the kind asked for, else flashcards four to a page', () => {
    expect(initialChoice(list, { paper: 'letter', wordSearch })).toMatchObject({
      kind: 'flashcards',
      paper: 'letter',
      flashcards: { perPage: 4 },
    });
    expect(initialChoice(list, { kind: 'wordsearch', paper: 'a4', wordSearch }).kind).toBe('wordsearch');
  });

  it('says why a list cannot make a printable: no words, or no picture to match', () => {
    expect(unavailableBecause('flashcards', list)).toBeNull();
    expect(unavailableBecause('matching', list)).toBeNull();
    expect(unavailableBecause('matching', { ...list, pictures: [null, null] })).toBe('noPictures');
    expect(unavailableBecause('matching', { ...list, pictures: [] })).toBe('noPictures');
    expect(unavailableBecause('bingo', { ...list, words: [], pictures: [] })).toBe('noWords');
  });

  it('asks the library for the chosen kind with its own options only', () => {
    const choice = initialChoice(list, { paper: 'a4', wordSearch });
    const entries = [
      { text: 'cat', picture: null },
      { text: 'dog', picture: null },
    ];
    expect(printRequest({ ...choice, kind: 'bingo', bingo: { cards: 12, size: 4 } }, 'Zoo', entries, t)).toEqual({
      kind: 'bingo',
      paper: 'a4',
      theme: 'Zoo',
      entries,
      options: { cards: 12, size: 4 },
      t,
    });
    expect(printRequest({ ...choice, kind: 'matching' }, 'Zoo', entries, t).options).toEqual({});
    expect(printRequest({ ...choice, kind: 'twister' }, 'Zoo', entries, t).options).toEqual({});
    expect(printRequest(choice, 'Zoo', entries, t).options).toEqual({ perPage: 4 });
    expect(printRequest({ ...choice, kind: 'wordsearch' }, 'Zoo', entries, t).options).toEqual(wordSearch);
    expect(usesPictures('wordsearch')).toBe(false);
    expect(usesPictures('flashcards')).toBe(true);
  });
});
