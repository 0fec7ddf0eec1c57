import { describe, expect, it } from 'vitest';
import { validateSettings } from '../../kit/logic/settings';
import { blasterConfig, SETTINGS } from './settings';
import { afterRound, blasterState, type BlasterState } from './state';

const fresh = (): BlasterState => blasterState.initial({ settings: validateSettings(SETTINGS, {}).values, teams: 3 });

describe('the teams’ rounds', () => {
  it('pass from team to team in order, round after round, until each team has played its rounds', () => {
    let state = fresh();
    const order: number[] = [];
    for (;;) {
      order.push(state.team);
      const next = afterRound(state, 3, 2);
      state = next.state;
      if (next.gameOver) break;
    }
    expect(order).toEqual([0, 1, 2, 0, 1, 2]);
    expect(state.played).toBe(6);
  });

  it('gives a single team (the whole class) its rounds one after another', () => {
    const first = afterRound(fresh(), 1, 2);
    expect(first).toMatchObject({ state: { team: 0, played: 1 }, gameOver: false });
    expect(afterRound(first.state, 1, 2)).toMatchObject({ state: { team: 0, played: 2 }, gameOver: true });
  });

  it('keeps the cast and what the teacher was told', () => {
    const state = { ...fresh(), cast: ['a', 'b'], told: ['ice cream'] };
    expect(afterRound(state, 2, 1).state).toMatchObject({ cast: ['a', 'b'], told: ['ice cream'] });
  });
});

describe('the saved state', () => {
  const context = { settings: validateSettings(SETTINGS, {}).values, teams: 2 };
  it('reads a save back and refuses a bad or foreign one', () => {
    const saved = { team: 1, played: 3, cast: ['img:characters:1', 4], told: ['café'] };
    expect(blasterState.parse(saved, context)).toEqual({
      team: 1,
      played: 3,
      cast: ['img:characters:1'],
      told: ['café'],
    });
    expect(blasterState.parse({ ...saved, team: 2 }, context)).toBeNull();
    expect(blasterState.parse({ ...saved, played: -1 }, context)).toBeNull();
    expect(blasterState.parse({ ...saved, told: 'x' }, context)).toBeNull();
    expect(blasterState.parse(null, context)).toBeNull();
  });
});

describe('the settings', () => {
  it('give the sky’s size, the speed, the cost of a wrong letter and the rounds', () => {
    expect(blasterConfig(validateSettings(SETTINGS, {}).values)).toEqual({
      aliens: 6,
      sway: 0.1,
      wrongCost: 'point',
      roundsPerTeam: 2,
    });
    const chosen = validateSettings(SETTINGS, { aliens: '4', speed: 'slow', wrong: 'time', rounds: 3 }).values;
    expect(blasterConfig(chosen)).toMatchObject({ aliens: 4, wrongCost: 'time', roundsPerTeam: 3 });
  });
});
