import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../kit/logic';
import { tellOnce, wordSearchState } from './saved-state';
import { SETTINGS } from './settings';

const context = { settings: defaultSettings(SETTINGS), teams: 2 };

describe('Word Search state', () => {
  it('starts a game having told nothing, and keeps the entries already reported', () => {
    expect(wordSearchState.initial(context)).toEqual({ reported: [] });
    expect(wordSearchState.parse({ reported: ['hippopotamus', 'a'] }, context)).toEqual({
      reported: ['hippopotamus', 'a'],
    });
    expect(wordSearchState.parse({ reported: ['cat', 3, null] }, context)).toEqual({ reported: ['cat'] });
  });

  it('refuses nothing or anything malformed (the game starts fresh and says so)', () => {
    expect(wordSearchState.parse(null, context)).toBeNull();
    expect(wordSearchState.parse('x', context)).toBeNull();
    expect(wordSearchState.parse({ reported: 'cat' }, context)).toBeNull();
  });
});

describe('tellOnce', () => {
  it('gives the words left out that were not told yet, and remembers them for the rest of the game', () => {
    const state = { reported: ['hippopotamus'] };
    const left = [
      { entry: 'hippopotamus', reason: 'too-long' as const },
      { entry: 'a', reason: 'too-short' as const },
    ];
    expect(tellOnce(state, left)).toEqual([{ entry: 'a', reason: 'too-short' }]);
    expect(state.reported).toEqual(['hippopotamus', 'a']);
    expect(tellOnce(state, left)).toEqual([]);
  });
});
