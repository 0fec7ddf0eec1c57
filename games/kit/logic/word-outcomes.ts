import type { WordOutcome, WordOutcomeCounts } from '@playwords/common';

export type { WordOutcome, WordOutcomeCounts };

/**
 * The outcomes of the words a game asked since its last class result (right, wrong, skipped, revealed), counted per
 * word by the entry's text. `take()` hands them over and starts again, so each result carries each outcome once.
 */
export class WordOutcomeTally {
  private readonly counts = new Map<string, WordOutcomeCounts>();

  /** One outcome of a word (an entry's text; blank text is ignored). */
  add(word: string, outcome: WordOutcome): void {
    const text = word.trim().toLowerCase();
    if (text === '') return;
    let counts = this.counts.get(text);
    if (!counts) {
      counts = { word: text, right: 0, wrong: 0, skipped: 0, revealed: 0 };
      this.counts.set(text, counts);
    }
    counts[outcome] += 1;
  }

  get size(): number {
    return this.counts.size;
  }

  /** What was counted, in the order the words first came, and an empty tally. */
  take(): WordOutcomeCounts[] {
    const taken = [...this.counts.values()];
    this.counts.clear();
    return taken;
  }
}
