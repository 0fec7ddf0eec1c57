import { describe, expect, it } from 'vitest';
import { FREEZE_MS, TURN_TRIES, canTouch, endRace, isFrozen, playMode, plays, startRace, touch } from './race';

describe('Spot The Word: a word raced by both halves', () => {
  it('goes to the first half that touches the word, once, with its time', () => {
    const race = startRace('race', 0, 1000);
    expect(touch(race, 1, true, 2300)).toEqual({ kind: 'right', half: 1, ms: 1300 });
    expect(race).toMatchObject({ winner: 1, winnerMs: 1300, over: true });
    // The other finger, a moment later: the word is gone.
    expect(touch(race, 0, true, 2310)).toEqual({ kind: 'ignored', why: 'over' });
    expect(race.winner).toBe(1);
  });

  it('freezes a half for 2 s after a wrong card, while the other half plays on', () => {
    const race = startRace('race', 0, 0);
    expect(touch(race, 0, false, 500)).toEqual({ kind: 'wrong', half: 0, until: 500 + FREEZE_MS, over: false });
    expect(isFrozen(race, 0, 500)).toBe(true);
    expect(isFrozen(race, 1, 500)).toBe(false);
    // Frozen: even the right card does nothing, and touching again does not lengthen the freeze.
    expect(touch(race, 0, true, 1000)).toEqual({ kind: 'ignored', why: 'frozen' });
    expect(touch(race, 0, false, 2499)).toEqual({ kind: 'ignored', why: 'frozen' });
    expect(race.frozenUntil[0]).toBe(2500);
    expect(race.misses).toEqual([1, 0]);
    expect(canTouch(race, 1, 1000)).toBe(true);
    // Thawed at exactly 2 s.
    expect(canTouch(race, 0, 2500)).toBe(true);
    expect(touch(race, 0, true, 2500)).toEqual({ kind: 'right', half: 0, ms: 2500 });
  });

  it('takes two touches at the same moment: one half freezes while the other spots the word', () => {
    const race = startRace('race', 0, 0);
    expect(touch(race, 0, false, 800).kind).toBe('wrong');
    expect(touch(race, 1, true, 800)).toEqual({ kind: 'right', half: 1, ms: 800 });
    expect(race).toMatchObject({ winner: 1, misses: [1, 0], over: true });
  });

  it('lets both halves be frozen at once, and never ends a race on wrong touches', () => {
    const race = startRace('race', 1, 0);
    touch(race, 0, false, 100);
    touch(race, 1, false, 150);
    expect([isFrozen(race, 0, 200), isFrozen(race, 1, 200)]).toEqual([true, true]);
    for (let t = 2200; t < 20_000; t += 2100) touch(race, 0, false, t);
    expect(race.over).toBe(false);
    expect(race.misses[0]).toBeGreaterThan(TURN_TRIES);
  });

  it('ends with no winner on a skip or when the time runs out, once', () => {
    const race = startRace('race', 0, 0);
    expect(endRace(race)).toBe(true);
    expect(endRace(race)).toBe(false);
    expect(race).toMatchObject({ winner: null, winnerMs: null, over: true });
    expect(touch(race, 0, true, 10).kind).toBe('ignored');
  });
});

describe('Spot The Word: turns, where the screen takes one finger', () => {
  it('plays only the half whose turn it is', () => {
    const race = startRace('turns', 1, 0);
    expect([plays(race, 0), plays(race, 1)]).toEqual([false, true]);
    expect(touch(race, 0, true, 100)).toEqual({ kind: 'ignored', why: 'waiting' });
    expect(race.over).toBe(false);
    expect(touch(race, 1, true, 900)).toEqual({ kind: 'right', half: 1, ms: 900 });
  });

  it('freezes the half after a wrong card, and ends the word at the second', () => {
    const race = startRace('turns', 0, 0);
    expect(touch(race, 0, false, 100)).toEqual({ kind: 'wrong', half: 0, until: 100 + FREEZE_MS, over: false });
    expect(touch(race, 0, false, 1000)).toEqual({ kind: 'ignored', why: 'frozen' });
    expect(touch(race, 0, false, 2100)).toEqual({ kind: 'wrong', half: 0, until: 2100 + FREEZE_MS, over: true });
    expect(race).toMatchObject({ winner: null, over: true, misses: [2, 0] });
  });
});

describe('Spot The Word: race or turns', () => {
  it('races on a screen taking two fingers or more when the teacher leaves it to the game', () => {
    expect(playMode('auto', 10)).toBe('race');
    expect(playMode('auto', 2)).toBe('race');
    expect(playMode('auto', 1)).toBe('turns');
    expect(playMode('auto', 0)).toBe('turns');
  });

  it('does what the teacher chose', () => {
    expect(playMode('race', 0)).toBe('race');
    expect(playMode('turns', 10)).toBe('turns');
    expect(playMode('nonsense', 0)).toBe('turns');
  });
});
