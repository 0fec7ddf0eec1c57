import { describe, expect, it } from 'vitest';
import { defaultSettings, picturesOnlyOn, validateSettings } from '../kit/logic';
import { settings, toRules } from './settings';
import { fightSave } from './state';

// The saved-state rules themselves are tested in mechanics/battle/saved-state.test.ts.
const context = { settings: defaultSettings(settings), teams: 2 };

describe('Fighters state', () => {
  it('starts at the teacher’s monster health, and asks for character select again for a partial cast', () => {
    const state = fightSave.state.initial(context);
    expect(state.battle.health).toBe(150);
    const saved = { ...state, monster: 'wolf', cast: ['cat', 7] };
    expect(fightSave.state.parse(saved, context)).toEqual({ ...saved, cast: [] });
    expect(fightSave.state.parse({ ...saved, cast: ['cat', 'robot'] }, { ...context, teams: 3 })).toBeNull();
  });

  it('plays listen and choose with the teacher’s health and penalty', () => {
    expect(toRules({ ...context.settings, health: 200, penalty: true })).toEqual({
      mode: 'listen',
      monsterHealth: 200,
      wrongPenalty: 5,
    });
  });
});

describe('Fighters settings', () => {
  it('offer Pictures only, off by default, and read a save from before it', () => {
    const { picturesOnly, ...older } = defaultSettings(settings);
    expect(picturesOnly).toBe(false);
    const read = validateSettings(settings, older);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual(defaultSettings(settings));
    expect(picturesOnlyOn(settings, { ...read.values, picturesOnly: true })).toBe(true);
  });
});
