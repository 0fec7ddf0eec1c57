import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './battle';
import { newFightState, readFightState } from './saved-state';

const fresh = () => newFightState(2, { ...DEFAULT_SETTINGS, monsterHealth: 120 });

describe('a battle game’s saved state', () => {
  it('starts a new game with a full-health monster and no monster or characters picked yet', () => {
    const state = fresh();
    expect(state.battle.health).toBe(120);
    expect(state.battle.teams).toHaveLength(2);
    expect(state).toMatchObject({ monster: '', cast: [] });
  });

  it('reads a saved battle back with its monster and characters', () => {
    const saved = { ...fresh(), monster: 'wolf', cast: ['cat', 'robot'] };
    const options = { wholeCast: true };
    expect(readFightState(JSON.parse(JSON.stringify(saved)), 2, options)).toEqual(saved);
  });

  it('keeps only the texture keys that are text, or none when the whole cast is wanted and one is missing', () => {
    const saved = { ...fresh(), monster: 'wolf', cast: ['cat', 7, 'robot'] };
    expect(readFightState(saved, 2, { wholeCast: false })?.cast).toEqual(['cat', 'robot']);
    expect(readFightState({ ...saved, cast: ['cat', 7] }, 2, { wholeCast: true })?.cast).toEqual([]);
    expect(readFightState({ ...saved, cast: 'cat', monster: 3 }, 2, { wholeCast: false })).toMatchObject({
      monster: '',
      cast: [],
    });
  });

  it('refuses a tampered, finished or other-sized battle', () => {
    const good = fresh();
    const options = { wholeCast: false };
    expect(readFightState(null, 2, options)).toBeNull();
    expect(readFightState({ battle: { ...good.battle, health: -5 } }, 2, options)).toBeNull();
    expect(readFightState({ battle: { ...good.battle, over: true } }, 2, options)).toBeNull();
    expect(readFightState(good, 3, options)).toBeNull();
  });
});
