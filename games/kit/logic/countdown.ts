// Time in games: a countdown that only moves when the game tells it time has passed (the play scene's update,
// which stops while the teacher panel pauses the scene, or while the tab is hidden), and round limits by time or
// by count. Pure: no clock of its own, so tests drive it and a paused game never loses a second.

/** A countdown in milliseconds. `tick` says whether this step ran it out (once). */
export class Countdown {
  private remaining: number;
  private stopped = false;
  private finished = false;

  constructor(private total: number) {
    this.remaining = Math.max(0, total);
  }

  get remainingMs(): number {
    return this.remaining;
  }

  /** Whole seconds left, rounded up (what a timer shows: 0.2 s left still reads 1). */
  get seconds(): number {
    return Math.ceil(this.remaining / 1000);
  }

  /** The share of the time left, from 1 to 0 (a bar's width). */
  get fraction(): number {
    return this.total > 0 ? this.remaining / this.total : 0;
  }

  get done(): boolean {
    return this.finished;
  }

  get running(): boolean {
    return !this.stopped && !this.finished;
  }

  /** Moves time on by `deltaMs` (ignored while stopped or done); true on the step that runs it out. */
  tick(deltaMs: number): boolean {
    if (!this.running || !Number.isFinite(deltaMs) || deltaMs <= 0) return false;
    this.remaining = Math.max(0, this.remaining - deltaMs);
    if (this.remaining > 0) return false;
    this.finished = true;
    return true;
  }

  /** Holds the time (between turns, while an answer is shown); `start` lets it run again. */
  stop(): void {
    this.stopped = true;
  }

  start(): void {
    this.stopped = false;
  }

  /** Adds time (a bonus), or takes it with a negative amount; never below 0 and never past done. */
  add(ms: number): void {
    if (this.finished || !Number.isFinite(ms)) return;
    this.remaining = Math.max(0, this.remaining + ms);
    this.total = Math.max(this.total, this.remaining);
  }

  /** Starts again with `ms` (by default the same time as before), running. */
  reset(ms: number = this.total): void {
    this.total = Math.max(0, ms);
    this.remaining = this.total;
    this.stopped = false;
    this.finished = false;
  }
}

/** How a round ends: after some seconds, or after some turns (words, questions). */
export type RoundLimit = { kind: 'time'; seconds: number } | { kind: 'count'; turns: number };

/** Whether a round with this limit is over, given its time played (ms) and its turns played. */
export function roundOver(limit: RoundLimit, playedMs: number, turns: number): boolean {
  return limit.kind === 'time' ? playedMs >= limit.seconds * 1000 : turns >= limit.turns;
}

/** mm:ss for a timer (seconds rounded up; 65 → '1:05'). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
