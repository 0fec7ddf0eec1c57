// Breadth-first search on the maze: the path a tapped cell is reached by, and the next step of an alien chasing
// the character. The search runs when a mover reaches a cell (a few times a second), never per frame, and keeps
// its buffers in a `PathFinder` so repeated searches allocate nothing.

import { DIRECTIONS, step, type Maze } from './maze';

export class PathFinder {
  private readonly queue: Int32Array;
  private readonly previous: Int32Array;
  private readonly seen: Uint32Array;
  /** Bumped every search so `seen` need not be cleared (a cell is seen when its mark equals the current one). */
  private mark = 0;

  constructor(private readonly maze: Maze) {
    const size = maze.cols * maze.rows;
    this.queue = new Int32Array(size);
    this.previous = new Int32Array(size);
    this.seen = new Uint32Array(size);
  }

  /** Searches from `from` until `to` is found (or everything reachable is seen). Whether `to` was reached. */
  private search(from: number, to: number): boolean {
    const size = this.queue.length;
    if (from < 0 || from >= size || to < 0 || to >= size) return false;
    this.mark += 1;
    let head = 0;
    let tail = 0;
    this.queue[tail++] = from;
    this.seen[from] = this.mark;
    this.previous[from] = -1;
    while (head < tail) {
      const cell = this.queue[head++] as number;
      if (cell === to) return true;
      for (const dir of DIRECTIONS) {
        const next = step(this.maze, cell, dir);
        if (next < 0 || this.seen[next] === this.mark) continue;
        this.seen[next] = this.mark;
        this.previous[next] = cell;
        this.queue[tail++] = next;
      }
    }
    return false;
  }

  /** The first cell to move to on a shortest path from `from` to `to`; `from` itself when already there; -1 when unreachable. */
  nextStep(from: number, to: number): number {
    if (from === to) return from;
    if (!this.search(from, to)) return -1;
    let cell = to;
    for (;;) {
      const before = this.previous[cell] as number;
      if (before === from) return cell;
      cell = before;
    }
  }

  /** The shortest path from `from` to `to`, both included; empty when unreachable. */
  path(from: number, to: number): number[] {
    if (!this.search(from, to)) return [];
    const out: number[] = [];
    for (let cell = to; cell !== -1; cell = this.previous[cell] as number) out.push(cell);
    return out.reverse();
  }

  /** Steps from `from` to every cell (-1 for cells it cannot reach). */
  distances(from: number): Int32Array {
    const out = new Int32Array(this.queue.length).fill(-1);
    let head = 0;
    let tail = 0;
    this.queue[tail++] = from;
    out[from] = 0;
    while (head < tail) {
      const cell = this.queue[head++] as number;
      for (const dir of DIRECTIONS) {
        const next = step(this.maze, cell, dir);
        if (next < 0 || out[next] !== -1) continue;
        out[next] = (out[cell] as number) + 1;
        this.queue[tail++] = next;
      }
    }
    return out;
  }

  /** `cells` from the farthest from `from` to the nearest (ties keep their order): where a new alien arrives. */
  farthestFirst(from: number, cells: readonly number[]): number[] {
    const steps = this.distances(from);
    return [...cells].sort((a, b) => (steps[b] ?? 0) - (steps[a] ?? 0));
  }
}
