// What is on Word Wheel's wheel: the teacher's words, as they are (phrases, other scripts), at most `size` at a time:
// games/mechanics/wheel's WheelPool over the list's entries (a fair random subset of a longer list, 'New words' for
// another; in elimination a landed word leaves until Reset and one not shown yet takes its place). The wheel is
// empty when every word has landed in elimination.
import { WheelPool } from '../../mechanics/wheel/pool';

export interface WheelWordsOptions {
  /** A landed word leaves the wheel until Reset. */
  eliminate: boolean;
  /** The most words on the wheel at once. */
  size: number;
}

export class WheelWords {
  private readonly pool: WheelPool;
  /** The entries that landed in elimination, by index, in the order they landed. */
  private gone: number[] = [];

  /**
   * A wheel of the list's `entries`. `out`: the words already landed in elimination (kept when the teacher changes
   * a setting and the wheel is made again), which stay off it until Reset; words not in the list are ignored.
   */
  constructor(
    readonly entries: readonly string[],
    options: WheelWordsOptions,
    random: () => number,
    out: readonly string[] = [],
  ) {
    this.pool = new WheelPool(entries.length, { eliminate: options.eliminate, max: options.size }, random);
    if (!options.eliminate) return;
    for (const word of new Set(out)) {
      const item = entries.indexOf(word);
      if (item >= 0 && this.pool.landed(item)) this.gone.push(item);
    }
  }

  /** The words on the wheel, in the order of its segments (segment 0 first, clockwise from the pointer). */
  get words(): string[] {
    return this.pool.shown.map((item) => this.entries[item]!);
  }

  /** The word of a segment. */
  wordAt(segment: number): string {
    const item = this.pool.shown[segment];
    if (item === undefined) throw new RangeError(`No segment ${segment} on a wheel of ${this.pool.shown.length}`);
    return this.entries[item]!;
  }

  /** How many words are still in play (the whole list without elimination). */
  get remaining(): number {
    return this.pool.inPlay;
  }

  /** How many words in play the wheel does not show (a list longer than the wheel). */
  get waiting(): number {
    return this.pool.hidden;
  }

  /** The words that landed in elimination, in the order they landed (what a setting change keeps). */
  get out(): string[] {
    return this.gone.map((item) => this.entries[item]!);
  }

  /** Nothing left to spin: every word has landed in elimination. */
  get empty(): boolean {
    return this.pool.shown.length === 0;
  }

  /**
   * A spin landed on `segment`: in elimination its word leaves the wheel and a word in play not shown yet takes its
   * place (a fair pick), if there is one; otherwise the wheel stays as it is. True when the wheel changed.
   */
  landed(segment: number): boolean {
    const item = this.pool.shown[segment];
    if (item === undefined) throw new RangeError(`No segment ${segment} on a wheel of ${this.pool.shown.length}`);
    if (!this.pool.landed(item)) return false;
    this.gone.push(item);
    return true;
  }

  /** Elimination's Reset: every word back in play, a new fair subset on the wheel. */
  reset(): void {
    this.pool.reset();
    this.gone = [];
  }

  /** 'New words': another fair subset of the words in play on the wheel, so a long list's others get their turn. */
  newWords(): void {
    this.pool.shuffle();
  }
}
