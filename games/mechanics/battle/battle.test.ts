import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  MAX_DAMAGE,
  MIN_DAMAGE,
  answer,
  createBattle,
  isBattleState,
  judge,
  mvpTeams,
  normaliseSettings,
  ranking,
  rollDamage,
  roundLineCrossed,
  skipTurn,
  type FightersSettings,
} from './battle';

const always = (value: number) => () => value;
const settings: FightersSettings = { ...DEFAULT_SETTINGS, monsterHealth: 30 };

describe('turn order', () => {
  it('passes the turn to the next team after a right, a wrong and a skipped answer, wrapping round', () => {
    const state = createBattle(3, settings);
    expect(state.turn).toBe(0);
    answer(state, true, settings, always(0));
    expect(state.turn).toBe(1);
    answer(state, false, settings, always(0));
    expect(state.turn).toBe(2);
    skipTurn(state);
    expect(state.turn).toBe(0);
    expect(state.turns).toBe(3);
  });

  it('keeps one team playing every turn when there is one team', () => {
    const state = createBattle(1, settings);
    answer(state, false, settings, always(0));
    answer(state, true, settings, always(0));
    expect(state.turn).toBe(0);
    expect(state.teams).toHaveLength(1);
  });

  it('clamps the team count to 1–4', () => {
    expect(createBattle(0, settings).teams).toHaveLength(1);
    expect(createBattle(9, settings).teams).toHaveLength(4);
  });
});

describe('damage and health', () => {
  it('rolls 8 to 12 damage across the whole range of the random source', () => {
    expect(rollDamage(always(0))).toBe(MIN_DAMAGE);
    expect(rollDamage(always(0.5))).toBe(10);
    expect(rollDamage(always(0.999999))).toBe(MAX_DAMAGE);
  });

  it('takes the damage off the monster and credits the team that answered', () => {
    const state = createBattle(2, settings);
    const outcome = answer(state, true, settings, always(0.5));
    expect(outcome).toEqual({ kind: 'hit', team: 0, damage: 10, health: 20, finished: false });
    expect(state.health).toBe(20);
    expect(state.teams[0]).toEqual({ damage: 10, score: 10, hits: 1, misses: 0 });
    expect(state.teams[1]).toEqual({ damage: 0, score: 0, hits: 0, misses: 0 });
  });

  it('lets the monster strike back on a wrong answer without touching its health', () => {
    const state = createBattle(2, settings);
    const outcome = answer(state, false, settings, always(0.5));
    expect(outcome).toEqual({ kind: 'strike', team: 0, penalty: 0 });
    expect(state.health).toBe(30);
    expect(state.teams[0]).toEqual({ damage: 0, score: 0, hits: 0, misses: 1 });
  });

  it('takes the penalty from the score, never below 0, and never from the damage dealt', () => {
    const withPenalty = { ...settings, wrongPenalty: 5 };
    const state = createBattle(1, withPenalty);
    answer(state, false, withPenalty, always(0));
    expect(state.teams[0]).toMatchObject({ score: 0, damage: 0 });
    answer(state, true, withPenalty, always(0)); // 8 damage
    const outcome = answer(state, false, withPenalty, always(0));
    expect(outcome).toEqual({ kind: 'strike', team: 0, penalty: 5 });
    expect(state.teams[0]).toEqual({ damage: 8, score: 3, hits: 1, misses: 2 });
    answer(state, false, withPenalty, always(0));
    expect(state.teams[0]).toMatchObject({ score: 0, damage: 8 });
  });

  it('caps the last hit at the health left', () => {
    const state = createBattle(1, { ...settings, monsterHealth: 15 });
    answer(state, true, settings, always(0.999)); // 12
    const last = answer(state, true, settings, always(0.999));
    expect(last).toEqual({ kind: 'hit', team: 0, damage: 3, health: 0, finished: true });
    expect(state.teams[0]?.damage).toBe(15);
  });
});

describe('end condition', () => {
  it('ends exactly when the health reaches 0, and then ignores every further answer', () => {
    const state = createBattle(2, settings);
    let hits = 0;
    while (!state.over) {
      answer(state, true, settings, always(0.5));
      hits += 1;
      expect(hits).toBeLessThan(10);
    }
    expect(hits).toBe(3);
    expect(state.health).toBe(0);
    const frozen = structuredClone(state);
    expect(answer(state, true, settings, always(0.5))).toEqual({ kind: 'none' });
    expect(answer(state, false, settings, always(0.5))).toEqual({ kind: 'none' });
    expect(skipTurn(state)).toEqual({ kind: 'none' });
    expect(state).toEqual(frozen);
  });

  it('does not end on wrong answers and skips, however many', () => {
    const state = createBattle(4, settings);
    for (let i = 0; i < 50; i++) {
      answer(state, false, settings, always(0.5));
      skipTurn(state);
    }
    expect(state.over).toBe(false);
    expect(state.health).toBe(30);
  });
});

