import { describe, expect, it } from 'vitest';
import { defaultSettings, picturesOnlyOn, validateSettings } from '../kit/logic';
import { newShields } from './logic/shields';
import { settings, toRules } from './settings';
import { blockadeState } from './state';

const context = { settings: defaultSettings(settings), teams: 2 };

describe('UFO Blockade state and settings', () => {
  it('starts a new game with whole shields, and reads a save back (a malformed one starts fresh)', () => {
    const fresh = blockadeState.initial(context);
    expect(fresh).toEqual({ waves: 0, shields: newShields(), hits: 0, cast: [], told: [] });
    const saved = { waves: 2, shields: [1, 0, 3, 2], hits: 9, cast: ['img:c:1', 'img:c:2'], told: [] };
    expect(blockadeState.parse(saved, context)).toEqual(saved);
    expect(blockadeState.parse({ ...saved, hits: 'many' }, context)).toBeNull();
    expect(blockadeState.parse('{}', context)).toBeNull();
  });

  it('reads the panel: team scoring by default, co-op when chosen; rows and UFOs in a row kept in range', () => {
    expect(toRules(defaultSettings(settings))).toEqual({ scoring: 'teams', rows: 2, columns: 4, waves: 3, seconds: 0 });
    const coop = toRules({ ...defaultSettings(settings), scoring: 'coop', rows: 7, columns: 1 });
    expect(coop).toMatchObject({ scoring: 'coop', rows: 3, columns: 3 });
  });
});

describe('UFO Blockade settings', () => {
  it('offer Pictures only, off by default, and read a save from before it', () => {
    const { picturesOnly, ...older } = defaultSettings(settings);
    expect(picturesOnly).toBe(false);
    const read = validateSettings(settings, older);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual(defaultSettings(settings));
    expect(picturesOnlyOn(settings, { ...read.values, picturesOnly: true })).toBe(true);
  });
});
