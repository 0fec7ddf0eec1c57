import { describe, expect, it } from 'vitest';
import { validateSettings } from '../kit/logic/settings';
import { settings } from './settings';
import { fourState } from './state';

describe('Four In A Row’s saved state', () => {
  const context = { settings: validateSettings(settings, {}).values, teams: 3 };

  it('starts with no cast and no boards, and reads its own save back', () => {
    const state = fourState.initial(context);
    expect(state).toEqual({ cast: [], results: [] });
    const played = {
      cast: ['img:characters:1', 'img:characters:2', 'img:official:characters:9'],
      results: [2, null, 0],
    };
    expect(fourState.parse(JSON.parse(JSON.stringify(played)), context)).toEqual(played);
    expect(fourState.parse(state, context)).toEqual(state);
  });

  it('returns null for an old or tampered save: the game starts fresh', () => {
    const bad: unknown[] = [
      null,
      'x',
      42,
      [],
      {},
      // An older shape (a board's round of words).
      { words: 6, right: 2 },
      { cast: [], results: [3] },
      { cast: [], results: [-1] },
      { cast: [], results: [1.5] },
      { cast: [], results: ['0'] },
      { cast: ['a', 'b'], results: [] },
      { cast: ['a', 'b', 7], results: [] },
      { cast: ['', 'b', 'c'], results: [] },
      { cast: ['a', 'b', 'x'.repeat(201)], results: [] },
      { cast: [], results: Array.from({ length: 51 }, () => null) },
      { cast: 'a,b,c', results: [] },
      { cast: [], results: null },
    ];
    for (const saved of bad) expect(fourState.parse(saved, context), JSON.stringify(saved)).toBeNull();
  });

  it('has settings that default to saying the word on the standard board, one board a game', () => {
    expect(context.settings).toEqual({ mode: 'say', board: 'standard', boards: 1, picturesOnly: false });
    expect(validateSettings(settings, { board: '10x10' }).errors.board).toBeDefined();
  });

  it("reads an older save's settings (no 'Pictures only') with it off", () => {
    const { values, errors } = validateSettings(settings, { mode: 'listen', board: '7x6', boards: 2 });
    expect(errors).toEqual({});
    expect(values).toEqual({ mode: 'listen', board: '7x6', boards: 2, picturesOnly: false });
  });
});
