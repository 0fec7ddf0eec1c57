import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../kit/logic';
import { settings } from './settings';
import { fightState } from './state';

const context = { settings: defaultSettings(settings), teams: 2 };

describe('Fighters Basic state', () => {
  it('starts a new game with a full-health monster and no cast yet', () => {
    const state = fightState.initial(context);
    expect(state.battle.health).toBe(100);
    expect(state.battle.teams).toHaveLength(2);
    expect(state).toMatchObject({ monster: '', cast: [] });
  });

  it('reads a saved battle back, keeping only the texture keys that are text', () => {
    const saved = { ...fightState.initial(context), monster: 'wolf', cast: ['cat', 7, 'robot'] };
    expect(fightState.parse(JSON.parse(JSON.stringify(saved)), context)).toEqual({ ...saved, cast: ['cat', 'robot'] });
  });

  it('refuses a tampered, finished or other-sized battle', () => {
    const good = fightState.initial(context);
    expect(fightState.parse(null, context)).toBeNull();
    expect(fightState.parse({ battle: { ...good.battle, health: -5 } }, context)).toBeNull();
    expect(fightState.parse({ battle: { ...good.battle, over: true } }, context)).toBeNull();
    expect(fightState.parse(good, { ...context, teams: 3 })).toBeNull();
  });
});
