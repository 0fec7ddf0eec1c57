import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../kit/logic';
import { settings, toRules } from './settings';
import { fightState } from './state';

const context = { settings: defaultSettings(settings), teams: 2 };

describe('Fighters state', () => {
  it('starts a new game with a full-health monster and no characters picked yet', () => {
    const state = fightState.initial(context);
    expect(state.battle.health).toBe(150);
    expect(state.battle.teams).toHaveLength(2);
    expect(state).toMatchObject({ monster: '', cast: [] });
  });

  it('reads a saved battle back with its monster and the characters the teams picked', () => {
    const saved = { ...fightState.initial(context), monster: 'wolf', cast: ['cat', 'robot'] };
    expect(fightState.parse(JSON.parse(JSON.stringify(saved)), context)).toEqual(saved);
  });

  it('asks for character select again when the saved cast does not name every team’s character', () => {
    const saved = { ...fightState.initial(context), monster: 'wolf', cast: ['cat', 7] };
    expect(fightState.parse(saved, context)).toEqual({ ...saved, cast: [] });
    expect(fightState.parse({ ...saved, cast: 'cat' }, context)?.cast).toEqual([]);
  });

  it('refuses a tampered, finished or other-sized battle', () => {
    const good = fightState.initial(context);
    expect(fightState.parse(null, context)).toBeNull();
    expect(fightState.parse({ battle: { ...good.battle, health: -5 } }, context)).toBeNull();
    expect(fightState.parse({ battle: { ...good.battle, over: true } }, context)).toBeNull();
    expect(fightState.parse(good, { ...context, teams: 3 })).toBeNull();
  });

  it('plays listen and choose with the teacher’s health and penalty', () => {
    expect(toRules({ ...context.settings, health: 200, penalty: true })).toEqual({
      mode: 'listen',
      monsterHealth: 200,
      wrongPenalty: 5,
    });
  });
});
