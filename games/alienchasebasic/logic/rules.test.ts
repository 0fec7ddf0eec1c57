import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  LIVES,
  MAX_LEVEL,
  caught,
  createChase,
  enterZone,
  isChaseState,
  normaliseSettings,
  skipWord,
} from './rules';

const settings = { ...DEFAULT_SETTINGS, words: 20 };

describe('difficulty', () => {
  it('rises one level per right zone and stops at 5', () => {
    const state = createChase(settings);
    const levels: number[] = [];
    const ups: boolean[] = [];
    for (let i = 0; i < 7; i++) {
      const outcome = enterZone(state, 'cat', 'cat', settings);
      levels.push(state.level);
      ups.push(outcome.kind === 'right' && outcome.levelUp);
    }
    expect(levels).toEqual([2, 3, 4, 5, 5, 5, 5]);
    expect(ups).toEqual([true, true, true, true, false, false, false]);
    expect(state.level).toBe(MAX_LEVEL);
  });

  it('starts at the level of the settings', () => {
    expect(createChase({ ...settings, startLevel: 4 }).level).toBe(4);
  });
});

describe('zones', () => {
  it('scores the right zone and only counts a wrong one, without a point or a level', () => {
    const state = createChase(settings);
    expect(enterZone(state, 'dog', 'cat', settings)).toEqual({ kind: 'wrong' });
    expect(state).toMatchObject({ score: 0, played: 0, wrong: 1, level: 1, lives: LIVES });
    expect(enterZone(state, 'cat', 'cat', settings)).toEqual({ kind: 'right', levelUp: true, finished: false });
    expect(state).toMatchObject({ score: 1, played: 1, wrong: 1, level: 2 });
  });

  it('ends after the number of words in the settings, skipped ones included', () => {
    const three = { ...settings, words: 3 };
    const state = createChase(three);
    enterZone(state, 'a', 'a', three);
    expect(skipWord(state, three)).toBe(true);
    expect(enterZone(state, 'b', 'b', three)).toEqual({ kind: 'right', levelUp: true, finished: true });
    expect(state.over).toBe(true);
    expect(state.score).toBe(2);
    expect(enterZone(state, 'c', 'c', three)).toEqual({ kind: 'none' });
    expect(skipWord(state, three)).toBe(false);
    expect(state.score).toBe(2);
  });
});

describe('lives', () => {
  it('loses a life per catch and ends with the third', () => {
    const state = createChase(settings);
    expect(caught(state)).toEqual({ kind: 'caught', livesLeft: 2, finished: false });
    expect(caught(state)).toEqual({ kind: 'caught', livesLeft: 1, finished: false });
    expect(caught(state)).toEqual({ kind: 'caught', livesLeft: 0, finished: true });
    expect(caught(state)).toEqual({ kind: 'none' });
    expect(state).toMatchObject({ lives: 0, caught: 3, over: true });
  });

  it('does not change the level when caught', () => {
    const state = createChase({ ...settings, startLevel: 3 });
    caught(state);
    expect(state.level).toBe(3);
  });
});

describe('settings and saves', () => {
  it('keeps good settings and replaces bad ones', () => {
    expect(normaliseSettings({ startLevel: 3, pace: 'slow', words: 15 })).toEqual({
      startLevel: 3,
      pace: 'slow',
      words: 15,
    });
    expect(normaliseSettings({ startLevel: 8, pace: 'zoom', words: -1 })).toEqual({
      startLevel: 5,
      pace: 'normal',
      words: 10,
    });
    expect(normaliseSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it('accepts a real state and refuses broken ones', () => {
    const state = createChase(settings);
    enterZone(state, 'a', 'a', settings);
    expect(isChaseState(JSON.parse(JSON.stringify(state)))).toBe(true);
    expect(isChaseState({ ...state, level: 6 })).toBe(false);
    expect(isChaseState({ ...state, lives: 4 })).toBe(false);
    expect(isChaseState({ ...state, score: -1 })).toBe(false);
    expect(isChaseState('state')).toBe(false);
  });
});
