import { describe, expect, it } from 'vitest';
import { newRound, readRound, roundSummary, roundTurns, turnPlayed, wrongWhack, type MashRound } from './round';

const RULES = { teams: 3, turnsPerTeam: 2, topSpeed: 10 };

describe('a round', () => {
  it('has the same number of words for every team', () => {
    expect(roundTurns(RULES)).toBe(6);
    expect(roundTurns({ ...RULES, teams: 1, turnsPerTeam: 5 })).toBe(5);
    expect(roundTurns({ ...RULES, teams: 0, turnsPerTeam: 0 })).toBe(1);
  });

  it('speeds up after every lap (each team one word), so every team plays every speed', () => {
    let round = newRound(1);
    const levels: number[] = [];
    const ups: boolean[] = [];
    for (let turn = 0; turn < 6; turn++) {
      levels.push(round.level);
      const played = turnPlayed(round, turn % 2 === 0, RULES);
      ups.push(played.levelUp);
      round = played.round;
    }
    expect(levels).toEqual([1, 1, 1, 2, 2, 2]);
    expect(ups).toEqual([false, false, true, false, false, true]);
    expect(round).toEqual({ level: 3, turns: 6, whacked: 3, wrong: 0 });
  });

  it('one team: every word is a lap', () => {
    const played = turnPlayed(newRound(4), true, { teams: 1, turnsPerTeam: 3, topSpeed: 10 });
    expect(played).toEqual({ round: { level: 5, turns: 1, whacked: 1, wrong: 0 }, levelUp: true, over: false });
  });

  it('never goes past the top speed', () => {
    const played = turnPlayed(newRound(5), false, { teams: 1, turnsPerTeam: 3, topSpeed: 5 });
    expect(played.round.level).toBe(5);
    expect(played.levelUp).toBe(false);
    expect(newRound(8, 5).level).toBe(5);
  });

  it('is over after its last word', () => {
    let round = newRound(1);
    const over: boolean[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const played = turnPlayed(round, true, RULES);
      over.push(played.over);
      round = played.round;
    }
    expect(over).toEqual([false, false, false, false, false, true]);
  });

  it('counts wrong whacks for its summary', () => {
    let round: MashRound = newRound(1);
    expect(roundSummary(round)).toBe('0 monsters whacked!');
    round = wrongWhack(wrongWhack(round));
    round = turnPlayed(round, true, RULES).round;
    expect(roundSummary(round)).toBe('1 monster whacked · 2 wrong whacks');
    expect(roundSummary({ ...round, whacked: 5, wrong: 1 })).toBe('5 monsters whacked · 1 wrong whack');
  });
});

describe('a saved round', () => {
  it('reads back what a round end saves', () => {
    const saved = JSON.parse(JSON.stringify(newRound(4)));
    expect(readRound(saved)).toEqual({ level: 4, turns: 0, whacked: 0, wrong: 0 });
  });

  it('keeps a level past the top within the speeds', () => {
    expect(readRound({ level: 40, turns: 0, whacked: 0, wrong: 0 })?.level).toBe(10);
  });

  it('refuses anything else (the kit starts a new game)', () => {
    for (const bad of [
      null,
      'round',
      {},
      { level: 0, turns: 0, whacked: 0, wrong: 0 },
      { level: 2, turns: -1, whacked: 0, wrong: 0 },
      { level: 2, turns: 0, whacked: 1.5, wrong: 0 },
      { level: '2', turns: 0, whacked: 0, wrong: 0 },
      { level: 2, turns: 0, whacked: 0 },
    ]) {
      expect(readRound(bad)).toBeNull();
    }
  });
});
