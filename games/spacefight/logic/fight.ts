// Space Fight's rules (design/games.md #21): team against team in spaceships. The team up answers a word; a right
// answer fires one of its powers at a rival ship it picks, a wrong one passes the turn. Monsters drifting between the
// ships take the shots that cross them (a monster takes MONSTER_HITS shots, then drifts off and another comes). A ship
// with no health left is destroyed and its team is out; the last ship flying wins. Pure and JSON-serialisable: the
// scene shows it and saves it through the kit, tests drive it without Phaser.
import { mvpTeams, rollDamage } from '../../mechanics/battle/battle';
import { MONSTER_HITS, type Monster, newDrift, type Zone } from './space';

/** What the teacher's settings decide for the fight. */
export interface FightRules {
  /** Each ship's health at the start. */
  health: number;
  /** How many monsters drift between the ships (0: none). */
  monsters: number;
  /** A round (the kit's summary and save between them) is this many turns of every ship still flying. */
  turnsPerRound: number;
}

export interface FightState {
  health: number[];
  maxHealth: number;
  /** The team whose turn it is (always one still flying while the fight goes on). */
  turn: number;
  /** Turns played in the whole fight, and in this round. */
  turns: number;
  roundTurns: number;
  /** When each team's ship was destroyed (the number of turns played then), null while it flies. */
  out: (number | null)[];
  /** Damage each team dealt (the MVP), and its shots that got through or were blocked. */
  damage: number[];
  hits: number[];
  blocked: number[];
  monsters: Monster[];
  nextMonster: number;
  /** The pilots' texture keys, team by team ([] until the first round picks them). */
  cast: string[];
}

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 4;

export function newFight(teams: number, rules: FightRules): FightState {
  const count = Math.min(MAX_TEAMS, Math.max(MIN_TEAMS, Math.floor(teams) || MIN_TEAMS));
  const zeros = () => Array.from({ length: count }, () => 0);
  return {
    health: Array.from({ length: count }, () => rules.health),
    maxHealth: rules.health,
    turn: 0,
    turns: 0,
    roundTurns: 0,
    out: Array.from({ length: count }, () => null),
    damage: zeros(),
    hits: zeros(),
    blocked: zeros(),
    monsters: [],
    nextMonster: 0,
    cast: [],
  };
}

/** The teams whose ships still fly, in team order. */
export function flying(state: FightState): number[] {
  return state.health.flatMap((health, team) => (health > 0 ? [team] : []));
}

/** The last ship flying, once only one is left (null while two or more fly). */
export function winnerOf(state: FightState): number | null {
  const left = flying(state);
  return left.length === 1 ? (left[0] as number) : null;
}

export function isOver(state: FightState): boolean {
  return flying(state).length <= 1;
}

/** The ships a team may shoot at: every other one still flying. */
export function rivalsOf(state: FightState, team: number): number[] {
  return flying(state).filter((other) => other !== team);
}

/** The next team after `from` whose ship still flies (destroyed ships are skipped); `from` itself if no other. */
export function nextFlying(state: FightState, from: number): number {
  const n = state.health.length;
  for (let step = 1; step <= n; step++) {
    const team = (from + step) % n;
    if ((state.health[team] ?? 0) > 0) return team;
  }
  return from;
}

/** The team that answered fires: the one the teacher named (judge bar keys) if its ship flies, else the team up. */
export function shooterOf(state: FightState, named?: number): number {
  return named !== undefined && (state.health[named] ?? 0) > 0 ? named : state.turn;
}

export type ShotOutcome =
  | { kind: 'none' }
  | { kind: 'blocked'; team: number; target: number; monster: Monster; leaves: boolean }
  | {
      kind: 'hit';
      team: number;
      target: number;
      damage: number;
      health: number;
      destroyed: boolean;
      winner: number | null;
    };

/**
 * A team's shot at a rival ship: taken by the monster at `blockedBy` (its index in `state.monsters`, as `firstBlock`
 * found it), which may then drift off; or a hit of `damage` (capped at the health left), which may destroy the ship
 * and end the fight. A shot from a destroyed ship, at itself or at a destroyed one, does nothing.
 */
