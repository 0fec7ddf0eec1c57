// One team's round of Alien Blaster (design/games.md: a round ends after 60 seconds or 2 completed words; then the
// next team plays). A word is spoken, its blanks appear, and the team shoots its letters in order: a right letter
// fills the next blank and scores, a wrong one costs what the teacher chose (a point by default; the rules name no
// cost). The clock is the scene's (the kit's timer, which the teacher panel pauses): it reports the time's end here.
import { t } from '../texts';

/** The round's rule: 60 seconds or 2 completed words, whichever comes first. */
export const ROUND_SECONDS = 60;
export const WORDS_PER_ROUND = 2;
/** A right letter scores a point; a completed word 3 more. */
export const LETTER_POINTS = 1;
export const WORD_POINTS = 3;
/** What a wrong letter costs with the 'time' setting. */
export const WRONG_SECONDS = 3;

export type WrongCost = 'point' | 'time' | 'nothing';

export interface BlastRound {
  /** The team playing (its index). */
  team: number;
  /** The word being blasted (letters a–z), or null between words. */
  word: string | null;
  /** How many of its letters are shot: the index of the next letter it needs. */
  next: number;
  completed: number;
  /** Right and wrong letters this round. */
  hits: number;
  misses: number;
  /** Why the round ended, or null while it runs. */
  ended: 'time' | 'words' | null;
}

export type ShotOutcome =
  | { kind: 'ignored' }
  | { kind: 'hit'; letter: string; slot: number; points: number; wordDone: boolean; roundOver: boolean }
  | { kind: 'miss'; letter: string; points: number; seconds: number };

export function newRound(team: number): BlastRound {
  return { team, word: null, next: 0, completed: 0, hits: 0, misses: 0, ended: null };
}

/** The next word's letters: its blanks appear (ignored once the round is over). */
export function startWord(round: BlastRound, letters: string): void {
  if (round.ended || letters === '') return;
  round.word = letters;
  round.next = 0;
}

/** The letter the word needs next, or null (no word, or the round is over). */
export function neededLetter(round: BlastRound): string | null {
  if (round.ended || round.word === null) return null;
  return round.word[round.next] ?? null;
}

/** A shot at an alien carrying `letter` (or, typed, at a letter no alien carries: always wrong). */
export function shoot(round: BlastRound, letter: string, cost: WrongCost): ShotOutcome {
  const need = neededLetter(round);
  if (need === null || round.word === null) return { kind: 'ignored' };
  if (letter !== need) {
    round.misses++;
    return { kind: 'miss', letter, points: cost === 'point' ? -1 : 0, seconds: cost === 'time' ? WRONG_SECONDS : 0 };
  }
  const slot = round.next++;
  round.hits++;
  const wordDone = round.next >= round.word.length;
  if (wordDone) {
    round.completed++;
    round.word = null;
    if (round.completed >= WORDS_PER_ROUND) round.ended = 'words';
  }
  const points = LETTER_POINTS + (wordDone ? WORD_POINTS : 0);
  return { kind: 'hit', letter, slot, points, wordDone, roundOver: round.ended !== null };
}

/** The teacher's Skip or Reveal: the word goes unfinished (not completed) and the round goes on. */
export function dropWord(round: BlastRound): void {
  round.word = null;
  round.next = 0;
}

/** The round's clock ran out: the round is over, a word in progress unfinished. False when it had already ended. */
export function timeUp(round: BlastRound): boolean {
  if (round.ended) return false;
  round.ended = 'time';
  return true;
}

/** What the round summary says of a team's round. */
export function roundSummary(round: BlastRound, teamName: string): string {
  const words = t('round.words', { count: round.completed });
  if (round.ended === 'words') return t('round.inTime', { team: teamName, words });
  return t('round.timeUp', { team: teamName, words, letters: t('round.letters', { count: round.hits }) });
}
