import { describe, expect, it } from 'vitest';
import { seededRandom } from '@playwords/common';
import { RoundOutcomes } from '../../mechanics/outcomes/word-events';
import { selectionEvent } from './outcomes';
import { applyJudgement, currentTarget, revealWord, type RoundRules, startRound } from './round';

const words = ['cat', 'dog', 'bird', 'fish'];

describe('the outcomes of a Word Search round', () => {
  it('counts a word found right, one revealed revealed, the ones left skipped', () => {
    const rules: RoundRules = { listen: false, missesPerTurn: 0, scoring: 'word' };
    const state = startRound(words.length, rules, seededRandom(1));
    const round = new RoundOutcomes();
    const reported: [string, string][] = [];
    const report = (placement: number, event: Parameters<RoundOutcomes['settle']>[1]) => {
      const word = words[placement] as string;
      const outcome = round.settle(word, event);
      if (outcome) reported.push([word, outcome]);
    };

    const miss = applyJudgement(state, { kind: 'miss', cells: [0, 1] }, 0, 0, 2, rules);
    expect(selectionEvent(miss, null)).toBeNull();
    const found = applyJudgement(state, { kind: 'found', placement: 1, cells: [0, 1] }, 0, 3, 2, rules);
    const event = selectionEvent(found, null);
    expect(event).toEqual({ placement: 1, event: 'solved' });
    if (event) report(event.placement, event.event);
    const again = applyJudgement(state, { kind: 'already-found', placement: 1, cells: [0, 1] }, 1, 3, 2, rules);
    expect(selectionEvent(again, null)).toBeNull();
    const revealed = revealWord(state);
    expect(revealed).toBe(0);
    report(revealed as number, 'revealed');
    // The teacher's Skip ends the round: the two still hidden are left.
    for (const { word, outcome } of round.leave(words)) reported.push([word, outcome]);

    expect(reported).toEqual([
      ['dog', 'right'],
      ['cat', 'revealed'],
      ['bird', 'skipped'],
      ['fish', 'skipped'],
    ]);
  });

  it('listen mode: a line on another word or on none is a wrong try at the word asked', () => {
    const rules: RoundRules = { listen: true, missesPerTurn: 0, scoring: 'word' };
    const state = startRound(words.length, rules, seededRandom(3));
    const target = currentTarget(state) as number;
    const other = (target + 1) % words.length;
    const notTarget = applyJudgement(state, { kind: 'not-target', placement: other, cells: [0, 1] }, 0, 0, 1, rules);
    expect(selectionEvent(notTarget, target)).toEqual({ placement: target, event: 'missed' });
    const miss = applyJudgement(state, { kind: 'miss', cells: [0, 1] }, 0, 0, 1, rules);
    expect(selectionEvent(miss, target)).toEqual({ placement: target, event: 'missed' });
    const found = applyJudgement(state, { kind: 'found', placement: target, cells: [0, 1] }, 0, 3, 1, rules);
    expect(selectionEvent(found, null)).toEqual({ placement: target, event: 'solved' });
  });
});
