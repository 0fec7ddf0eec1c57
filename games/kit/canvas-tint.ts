import Phaser from 'phaser';

/**
 * Tints on the Canvas renderer. Phaser's Canvas renderer ignores `setTint` and particle tints, and games rely on
 * them (Word Search's letters are white in their atlas and tinted ink; found letters turn white; sparks take a
 * team's colour; a hit flashes a fighter in FILL mode). So on Canvas the kit draws a tinted copy of a frame once —
 * multiply for MULTIPLY (and the other modes, approximately), a flat colour in the frame's shape for FILL — and
 * hands Phaser that copy instead of the frame. Copies are kept per frame object and tint (a WeakMap: a texture
 * that is removed takes its copies with it), so a frame costs one small canvas per colour, made once.
 * Known limits: a canvas texture whose pixels change under the same frame keeps its old tinted copy (no game does
 * that: Word Search makes a new atlas texture per round), and tints that change continuously (a particle `color`
 * ramp) would make a copy per colour: games use fixed tint lists.
 */
type Frame = Phaser.Textures.Frame;
interface CanvasFrameData {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FILL_FLAG = 0x1000000;
const copies = new WeakMap<Frame, Map<number, Frame>>();

function drawTinted(frame: Frame, colour: number, fill: boolean): Frame {
  const data = frame.canvasData as CanvasFrameData;
  const width = Math.max(1, Math.round(data.width));
  const height = Math.max(1, Math.round(data.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const image = frame.source.image as CanvasImageSource;
  const css = `#${colour.toString(16).padStart(6, '0')}`;
  if (context) {
    if (!fill) context.drawImage(image, data.x, data.y, data.width, data.height, 0, 0, width, height);
    context.globalCompositeOperation = fill ? 'source-over' : 'multiply';
    context.fillStyle = css;
    context.fillRect(0, 0, width, height);
    // Back to the frame's own shape and transparency.
    context.globalCompositeOperation = 'destination-in';
    context.drawImage(image, data.x, data.y, data.width, data.height, 0, 0, width, height);
  }
  // Everything else (size, pivot, trim) is the frame's own, through the prototype; `canvasData` is a getter there,
  // so both overrides are defined rather than assigned.
  const copy = Object.create(frame) as Frame;
  Object.defineProperties(copy, {
    canvasData: { value: { x: 0, y: 0, width, height } satisfies CanvasFrameData },
    source: { value: { image: canvas, resolution: frame.source.resolution, scaleMode: frame.source.scaleMode } },
  });
  return copy;
}

/** The frame to draw for a tint (the frame itself for plain white). */
export function tintedFrame(frame: Frame, colour: number, fill: boolean): Frame {
  if (colour === 0xffffff && !fill) return frame;
  let byTint = copies.get(frame);
  if (!byTint) {
    byTint = new Map();
    copies.set(frame, byTint);
  }
  const key = fill ? colour + FILL_FLAG : colour;
  let copy = byTint.get(key);
  if (!copy) {
    copy = drawTinted(frame, colour, fill);
    byTint.set(key, copy);
  }
  return copy;
}

interface TintedSprite {
  isTinted?: boolean;
  tintTopLeft?: number;
  tintMode?: number;
}
interface TintedParticle {
  tint: number;
  frame: Frame;
}
type BatchSprite = (sprite: unknown, frame: Frame, camera: unknown, parent?: unknown) => void;
type RenderCanvas = (
  renderer: unknown,
  emitter: { alive: TintedParticle[] },
  camera: unknown,
  parent?: unknown,
) => void;

let installed = false;
/** Particles' own frames while their tinted copies are drawn (reused: nothing allocated per frame). */
const swapped: Frame[] = [];

/** Teaches Phaser's Canvas renderer to draw tints (once per page; harmless under WebGL, which never calls it). */
export function installCanvasTint(): void {
  if (installed) return;
  installed = true;
  const renderer = (Phaser.Renderer as unknown as { Canvas?: { CanvasRenderer?: { prototype: object } } }).Canvas;
  const proto = renderer?.CanvasRenderer?.prototype as { batchSprite: BatchSprite } | undefined;
  if (proto) {
    const batchSprite = proto.batchSprite;
    proto.batchSprite = function (this: unknown, sprite, frame, camera, parent) {
      const s = sprite as TintedSprite;
      const drawn = s.isTinted
        ? tintedFrame(frame, s.tintTopLeft ?? 0xffffff, s.tintMode === Phaser.TintModes.FILL)
        : frame;
      batchSprite.call(this, sprite, drawn, camera, parent);
    };
  }
  const emitter = Phaser.GameObjects.Particles.ParticleEmitter.prototype as unknown as { renderCanvas?: RenderCanvas };
  const renderCanvas = emitter.renderCanvas;
  if (renderCanvas) {
    emitter.renderCanvas = function (this: unknown, canvasRenderer, source, camera, parent) {
      const alive = source.alive;
      for (let i = 0; i < alive.length; i++) {
        const particle = alive[i]!;
        swapped[i] = particle.frame;
        particle.frame = tintedFrame(particle.frame, particle.tint, false);
      }
      try {
        renderCanvas.call(this, canvasRenderer, source, camera, parent);
      } finally {
        for (let i = 0; i < alive.length; i++) alive[i]!.frame = swapped[i]!;
      }
    };
  }
}
