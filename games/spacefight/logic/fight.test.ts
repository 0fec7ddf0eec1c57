import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic';
import {
  endTurn,
  type FightRules,
  type FightState,
  flying,
  isOver,
  lasted,
  mvps,
  newFight,
  nextFlying,
  nextRound,
  ranking,
  readFight,
  refillMonsters,
  resolveShot,
  rivalsOf,
  roundEnds,
  shooterOf,
  shotDamage,
  winnerOf,
} from './fight';
import { monsterZone } from './layout';
import { MONSTER_HITS } from './space';

const RULES: FightRules = { health: 50, monsters: 2, turnsPerRound: 3 };
const zone = monsterZone(3);

/** A hit of `damage` from `team` at `target` with nothing in the way. */
const hit = (state: FightState, team: number, target: number, damage: number) =>
  resolveShot(state, { team, target, blockedBy: null, damage });

describe('the fight', () => {
  it('starts with every ship at full health, the first team up, no monster yet', () => {
    const state = newFight(3, RULES);
    expect(state.health).toEqual([50, 50, 50]);
    expect(state.out).toEqual([null, null, null]);
    expect([state.turn, state.turns, state.roundTurns]).toEqual([0, 0, 0]);
    expect(state.monsters).toEqual([]);
    expect(newFight(1, RULES).health).toHaveLength(2);
    expect(newFight(9, RULES).health).toHaveLength(4);
  });

  it('passes the turn round the ships still flying, skipping destroyed ones', () => {
    const state = newFight(4, RULES);
    state.health[1] = 0;
    state.health[2] = 0;
    expect(nextFlying(state, 0)).toBe(3);
    expect(nextFlying(state, 3)).toBe(0);
    expect([endTurn(state), endTurn(state), endTurn(state)]).toEqual([3, 0, 3]);
    expect([state.turns, state.roundTurns]).toEqual([3, 3]);
    expect(rivalsOf(state, 0)).toEqual([3]);
  });

  it('lets the team the teacher names fire when its ship flies, else the team up', () => {
    const state = newFight(3, RULES);
    state.turn = 1;
    expect(shooterOf(state)).toBe(1);
    expect(shooterOf(state, 2)).toBe(2);
    state.health[2] = 0;
    expect(shooterOf(state, 2)).toBe(1);
    expect(shooterOf(state, 7)).toBe(1);
  });

  it('takes a hit off the target’s health, credits the shooter’s damage, and destroys a ship at 0', () => {
    const state = newFight(3, RULES);
    expect(hit(state, 0, 2, 12)).toEqual({
      kind: 'hit',
      team: 0,
      target: 2,
      damage: 12,
      health: 38,
      destroyed: false,
      winner: null,
    });
    expect(state.damage).toEqual([12, 0, 0]);
    expect(state.hits).toEqual([1, 0, 0]);
    state.turns = 4;
    // More damage than is left: capped at the health left.
    const last = hit(state, 1, 2, 50);
    expect(last).toMatchObject({ kind: 'hit', damage: 38, health: 0, destroyed: true, winner: null });
    expect(state.out).toEqual([null, null, 5]);
    expect(flying(state)).toEqual([0, 1]);
    expect(state.damage).toEqual([12, 38, 0]);
  });

  it('ignores a shot at itself, at a destroyed ship, from a destroyed ship, or once the fight is over', () => {
    const state = newFight(3, RULES);
    state.health[2] = 0;
    state.out[2] = 1;
    expect(hit(state, 0, 0, 10)).toEqual({ kind: 'none' });
    expect(hit(state, 0, 2, 10)).toEqual({ kind: 'none' });
    expect(hit(state, 2, 0, 10)).toEqual({ kind: 'none' });
    expect(hit(state, 0, 5, 10)).toEqual({ kind: 'none' });
    state.health[1] = 0;
    expect(isOver(state)).toBe(true);
    expect(hit(state, 0, 1, 10)).toEqual({ kind: 'none' });
    expect(state.damage).toEqual([0, 0, 0]);
  });

  it('names the last ship flying the winner', () => {
    const state = newFight(2, RULES);
    state.health[1] = 5;
    expect(hit(state, 0, 1, 9)).toMatchObject({ destroyed: true, winner: 0 });
    expect(winnerOf(state)).toBe(0);
    expect(isOver(state)).toBe(true);
  });

  it('lets a monster in the way take the shot: no damage, and after enough shots it drifts off', () => {
    const state = newFight(2, RULES);
    refillMonsters(state, 2, zone, ['ghost', 'alien'], () => 0.3);
    const [first, second] = state.monsters;
    for (let shot = 1; shot < MONSTER_HITS; shot++) {
      expect(resolveShot(state, { team: 0, target: 1, blockedBy: 1, damage: 10 })).toMatchObject({
        kind: 'blocked',
        monster: { id: second!.id },
        leaves: false,
      });
    }
    expect(resolveShot(state, { team: 1, target: 0, blockedBy: 1, damage: 10 })).toMatchObject({
      kind: 'blocked',
      leaves: true,
    });
    expect(state.monsters.map((m) => m.id)).toEqual([first!.id]);
    expect(state.health).toEqual([50, 50]);
    expect(state.blocked.reduce((a, b) => a + b)).toBe(MONSTER_HITS);
    // A block index that names no monster (it left): the shot gets through.
    expect(resolveShot(state, { team: 0, target: 1, blockedBy: 3, damage: 10 })).toMatchObject({ kind: 'hit' });
  });

  it('brings monsters in up to the teacher’s number, with new ids and pictures not shown yet, and sends extras off', () => {
    const state = newFight(2, RULES);
    const rng = createRng(3);
    const first = refillMonsters(state, 3, zone, ['ghost', 'alien', 'robot'], () => rng.next());
    expect(first.added.map((m) => m.id)).toEqual([0, 1, 2]);
    expect(new Set(state.monsters.map((m) => m.picture)).size).toBe(3);
    expect(refillMonsters(state, 3, zone, ['ghost'], () => rng.next())).toEqual({ added: [], removed: [] });
    const fewer = refillMonsters(state, 1, zone, ['ghost'], () => rng.next());
    expect(fewer.removed.map((m) => m.id)).toEqual([1, 2]);
    expect(state.monsters.map((m) => m.id)).toEqual([0]);
    const again = refillMonsters(state, 2, zone, ['ghost', 'alien'], () => rng.next());
    expect(again.added.map((m) => m.id)).toEqual([3]);
    // No pictures at all: none can come (the kit always has a drawn stand-in, so a game never sees this).
    expect(refillMonsters(newFight(2, RULES), 2, zone, [], () => 0.5).added).toEqual([]);
  });

  it('deals the battle games’ 8 to 12 damage', () => {
    const rng = createRng(11);
    const rolls = Array.from({ length: 200 }, () => shotDamage(() => rng.next()));
    expect(Math.min(...rolls)).toBe(8);
    expect(Math.max(...rolls)).toBe(12);
  });
});