export function resolveShot(
  state: FightState,
  shot: { team: number; target: number; blockedBy: number | null; damage: number },
): ShotOutcome {
  const { team, target } = shot;
  if (isOver(state) || team === target || !rivalsOf(state, team).includes(target)) return { kind: 'none' };
  if ((state.health[team] ?? 0) <= 0) return { kind: 'none' };
  const monster = shot.blockedBy === null ? undefined : state.monsters[shot.blockedBy];
  if (monster) {
    monster.hits += 1;
    state.blocked[team] = (state.blocked[team] ?? 0) + 1;
    const leaves = monster.hits >= MONSTER_HITS;
    if (leaves) state.monsters = state.monsters.filter((m) => m !== monster);
    return { kind: 'blocked', team, target, monster, leaves };
  }
  const before = state.health[target] ?? 0;
  const damage = Math.max(0, Math.min(before, Math.round(shot.damage)));
  const health = before - damage;
  state.health[target] = health;
  state.damage[team] = (state.damage[team] ?? 0) + damage;
  state.hits[team] = (state.hits[team] ?? 0) + 1;
  const destroyed = health <= 0;
  // Counted as of this turn (which is not over yet): a later ship out ranks above an earlier one.
  if (destroyed) state.out[target] = state.turns + 1;
  return { kind: 'hit', team, target, damage, health, destroyed, winner: winnerOf(state) };
}

/** A right answer's damage: the battle games' 8–12. */
export function shotDamage(random: () => number): number {
  return rollDamage(random);
}

/** The turn is over (a shot, a wrong answer, a skip): the next ship still flying plays. */
export function endTurn(state: FightState): number {
  state.turns += 1;
  state.roundTurns += 1;
  state.turn = nextFlying(state, state.turn);
  return state.turn;
}

/**
 * Whether the round ends after this turn: a ship was destroyed (the class sees who is out), or every ship still
 * flying had its turns. Never at the end of the fight (the podium comes then).
 */
export function roundEnds(state: FightState, rules: FightRules, shipDestroyed: boolean): boolean {
  if (isOver(state)) return false;
  return shipDestroyed || state.roundTurns >= rules.turnsPerRound * flying(state).length;
}

/** The next round's state: the same fight, its round's turns counted from 0. */
export function nextRound(state: FightState): FightState {
  return { ...state, roundTurns: 0 };
}

/**
 * Monsters in, to `count` (each a new drifting loop in `zone`, picture picked from `pictures`), or out (the extra
 * ones drift off): what changed, for the scene to show.
 */
export function refillMonsters(
  state: FightState,
  count: number,
  zone: Zone,
  pictures: readonly string[],
  random: () => number,
): { added: Monster[]; removed: Monster[] } {
  const want = Math.max(0, Math.floor(count));
  const removed = state.monsters.slice(want);
  state.monsters = state.monsters.slice(0, want);
  const added: Monster[] = [];
  while (state.monsters.length < want && pictures.length > 0) {
    const avoid = state.monsters.map((m) => m.home);
    // A picture the others do not show, where the favourites allow.
    const free = pictures.filter((p) => !state.monsters.some((m) => m.picture === p));
    const choice = free.length > 0 ? free : pictures;
    const picture = choice[Math.min(choice.length - 1, Math.floor(random() * choice.length))] as string;
    const monster: Monster = { id: state.nextMonster, picture, hits: 0, ...newDrift(zone, random, avoid) };
    state.nextMonster += 1;
    state.monsters.push(monster);
    added.push(monster);
  }
  return { added, removed };
}

/**
 * How long a team's ship lasted, to rank teams with the same health: a ship still flying lasted the whole fight
 * (more than any destroyed one), a destroyed one until the turn it was destroyed.
 */
export function lasted(state: FightState, team: number): number {
  return state.out[team] ?? state.turns + 2;
}

/**
 * The teams from first to last: the ships still flying by their health, then the destroyed ones, the last to go
 * first; on a tie, the team that dealt more damage, then team order.
 */
export function ranking(state: FightState): number[] {
  return state.health
    .map((health, team) => ({ team, health, lasted: lasted(state, team), damage: state.damage[team] ?? 0 }))
    .sort((a, b) => b.health - a.health || b.lasted - a.lasted || b.damage - a.damage || a.team - b.team)
    .map(({ team }) => team);
}

