import { seededRandom } from '@playwords/common';
import { describe, expect, it } from 'vitest';
import { readRecord } from '../../kit/logic';
import { BESTS, bestKey, recordRun } from './bests';
import {
  DIFFICULTY_RULES,
  pickWord,
  place,
  scramble,
  slotsToFill,
  spelled,
  takeBack,
  verdict,
  wordWeight,
} from './scramble';
import { difficultyOf } from './settings';
import { tellOnce } from '../../kit/logic';
import { timeTrialState } from './saved-state';

describe('difficulties', () => {
  it('are the design’s: easy 90 s with the first letter, free hints and the picture, medium 60 s with 5 s hints, hard 45 s with a decoy', () => {
    expect(DIFFICULTY_RULES.easy).toEqual({
      seconds: 90,
      firstFixed: true,
      decoy: false,
      hintCost: 0,
      pictureClue: true,
    });
    expect(DIFFICULTY_RULES.medium).toEqual({
      seconds: 60,
      firstFixed: false,
      decoy: false,
      hintCost: 5,
      pictureClue: false,
    });
    expect(DIFFICULTY_RULES.hard).toEqual({
      seconds: 45,
      firstFixed: false,
      decoy: true,
      hintCost: null,
      pictureClue: false,
    });
    expect(difficultyOf({ difficulty: 'hard', rounds: 3 })).toBe('hard');
    expect(difficultyOf({ difficulty: 'nope', rounds: 3 })).toBe('easy');
  });
});

describe('scrambling', () => {
  it('never shows a word in order, keeps every letter, fixes the first on easy and adds one decoy on hard', () => {
    const random = seededRandom(5);
    for (const word of ['monkey', 'zebra', 'tiger', 'icecream', 'cat', 'ab', 'apple']) {
      for (let i = 0; i < 200; i++) {
        const easy = scramble(word, 'easy', random);
        expect(easy.fixed).toBe(word[0]);
        expect([...easy.tiles].sort().join('')).toBe([...word.slice(1)].sort().join(''));
        if (new Set(word.slice(1)).size > 1) expect(easy.tiles.join('')).not.toBe(word.slice(1));

        const medium = scramble(word, 'medium', random);
        expect(medium.fixed).toBe('');
        expect([...medium.tiles].sort().join('')).toBe([...word].sort().join(''));
        expect(medium.tiles.join('')).not.toBe(word);

        const hard = scramble(word, 'hard', random);
        expect(hard.tiles).toHaveLength(word.length + 1);
        expect(word).not.toContain(hard.decoy);
        expect(hard.decoy).toMatch(/^[a-z]$/);
        expect(hard.tiles.filter((c) => c !== hard.decoy).join('')).not.toBe(word);
      }
    }
  });

  it('keeps a word of one repeated letter playable', () => {
    const puzzle = scramble('zzz', 'medium', seededRandom(1));
    expect(puzzle.tiles.join('')).toBe('zzz');
  });
});

describe('placing tiles', () => {
  it('fills the slots by tap or typed letter, takes one back, and judges a full row', () => {
    const puzzle = { answer: 'tiger', tiles: ['g', 'i', 'r', 'e'], fixed: 't', decoy: '' };
    const attempt = { placed: [] as number[] };
    expect(slotsToFill(puzzle)).toBe(4);
    expect(place(puzzle, attempt, 1)).toBe(1);
    expect(place(puzzle, attempt, 1)).toBe(-1); // used already
    expect(place(puzzle, attempt, 'r')).toBe(2);
    expect(place(puzzle, attempt, 'x')).toBe(-1);
    expect(spelled(puzzle, attempt)).toBe('tir');
    expect(verdict(puzzle, attempt)).toBe('open');
    expect(takeBack(attempt)).toBe(2);
    expect(place(puzzle, attempt, 'g')).toBe(0);
    place(puzzle, attempt, 'e');
    place(puzzle, attempt, 'r');
    expect(verdict(puzzle, attempt)).toBe('right');
    expect(place(puzzle, attempt, 'e')).toBe(-1); // full
    const wrong = { placed: [0, 1, 2, 3] };
    expect(verdict(puzzle, wrong)).toBe('wrong');
    expect(takeBack({ placed: [] })).toBe(-1);
  });

  it('types the first unused tile of a letter twice in a word, and leaves a decoy out of the slots', () => {
    const puzzle = { answer: 'apple', tiles: ['p', 'x', 'l', 'p', 'a', 'e'], fixed: '', decoy: 'x' };
    const attempt = { placed: [] as number[] };
    for (const letter of 'apple') place(puzzle, attempt, letter);
    expect(attempt.placed).toEqual([4, 0, 3, 2, 5]);
    expect(verdict(puzzle, attempt)).toBe('right');
  });
});

describe('picking words', () => {
  it('prefers 5–7 letter words, still plays the others, and does not repeat the last ones', () => {
    expect(wordWeight('zebra')).toBe(1);
    expect(wordWeight('monkey')).toBe(1);
    expect(wordWeight('cat')).toBeLessThan(1);
    expect(wordWeight('crocodile')).toBeLessThan(1);
    const words = ['cat', 'dog', 'zebra', 'tiger', 'elephant'].map((letters) => ({ letters }));
    const random = seededRandom(3);
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      const word = pickWord(words, [], random);
      counts.set(word.letters, (counts.get(word.letters) ?? 0) + 1);
    }
    expect(counts.get('zebra')!).toBeGreaterThan(2 * counts.get('cat')!);
    expect(counts.get('tiger')!).toBeGreaterThan(2 * counts.get('elephant')!);
    expect(counts.get('cat')!).toBeGreaterThan(0);
    for (let i = 0; i < 200; i++)
      expect(pickWord(words, ['zebra', 'tiger'], random).letters).not.toMatch(/zebra|tiger/);
    expect(pickWord([{ letters: 'cat' }], ['cat'], random).letters).toBe('cat');
  });
});

describe('personal bests', () => {
  it('are kept per list and difficulty, beaten only by more words, and read back safely', () => {
    const key = bestKey(12, 'medium');
    expect(key).toBe('12:medium');
    expect(bestKey(null, 'easy')).toBe('sample:easy');
    let run = recordRun({}, key, 0);
    expect(run.record).toBe(false);
    run = recordRun(run.bests, key, 4);
    expect(run).toEqual({ bests: { '12:medium': 4 }, record: true });
    expect(recordRun(run.bests, key, 4).record).toBe(false);
    expect(recordRun(run.bests, '12:hard', 1).bests).toEqual({ '12:medium': 4, '12:hard': 1 });
    expect(readRecord({ personalBests: { '1:easy': 3, '2:easy': -1, '3:easy': 'x', '4:hard': 2.5 } }, BESTS)).toEqual({
      '1:easy': 3,
    });
    expect(readRecord({ personalBests: [1] }, BESTS)).toEqual({});
    expect(readRecord({}, BESTS)).toEqual({});
  });

  it('tells the teacher each left-out entry once, and reads a save back safely', () => {
    const context = { settings: {} as never, teams: 1 };
    const state = timeTrialState.initial(context);
    expect(tellOnce(state.reported, [{ entry: '苹果' }])).toHaveLength(1);
    expect(tellOnce(state.reported, [{ entry: '苹果' }])).toHaveLength(0);
    expect(timeTrialState.parse({ reported: ['a'] }, context)).toEqual({ reported: ['a'] });
    expect(timeTrialState.parse(7, context)).toBeNull();
  });
});
