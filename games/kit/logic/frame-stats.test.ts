import { describe, expect, it } from 'vitest';
import { FrameStats } from './frame-stats';

describe('FrameStats', () => {
  it('answers zeros before any frame', () => {
    expect(new FrameStats().summary()).toEqual({ median: 0, p95: 0, frames: 0 });
  });

  it('gives the median and the 95th percentile of the recorded frames', () => {
    const stats = new FrameStats(100);
    for (let i = 1; i <= 100; i++) stats.record(i);
    expect(stats.summary()).toEqual({ median: 50, p95: 95, frames: 100 });
  });

  it('keeps only the most recent frames and ignores nonsense', () => {
    const stats = new FrameStats(4);
    [100, 100, 100, 16, 17, 18, 50, -1, Number.NaN].forEach((t) => stats.record(t));
    expect(stats.summary()).toEqual({ median: 17, p95: 50, frames: 4 });
  });
});
