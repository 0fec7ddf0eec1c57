// The rules of Fighters Basic (design/games.md #8): teams take turns against one monster. A right answer deals
// damage to the monster; a wrong one lets the monster strike back (a knock-back, and optionally lost points, never
// elimination). The game ends when the monster's health reaches 0; the team that dealt the most damage is MVP.
// Pure and JSON-serialisable so the scene can save it through the host and tests can drive it without Phaser.

/** How the class answers: pick the spoken word from 3 buttons, or say the shown word (the teacher judges). */
export type FightersMode = 'listen' | 'sayit';

export interface FightersSettings {
  mode: FightersMode;
  /** The monster's health at the start. */
  monsterHealth: number;
  /** Points a team loses when the monster strikes back (0: only the knock-back). */
  wrongPenalty: number;
}

export const DEFAULT_SETTINGS: FightersSettings = { mode: 'listen', monsterHealth: 100, wrongPenalty: 0 };

/** Monster health choices offered in the settings form; at ~10 damage a hit, 100 is about ten right answers. */
export const HEALTH_CHOICES = [50, 100, 150, 200] as const;
export const PENALTY_CHOICES = [0, 5] as const;

/** A right answer deals 8–12 damage: a little variety makes the damage numbers worth watching. */
export const MIN_DAMAGE = 8;
export const MAX_DAMAGE = 12;

export interface TeamStats {
  /** Total damage dealt to the monster (the MVP measure). */
  damage: number;
  /** Damage minus penalties, never below 0: the podium's order. */
  score: number;
  hits: number;
  misses: number;
}

export interface BattleState {
  health: number;
  maxHealth: number;
  /** Index of the team whose turn it is. */
  turn: number;
  teams: TeamStats[];
  /** Turns played so far (answered or skipped). */
  turns: number;
  over: boolean;
}

export type Outcome =
  | { kind: 'hit'; team: number; damage: number; health: number; finished: boolean }
  | { kind: 'strike'; team: number; penalty: number }
  | { kind: 'skip'; team: number }
  | { kind: 'none' };

/** Bring settings read from a save or the settings form back into range. */
export function normaliseSettings(raw: Partial<Record<keyof FightersSettings, unknown>>): FightersSettings {
  const mode: FightersMode = raw.mode === 'sayit' ? 'sayit' : 'listen';
  const health = Number(raw.monsterHealth);
  const penalty = Number(raw.wrongPenalty);
  return {
    mode,
    monsterHealth: Number.isFinite(health) && health >= 10 && health <= 1000 ? Math.round(health) : 100,
    wrongPenalty: Number.isFinite(penalty) && penalty >= 0 && penalty <= 50 ? Math.round(penalty) : 0,
  };
}

export function createBattle(teamCount: number, settings: FightersSettings): BattleState {
  const count = Math.max(1, Math.min(4, Math.floor(teamCount)));
  return {
    health: settings.monsterHealth,
    maxHealth: settings.monsterHealth,
    turn: 0,
    teams: Array.from({ length: count }, () => ({ damage: 0, score: 0, hits: 0, misses: 0 })),
    turns: 0,
    over: false,
  };
}

/** Damage of one right answer, 8–12 inclusive. */
export function rollDamage(random: () => number): number {
  return MIN_DAMAGE + Math.min(MAX_DAMAGE - MIN_DAMAGE, Math.floor(random() * (MAX_DAMAGE - MIN_DAMAGE + 1)));
}

function passTurn(state: BattleState): void {
  state.turns += 1;
  state.turn = (state.turn + 1) % state.teams.length;
}

/**
 * A team's answer. Right: it hits the monster (damage capped at the health left; 0 health ends the game).
 * Wrong: the monster strikes back at it. Either way the turn passes to the next team. `team` defaults to the
 * team whose turn it is; the judge bar's number keys may credit another team.
 */
