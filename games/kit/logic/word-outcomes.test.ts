import { describe, expect, it } from 'vitest';
import { QuestionOutcomes, WordOutcomeTally, type WordOutcome } from './word-outcomes';

describe('WordOutcomeTally', () => {
  it('counts outcomes per word by its text, hands them over once, and lets them be read meanwhile', () => {
    const tally = new WordOutcomeTally();
    tally.add('Cat ', 'right');
    tally.add('cat', 'wrong');
    tally.add('dog', 'skipped');
    tally.add('  ', 'right');
    expect(tally.size).toBe(2);
    const seen = tally.peek();
    seen[0]!.right = 99;
    expect(tally.peek()).toEqual([
      { word: 'cat', right: 1, wrong: 1, skipped: 0, revealed: 0 },
      { word: 'dog', right: 0, wrong: 0, skipped: 1, revealed: 0 },
    ]);
    expect(tally.take()).toHaveLength(2);
    expect(tally.take()).toEqual([]);
    expect(tally.size).toBe(0);
  });
});

describe('QuestionOutcomes (askQuestion’s rule)', () => {
  const record = () => {
    const reported: WordOutcome[] = [];
    return { reported, outcomes: new QuestionOutcomes((outcome) => reported.push(outcome)) };
  };

  it('reports each wrong try, then how the question ended, once', () => {
    const { reported, outcomes } = record();
    outcomes.wrongTry();
    outcomes.wrongTry();
    outcomes.end(true);
    outcomes.end(false);
    outcomes.wrongTry();
    expect(reported).toEqual(['wrong', 'wrong', 'right']);
  });

  it('reports a wrong answer as wrong, and a skip or a timer’s end as skipped', () => {
    const wrong = record();
    wrong.outcomes.end(false);
    expect(wrong.reported).toEqual(['wrong']);
    const skipped = record();
    skipped.outcomes.end(null);
    expect(skipped.reported).toEqual(['skipped']);
  });

  it('counts a reveal once, as the question’s outcome: nothing after it counts', () => {
    const { reported, outcomes } = record();
    outcomes.wrongTry();
    outcomes.reveal();
    outcomes.reveal();
    outcomes.wrongTry();
    outcomes.end(null);
    expect(reported).toEqual(['wrong', 'revealed']);
  });

  it('counts no reveal after the end (the answer is shown anyway)', () => {
    const { reported, outcomes } = record();
    outcomes.end(true);
    outcomes.reveal();
    expect(reported).toEqual(['right']);
  });
});
