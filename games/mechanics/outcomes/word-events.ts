/**
 * What happened to a word a game asked, in the game's own terms, and the outcome a class's tally counts for it
 * (`kit.reportWord`): the games that decide a word's fate themselves (the letter grids, the letter games, Twister,
 * One At A Time) name the event and report what this says, once per word and round.
 */
import type { WordOutcome } from '../../kit/logic';

export type WordEvent =
  /** A team found it (a letter grid), spelt, guessed, unscrambled or shot it, made it (Twister): right. */
  | 'solved'
  /** A wrong try at it that does not end it (a wrong line in a listening grid): wrong, and it can happen again. */
  | 'missed'
  /** Its tries or its time ran out, or the team fell: wrong, and the word is done. */
  | 'failed'
  /** The teacher (or the team) skipped it: skipped. */
  | 'skipped'
  /** The teacher showed it: revealed. */
  | 'revealed'
  /** Still not found when the round ended (the teacher ended it, or the time did): skipped. */
  | 'left';

const OUTCOMES: Record<WordEvent, WordOutcome> = {
  solved: 'right',
  missed: 'wrong',
  failed: 'wrong',
  skipped: 'skipped',
  revealed: 'revealed',
  left: 'skipped',
};

/** The outcome an event counts as. */
export function wordOutcome(event: WordEvent): WordOutcome {
  return OUTCOMES[event];
}

/**
 * The words of a round whose fate is decided: each gets one final outcome (solved, failed, skipped, revealed, left),
 * however the game's events repeat (a word revealed after it was found, the round's end after a reveal); wrong tries
 * ('missed') count each time until then. Words are keyed by their text, as the tally keys them.
 */
export class RoundOutcomes {
  private readonly settled = new Set<string>();

  /** The outcome to report for `event` on `word`, or null when the word's fate was already decided this round. */
  settle(word: string, event: WordEvent): WordOutcome | null {
    const key = word.trim().toLowerCase();
    if (key === '' || this.settled.has(key)) return null;
    if (event !== 'missed') this.settled.add(key);
    return wordOutcome(event);
  }

  /** Whether the word's fate is decided. */
  has(word: string): boolean {
    return this.settled.has(word.trim().toLowerCase());
  }

  /** The round ended: each word of `words` still open is left (skipped); returns them with that outcome. */
  leave(words: readonly string[]): { word: string; outcome: WordOutcome }[] {
    const left: { word: string; outcome: WordOutcome }[] = [];
    for (const word of words) {
      const outcome = this.settle(word, 'left');
      if (outcome) left.push({ word, outcome });
    }
    return left;
  }
}