describe('rounds', () => {
  it('end after every ship flying had its turns, or when a ship is destroyed, never at the end of the fight', () => {
    const state = newFight(3, RULES);
    for (let i = 0; i < 8; i++) endTurn(state);
    expect(roundEnds(state, RULES, false)).toBe(false);
    endTurn(state);
    expect(roundEnds(state, RULES, false)).toBe(true);
    const next = nextRound(state);
    expect([next.roundTurns, next.turns]).toEqual([0, 9]);
    expect(roundEnds(next, RULES, false)).toBe(false);
    expect(roundEnds(next, RULES, true)).toBe(true);
    // With a ship out, a round is fewer turns.
    next.health[2] = 0;
    for (let i = 0; i < 6; i++) endTurn(next);
    expect(roundEnds(next, RULES, false)).toBe(true);
    next.health[1] = 0;
    expect(roundEnds(next, RULES, true)).toBe(false);
  });
});

describe('the end', () => {
  it('ranks the ships flying by health, then the destroyed ones, the last to go first; MVP is most damage', () => {
    const state = newFight(4, RULES);
    state.turns = 2;
    hit(state, 0, 3, 50); // team 3 out after turn 3
    state.turns = 6;
    hit(state, 2, 1, 50); // team 1 out after turn 7
    state.health[0] = 20;
    state.turns = 7;
    hit(state, 0, 2, 50); // team 2 out after turn 8: team 0 wins
    expect(winnerOf(state)).toBe(0);
    expect(ranking(state)).toEqual([0, 2, 1, 3]);
    expect([0, 1, 2, 3].map((team) => lasted(state, team))).toEqual([9, 7, 8, 3]);
    expect(mvps(state)).toEqual([0]);
  });

  it('ranks ships still flying by health, and the same health by damage', () => {
    const state = newFight(3, RULES);
    state.health = [30, 40, 30];
    state.damage = [5, 0, 9];
    expect(ranking(state)).toEqual([1, 2, 0]);
    expect(mvps(newFight(2, RULES))).toEqual([]);
  });
});

