import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_LEVEL,
  DEFAULT_SETTINGS,
  LEVEL_CAP,
  ZAP_RANGE,
  caught,
  clampLevel,
  createChase,
  enterZone,
  isChaseState,
  skipTurn,
  totalTurns,
  useZap,
  zapped,
  type ChaseSettings,
} from './chase';

const settings: ChaseSettings = { ...DEFAULT_SETTINGS, turns: 3 };

describe('difficulty', () => {
  it('rises to a maximum of 10 by default', () => {
    expect(DEFAULT_MAX_LEVEL).toBe(10);
    expect(LEVEL_CAP).toBe(10);
    const state = createChase(1, { ...settings, turns: 20 });
    for (let i = 0; i < 15; i++) enterZone(state, 'cat', 'cat', { ...settings, turns: 20 });
    expect(state.level).toBe(10);
  });

  it('stops at the teacher’s lower maximum', () => {
    const capped = { ...settings, maxLevel: 4, turns: 20 };
    const state = createChase(2, capped);
    for (let i = 0; i < 10; i++) enterZone(state, 'cat', 'cat', capped);
    expect(state.level).toBe(4);
  });

  it('clamps levels to 1 and the maximum', () => {
    expect(clampLevel(0)).toBe(1);
    expect(clampLevel(99)).toBe(10);
    expect(clampLevel(Number.NaN)).toBe(1);
    expect(clampLevel(7, 5)).toBe(5);
    expect(clampLevel(3.7)).toBe(3);
  });
});

describe('teams taking turns', () => {
  it('gives a found word to the team whose turn it was and passes the turn', () => {
    const state = createChase(3, settings);
    expect(enterZone(state, 'cat', 'cat', settings)).toEqual({
      kind: 'right',
      team: 0,
      levelUp: true,
      finished: false,
    });
    expect(state.turn).toBe(1);
    expect(state.teams[0]!.found).toBe(1);
  });

  it('lets a wrong zone buzz without ending the turn', () => {
    const state = createChase(2, settings);
    expect(enterZone(state, 'dog', 'cat', settings)).toEqual({ kind: 'wrong' });
    expect(state.turn).toBe(0);
    expect(state.played).toBe(0);
  });

  it('ends the team’s turn with no point when an alien catches it', () => {
    const state = createChase(2, settings);
    expect(caught(state, settings)).toEqual({ kind: 'caught', team: 0, finished: false });
    expect(state.turn).toBe(1);
    expect(state.teams[0]).toMatchObject({ found: 0, caught: 1 });
    expect(state.level).toBe(1);
  });

  it('passes the turn on a skip, with no point', () => {
    const state = createChase(2, settings);
    expect(skipTurn(state, settings)).toBe(true);
    expect(state.turn).toBe(1);
    expect(state.teams.every((t) => t.found === 0)).toBe(true);
  });

  it('ends the game when every team has played its turns', () => {
    const state = createChase(2, settings);
    expect(totalTurns(state, settings)).toBe(6);
    for (let i = 0; i < 5; i++) caught(state, settings);
    expect(state.over).toBe(false);
    expect(enterZone(state, 'cat', 'cat', settings)).toMatchObject({ kind: 'right', team: 1, finished: true });
    expect(state.over).toBe(true);
    expect(enterZone(state, 'cat', 'cat', settings)).toEqual({ kind: 'none' });
    expect(caught(state, settings)).toEqual({ kind: 'none' });
    expect(skipTurn(state, settings)).toBe(false);
  });

  it('keeps one team playing every turn when there is one team', () => {
    const state = createChase(1, settings);
    enterZone(state, 'cat', 'cat', settings);
    caught(state, settings);
    expect(state.turn).toBe(0);
    expect(state.played).toBe(2);
  });

  it('clamps the team count to 1–4', () => {
    expect(createChase(0, settings).teams).toHaveLength(1);
    expect(createChase(9, settings).teams).toHaveLength(4);
  });
});

describe('zaps', () => {
  it('gives each team a few zaps a game and spends the playing team’s', () => {
    const state = createChase(2, { ...settings, zaps: 2 });
    expect(useZap(state)).toBe(true);
    expect(useZap(state)).toBe(true);
    expect(useZap(state)).toBe(false);
    expect(state.teams.map((t) => t.zaps)).toEqual([0, 2]);
    skipTurn(state, settings);
    expect(useZap(state)).toBe(true);
    expect(state.teams.map((t) => t.zaps)).toEqual([0, 1]);
  });

  it('has none when the teacher turns them off', () => {
    expect(useZap(createChase(1, { ...settings, zaps: 0 }))).toBe(false);
  });

  it('stuns the aliens close along the maze, not those far or unreachable', () => {
    expect(zapped([0, ZAP_RANGE, ZAP_RANGE + 1, -1, 2])).toEqual([0, 1, 4]);
    expect(zapped([])).toEqual([]);
  });
});

describe('a saved chase', () => {
  it('is read back when it is one, and refused when it is tampered or of another team count', () => {
    const state = createChase(2, settings);
    enterZone(state, 'cat', 'cat', settings);
    expect(isChaseState(JSON.parse(JSON.stringify(state)), 2)).toBe(true);
    expect(isChaseState(state, 3)).toBe(false);
    expect(isChaseState(null)).toBe(false);
    expect(isChaseState({ ...state, level: 11 })).toBe(false);
    expect(isChaseState({ ...state, turn: 2 })).toBe(false);
    expect(isChaseState({ ...state, teams: [{ found: -1, caught: 0, zaps: 0 }] })).toBe(false);
    expect(isChaseState({ ...state, over: 'no' })).toBe(false);
  });
});
