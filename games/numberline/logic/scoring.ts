// How close a place is to the right one, and what it is worth. On a line with ticks a place snaps to the grid and is
// right or wrong; on a hidden line (only 0 and the end marked) it is scored by closeness, in stars.
import type { NumberLine } from './line';
import { t } from '../texts';

export const MAX_POINTS = 3;

export type Grade = 'spot-on' | 'close' | 'near' | 'far' | 'none';

/**
 * The closeness bands of a hidden line, as fractions of its length: within 2.5% of it is spot on (a quarter on 0–10,
 * 25 on 0–1000; 40 px of the stage, a child's fingertip), within 6% close, within 12% near.
 */
export const CLOSENESS: readonly { within: number; points: number; grade: Grade }[] = [
  { within: 0.025, points: 3, grade: 'spot-on' },
  { within: 0.06, points: 2, grade: 'close' },
  { within: 0.12, points: 1, grade: 'near' },
];

export interface Placement {
  points: number;
  grade: Grade;
  /** How far the place is from the answer, in numbers (0 when none was chosen). */
  distance: number;
}

/**
 * A place chosen on the line (null: none, the time ran out) against the right answer. With ticks, the right tick is
 * worth every point and any other none; without them, the closer the more points.
 */
export function scorePlacement(line: NumberLine, answer: number, placed: number | null): Placement {
  if (placed === null) return { points: 0, grade: 'none', distance: 0 };
  const distance = Math.abs(placed - answer);
  if (line.ticks) {
    // A snapped place is on the grid; half a step tells the right tick from its neighbours, whatever the rounding.
    return distance < line.step / 2
      ? { points: MAX_POINTS, grade: 'spot-on', distance: 0 }
      : { points: 0, grade: 'far', distance };
  }
  const band = CLOSENESS.find((b) => distance <= b.within * line.max);
  return band ? { points: band.points, grade: band.grade, distance } : { points: 0, grade: 'far', distance };
}

/** What the screen says about a place. */
const GRADE_LINES = {
  'spot-on': 'grade.spotOn',
  close: 'grade.close',
  near: 'grade.near',
  far: 'grade.far',
  none: 'grade.none',
} as const satisfies Record<Grade, string>;

export function gradeLine(grade: Grade): string {
  return t(GRADE_LINES[grade]);
}
