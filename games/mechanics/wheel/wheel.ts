// A spinner's rules, shared by the three wheels (characters, numbers, words) and any game with a spinner (Twister):
// a fair pick, a physical spin that lands on it, the ticks it makes passing segments, and elimination. Angles are
// degrees; the wheel turns clockwise by its rotation, segment 0 starts at the pointer (at the top) and the segments
// follow clockwise, each 360 / n wide.

export interface SpinPlan {
  /** The segment the wheel lands on: chosen first, each one equally likely. */
  index: number;
  /** The wheel's rotation at rest: the current one plus whole turns plus the way to the landing spot. */
  endAngle: number;
  /** How long the spin lasts, in ms. */
  duration: number;
}

export interface SpinOptions {
  minTurns?: number;
  maxTurns?: number;
  minMs?: number;
  maxMs?: number;
  /** Land in the segment's middle (a reel's digit settles there) instead of a random spot inside it. */
  centred?: boolean;
}

const mod = (value: number, n: number) => ((value % n) + n) % n;

/** The segment under the pointer when the wheel's rotation is `angle`. */
export function segmentAt(angle: number, segments: number): number {
  if (segments <= 0) return -1;
  const size = 360 / segments;
  return Math.min(segments - 1, Math.floor(mod(-angle, 360) / size));
}

/**
 * Plans a spin from rotation `from`: the landing segment is drawn uniformly first (the fairness does not depend on
 * easing or frame rate), then a spot inside it, away from its borders so nobody argues about a pointer on a line,
 * and 3 to 5 whole turns before it. The scene eases the rotation from `from` to `endAngle` over `duration`.
 */
export function planSpin(segments: number, from: number, random: () => number, options: SpinOptions = {}): SpinPlan {
  if (segments <= 0) throw new Error('A wheel needs at least one segment');
  const index = Math.min(segments - 1, Math.floor(random() * segments));
  return planSpinTo(index, segments, from, random, options);
}

/**
 * Plans a spin that lands on a segment already chosen (uniformly, by the caller: a digit roller's reel, a number
 * drawn among those left): a spot inside it (its middle when `centred`, as a reel settles), whole turns before it.
 */
export function planSpinTo(
  index: number,
  segments: number,
  from: number,
  random: () => number,
  { minTurns = 3, maxTurns = 5, minMs = 3200, maxMs = 4600, centred = false }: SpinOptions = {},
): SpinPlan {
  if (!Number.isInteger(index) || index < 0 || index >= segments) {
    throw new RangeError(`Segment ${index} is not one of ${segments}`);
  }
  const size = 360 / segments;
  const spot = (index + (centred ? 0.5 : 0.15 + 0.7 * random())) * size;
  const turns = minTurns + Math.floor(random() * (maxTurns - minTurns + 1));
  // The rotation that puts `spot` under the pointer, at least `turns` whole turns on from `from`.
  const endAngle = from + turns * 360 + mod(-spot - from, 360);
  const duration = Math.round(minMs + random() * (maxMs - minMs));
  return { index, endAngle, duration };
}

/** A spin's ease: fast at first, slowing to a stop (cubic ease-out), as a wheel under friction does. */
export function spinAngle(plan: SpinPlan, from: number, elapsedMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / plan.duration));
  return from + (plan.endAngle - from) * (1 - (1 - t) ** 3);
}

/** How many segment borders the pointer passed going from rotation `before` to `after` (one tick sound each). */
export function bordersPassed(before: number, after: number, segments: number): number {
  if (segments <= 1) return 0;
  const size = 360 / segments;
  return Math.abs(Math.floor(after / size) - Math.floor(before / size));
}

/**
 * Elimination mode: the items still on the wheel (a landed one leaves it; `reset` brings them all back). Indices
 * are into the original list, so a picture or a number keeps its identity as the wheel shrinks.
 */
export class Elimination {
  private items: number[];

  constructor(private readonly count: number) {
    this.items = Array.from({ length: count }, (_, i) => i);
  }

  /** The items on the wheel, in their order. */
  get remaining(): readonly number[] {
    return this.items;
  }

  /** How many items are still on the wheel. */
  get left(): number {
    return this.items.length;
  }

  /** The one item left, when only one is (a wheel tool then says so instead of spinning); otherwise null. */
  get lastOne(): number | null {
    return this.items.length === 1 ? this.items[0]! : null;
  }

  /** Whether the item is still on the wheel. */
  has(item: number): boolean {
    return this.items.includes(item);
  }

  /** One of the items left, each equally likely (a digit roller's draw); null when none is. */
  pick(random: () => number): number | null {
    const left = this.items;
    if (left.length === 0) return null;
    return left[Math.min(left.length - 1, Math.floor(random() * left.length))]!;
  }

  /** Takes the item off the wheel (the landed one); false when it was not on it. */
  remove(item: number): boolean {
    const at = this.items.indexOf(item);
    if (at < 0) return false;
    this.items.splice(at, 1);
    return true;
  }

  reset(): void {
    this.items = Array.from({ length: this.count }, (_, i) => i);
  }
}
