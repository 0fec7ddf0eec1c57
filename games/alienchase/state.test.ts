import { describe, expect, it } from 'vitest';
import { defaultSettings, picturesOnlyOn, validateSettings } from '../kit/logic';
import { settings, toRules } from './settings';
import { chaseState } from './state';

const context = { settings: defaultSettings(settings), teams: 2 };

describe('Alien Chase state', () => {
  it('starts a new game at level 1 with every team’s zaps and a difficulty rising to 10', () => {
    const state = chaseState.initial(context);
    expect(state.chase).toMatchObject({ level: 1, turn: 0, played: 0, over: false });
    expect(state.chase.teams).toEqual([
      { found: 0, caught: 0, zaps: 3 },
      { found: 0, caught: 0, zaps: 3 },
    ]);
    expect(toRules(context.settings).maxLevel).toBe(10);
    expect(state.cast).toEqual([]);
  });

  it('reads a saved chase back with the teams’ characters', () => {
    const saved = { ...chaseState.initial(context), cast: ['cat', 'fox'] };
    expect(chaseState.parse(JSON.parse(JSON.stringify(saved)), context)).toEqual(saved);
    expect(chaseState.parse({ ...saved, cast: ['cat'] }, context)?.cast).toEqual([]);
  });

  it('refuses a finished, tampered or other-sized chase', () => {
    const good = chaseState.initial(context);
    expect(chaseState.parse(null, context)).toBeNull();
    expect(chaseState.parse({ chase: { ...good.chase, over: true } }, context)).toBeNull();
    expect(chaseState.parse({ chase: { ...good.chase, level: 0 } }, context)).toBeNull();
    expect(chaseState.parse(good, { ...context, teams: 3 })).toBeNull();
  });
});

describe('Alien Chase settings', () => {
  it('offer Pictures only, off by default, and read a save from before it', () => {
    const { picturesOnly, ...older } = defaultSettings(settings);
    expect(picturesOnly).toBe(false);
    const read = validateSettings(settings, older);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual(defaultSettings(settings));
    expect(picturesOnlyOn(settings, { ...read.values, picturesOnly: true })).toBe(true);
  });
});
