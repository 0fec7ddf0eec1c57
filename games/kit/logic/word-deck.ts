import type { Rng } from './rng';

/** One entry of the teacher's list, as games use it. */
export interface WordEntry {
  /** What is shown and spoken: trimmed, lowercase, inner spaces kept (single) — 'ice cream'. */
  text: string;
  /** What goes into letter grids and keypads: letters and digits only — 'icecream'. */
  letters: string;
}

/** The letters of an entry for grids: spaces, hyphens, apostrophes and other punctuation are dropped. */
export function lettersOf(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '');
}

/** An entry's text as the kit keeps it: trimmed, single inner spaces, lowercase ('Ice  Cream ' → 'ice cream'). */
export function normaliseText(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Trims, lowercases and de-duplicates a word list; entries without a single letter or digit are dropped. */
export function normaliseWords(words: readonly string[]): WordEntry[] {
  const seen = new Set<string>();
  const entries: WordEntry[] = [];
  for (const raw of words) {
    const text = normaliseText(raw);
    const letters = lettersOf(text);
    if (letters === '' || seen.has(text)) continue;
    seen.add(text);
    entries.push({ text, letters });
  }
  return entries;
}

export interface WordDeckOptions {
  /** How many other words are drawn before a missed word comes back (default 2). */
  missedComeBackAfter?: number;
}

/**
 * The teacher's words as a deck: drawn in a shuffled order without repeats until every entry has been used,
 * then reshuffled (never starting with the word just drawn). A missed word comes back after a few draws
 * instead of waiting for the next pass.
 */
export class WordDeck {
  readonly entries: readonly WordEntry[];
  private readonly rng: Rng;
  private readonly missedGap: number;
  private bag: WordEntry[] = [];
  private missed: { entry: WordEntry; due: number }[] = [];
  private draws = 0;
  private last: WordEntry | null = null;

  constructor(words: readonly string[] | readonly WordEntry[], rng: Rng, options: WordDeckOptions = {}) {
    this.entries = isEntries(words) ? dedupeEntries(words) : normaliseWords(words);
    this.rng = rng;
    this.missedGap = Math.max(1, options.missedComeBackAfter ?? 2);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The next word to play. Throws on an empty deck (a list always has at least one entry). */
  next(): WordEntry {
    if (this.entries.length === 0) throw new Error('The word list is empty.');
    const dueIndex = this.missed.findIndex((m) => m.due <= this.draws && m.entry !== this.last);
    let entry: WordEntry;
    if (dueIndex >= 0) {
      entry = this.missed.splice(dueIndex, 1)[0]!.entry;
    } else {
      entry = this.drawFromBag();
    }
    this.draws += 1;
    this.last = entry;
    return entry;
  }

  /** Marks a word as missed: it comes back after `missedComeBackAfter` other draws. */
  miss(entry: WordEntry): void {
    if (this.entries.length < 2) return;
    this.missed = this.missed.filter((m) => m.entry.text !== entry.text);
    const known = this.entries.find((e) => e.text === entry.text);
    if (known) this.missed.push({ entry: known, due: this.draws + this.missedGap });
  }

  /**
   * `count` entries for one layout (a grid, a board, a wheel): all different while the list is long enough;
   * when the layout needs more than the list has, every entry is repeated as evenly as possible.
   */
  take(count: number): WordEntry[] {
    if (count <= 0 || this.entries.length === 0) return [];
    if (count > this.entries.length) {
      const copies = Math.floor(count / this.entries.length);
      const extra = this.rng.shuffle(this.entries).slice(0, count % this.entries.length);
      const all: WordEntry[] = [];
      for (let i = 0; i < copies; i++) all.push(...this.entries);
      return this.rng.shuffle([...all, ...extra]);
    }
    const taken: WordEntry[] = [];
    const used = new Set<string>();
    // Drawn through the bag, so successive layouts go round the whole list before repeating words.
    while (taken.length < count) {
      const entry = this.drawFromBag(used);
      used.add(entry.text);
      taken.push(entry);
    }
    return taken;
  }

  /**
   * `count` wrong options for a target: other entries, preferring the same first letter and a similar length
   * (ties broken at random). Fewer when the list has fewer other entries.
   */
  distractors(target: WordEntry, count: number, pool: readonly WordEntry[] = this.entries): WordEntry[] {
    const candidates = this.rng.shuffle(pool.filter((e) => e.text !== target.text && e.letters !== target.letters));
    const unique = candidates.filter((e, i) => candidates.findIndex((o) => o.text === e.text) === i);
    const score = (e: WordEntry) =>
      (e.letters[0] === target.letters[0] ? 0 : 2) + Math.min(Math.abs(e.letters.length - target.letters.length), 4);
    // Array.prototype.sort is stable, so the shuffle above decides between equally good options.
    return unique.sort((a, b) => score(a) - score(b)).slice(0, Math.max(0, count));
  }

  /**
   * The choices of one question (buttons, zones, signs…): the target and up to `count − 1` distractors, all
   * different, in a random order so the right answer moves about. A list too short for `count` different words
   * gives fewer choices (at least the target), never a repeat. Every game that asks "which one is it?" takes its
   * choices from here.
   */
  options(target: WordEntry, count: number): WordEntry[] {
    const picked: WordEntry[] = [target];
    for (const entry of this.distractors(target, count - 1)) {
      if (!picked.some((p) => p.text === entry.text)) picked.push(entry);
    }
    return this.rng.shuffle(picked);
  }

  private drawFromBag(skip?: ReadonlySet<string>): WordEntry {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (this.bag.length === 0) this.refill();
      const index = skip ? this.bag.findIndex((e) => !skip.has(e.text)) : 0;
      if (index >= 0) return this.bag.splice(index, 1)[0]!;
      this.bag = [];
    }
    throw new Error('No entry left to draw.');
  }

  private refill(): void {
    const order = this.rng.shuffle(this.entries);
    // The first word of a new pass is never the word just played.
    if (order.length > 1 && this.last && order[0]!.text === this.last.text) order.push(order.shift()!);
    this.bag = order;
  }
}

function isEntries(words: readonly string[] | readonly WordEntry[]): words is readonly WordEntry[] {
  return words.length > 0 && typeof words[0] === 'object';
}

function dedupeEntries(entries: readonly WordEntry[]): WordEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.text) && seen.add(e.text));
}
