import { STAGE_HEIGHT, STAGE_WIDTH, fitStage } from './stage';

/**
 * The drawing buffer for a frame of the given CSS size: the fitted stage's size in device pixels (the CSS size ×
 * devicePixelRatio, the ratio capped at MAX_PIXEL_RATIO), never more than the 1920×1080 stage itself. Games keep
 * drawing in stage coordinates; the kit zooms every camera by `zoom` (see boot.ts). Drawing at the displayed size
 * rather than at 1920×1080 is what keeps software rendering fast: every pixel of the buffer costs every frame, and a
 * frame of 1100×620 CSS pixels has a third of the stage's pixels.
 */
export interface RenderSize {
  width: number;
  height: number;
  /** Buffer pixels per stage pixel (≤ 1). */
  zoom: number;
}

/** Past 2 device pixels per CSS pixel nobody in a classroom sees a difference, and the cost is 4× per step. */
export const MAX_PIXEL_RATIO = 2;
/** A frame with no size yet (not laid out) draws at this width until it has one. */
const FALLBACK_WIDTH = STAGE_WIDTH;
/** Never smaller than this: a tiny preview must still have readable 48 px text once it grows. */
const MIN_WIDTH = 320;

export function renderSize(frameWidth: number, frameHeight: number, pixelRatio: number): RenderSize {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? Math.min(pixelRatio, MAX_PIXEL_RATIO) : 1;
  const fit = fitStage(frameWidth, frameHeight);
  const wanted = fit.scale > 0 ? STAGE_WIDTH * fit.scale * ratio : FALLBACK_WIDTH;
  const width = Math.round(Math.min(STAGE_WIDTH, Math.max(MIN_WIDTH, wanted)));
  const height = Math.round((width * STAGE_HEIGHT) / STAGE_WIDTH);
  return { width, height, zoom: width / STAGE_WIDTH };
}
