import { describe, expect, it } from 'vitest';
import { defaultSettings, picturesOnlyOn, validateSettings } from '../kit/logic';
import { answerWay, settings, toRules } from './settings';
import { fightState, lastedOnPodium, podium } from './state';

const context = { settings: defaultSettings(settings), teams: 3 };

describe('Space Fight state', () => {
  it('starts every ship at the teacher’s health and reads a save back (null for a tampered one)', () => {
    const state = fightState.initial({ ...context, settings: { ...context.settings, health: 80 } });
    expect(state.health).toEqual([80, 80, 80]);
    expect(fightState.parse(JSON.parse(JSON.stringify(state)), context)).toEqual(state);
    expect(fightState.parse({ ...state, turn: 'red' }, context)).toBeNull();
    expect(fightState.parse(state, { ...context, teams: 2 })).toBeNull();
  });

  it('reads the panel: listen and choose by default, the health, monsters and turns per round', () => {
    expect(answerWay(context.settings)).toBe('listen');
    expect(answerWay({ ...context.settings, mode: 'sayit' })).toBe('sayit');
    expect(toRules(context.settings)).toEqual({ health: 50, monsters: 2, turnsPerRound: 3 });
  });

  it('ranks the destroyed ships on the podium by how long they lasted', () => {
    podium.fight = null;
    expect(lastedOnPodium(1)).toBe(0);
    const state = fightState.initial(context);
    state.health = [20, 0, 0];
    state.out = [null, 6, 2];
    state.turns = 7;
    podium.fight = state;
    expect([0, 1, 2].map(lastedOnPodium)).toEqual([9, 6, 2]);
  });
});

describe('Space Fight settings', () => {
  it('offer Pictures only, off by default, and read a save from before it', () => {
    const { picturesOnly, ...older } = defaultSettings(settings);
    expect(picturesOnly).toBe(false);
    const read = validateSettings(settings, older);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual(defaultSettings(settings));
    expect(picturesOnlyOn(settings, { ...read.values, picturesOnly: true })).toBe(true);
  });
});
