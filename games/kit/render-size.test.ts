import { describe, expect, it } from 'vitest';
import { renderSize } from './render-size';

describe('renderSize', () => {
  it('draws a 16:9 frame at its own size', () => {
    expect(renderSize(1280, 720, 1)).toEqual({ width: 1280, height: 720, zoom: 1280 / 1920 });
  });

  it('follows the fitted stage, not the frame, when the frame is not 16:9', () => {
    // 1100 × 700: the stage fits by width, 1100 × 619 (rounded).
    expect(renderSize(1100, 700, 1)).toEqual({ width: 1100, height: 619, zoom: 1100 / 1920 });
    // 2000 × 600: the stage fits by height, 1066.7 × 600.
    expect(renderSize(2000, 600, 1)).toMatchObject({ width: 1067, height: 600 });
  });

  it('counts device pixels, capped at 2 per CSS pixel and at the stage', () => {
    expect(renderSize(640, 360, 2)).toEqual({ width: 1280, height: 720, zoom: 1280 / 1920 });
    expect(renderSize(400, 225, 3)).toMatchObject({ width: 800, height: 450 });
    expect(renderSize(1366, 768, 2)).toEqual({ width: 1920, height: 1080, zoom: 1 });
    expect(renderSize(3840, 2160, 1)).toEqual({ width: 1920, height: 1080, zoom: 1 });
  });

  it('draws at the stage size while the frame has no size, and never below 320 px wide', () => {
    expect(renderSize(0, 0, 1)).toEqual({ width: 1920, height: 1080, zoom: 1 });
    expect(renderSize(160, 90, 1)).toEqual({ width: 320, height: 180, zoom: 320 / 1920 });
  });

  it('ignores a broken pixel ratio', () => {
    expect(renderSize(1280, 720, Number.NaN)).toMatchObject({ width: 1280 });
    expect(renderSize(1280, 720, 0)).toMatchObject({ width: 1280 });
  });
});
