import { describe, expect, it } from 'vitest';
import { seededRandom } from '@playwords/common';
import {
  applyJudgement,
  autoWordCount,
  currentTarget,
  doneFlags,
  isRoundOver,
  REVEALED,
  revealWord,
  type RoundRules,
  startRound,
} from './round';

const found = (placement: number) => ({ kind: 'found' as const, placement, cells: [0, 1] });
const miss = { kind: 'miss' as const, cells: [0, 1] };
const rules: RoundRules = { listen: false, missesPerTurn: 2, scoring: 'word' };

describe('autoWordCount', () => {
  it('grows with the grid', () => {
    expect(autoWordCount(8)).toBe(6);
    expect(autoWordCount(10)).toBe(8);
    expect(autoWordCount(15)).toBe(14);
    expect(autoWordCount(99)).toBe(14);
  });
});

describe('a round', () => {
  it('scores a find for the team and passes the turn', () => {
    const state = startRound(3, rules, seededRandom(1));
    expect(applyJudgement(state, found(1), 0, 5, 2, rules)).toEqual({
      kind: 'found',
      placement: 1,
      team: 0,
      points: 1,
      turnPasses: true,
      roundOver: false,
    });
    expect(state.foundBy).toEqual([null, 0, null]);
  });

  it('gives a point per letter with letter scoring, and keeps the turn with one team', () => {
    const letters: RoundRules = { ...rules, scoring: 'letters' };
    const state = startRound(1, letters, seededRandom(1));
    expect(applyJudgement(state, found(0), 0, 7, 1, letters)).toMatchObject({
      points: 7,
      turnPasses: false,
      roundOver: true,
    });
    expect(isRoundOver(state)).toBe(true);
  });

  it('passes the turn after the allowed misses, never with one team or unlimited misses', () => {
    const state = startRound(2, rules, seededRandom(1));
    expect(applyJudgement(state, miss, 0, 0, 2, rules)).toEqual({ kind: 'miss', turnPasses: false });
    expect(applyJudgement(state, miss, 0, 0, 2, rules)).toEqual({ kind: 'miss', turnPasses: true });
    expect(state.misses).toBe(0);
    expect(applyJudgement(state, miss, 1, 0, 1, rules)).toEqual({ kind: 'miss', turnPasses: false });
    expect(applyJudgement(state, miss, 1, 0, 1, rules)).toEqual({ kind: 'miss', turnPasses: false });
    const unlimited = { ...rules, missesPerTurn: 0 };
    for (let i = 0; i < 5; i++)
      expect(applyJudgement(state, miss, 1, 0, 3, unlimited)).toMatchObject({ turnPasses: false });
  });

  it('costs nothing to select a word found before, and ignores crooked lines', () => {
    const state = startRound(2, rules, seededRandom(1));
    applyJudgement(state, found(0), 0, 3, 2, rules);
    expect(applyJudgement(state, { kind: 'already-found', placement: 0, cells: [] }, 1, 3, 2, rules)).toEqual({
      kind: 'again',
      placement: 0,
    });
    expect(applyJudgement(state, { kind: 'not-straight' }, 1, 0, 2, rules)).toEqual({ kind: 'ignored' });
    expect(state.misses).toBe(0);
    expect(state.foundBy).toEqual([0, null]);
  });

  it('ends when every word is found or revealed', () => {
    const state = startRound(3, rules, seededRandom(1));
    applyJudgement(state, found(2), 1, 3, 2, rules);
    expect(revealWord(state)).toBe(0);
    expect(isRoundOver(state)).toBe(false);
    const last = applyJudgement(state, found(1), 0, 3, 2, rules);
    expect(last).toMatchObject({ kind: 'found', roundOver: true });
    expect(state.foundBy).toEqual([REVEALED, 0, 1]);
    expect(doneFlags(state)).toEqual([true, true, true]);
    expect(revealWord(state)).toBeNull();
  });
});

describe('listen mode', () => {
  const listen: RoundRules = { ...rules, listen: true };

  it('asks every word once, in a shuffled order that the seed decides', () => {
    const a = startRound(6, listen, seededRandom(9));
    const b = startRound(6, listen, seededRandom(9));
    expect(a.listenOrder).toEqual(b.listenOrder);
    expect([...a.listenOrder].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const asked: number[] = [];
    for (let target = currentTarget(a); target !== null; target = currentTarget(a)) {
      asked.push(target);
      applyJudgement(a, found(target), 0, 3, 2, listen);
    }
    expect(asked).toEqual(a.listenOrder);
    expect(isRoundOver(a)).toBe(true);
  });

  it('counts another real word as a try, and a reveal moves on to the next word', () => {
    const state = startRound(3, listen, seededRandom(4));
    const first = currentTarget(state)!;
    const other = state.listenOrder[1]!;
    expect(applyJudgement(state, { kind: 'not-target', placement: other, cells: [] }, 0, 3, 2, listen)).toEqual({
      kind: 'not-target',
      placement: other,
      turnPasses: false,
    });
    expect(revealWord(state)).toBe(first);
    expect(currentTarget(state)).toBe(other);
  });

  it('has no target when listen mode is off', () => {
    expect(currentTarget(startRound(3, rules, seededRandom(1)))).toBeNull();
  });
});
