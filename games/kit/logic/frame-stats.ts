/** What `window.__playwordsFrameStats()` answers: frame times in milliseconds over the recent frames. */
export interface FrameStatsSummary {
  median: number;
  p95: number;
  frames: number;
}

/**
 * A ring buffer of frame times for the benchmark (performance.md: the kit measures its own frame times).
 * Preallocated, so recording a frame allocates nothing.
 */
export class FrameStats {
  private readonly times: Float64Array;
  private count = 0;
  private nextIndex = 0;

  constructor(capacity = 600) {
    this.times = new Float64Array(Math.max(1, capacity));
  }

  record(frameMs: number): void {
    if (!Number.isFinite(frameMs) || frameMs < 0) return;
    this.times[this.nextIndex] = frameMs;
    this.nextIndex = (this.nextIndex + 1) % this.times.length;
    this.count = Math.min(this.count + 1, this.times.length);
  }

  reset(): void {
    this.count = 0;
    this.nextIndex = 0;
  }

  summary(): FrameStatsSummary {
    if (this.count === 0) return { median: 0, p95: 0, frames: 0 };
    const sorted = Array.from(this.times.subarray(0, this.count)).sort((a, b) => a - b);
    return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), frames: this.count };
  }
}

/** Nearest-rank percentile of a sorted, non-empty list. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1]!;
}
