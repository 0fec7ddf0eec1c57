import { describe, expect, it } from 'vitest';
import { answer, createBattle, DEFAULT_SETTINGS } from '../../mechanics/battle/battle';
import { BOSS_AT, BOSS_GROWTH, bossLine, bossStarts, isBoss, promptFor, roundSummary } from './boss';

describe('when the boss event starts', () => {
  it('is at half of the monster’s health', () => {
    expect(BOSS_AT).toBe(0.5);
    expect(bossLine(150)).toBe(75);
    expect(BOSS_GROWTH).toBeGreaterThan(1);
  });

  it('starts on the hit that takes the monster to half health or below', () => {
    expect(bossStarts(80, 75, 150)).toBe(true);
    expect(bossStarts(80, 70, 150)).toBe(true);
    expect(bossStarts(76, 76, 150)).toBe(false);
    expect(bossStarts(90, 80, 150)).toBe(false);
  });

  it('starts once: later hits of the boss fight do not start it again', () => {
    expect(bossStarts(75, 65, 150)).toBe(false);
    expect(bossStarts(40, 30, 150)).toBe(false);
  });

  it('does not start on the hit that beats the monster (the game ends instead)', () => {
    expect(bossStarts(10, 0, 20)).toBe(false);
  });

  it('starts for an odd health on its half line too', () => {
    expect(bossStarts(60, 50, 101)).toBe(true);
    expect(bossStarts(51, 50.5, 101)).toBe(true);
  });

  it('starts exactly once over a whole battle played to the end', () => {
    const settings = { ...DEFAULT_SETTINGS, monsterHealth: 125 };
    const battle = createBattle(3, settings);
    let starts = 0;
    let i = 0;
    while (!battle.over) {
      const before = battle.health;
      const outcome = answer(battle, i++ % 3 !== 1, settings, () => (i * 0.37) % 1);
      if (outcome.kind === 'hit' && bossStarts(before, outcome.health, battle.maxHealth)) starts += 1;
    }
    expect(starts).toBe(1);
  });

  it('makes the monster a boss from half health until it is beaten', () => {
    expect(isBoss(150, 150)).toBe(false);
    expect(isBoss(76, 150)).toBe(false);
    expect(isBoss(75, 150)).toBe(true);
    expect(isBoss(1, 150)).toBe(true);
    expect(isBoss(0, 150)).toBe(false);
    expect(isBoss(0, 0)).toBe(false);
  });
});

describe('harder prompts', () => {
  it('asks with three buttons and no clock before the boss', () => {
    expect(promptFor(false, 10)).toEqual({ choices: 3, seconds: 0 });
  });

  it('asks the boss fight with four buttons and the teacher’s clock', () => {
    expect(promptFor(true, 10)).toEqual({ choices: 4, seconds: 10 });
    expect(promptFor(true, 15)).toEqual({ choices: 4, seconds: 15 });
  });

  it('has no clock when the teacher turned it off (or it is not a number)', () => {
    expect(promptFor(true, 0)).toEqual({ choices: 4, seconds: 0 });
    expect(promptFor(true, Number.NaN)).toEqual({ choices: 4, seconds: 0 });
    expect(promptFor(true, -5)).toEqual({ choices: 4, seconds: 0 });
  });
});

describe('the round summary', () => {
  it('says the health left, and that the boss fight is next after the event', () => {
    expect(roundSummary(150, 150)).toBe('The monster has 150 of 150 health left!');
    expect(roundSummary(70, 150)).toBe("It's a BOSS now: 70 of 150 health left!");
  });
});
