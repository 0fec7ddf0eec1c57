import { describe, expect, it } from 'vitest';
import { shoot, startWave, timeUp, type WaveRules } from './blockade';
import { bottomAltitude } from './formation';
import { afterWave, newBlockade, readBlockade, waveBanner, waveSummary } from './game';
import { newShields } from './shields';

const rules: WaveRules = { rows: 1, columns: 3, scoring: 'teams', teams: 2 };

describe('a game of waves', () => {
  it('starts with whole shields and no wave played', () => {
    expect(newBlockade()).toEqual({ waves: 0, shields: newShields(), hits: 0, cast: [], told: [] });
  });

  it('carries the shields, cracks and all, and the UFOs shot down, to the next wave', () => {
    const state = newBlockade();
    const wave = startWave(['cat', 'dog', 'owl'], rules, state.shields.slice());
    shoot(wave, 0, 'cat', 0);
    for (let i = 0; i < bottomAltitude(1); i++) timeUp(wave, 'dog');
    const { state: next, over } = afterWave(state, wave, 'cleared', 3);
    expect(over).toBe(false);
    expect(next).toMatchObject({ waves: 1, hits: 1, shields: [3, 2, 3, 2] });
    expect(state.waves).toBe(0);
  });

  it('is over after the last wave, or as soon as the UFOs land', () => {
    const wave = startWave(['cat', 'dog', 'owl'], rules, newShields());
    expect(afterWave({ ...newBlockade(), waves: 2 }, wave, 'cleared', 3).over).toBe(true);
    expect(afterWave(newBlockade(), wave, 'landed', 3).over).toBe(true);
    expect(afterWave(newBlockade(), wave, 'cleared', 1).over).toBe(true);
    expect(afterWave(newBlockade(), wave, 'cleared', 2).over).toBe(false);
  });

  it('says how a wave went, by team or together', () => {
    const wave = startWave(['cat', 'dog', 'owl'], rules, newShields());
    for (const [id, word] of [
      [0, 'cat'],
      [1, 'dog'],
      [2, 'owl'],
    ] as const)
      shoot(wave, id, word, 0);
    expect(waveBanner(wave, 'cleared')).toBe('Wave cleared!');
    expect(waveSummary('teams', wave, 'cleared')).toBe('3 UFOs shot down! 4 shields stand.');
    expect(waveSummary('coop', wave, 'cleared')).toBe('Together you shot down 3 UFOs! 4 shields stand.');
    const lost = startWave(['cat', 'dog', 'owl'], rules, [1, 0, 0, 0]);
    shoot(lost, 0, 'cat', 1);
    for (let i = 0; i < bottomAltitude(1); i++) timeUp(lost, 'dog');
    expect(waveBanner(lost, 'landed')).toBe('The UFOs landed!');
    expect(waveSummary('coop', lost, 'landed')).toBe('The UFOs landed! 1 UFO shot down.');
  });

  it('reads a save back, and refuses a malformed or finished one', () => {
    const saved = { waves: 1, shields: [3, 2, 0, 1], hits: 5, cast: ['a', 'b'], told: ['the cat sat on the mat'] };
    expect(readBlockade(saved, 2)).toEqual(saved);
    // Another number of teams: the cast is picked again.
    expect(readBlockade(saved, 3)).toEqual({ ...saved, cast: [] });
    expect(readBlockade({ ...saved, shields: [0, 0, 0, 0] }, 2)).toBeNull();
    expect(readBlockade({ ...saved, waves: -1 }, 2)).toBeNull();
    expect(readBlockade({ ...saved, shields: [3, 3] }, 2)).toBeNull();
    expect(readBlockade({ ...saved, told: 'x' }, 2)).toBeNull();
    expect(readBlockade(null, 2)).toBeNull();
  });
});
