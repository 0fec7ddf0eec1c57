import { describe, expect, it } from 'vitest';
import { defaultSettings, picturesOnlyOn, validateSettings } from '../kit/logic';
import { settings, toRules } from './settings';
import { fightSave } from './state';

// The saved-state rules themselves are tested in mechanics/battle/saved-state.test.ts.
const context = { settings: defaultSettings(settings), teams: 2 };

describe('Fighters Basic state', () => {
  it('starts at the teacher’s monster health, and keeps the text keys of a partial cast (the arena fills it)', () => {
    expect(fightSave.state.initial(context).battle.health).toBe(100);
    const saved = { ...fightSave.state.initial(context), monster: 'wolf', cast: ['cat', 7] };
    expect(fightSave.state.parse(saved, context)?.cast).toEqual(['cat']);
  });

  it('answers in the teacher’s mode', () => {
    expect(toRules({ ...context.settings, mode: 'sayit' })).toMatchObject({ mode: 'sayit', monsterHealth: 100 });
  });
});

describe('Fighters Basic settings', () => {
  it('offer Pictures only, off by default, and read a save from before it', () => {
    const { picturesOnly, ...older } = defaultSettings(settings);
    expect(picturesOnly).toBe(false);
    const read = validateSettings(settings, older);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual(defaultSettings(settings));
    expect(picturesOnlyOn(settings, { ...read.values, picturesOnly: true })).toBe(true);
  });
});