/** The teams that dealt the most damage (the battle games' MVP; none when no shot got through). */
export function mvps(state: FightState): number[] {
  return mvpTeams({ teams: state.damage.map((damage) => ({ damage })) });
}

// ── The save ─────────────────────────────────────────────────────────────────────────────────────────────────────

const isCount = (n: unknown, max = 1e6): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const isPoint = (p: unknown, min = -1e4): boolean => {
  const point = p as { x?: unknown; y?: unknown } | null;
  return (
    typeof point === 'object' &&
    point !== null &&
    isNumber(point.x) &&
    isNumber(point.y) &&
    Math.abs(point.x) <= 1e4 &&
    Math.abs(point.y) <= 1e4 &&
    point.x >= min &&
    point.y >= min
  );
};

function readMonster(value: unknown): Monster | null {
  const m = value as Partial<Monster> | null;
  if (typeof m !== 'object' || m === null) return null;
  if (!isCount(m.id) || typeof m.picture !== 'string' || m.picture.length > 200 || !isCount(m.hits, MONSTER_HITS - 1))
    return null;
  if (!isPoint(m.home) || !isPoint(m.amp, 0) || !isPoint(m.period, 1) || !isPoint(m.phase)) return null;
  if (!isNumber(m.radius) || m.radius <= 0 || m.radius > 500) return null;
  const { id, picture, hits, home, amp, period, phase, radius } = m as Monster;
  return {
    id,
    picture,
    hits,
    home: { x: home.x, y: home.y },
    amp: { x: amp.x, y: amp.y },
    period: { x: period.x, y: period.y },
    phase: { x: phase.x, y: phase.y },
    radius,
  };
}

/**
 * A saved fight read back, or null when it is not one for `teams` teams (its shape, ranges and the rules' own
 * consistency: whose turn, who is out), or when it is over: a tampered or older save starts a new game.
 */
export function readFight(saved: unknown, teams: number): FightState | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const s = saved as Partial<FightState>;
  const perTeam = (list: unknown): list is unknown[] => Array.isArray(list) && list.length === teams;
  if (teams < MIN_TEAMS || teams > MAX_TEAMS) return null;
  if (!perTeam(s.health) || !perTeam(s.out) || !perTeam(s.damage) || !perTeam(s.hits) || !perTeam(s.blocked))
    return null;
  if (!isCount(s.maxHealth) || s.maxHealth < 1) return null;
  const maxHealth = s.maxHealth;
  if (!s.health.every((h) => isCount(h, maxHealth))) return null;
  if (![s.damage, s.hits, s.blocked].every((list) => list.every((n) => isCount(n)))) return null;
  if (!isCount(s.turns) || !isCount(s.roundTurns) || s.roundTurns > s.turns || !isCount(s.nextMonster)) return null;
  const turns = s.turns;
  // Destroyed exactly when out of health, and never after the turns played.
  const health = s.health as number[];
  const outOk = s.out.every((o, team) => ((health[team] ?? 0) > 0 ? o === null : isCount(o) && o >= 1 && o <= turns));
  if (!outOk) return null;
  if (!isCount(s.turn) || s.turn >= teams || (health[s.turn] ?? 0) <= 0) return null;
  if (health.filter((h) => h > 0).length < 2) return null;
  if (!Array.isArray(s.monsters) || s.monsters.length > 10) return null;
  const monsters = s.monsters.map(readMonster);
  if (!monsters.every((m): m is Monster => m !== null)) return null;
  if (new Set(monsters.map((m) => m.id)).size !== monsters.length || monsters.some((m) => m.id >= (s.nextMonster ?? 0)))
    return null;
  if (!Array.isArray(s.cast) || !s.cast.every((key) => typeof key === 'string' && key.length <= 200)) return null;
  return {
    health: [...health],
    maxHealth,
    turn: s.turn,
    turns,
    roundTurns: s.roundTurns,
    out: [...(s.out as (number | null)[])],
    damage: [...(s.damage as number[])],
    hits: [...(s.hits as number[])],
    blocked: [...(s.blocked as number[])],
    monsters,
    nextMonster: s.nextMonster,
    cast: s.cast.length === teams ? [...s.cast] : [],
  };
}
