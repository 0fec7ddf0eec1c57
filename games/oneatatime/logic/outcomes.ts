/**
 * The class's outcomes of One At A Time's cards (the word a slide is about: its card, or a set's missing card). The
 * tool judges no answer itself, so only two things count, each slide once: the card given to a team (the team that
 * shouted it first) → solved; the teacher panel's Reveal before the slide was all shown (and before a team got it) →
 * revealed. A card that opens by itself (the tiles, the flash, listening, 'Show it') says nothing: every card is
 * shown in the end, known or not; a card moved to another team counts no second time.
 */
import type { WordOutcome } from '../../kit/logic';
import { type WordEvent, wordOutcome } from '../../mechanics/outcomes/word-events';

export type CardEvent = 'given' | 'revealed';

export class SlideOutcomes {
  private readonly decided = new Set<number>();

  /** The outcome to report for the slide at `position`, or null (decided before, or a reveal of a shown slide). */
  decide(position: number, event: CardEvent, shown: boolean): WordOutcome | null {
    if (this.decided.has(position) || (event === 'revealed' && shown)) return null;
    this.decided.add(position);
    const wordEvent: WordEvent = event === 'given' ? 'solved' : 'revealed';
    return wordOutcome(wordEvent);
  }
}
