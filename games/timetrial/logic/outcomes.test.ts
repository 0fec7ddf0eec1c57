import { seededRandom } from '@playwords/common';
import { describe, expect, it } from 'vitest';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { timeUpEvent, verdictEvent } from './outcomes';
import { place, scramble, takeBack, verdict } from './scramble';

const outcome = (event: ReturnType<typeof verdictEvent>) => (event ? wordOutcome(event) : null);

describe("the outcomes of Time Trial's words", () => {
  it('counts slots filled wrong as a wrong try and the word unscrambled as right', () => {
    const puzzle = scramble('cat', 'hard', seededRandom(4));
    const attempt = { placed: [] as number[] };
    const results: (string | null)[] = [];
    // Wrong first: the letters in the order that does not spell it.
    const wrong = [...puzzle.answer.slice(puzzle.fixed.length)].reverse().join('');
    for (const letter of wrong) {
      place(puzzle, attempt, letter);
      results.push(outcome(verdictEvent(verdict(puzzle, attempt))));
    }
    while (takeBack(attempt) >= 0);
    for (const letter of puzzle.answer.slice(puzzle.fixed.length)) {
      place(puzzle, attempt, letter);
      results.push(outcome(verdictEvent(verdict(puzzle, attempt))));
    }
    const n = puzzle.answer.length - puzzle.fixed.length;
    expect(results).toEqual([...Array(n - 1).fill(null), 'wrong', ...Array(n - 1).fill(null), 'right']);
  });

  it('counts the word the clock ran out on wrong, and nothing when none was open', () => {
    expect(outcome(timeUpEvent(true))).toBe('wrong');
    expect(timeUpEvent(false)).toBeNull();
  });
});
