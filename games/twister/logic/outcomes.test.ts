import { describe, expect, it } from 'vitest';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { moveEvent } from './outcomes';
import type { MoveResult } from './round';

const outcome = (result: MoveResult, revealed = false) => {
  const event = moveEvent(result, revealed);
  return event ? wordOutcome(event) : null;
};

describe("the outcome of Twister's called word", () => {
  it('is right when the move is made, wrong when the child falls or the time runs out, skipped on Skip', () => {
    expect(outcome('made')).toBe('right');
    expect(outcome('fell')).toBe('wrong');
    expect(outcome('timeUp')).toBe('wrong');
    expect(outcome('skipped')).toBe('skipped');
  });

  it('is the reveal alone once the teacher revealed the tile', () => {
    expect(wordOutcome('revealed')).toBe('revealed');
    for (const result of ['made', 'fell', 'timeUp', 'skipped'] as const) expect(outcome(result, true)).toBeNull();
  });
});
