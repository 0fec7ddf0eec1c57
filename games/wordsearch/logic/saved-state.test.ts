import { describe, expect, it } from 'vitest';
import { readWordSearchState } from './saved-state';

describe('readWordSearchState', () => {
  it('keeps the entries already reported', () => {
    expect(readWordSearchState({ reported: ['hippopotamus', 'a'] })).toEqual({ reported: ['hippopotamus', 'a'] });
  });

  it('starts clean from nothing or anything malformed', () => {
    expect(readWordSearchState(null)).toEqual({ reported: [] });
    expect(readWordSearchState('x')).toEqual({ reported: [] });
    expect(readWordSearchState({ reported: 'cat' })).toEqual({ reported: [] });
    expect(readWordSearchState({ reported: ['cat', 3, null] })).toEqual({ reported: ['cat'] });
  });
});
