// Where the answer zones go and which word each one holds. Zones sit far enough from the character that reaching
// one is a little chase, apart from each other so their labels never crowd, and off the aliens' start cells.

import { shuffled } from '@playwords/common';
import type { PathFinder } from './path';

export interface ZonePlacement {
  /** Cells not to use (the aliens' start cells, say). */
  avoid?: readonly number[];
  /** Fewest steps from the character to a zone. */
  minFromStart?: number;
  /** Fewest steps between two zones. */
  minApart?: number;
  /** Fewest cells between two zones as the crow flies (|Δcol| + |Δrow|), so their word signs never overlap. */
  minGridApart?: number;
  /** Columns of the maze (needed for `minGridApart`). */
  cols?: number;
}

/**
 * `count` distinct reachable cells for the zones. The spacing rules are relaxed step by step when the maze is too
 * small for them, so a zone set is always found while there are enough reachable cells; fewer cells than zones
 * gives as many zones as there are cells.
 */
export function placeZones(
  finder: PathFinder,
  start: number,
  count: number,
  random: () => number,
  placement: ZonePlacement = {},
): number[] {
  const fromStart = finder.distances(start);
  const avoid = new Set(placement.avoid ?? []);
  const candidates: number[] = [];
  fromStart.forEach((d, cell) => {
    if (d > 0 && !avoid.has(cell)) candidates.push(cell);
  });
  let minFromStart = placement.minFromStart ?? 4;
  let minApart = placement.minApart ?? 3;
  let minGrid = placement.cols ? (placement.minGridApart ?? 0) : 0;
  const cols = placement.cols ?? 1;
  const gridDistance = (a: number, b: number) =>
    Math.abs((a % cols) - (b % cols)) + Math.abs(Math.floor(a / cols) - Math.floor(b / cols));
  for (;;) {
    const chosen: number[] = [];
    const apart: Int32Array[] = [];
    for (const cell of shuffled(candidates, random)) {
      if (chosen.length >= count) break;
      if ((fromStart[cell] as number) < minFromStart) continue;
      if (apart.some((d) => (d[cell] as number) < minApart)) continue;
      if (minGrid > 0 && chosen.some((other) => gridDistance(cell, other) < minGrid)) continue;
      chosen.push(cell);
      apart.push(finder.distances(cell));
    }
    if (chosen.length >= Math.min(count, candidates.length) || (minFromStart <= 1 && minApart <= 1 && minGrid <= 0)) {
      return chosen;
    }
    minFromStart = Math.max(1, minFromStart - 1);
    minApart = Math.max(1, minApart - 1);
    minGrid = Math.max(0, minGrid - 1);
  }
}
