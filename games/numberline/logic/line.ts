// The number line itself: its range (0–10, 0–20, 0–100, 0–1000), its ticks and numbers, the grid its answers sit on,
// and where a place along it is. Pure: the scene turns fractions into stage pixels.

export const LINE_MAXES = [10, 20, 100, 1000] as const;
export type LineMax = (typeof LINE_MAXES)[number];

export interface NumberLine {
  max: LineMax;
  /**
   * Whether the line shows its ticks and numbers. Without them only 0 and the end are marked, a place is wherever the
   * student taps (not snapped) and it is scored by closeness.
   */
  ticks: boolean;
  /**
   * The grid of the answers: every number asked is a multiple of it, and a place chosen on a line with ticks snaps to
   * it. 1, except 0–1000 with ticks, which counts in tens (a tick for every number would be under 2 px apart).
   */
  step: number;
}

export function numberLine(max: LineMax, ticks: boolean): NumberLine {
  return { max, ticks, step: ticks && max === 1000 ? 10 : 1 };
}

export function isLineMax(value: number): value is LineMax {
  return (LINE_MAXES as readonly number[]).includes(value);
}

export interface Tick {
  value: number;
  /** Big ticks carry their number; middle ones mark the fives (fifties); small ones the rest. */
  size: 'small' | 'middle' | 'big';
  labelled: boolean;
}

/**
 * The line's ticks, left to right. 0–10 and 0–20: every number, each with its number (fives and tens bigger on
 * 0–20); 0–100: every number, the tens numbered; 0–1000: every ten, the hundreds numbered. Hidden: only the two ends.
 */
export function ticksOf(line: NumberLine): Tick[] {
  if (!line.ticks) {
    return [
      { value: 0, size: 'big', labelled: true },
      { value: line.max, size: 'big', labelled: true },
    ];
  }
  const big = line.max <= 20 ? (line.max === 10 ? 1 : 5) : line.step * 10;
  const middle = line.max <= 20 ? 5 : line.step * 5;
  const ticks: Tick[] = [];
  for (let value = 0; value <= line.max; value += line.step) {
    const size = value % big === 0 ? 'big' : value % middle === 0 ? 'middle' : 'small';
    ticks.push({ value, size, labelled: line.max <= 20 || value % (line.step * 10) === 0 });
  }
  return ticks;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** Snaps a value to the line's grid when it shows its ticks (a hidden line keeps the exact place), inside the line. */
export function snapToLine(line: NumberLine, value: number): number {
  const inside = clamp(value, line.max);
  return line.ticks ? clamp(Math.round(inside / line.step) * line.step, line.max) : inside;
}

/** The number at a fraction along the line (0 at the left end, 1 at the right), snapped as `snapToLine`. */
export function valueAt(line: NumberLine, fraction: number): number {
  return snapToLine(line, fraction * line.max);
}

/** Where a number is along the line, as a fraction (0 at the left end, 1 at the right). */
export function fractionOf(line: NumberLine, value: number): number {
  return clamp(value, line.max) / line.max;
}

/**
 * A press of an arrow key (or the ◀ ▶ buttons): one step of the grid, ten with `big` (Shift); on a hidden line a
 * fortieth of the line, a tenth with `big`.
 */
export function nudge(line: NumberLine, value: number, direction: -1 | 1, big = false): number {
  const by = line.ticks ? line.step * (big ? 10 : 1) : line.max / (big ? 10 : 40);
  return snapToLine(line, value + direction * by);
}

/** How a place is written: a hidden line's place rounded to a whole number. */
export function roundedPlace(value: number): number {
  return Math.round(value);
}