export function answer(
  state: BattleState,
  correct: boolean,
  settings: FightersSettings,
  random: () => number,
  team: number = state.turn,
): Outcome {
  if (state.over) return { kind: 'none' };
  const stats = state.teams[team];
  if (!stats) return { kind: 'none' };
  if (correct) {
    const damage = Math.min(state.health, rollDamage(random));
    state.health -= damage;
    stats.damage += damage;
    stats.score += damage;
    stats.hits += 1;
    state.over = state.health <= 0;
    passTurn(state);
    return { kind: 'hit', team, damage, health: state.health, finished: state.over };
  }
  const penalty = Math.min(stats.score, settings.wrongPenalty);
  stats.score -= penalty;
  stats.misses += 1;
  passTurn(state);
  return { kind: 'strike', team, penalty };
}

/** The teacher skips the word: nobody gains or loses, the next team plays. */
export function skipTurn(state: BattleState): Outcome {
  if (state.over) return { kind: 'none' };
  const team = state.turn;
  passTurn(state);
  return { kind: 'skip', team };
}

/** The judge bar's verdicts in "say it" mode. `reveal` only shows and speaks the word: the state is unchanged. */
export type Verdict = 'correct' | 'wrong' | 'skip' | 'reveal';

export function judge(
  state: BattleState,
  verdict: Verdict,
  settings: FightersSettings,
  random: () => number,
  team?: number,
): Outcome {
  switch (verdict) {
    case 'correct':
      return answer(state, true, settings, random, team);
    case 'wrong':
      return answer(state, false, settings, random, team);
    case 'skip':
      return skipTurn(state);
    case 'reveal':
      return { kind: 'none' };
  }
}

/** Teams that dealt the most damage (several on a tie; none when nobody hit): a battle's, or any game's damage. */
export function mvpTeams(state: { teams: readonly Pick<TeamStats, 'damage'>[] }): number[] {
  const best = Math.max(...state.teams.map((t) => t.damage));
  if (best <= 0) return [];
  return state.teams.flatMap((t, i) => (t.damage === best ? [i] : []));
}

/** Team indices from first to last place: score, then damage, then hits; ties keep team order. */
export function ranking(state: BattleState): number[] {
  return state.teams
    .map((t, i) => ({ t, i }))
    .sort((a, b) => b.t.score - a.t.score || b.t.damage - a.t.damage || b.t.hits - a.t.hits || a.i - b.i)
    .map(({ i }) => i);
}

/** Whether a saved state can be resumed as it is (shape and ranges); anything else starts a new game. */
export function isBattleState(value: unknown, teamCount?: number): value is BattleState {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<BattleState>;
  const num = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if (!num(s.health) || !num(s.maxHealth) || !num(s.turn) || !num(s.turns) || typeof s.over !== 'boolean') {
    return false;
  }
  if (!Array.isArray(s.teams) || s.teams.length < 1 || s.teams.length > 4) return false;
  if (teamCount !== undefined && s.teams.length !== teamCount) return false;
  if (s.turn >= s.teams.length || s.health > s.maxHealth) return false;
  return s.teams.every((t: Partial<TeamStats>) => num(t?.damage) && num(t?.score) && num(t?.hits) && num(t?.misses));
}

/** The battle is played in this many rounds: a round ends each time the monster loses another third of its health. */
export const ROUND_PARTS = 3;

/**
 * Whether a hit from `before` to `after` health crossed a round's line (at 2/3 and 1/3 of the maximum; 0 is the
 * end of the game, not of a round). Between rounds the kit shows the standings and saves the game.
 */
export function roundLineCrossed(
  before: number,
  after: number,
  maxHealth: number,
  parts: number = ROUND_PARTS,
): boolean {
  if (after <= 0 || after >= before || maxHealth <= 0) return false;
  for (let i = 1; i < parts; i++) {
    const line = (maxHealth * i) / parts;
    if (before > line && after <= line) return true;
  }
  return false;
}
