// Hangman Battle's rules: teams guess the letters of a hidden word on an a–z keyboard. A right letter fires one
// power per time the letter is in the word at a rival (one heart each, two with double damage, none through a
// shield); a wrong letter costs the guessing team a heart. After a right letter the luck wheel may give a boost for
// 2 or 3 of the team's turns: double damage, a shield or an extra guess each turn. Last team standing wins.

export type BoostKind = 'double' | 'shield' | 'extra';
export interface Boost {
  kind: BoostKind;
  /** The team's turns it still lasts (this one included). */
  turns: number;
}

/** The luck wheel's segments, clockwise from the pointer: 'none' is a spin without a boost. */
export const LUCK_SEGMENTS: readonly (BoostKind | 'none')[] = ['double', 'shield', 'none', 'extra', 'double', 'none'];

export interface BattleState {
  hearts: number[];
  maxHearts: number;
  boosts: (Boost | null)[];
  /** The team whose turn it is. */
  turn: number;
  /** Guesses left in this turn (2 with an extra-guess boost). */
  guessesLeft: number;
}

export interface WordState {
  /** The word's letters a–z. */
  letters: string;
  guessed: string[];
  wrong: number;
  /** Wrong letters the word takes before it is lost (answer shown and said, next word). */
  wrongLimit: number;
}

export interface Hit {
  target: number;
  damage: number;
  blocked: boolean;
}

export type GuessOutcome =
  | { kind: 'ignored' }
  | {
      kind: 'right';
      team: number;
      count: number;
      hits: Hit[];
      knockedOut: number[];
      solved: boolean;
      winner: number | null;
    }
  | { kind: 'wrong'; team: number; knockedOut: number[]; lost: boolean; winner: number | null };

export function newBattle(teams: number, hearts: number): BattleState {
  const count = Math.max(2, teams);
  return {
    hearts: Array.from({ length: count }, () => hearts),
    maxHearts: hearts,
    boosts: Array.from({ length: count }, () => null),
    turn: 0,
    guessesLeft: 1,
  };
}

export function newWord(letters: string, wrongLimit = 6): WordState {
  return { letters, guessed: [], wrong: 0, wrongLimit };
}

/** The teams still standing. */
export function standing(battle: BattleState): number[] {
  return battle.hearts.flatMap((hearts, team) => (hearts > 0 ? [team] : []));
}

export function winnerOf(battle: BattleState): number | null {
  const left = standing(battle);
  return left.length === 1 ? (left[0] as number) : null;
}

/** The word as the class sees it: its letters where guessed, null for a blank. */
export function blanks(word: WordState): (string | null)[] {
  return [...word.letters].map((letter) => (word.guessed.includes(letter) ? letter : null));
}

export function isSolved(word: WordState): boolean {
  return [...word.letters].every((letter) => word.guessed.includes(letter));
}

/** Whom a team's powers fly at: the rival still standing with the most hearts (the next in turn order on a tie). */
export function rivalOf(battle: BattleState, team: number): number | null {
  const n = battle.hearts.length;
  let best: number | null = null;
  for (let step = 1; step < n; step++) {
    const other = (team + step) % n;
    const hearts = battle.hearts[other] ?? 0;
    if (hearts > 0 && (best === null || hearts > (battle.hearts[best] ?? 0))) best = other;
  }
  return best;
}

/** The team whose turn it is guesses a letter. */
export function guess(battle: BattleState, word: WordState, letter: string): GuessOutcome {
  const team = battle.turn;
  if (word.guessed.includes(letter) || isSolved(word) || word.wrong >= word.wrongLimit || winnerOf(battle) !== null)
    return { kind: 'ignored' };
  word.guessed.push(letter);
  battle.guessesLeft = Math.max(0, battle.guessesLeft - 1);
  const count = [...word.letters].filter((l) => l === letter).length;
  const before = standing(battle);
  if (count === 0) {
    word.wrong++;
    battle.hearts[team] = Math.max(0, (battle.hearts[team] ?? 0) - 1);
    const knockedOut = before.filter((t) => (battle.hearts[t] ?? 0) === 0);
    return { kind: 'wrong', team, knockedOut, lost: word.wrong >= word.wrongLimit, winner: winnerOf(battle) };
  }
  const hits: Hit[] = [];
  const damage = battle.boosts[team]?.kind === 'double' ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const target = rivalOf(battle, team);
    if (target === null) break;
    const blocked = battle.boosts[target]?.kind === 'shield';
    if (!blocked) battle.hearts[target] = Math.max(0, (battle.hearts[target] ?? 0) - damage);
    hits.push({ target, damage: blocked ? 0 : damage, blocked });
  }
  const knockedOut = before.filter((t) => (battle.hearts[t] ?? 0) === 0);
  return { kind: 'right', team, count, hits, knockedOut, solved: isSolved(word), winner: winnerOf(battle) };
}

/** A boost lasts 2 or 3 of the team's turns. */
export function luckTurns(random: () => number): number {
  return random() < 0.5 ? 2 : 3;
}

/** The wheel landed: the team's boost (a new one replaces the old; 'none' leaves it). */
export function applyLuck(battle: BattleState, team: number, segment: BoostKind | 'none', turns: number): void {
  if (segment === 'none') return;
  battle.boosts[team] = { kind: segment, turns };
  // An extra guess counts from this turn: the team guesses again now.
  if (segment === 'extra' && team === battle.turn) battle.guessesLeft += 1;
}

/** Whether the team whose turn it is guesses again (an extra guess left, and the game goes on). */
export function guessesAgain(battle: BattleState): boolean {
  return battle.guessesLeft > 0 && (battle.hearts[battle.turn] ?? 0) > 0 && winnerOf(battle) === null;
}

/**
 * The turn ends: the team's boost loses a turn, and the next team still standing plays (its guesses: 1, or 2 with
 * an extra-guess boost).
 */
export function endTurn(battle: BattleState): number {
  const boost = battle.boosts[battle.turn];
  if (boost) battle.boosts[battle.turn] = boost.turns > 1 ? { ...boost, turns: boost.turns - 1 } : null;
  const n = battle.hearts.length;
  for (let step = 1; step <= n; step++) {
    const next = (battle.turn + step) % n;
    if ((battle.hearts[next] ?? 0) > 0) {
      battle.turn = next;
      break;
    }
  }
  battle.guessesLeft = battle.boosts[battle.turn]?.kind === 'extra' ? 2 : 1;
  return battle.turn;
}

/** A saved battle read back, or null when it is not one for `teams` teams. */
export function readBattle(saved: unknown, teams: number): BattleState | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const s = saved as Partial<BattleState>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 20;
  if (!Array.isArray(s.hearts) || s.hearts.length !== Math.max(2, teams) || !s.hearts.every(count)) return null;
  if (!count(s.maxHearts) || !count(s.turn) || s.turn >= s.hearts.length || !count(s.guessesLeft)) return null;
  if (!Array.isArray(s.boosts) || s.boosts.length !== s.hearts.length) return null;
  const kinds: readonly string[] = ['double', 'shield', 'extra'];
  const boosts = s.boosts.map((b: unknown) => {
    const boost = b as Partial<Boost> | null;
    return boost &&
      typeof boost.kind === 'string' &&
      kinds.includes(boost.kind) &&
      count(boost.turns) &&
      boost.turns > 0
      ? { kind: boost.kind, turns: boost.turns }
      : null;
  });
  return {
    hearts: [...s.hearts],
    maxHearts: s.maxHearts,
    boosts,
    turn: s.turn,
    guessesLeft: Math.max(1, s.guessesLeft),
  };
}