describe('the save', () => {
  /** A fight in the middle: a ship out, monsters drifting, a round under way. */
  function midFight(): FightState {
    const state = newFight(3, RULES);
    refillMonsters(state, 2, zone, ['ghost', 'alien'], () => 0.4);
    state.turns = 4;
    hit(state, 0, 2, 50);
    endTurn(state);
    state.cast = ['img:characters:1', 'img:characters:2', 'img:characters:3'];
    return JSON.parse(JSON.stringify(state)) as FightState;
  }

  it('reads a saved fight back as it was', () => {
    const saved = midFight();
    expect(readFight(saved, 3)).toEqual(saved);
    // A cast that does not name every team's pilot is dropped (new pilots are picked).
    expect(readFight({ ...saved, cast: ['img:characters:1'] }, 3)?.cast).toEqual([]);
  });

  it('returns null for a tampered, finished or other game’s save', () => {
    const saved = midFight();
    const tampered: unknown[] = [
      null,
      'fight',
      [],
      { ...saved, health: [50, 50] },
      { ...saved, health: [50, 999, 0] },
      { ...saved, health: [50, -5, 0] },
      { ...saved, health: [50, 50.5, 0] },
      { ...saved, maxHealth: 0 },
      { ...saved, turn: 2 },
      { ...saved, turn: 7 },
      { ...saved, out: [null, null, null] },
      { ...saved, out: [3, null, 5] },
      { ...saved, out: [null, null, 99] },
      { ...saved, damage: [1, 2] },
      { ...saved, damage: ['a', 0, 0] },
      { ...saved, roundTurns: 99 },
      { ...saved, turns: -1 },
      { ...saved, monsters: 'ghost' },
      { ...saved, monsters: [{ ...saved.monsters[0], hits: MONSTER_HITS }] },
      { ...saved, monsters: [{ ...saved.monsters[0], home: { x: 'a', y: 1 } }] },
      { ...saved, monsters: [{ ...saved.monsters[0], period: { x: 0, y: 1000 } }] },
      { ...saved, monsters: [{ ...saved.monsters[0], radius: -1 }] },
      { ...saved, monsters: [saved.monsters[0], saved.monsters[0]] },
      { ...saved, monsters: [{ ...saved.monsters[0], id: 50 }] },
      { ...saved, cast: [1, 2, 3] },
      // Over: one ship left.
      { ...saved, health: [50, 0, 0], out: [null, 5, 5] },
    ];
    for (const bad of tampered) expect(readFight(bad, 3), JSON.stringify(bad)).toBeNull();
    expect(readFight(saved, 2)).toBeNull();
    expect(readFight(saved, 5)).toBeNull();
  });
});
