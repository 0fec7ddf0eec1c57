import { describe, expect, it } from 'vitest';
import { findPaths, generatePuzzle, type PuzzleWord, removePath, solve } from './puzzle';
import {
  isRoundOver,
  judgePath,
  nextStep,
  remainingWords,
  REVEALED,
  type RoundState,
  startRound,
  takeWord,
} from './round';
import { tellOnce } from '../../kit/logic';
import { wordbrainState } from './saved-state';
import { roundConfig } from './settings';

const word = (text: string): PuzzleWord => ({ entry: text, letters: [...text.toUpperCase()] });
const grid = (rows: string[]): (string | null)[] => rows.flatMap((row) => [...row].map((c) => (c === '.' ? null : c)));
const state = (rows: string[], words: string[]): RoundState =>
  startRound({ size: rows.length, cells: grid(rows), words: words.map(word), solution: [] });

describe('a traced path', () => {
  it('finds a hidden word, whatever order its letters were traced in the grid', () => {
    const round = state(['C..', 'A..', 'BD.'], ['cd', 'ab']);
    expect(judgePath(round, [3, 6])).toEqual({ kind: 'found', word: 1 });
    expect(judgePath(round, [6, 3])).toEqual({ kind: 'miss' }); // BA is not a word
    expect(judgePath(round, [0])).toEqual({ kind: 'ignored' });
    expect(judgePath(round, [])).toEqual({ kind: 'ignored' });
  });

  it('takes a found word out; the letters above fall and the next word can be traced', () => {
    const round = state(['C..', 'A..', 'BD.'], ['cd', 'ab']);
    const moves = takeWord(round, 1, [3, 6], 0);
    expect(moves).toEqual([{ from: 0, to: 6 }]);
    expect(round.cells).toEqual(grid(['...', '...', 'CD.']));
    expect(remainingWords(round)).toEqual([0]);
    expect(judgePath(round, [6, 7])).toEqual({ kind: 'found', word: 0 });
    takeWord(round, 0, [6, 7], 1);
    expect(isRoundOver(round)).toBe(true);
    expect(round.foundBy).toEqual([1, 0]);
  });

  it('does not count a word whose letters, once gone, would bury another for good', () => {
    // Look through generated puzzles for a word that can be traced too early.
    let checked = 0;
    for (let seed = 0; seed < 400 && checked < 5; seed++) {
      const words = ['cat', 'dog', 'lion', 'bee'].map(word);
      const puzzle = generatePuzzle(words, 4, seed)!;
      const round = startRound(puzzle);
      for (let w = 0; w < words.length; w++) {
        for (const path of findPaths(round.cells, 4, words[w]!.letters)) {
          const rest = [0, 1, 2, 3].filter((i) => i !== w);
          if (solve(removePath(round.cells, 4, path).cells, 4, words, rest).kind !== 'stuck') continue;
          expect(judgePath(round, path)).toEqual({ kind: 'not-yet', word: w });
          checked++;
        }
      }
      // And the puzzle's own first step is always a find.
      expect(judgePath(round, puzzle.solution[0]!.path).kind).toBe('found');
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('says a word found already is found (its letters seen elsewhere), and a wrong word is a miss', () => {
    const round = state(['...', 'CAT', 'CAT'], ['cat', 'cat']);
    takeWord(round, 0, [6, 7, 8], 0);
    round.foundBy[1] = REVEALED;
    expect(judgePath(round, [6, 7, 8])).toEqual({ kind: 'again', word: 0 });
    expect(judgePath(round, [8, 7])).toEqual({ kind: 'miss' });
  });
});

describe('turns and help', () => {
  it('gives the next word to find from the grid as it is now (a hint shows its first letter)', () => {
    for (let seed = 0; seed < 50; seed++) {
      const puzzle = generatePuzzle(['red', 'blue', 'green'].map(word), 4, seed)!;
      const round = startRound(puzzle);
      for (let step = nextStep(round); step; step = nextStep(round)) {
        expect(judgePath(round, step.path)).toEqual({ kind: 'found', word: step.word });
        takeWord(round, step.word, step.path, REVEALED);
      }
      expect(isRoundOver(round)).toBe(true);
      expect(round.cells.every((c) => c === null)).toBe(true);
    }
  });
});

describe('settings and saved state', () => {
  it('reads the settings into the round’s numbers', () => {
    expect(roundConfig({ size: 'auto', words: '3', rounds: 3, tries: '3' })).toEqual({
      size: 'auto',
      wordCount: 3,
      rounds: 3,
      missesPerTurn: 3,
    });
    expect(roundConfig({ size: '4', words: '2', rounds: 1, tries: '0' })).toMatchObject({ size: 4, missesPerTurn: 0 });
  });

  it('tells the teacher about each left-out entry once per game, and reads a save back safely', () => {
    const saved = wordbrainState.initial({ settings: {} as never, teams: 2 });
    expect(tellOnce(saved.reported, [{ entry: '苹果' }, { entry: 'café' }])).toHaveLength(2);
    expect(tellOnce(saved.reported, [{ entry: '苹果' }, { entry: '2nd' }])).toEqual([{ entry: '2nd' }]);
    const context = { settings: {} as never, teams: 2 };
    expect(wordbrainState.parse({ reported: ['a', 3] }, context)).toEqual({ reported: ['a'] });
    expect(wordbrainState.parse(null, context)).toBeNull();
    expect(wordbrainState.parse({ reported: 'x' }, context)).toBeNull();
  });
});
