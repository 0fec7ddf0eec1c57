import { describe, expect, it } from 'vitest';
import { validateSettings } from '../../kit/logic/settings';
import { newRound, roundSummary, safeDone } from './round';
import { safeConfig, SETTINGS } from './settings';
import { tellOnce } from '../../kit/logic';
import { safeState } from './state';

describe('a round of safes', () => {
  it('gives every team its safes, then ends', () => {
    const round = newRound(3, 2);
    const over = Array.from({ length: 6 }, (_, i) => safeDone(round, i % 2 === 0));
    expect(over).toEqual([false, false, false, false, false, true]);
    expect(roundSummary(round)).toBe('3 safes cracked!');
  });
});

describe('the settings', () => {
  it('turn the keypad into its side and longest word', () => {
    const values = validateSettings(SETTINGS, { board: 'tiny', clue: 'first' }).values;
    expect(safeConfig(values)).toMatchObject({ side: 3, maxLetters: 6, clue: 'first', safesPerTeam: 2 });
    expect(safeConfig(validateSettings(SETTINGS, { clue: 'picture' }).values).clue).toBe('picture');
    // An older save's clue is still one of the choices.
    expect(safeConfig(validateSettings(SETTINGS, { clue: 'say' }).values).clue).toBe('say');
    expect(safeConfig(validateSettings(SETTINGS, { board: 'big' }).values)).toMatchObject({ side: 5, maxLetters: 12 });
  });
});

describe('the saved state', () => {
  it('reads back what the teacher was told and refuses anything else', () => {
    const context = { settings: validateSettings(SETTINGS, {}).values, teams: 2 };
    expect(safeState.parse({ told: ['café', 3] }, context)).toEqual({ told: ['café'] });
    expect(safeState.parse({ told: 'x' }, context)).toBeNull();
    expect(safeState.parse(null, context)).toBeNull();
    const state = safeState.initial(context);
    expect(tellOnce(state.told, [{ entry: 'café' }])).toHaveLength(1);
    expect(tellOnce(state.told, [{ entry: 'café' }, { entry: '苹果' }])).toEqual([{ entry: '苹果' }]);
  });
});
