// The presentation's order, worked out once when it starts (so going back shows the same card, the same tiles and
// the same missing card): the list shuffled, the order each card's tiles open in, and for "What's missing?" the sets
// of cards and the one that disappears. Pure, so it is unit-tested.
import type { Rng } from '../../kit/logic';
import type { Mode } from './view';

/** One step of the presentation: a card, or the set of cards of "What's missing?". */
export interface Slide {
  /** Indices into the list's entries: one card, or the set (3 to 6 cards, fewer for a shorter list). */
  cards: number[];
  /** Which card of the set disappears (an index into `cards`), or null outside "What's missing?". */
  missing: number | null;
  /** The order the tiles over the card open in (tile indices, each once); empty outside the slow reveal. */
  tiles: number[];
}

export interface SlideOptions {
  mode: Mode;
  /** Tiles over a card in the slow reveal. */
  tiles: number;
  /** Cards in a set of "What's missing?". */
  setSize: number;
}

/** How the tiles of a card are laid out: columns and rows (the card is wider than it is tall). */
export function tileGrid(tiles: number): { cols: number; rows: number } {
  const rows = tiles <= 3 ? 1 : tiles <= 8 ? 2 : 3;
  return { cols: Math.ceil(tiles / rows), rows };
}

/** The list's entries in the order they are shown: each once, shuffled. */
export function deckOrder(count: number, rng: Rng): number[] {
  return rng.shuffle(Array.from({ length: Math.max(0, count) }, (_, i) => i));
}

/** The order a card's tiles open in: every tile once, shuffled. */
export function revealOrder(tiles: number, rng: Rng): number[] {
  return rng.shuffle(Array.from({ length: Math.max(1, tiles) }, (_, i) => i));
}

/**
 * The sets of "What's missing?": the order cut into sets of `size` (every entry in one set), the last one filled up
 * from the start of the order so that it too has `size` different cards. A list shorter than `size` makes one set
 * of all its entries.
 */
export function missingSets(order: readonly number[], size: number): number[][] {
  const n = Math.min(Math.max(1, size), order.length);
  if (n === 0) return [];
  const sets: number[][] = [];
  for (let start = 0; start < order.length; start += n) {
    const set = order.slice(start, start + n);
    for (let i = 0; set.length < n; i++) {
      const filler = order[i]!;
      if (!set.includes(filler)) set.push(filler);
    }
    sets.push(set);
  }
  return sets;
}

/** The whole presentation of `count` entries. */
export function buildSlides(count: number, options: SlideOptions, rng: Rng): Slide[] {
  const order = deckOrder(count, rng);
  if (options.mode === 'missing') {
    return missingSets(order, options.setSize).map((cards) => ({ cards, missing: rng.int(cards.length), tiles: [] }));
  }
  return order.map((card) => ({
    cards: [card],
    missing: null,
    tiles: options.mode === 'reveal' ? revealOrder(options.tiles, rng) : [],
  }));
}

/**
 * Where the next and previous steps go: from the first slide to the last, then the end screen (`length`); back
 * never goes before the first.
 */
export function nextPosition(position: number, length: number): number {
  return Math.min(length, position + 1);
}

export function previousPosition(position: number): number {
  return Math.max(0, position - 1);
}
