/** Every game draws on a 1920×1080 stage, scaled to fit its frame (design/games.md § projector scaling). */
export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

export interface StageFit {
  scale: number;
  /** Offsets that centre the scaled stage in the frame (letterbox or pillarbox). */
  offsetX: number;
  offsetY: number;
}

/** The largest scale at which the whole stage fits a frame of the given size, centred. */
export function fitStage(frameWidth: number, frameHeight: number): StageFit {
  if (frameWidth <= 0 || frameHeight <= 0) return { scale: 0, offsetX: 0, offsetY: 0 };
  const scale = Math.min(frameWidth / STAGE_WIDTH, frameHeight / STAGE_HEIGHT);
  return {
    scale,
    offsetX: (frameWidth - STAGE_WIDTH * scale) / 2,
    offsetY: (frameHeight - STAGE_HEIGHT * scale) / 2,
  };
}
