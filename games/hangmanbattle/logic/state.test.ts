import { describe, expect, it } from 'vitest';
import { validateSettings } from '../../kit/logic/settings';
import { SETTINGS } from './settings';
import { tellOnce } from '../../kit/logic';
import { hangmanState } from './state';

describe('Hangman Battle’s saved state', () => {
  const context = { settings: validateSettings(SETTINGS, { hearts: 4 }).values, teams: 3 };

  it('starts every team with the hearts the teacher chose', () => {
    const state = hangmanState.initial(context);
    expect(state.battle.hearts).toEqual([4, 4, 4]);
    expect(hangmanState.parse(JSON.parse(JSON.stringify(state)), context)).toEqual(state);
  });

  it('refuses a save that is not one', () => {
    expect(hangmanState.parse({ battle: null, cast: [], told: [] }, context)).toBeNull();
    expect(hangmanState.parse('x', context)).toBeNull();
  });

  it('tells the teacher about a left-out word once', () => {
    const state = hangmanState.initial(context);
    expect(tellOnce(state.told, [{ entry: '苹果' }])).toHaveLength(1);
    expect(tellOnce(state.told, [{ entry: '苹果' }])).toHaveLength(0);
  });
});