describe('MVP and ranking', () => {
  it('names the team with the most damage', () => {
    const state = createBattle(3, { ...settings, monsterHealth: 100 });
    answer(state, true, settings, always(0)); // team 0: 8
    answer(state, true, settings, always(0.999)); // team 1: 12
    answer(state, false, settings, always(0)); // team 2 misses
    expect(mvpTeams(state)).toEqual([1]);
    expect(ranking(state)).toEqual([1, 0, 2]);
  });

  it('names every team tied for the most damage, and nobody when nobody hit', () => {
    const state = createBattle(3, { ...settings, monsterHealth: 100 });
    expect(mvpTeams(state)).toEqual([]);
    answer(state, true, settings, always(0.5));
    answer(state, false, settings, always(0.5));
    answer(state, true, settings, always(0.5));
    expect(mvpTeams(state)).toEqual([0, 2]);
  });

  it('ranks by score, so penalties can put the MVP below a careful team', () => {
    const withPenalty = { ...settings, monsterHealth: 100, wrongPenalty: 5 };
    const state = createBattle(2, withPenalty);
    answer(state, true, withPenalty, always(0.999)); // team 0: 12
    answer(state, true, withPenalty, always(0.5)); // team 1: 10
    answer(state, false, withPenalty, always(0)); // team 0: score 7
    expect(mvpTeams(state)).toEqual([0]);
    expect(ranking(state)).toEqual([1, 0]);
  });
});

describe('"say it" mode judging', () => {
  it('turns the judge bar verdicts into hits, strikes, skips and nothing for reveal', () => {
    const state = createBattle(2, settings);
    expect(judge(state, 'reveal', settings, always(0.5))).toEqual({ kind: 'none' });
    expect(state.turn).toBe(0);
    expect(judge(state, 'correct', settings, always(0.5))).toMatchObject({ kind: 'hit', team: 0, damage: 10 });
    expect(judge(state, 'wrong', settings, always(0.5))).toEqual({ kind: 'strike', team: 1, penalty: 0 });
    expect(judge(state, 'skip', settings, always(0.5))).toEqual({ kind: 'skip', team: 0 });
    expect(state.turn).toBe(1);
    expect(state.teams.map((t) => t.damage)).toEqual([10, 0]);
  });

  it('credits the team named by a number key, then carries on with the normal order', () => {
    const state = createBattle(3, settings);
    expect(judge(state, 'correct', settings, always(0.5), 2)).toMatchObject({ kind: 'hit', team: 2 });
    expect(state.teams[2]?.damage).toBe(10);
    expect(state.turn).toBe(1);
    expect(judge(state, 'correct', settings, always(0.5), 7)).toEqual({ kind: 'none' });
    expect(state.turn).toBe(1);
  });
});

describe('settings and saves', () => {
  it('keeps good settings and replaces bad ones with the defaults', () => {
    expect(normaliseSettings({ mode: 'sayit', monsterHealth: 150, wrongPenalty: 5 })).toEqual({
      mode: 'sayit',
      monsterHealth: 150,
      wrongPenalty: 5,
    });
    expect(normaliseSettings({ mode: 'dance', monsterHealth: -4, wrongPenalty: 'lots' })).toEqual(DEFAULT_SETTINGS);
    expect(normaliseSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it('accepts a real state and refuses broken ones', () => {
    const state = createBattle(2, settings);
    answer(state, true, settings, always(0.5));
    expect(isBattleState(JSON.parse(JSON.stringify(state)))).toBe(true);
    expect(isBattleState(state, 2)).toBe(true);
    expect(isBattleState(state, 3)).toBe(false);
    expect(isBattleState(null)).toBe(false);
    expect(isBattleState({ ...state, turn: 2 })).toBe(false);
    expect(isBattleState({ ...state, health: 99 })).toBe(false);
    expect(isBattleState({ ...state, teams: [] })).toBe(false);
    expect(isBattleState({ ...state, teams: [{ damage: 'x', score: 0, hits: 0, misses: 0 }] })).toBe(false);
  });
});

describe('rounds', () => {
  it('ends a round when a hit crosses 2/3 or 1/3 of the health, not at 0 and not otherwise', () => {
    expect(roundLineCrossed(100, 90, 100)).toBe(false);
    expect(roundLineCrossed(70, 66, 100)).toBe(true);
    expect(roundLineCrossed(67, 66.6, 100)).toBe(true);
    expect(roundLineCrossed(66, 60, 100)).toBe(false);
    expect(roundLineCrossed(40, 33, 100)).toBe(true);
    expect(roundLineCrossed(10, 0, 100)).toBe(false);
    expect(roundLineCrossed(50, 50, 100)).toBe(false);
  });

  it('gives three rounds in a whole game played with hits of 10', () => {
    const state = createBattle(2, { ...settings, monsterHealth: 100 });
    let rounds = 1;
    while (!state.over) {
      const before = state.health;
      const outcome = answer(state, true, settings, always(0.5));
      if (outcome.kind === 'hit' && roundLineCrossed(before, outcome.health, state.maxHealth)) rounds += 1;
    }
    expect(rounds).toBe(3);
  });
});
