import { describe, expect, it } from 'vitest';
import { newTurnRound, turnPlayed } from '../../kit/logic/turn-round';
import { rememberAnswer, roundSummary } from './round';
import { lineConfig, SETTINGS } from './settings';
import { readLineState } from './state';
import { defaultSettings } from '../../kit/logic/settings';

describe('a round of Number Line', () => {
  it('gives every team its turns, then says how many were spot on', () => {
    const round = newTurnRound(2, 3);
    const ends = [true, false, true, true, false, false].map((spotOn) => turnPlayed(round, spotOn));
    expect(ends).toEqual([false, false, false, false, false, true]);
    expect(roundSummary(round)).toBe('Spot on 3 times out of 6!');
    expect(roundSummary({ total: 2, played: 2, won: 1 })).toBe('Spot on once out of 2!');
  });

  it('remembers the last three answers', () => {
    expect(rememberAnswer([1, 2, 3], 4)).toEqual([2, 3, 4]);
    expect(rememberAnswer([], 4)).toEqual([4]);
  });

  it("reads the teacher's settings", () => {
    expect(lineConfig(defaultSettings(SETTINGS))).toEqual({
      max: 20,
      mode: 'find',
      ticks: true,
      showNumber: false,
      turnsPerTeam: 3,
      rounds: 2,
    });
    const values = { ...defaultSettings(SETTINGS), line: '1000', mode: 'mixed', ticks: false };
    expect(lineConfig(values)).toMatchObject({ max: 1000, mode: 'mixed', ticks: false });
  });

  it('reads a saved cast back, and picks again when it does not name every team', () => {
    expect(readLineState({ cast: ['img:characters:1', 'img:characters:2'] }, 2)).toEqual({
      cast: ['img:characters:1', 'img:characters:2'],
    });
    expect(readLineState({ cast: ['img:characters:1'] }, 2)).toEqual({ cast: [] });
    expect(readLineState({ cast: 'nope' }, 2)).toBeNull();
    expect(readLineState(null, 2)).toBeNull();
  });
});
