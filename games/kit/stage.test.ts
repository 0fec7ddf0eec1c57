import { describe, expect, it } from 'vitest';
import { fitStage } from './stage';

describe('fitStage', () => {
  it('fills a 16:9 frame exactly', () => {
    expect(fitStage(1280, 720)).toEqual({ scale: 2 / 3, offsetX: 0, offsetY: 0 });
  });

  it('letterboxes a 4:3 projector', () => {
    const fit = fitStage(1024, 768);
    expect(fit.scale).toBeCloseTo(1024 / 1920);
    expect(fit.offsetX).toBe(0);
    expect(fit.offsetY).toBeCloseTo((768 - 1080 * (1024 / 1920)) / 2);
  });

  it('pillarboxes a very wide frame', () => {
    const fit = fitStage(3000, 1080);
    expect(fit.scale).toBe(1);
    expect(fit.offsetX).toBe(540);
  });

  it('handles a frame that has no size yet', () => {
    expect(fitStage(0, 500)).toEqual({ scale: 0, offsetX: 0, offsetY: 0 });
  });
});
