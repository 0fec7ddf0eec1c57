import { describe, expect, it } from 'vitest';
import { awards, shoot, startWave, timeUp, type Wave, waveEnd, waveHits, type WaveRules } from './blockade';
import { bottomAltitude, flying } from './formation';
import { newShields } from './shields';

const WORDS = ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream', 'owl'];
const rules = (overrides: Partial<WaveRules> = {}): WaveRules => ({
  rows: 2,
  columns: 4,
  scoring: 'teams',
  teams: 2,
  ...overrides,
});

/** Misses until the bottom row is one step over the shields. */
function lowerToTheBrink(wave: Wave): void {
  for (let i = 1; i < bottomAltitude(wave.formation.rows); i++) timeUp(wave, 'cat');
}

describe('a shot', () => {
  it('at the UFO carrying the spoken word shoots it down and scores for the team that shot it', () => {
    const wave = startWave(WORDS, rules(), newShields());
    const shot = shoot(wave, 2, 'lion', 1);
    expect(shot).toMatchObject({ kind: 'hit', ufo: { id: 2, state: 'hit' }, awards: [0, 1], end: null });
    expect(wave.hits).toEqual([0, 1]);
    expect(wave.misses).toBe(0);
    expect(flying(wave.formation)).toHaveLength(7);
  });

  it('at another UFO is a miss: nothing is shot down, every UFO moves a step down, the right one is named', () => {
    const wave = startWave(WORDS, rules(), newShields());
    const before = wave.formation.ufos.map((u) => u.altitude);
    const shot = shoot(wave, 2, 'dog', 0);
    expect(shot).toMatchObject({ kind: 'miss', ufo: { id: 2, state: 'flying' }, through: [], end: null });
    expect(shot.kind === 'miss' && shot.right.map((u) => u.id)).toEqual([1]);
    expect(wave.formation.ufos.map((u) => u.altitude)).toEqual(before.map((a) => a - 1));
    expect(wave.hits).toEqual([0, 0]);
    expect(wave.misses).toBe(1);
  });

  it('at a UFO already down, or after the wave is over, does nothing', () => {
    const wave = startWave(WORDS, rules(), newShields());
    shoot(wave, 0, 'cat', 0);
    expect(shoot(wave, 0, 'cat', 0)).toEqual({ kind: 'none' });
    expect(shoot(wave, 99, 'cat', 0)).toEqual({ kind: 'none' });
    wave.shields.fill(0);
    expect(shoot(wave, 1, 'dog', 0)).toEqual({ kind: 'none' });
    expect(timeUp(wave, 'dog')).toEqual({ kind: 'none' });
  });

  it('not fired before the clock runs out is a miss too', () => {
    const wave = startWave(WORDS, rules(), newShields());
    const shot = timeUp(wave, 'owl');
    expect(shot).toMatchObject({ kind: 'miss', ufo: null, end: null });
    expect(shot.kind === 'miss' && shot.right.map((u) => u.id)).toEqual([7]);
    expect(wave.misses).toBe(1);
  });
});

describe('UFOs breaking through', () => {
  it('crack the shield under each of them', () => {
    const wave = startWave(WORDS, rules({ columns: 4 }), newShields());
    lowerToTheBrink(wave);
    const shot = timeUp(wave, 'cat');
    expect(shot.kind === 'miss' && shot.through.map((t) => [t.ufo.id, t.shield])).toEqual([
      [4, 0],
      [5, 1],
      [6, 2],
      [7, 3],
    ]);
    expect(wave.shields).toEqual([2, 2, 2, 2]);
    expect(wave.formation.ufos.filter((u) => u.state === 'crashed')).toHaveLength(4);
  });

  it('crack the nearest standing shield where theirs is broken', () => {
    const wave = startWave(WORDS, rules({ rows: 1, columns: 4 }), [0, 3, 3, 0]);
    lowerToTheBrink(wave);
    const shot = timeUp(wave, 'cat');
    expect(shot.kind === 'miss' && shot.through.map((t) => t.shield)).toEqual([1, 1, 2, 2]);
    expect(wave.shields).toEqual([0, 1, 1, 0]);
  });

  it('land when every shield is broken: the wave ends, landed, even with UFOs still flying', () => {
    const wave = startWave(WORDS, rules({ rows: 2, columns: 4 }), [1, 0, 0, 1]);
    lowerToTheBrink(wave);
    const shot = timeUp(wave, 'cat');
    // The first two crack the last two shields; nothing stands for the other two: they land.
    expect(shot.kind === 'miss' && shot.through.map((t) => t.shield)).toEqual([0, 3, -1, -1]);
    expect(shot).toMatchObject({ end: 'landed' });
    expect(flying(wave.formation)).toHaveLength(4);
    expect(waveEnd(wave)).toBe('landed');
  });
});

describe('the end of a wave', () => {
  it('is cleared when the last UFO is shot down', () => {
    const wave = startWave(['cat', 'dog', 'owl'], rules({ rows: 1, columns: 3 }), newShields());
    expect(shoot(wave, 0, 'cat', 0)).toMatchObject({ end: null });
    expect(shoot(wave, 1, 'dog', 1)).toMatchObject({ end: null });
    expect(shoot(wave, 2, 'owl', 0)).toMatchObject({ kind: 'hit', end: 'cleared' });
    expect(waveHits(wave)).toBe(3);
  });

  it('is over, not landed, when the last UFOs crash while a shield still stands', () => {
    const wave = startWave(['cat', 'dog', 'owl'], rules({ rows: 1, columns: 3 }), newShields());
    shoot(wave, 0, 'cat', 0);
    shoot(wave, 1, 'dog', 0);
    lowerToTheBrink(wave);
    expect(timeUp(wave, 'owl')).toMatchObject({ kind: 'miss', end: 'cleared' });
    expect(waveEnd(wave)).toBe('cleared');
  });

  it('is not reached while a UFO flies and a shield stands', () => {
    const wave = startWave(WORDS, rules(), [0, 0, 0, 1]);
    expect(waveEnd(wave)).toBeNull();
  });
});

describe('scoring', () => {
  it('by team: a hit is a point for the team that shot, none for the others; a miss costs no point', () => {
    expect(awards('teams', 3, 0)).toEqual([1, 0, 0]);
    expect(awards('teams', 3, 2)).toEqual([0, 0, 1]);
    const wave = startWave(WORDS, rules({ teams: 3 }), newShields());
    shoot(wave, 0, 'cat', 0);
    shoot(wave, 1, 'lion', 1);
    shoot(wave, 2, 'lion', 2);
    expect(wave.hits).toEqual([1, 0, 1]);
  });

  it('together: every hit is a point for every team, whoever shot', () => {
    expect(awards('coop', 3, 1)).toEqual([1, 1, 1]);
    expect(awards('coop', 1, 0)).toEqual([1]);
    const wave = startWave(WORDS, rules({ scoring: 'coop', teams: 2 }), newShields());
    const shot = shoot(wave, 3, 'zebra', 1);
    expect(shot).toMatchObject({ kind: 'hit', awards: [1, 1] });
    expect(waveHits(wave)).toBe(1);
  });
});
