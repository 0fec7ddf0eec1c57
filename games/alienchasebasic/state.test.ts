import { describe, expect, it } from 'vitest';
import { defaultSettings, picturesOnlyOn, validateSettings } from '../kit/logic';
import { settings } from './settings';
import { chaseState } from './state';

const context = { settings: defaultSettings(settings), teams: 1 };

describe('Alien Chase Basic state', () => {
  it('starts a chase at the starting level with every heart, and reads a saved one back', () => {
    const state = chaseState.initial(context);
    expect(state.chase).toMatchObject({ score: 0, over: false });
    expect(chaseState.parse(JSON.parse(JSON.stringify(state)), context)).toEqual(state);
  });

  it('refuses a tampered or finished chase', () => {
    const { chase } = chaseState.initial(context);
    expect(chaseState.parse({ chase: { ...chase, lives: -1 } }, context)).toBeNull();
    expect(chaseState.parse({ chase: { ...chase, over: true } }, context)).toBeNull();
    expect(chaseState.parse('chase', context)).toBeNull();
  });
});

describe('Alien Chase Basic settings', () => {
  it('offer Pictures only, off by default, and read a save from before it', () => {
    const { picturesOnly, ...older } = defaultSettings(settings);
    expect(picturesOnly).toBe(false);
    const read = validateSettings(settings, older);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual(defaultSettings(settings));
    expect(picturesOnlyOn(settings, { ...read.values, picturesOnly: true })).toBe(true);
  });
});
