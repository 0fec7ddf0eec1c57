import { describe, expect, it } from 'vitest';
import { readStrings, readToldState, tellOnce, toldStateRules } from './told';

describe('the entries told to the teacher', () => {
  it('gives those left out that were not told yet, and remembers them for the rest of the game', () => {
    const told = ['hippopotamus'];
    const left = [
      { entry: 'hippopotamus', reason: 'too-long' as const },
      { entry: 'a', reason: 'too-short' as const },
    ];
    expect(tellOnce(told, left)).toEqual([{ entry: 'a', reason: 'too-short' }]);
    expect(told).toEqual(['hippopotamus', 'a']);
    expect(tellOnce(told, left)).toEqual([]);
  });

  it('reads a saved list of strings back: its strings, at most 400; anything but a list is not one', () => {
    expect(readStrings(['cat', 3, null, 'a'])).toEqual(['cat', 'a']);
    expect(readStrings(Array.from({ length: 500 }, (_, i) => `w${i}`))).toHaveLength(400);
    expect(readStrings('cat')).toBeNull();
    expect(readStrings(undefined)).toBeNull();
  });

  it('reads a state that is only its told entries, under the game’s own field', () => {
    expect(readToldState({ reported: ['cat', 3] }, 'reported')).toEqual({ reported: ['cat'] });
    expect(readToldState({ told: [] }, 'told')).toEqual({ told: [] });
    expect(readToldState({ told: ['cat'] }, 'reported')).toBeNull();
    expect(readToldState(null, 'told')).toBeNull();
    expect(readToldState('x', 'told')).toBeNull();
  });

  it('are a whole state for a game that keeps nothing else: a new game has told nothing', () => {
    const rules = toldStateRules('reported');
    expect(rules.initial()).toEqual({ reported: [] });
    expect(rules.parse({ reported: ['cat', 3] })).toEqual({ reported: ['cat'] });
    expect(rules.parse({ reported: 'cat' })).toBeNull();
  });
});
