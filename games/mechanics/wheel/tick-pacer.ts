/**
 * The ticks of a spinning wheel or a rolling reel: one each time a border passes the pointer, but never closer than
 * `gapMs` (a fast wheel of many segments passes several a frame at first; ticks that close would buzz). `now` is the
 * scene's clock, which the teacher panel's pause holds.
 */
export class TickPacer {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly gapMs = 55) {}

  /** Whether a tick sounds now (and then the next one waits `gapMs`). */
  tick(now: number): boolean {
    if (now - this.last < this.gapMs) return false;
    this.last = now;
    return true;
  }
}
