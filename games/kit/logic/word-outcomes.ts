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

  /** What is counted so far (copies; the tally keeps it): a browser test reads it. */
  peek(): WordOutcomeCounts[] {
    return [...this.counts.values()].map((counts) => ({ ...counts }));
  }

  /** What was counted, in the order the words first came, and an empty tally. */
  take(): WordOutcomeCounts[] {
    const taken = [...this.counts.values()];
    this.counts.clear();
    return taken;
  }
}

/**
 * One question's outcomes as they happen (askQuestion's rule): each wrong try, then how the question ended (right,
 * wrong, or skipped: Skip or a timer's end); the teacher's reveal before the end counts 'revealed' once and is the
 * question's outcome from then on (a reveal followed by a skip is one 'revealed', not two outcomes). Nothing counts
 * after the end.
 */
export class QuestionOutcomes {
  private revealed = false;
  private ended = false;

  constructor(private readonly report: (outcome: WordOutcome) => void) {}

  /** A wrong try that does not end the question. */
  wrongTry(): void {
    if (!this.revealed && !this.ended) this.report('wrong');
  }

  /** The teacher showed the word before it was answered. */
  reveal(): void {
    if (this.revealed || this.ended) return;
    this.revealed = true;
    this.report('revealed');
  }

  /** The question ended: right, wrong, or no answer (null). */
  end(right: boolean | null): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.revealed) this.report(right === null ? 'skipped' : right ? 'right' : 'wrong');
  }
}
