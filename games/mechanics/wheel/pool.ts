// What a wheel tool (the Character, Number and Word Wheels) shows and draws from: its items by index, at most about
// two dozen of them on the wheel at once (a fair random subset of a longer list, refilled as items leave), with or
// without elimination, and the colours of its segments.
import { Elimination, planSpin, type SpinOptions, type SpinPlan } from './wheel';

/** The most segments a wheel shows: more would be too narrow for a picture or a word read from the back. */
export const WHEEL_MAX_SEGMENTS = 24;

/**
 * A fair random subset of `pool` of at most `max` items, in the pool's order: every item is as likely as any other
 * to be in it (a partial Fisher–Yates shuffle). The whole pool when it has `max` or fewer.
 */
export function chooseShown(pool: readonly number[], max: number, random: () => number): number[] {
  if (pool.length <= max) return [...pool];
  const deck = [...pool];
  const size = Math.max(0, max);
  for (let i = 0; i < size; i++) {
    const j = i + Math.min(deck.length - i - 1, Math.floor(random() * (deck.length - i)));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const chosen = new Set(deck.slice(0, size));
  return pool.filter((item) => chosen.has(item));
}

/**
 * The segments' colours as indices into a palette of `paletteSize` colours: in turn, and never the same colour on two
 * neighbouring segments, the last and the first included (they meet at the pointer).
 */
export function segmentColours(count: number, paletteSize: number): number[] {
  if (paletteSize < 3) throw new RangeError('A wheel needs at least 3 colours so that no neighbours match');
  const colours = Array.from({ length: count }, (_, i) => i % paletteSize);
  if (count > 1 && colours[count - 1] === colours[0]) {
    const before = colours[count - 2];
    colours[count - 1] = [1, 2].find((c) => c !== before)!;
  }
  return colours;
}

export interface WheelPoolOptions {
  /** A landed item leaves the wheel until `reset`. */
  eliminate: boolean;
  /** At most this many on the wheel at once (WHEEL_MAX_SEGMENTS). */
  max?: number;
}

/**
 * The items of a wheel tool: which are on the wheel (at most `max`: a fair random subset when there are more), which
 * are still in play (elimination), and the spin that picks one of those shown, each equally likely. With
 * elimination, a landed item leaves the wheel and one not shown yet (a fair pick) takes its place.
 */
export class WheelPool {
  private readonly elimination: Elimination;
  private readonly max: number;
  private onWheel: number[];

  constructor(
    /** How many items there are: 0 to count − 1. */
    readonly count: number,
    private readonly options: WheelPoolOptions,
    private readonly random: () => number,
  ) {
    this.elimination = new Elimination(count);
    this.max = options.max ?? WHEEL_MAX_SEGMENTS;
    this.onWheel = chooseShown(this.elimination.remaining, this.max, random);
  }

  get eliminate(): boolean {
    return this.options.eliminate;
  }

  /** The items on the wheel, in their order (segment i shows `shown[i]`). */
  get shown(): readonly number[] {
    return this.onWheel;
  }

  /** How many items are still in play (all of them without elimination). */
  get inPlay(): number {
    return this.elimination.left;
  }

  /** How many items in play the wheel does not show (a long list). */
  get hidden(): number {
    return this.elimination.left - this.onWheel.length;
  }

  /** With elimination, the one item left when only one is; otherwise null. */
  get lastOne(): number | null {
    return this.options.eliminate ? this.elimination.lastOne : null;
  }

  /** Whether a spin can pick anything: something is on the wheel, and with elimination more than one is left. */
  get canSpin(): boolean {
    return this.onWheel.length > 0 && this.lastOne === null;
  }

  /** A spin of the wheel from rotation `from`: its plan (a segment drawn uniformly) and the item it lands on. */
  spin(from: number, options?: SpinOptions): { plan: SpinPlan; item: number } {
    const plan = planSpin(this.onWheel.length, from, this.random, options);
    return { plan, item: this.onWheel[plan.index]! };
  }

  /**
   * The wheel landed on `item`. With elimination it leaves the wheel and one in play that was not shown takes its
   * place (a fair pick); without, nothing changes. True when the wheel changed.
   */
  landed(item: number): boolean {
    if (!this.options.eliminate || !this.elimination.remove(item)) return false;
    const at = this.onWheel.indexOf(item);
    if (at < 0) return true;
    const shown = new Set(this.onWheel);
    const waiting = this.elimination.remaining.filter((i) => !shown.has(i));
    const [next] = chooseShown(waiting, 1, this.random);
    if (next === undefined) this.onWheel.splice(at, 1);
    else this.onWheel[at] = next;
    return true;
  }

  /** Every item back in play, and a new fair subset on the wheel. */
  reset(): void {
    this.elimination.reset();
    this.shuffle();
  }

  /** Another fair subset of the items in play on the wheel (a long list: others get their turn). */
  shuffle(): void {
    this.onWheel = chooseShown(this.elimination.remaining, this.max, this.random);
  }
}

/** What a wheel tool says under its result: how many are on the wheel, how many wait, and with elimination how many are left. */
export function poolSummary(pool: WheelPool): string {
  const waiting = pool.hidden > 0 ? `, ${pool.hidden} waiting` : '';
  if (pool.eliminate) return `${pool.inPlay} of ${pool.count} left${waiting}`;
  return `${pool.shown.length} on the wheel${waiting}`;
}

/** What a wheel tool says (and shows) when elimination has left one item: 'Only Lion is left!'. */
export function lastOneLine(name: string): string {
  return `Only ${name} is left!`;
}
