import { describe, expect, it } from 'vitest';
import { RoundOutcomes, type WordEvent } from '../../mechanics/outcomes/word-events';
import { pathEvent } from './outcomes';
import type { PuzzleWord } from './puzzle';
import { judgePath, nextStep, REVEALED, type RoundState, startRound, takeWord } from './round';

const word = (text: string): PuzzleWord => ({ entry: text, letters: [...text.toUpperCase()] });
const grid = (rows: string[]): (string | null)[] => rows.flatMap((row) => [...row].map((c) => (c === '.' ? null : c)));
const state = (rows: string[], words: string[]): RoundState =>
  startRound({ size: rows.length, cells: grid(rows), words: words.map(word), solution: [] });

describe('the outcomes of a Wordbrain round', () => {
  it('counts a word traced right, one revealed revealed, the ones left skipped; a miss is about no word', () => {
    const round = state(['C...', 'A...', 'BD..', 'XY..'], ['cd', 'ab', 'xy']);
    const words = round.words.map((w) => w.entry);
    const outcomes = new RoundOutcomes();
    const reported: [string, string][] = [];
    const report = (index: number, event: WordEvent) => {
      const text = words[index] as string;
      const outcome = outcomes.settle(text, event);
      if (outcome) reported.push([text, outcome]);
    };

    expect(pathEvent(judgePath(round, [8, 4]))).toBeNull(); // BA spells no word
    const found = judgePath(round, [4, 8]);
    const event = pathEvent(found);
    expect(event).toEqual({ word: 1, event: 'solved' });
    if (event) report(event.word, event.event);
    takeWord(round, 1, [4, 8], 0);
    // The teacher reveals the next word the solver finds.
    const step = nextStep(round);
    expect(step).not.toBeNull();
    if (step) {
      report(step.word, 'revealed');
      takeWord(round, step.word, step.path, REVEALED);
    }
    // The same word seen again is about nothing new.
    expect(pathEvent({ kind: 'again', word: 1 })).toBeNull();
    expect(pathEvent({ kind: 'not-yet', word: 2 })).toBeNull();
    // The teacher's Skip ends the round: the rest are left.
    for (const left of outcomes.leave(words)) reported.push([left.word, left.outcome]);

    const revealed = words[step?.word ?? -1] as string;
    expect(reported).toEqual([
      ['ab', 'right'],
      [revealed, 'revealed'],
      ...words.filter((w) => w !== 'ab' && w !== revealed).map((w) => [w, 'skipped']),
    ]);
  });
});
