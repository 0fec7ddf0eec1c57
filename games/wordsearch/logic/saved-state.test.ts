import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../kit/logic';
import { wordSearchState } from './saved-state';
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
