// The canvas work of the create dialog (core §5): decode a picked file, draw the 300×300 preview, encode the upload
// as PNG; and a word as a picture for the printed Twister mat. Kept apart from the size maths in images.ts because
// jsdom has no canvas: page tests mock this module.
import { IMAGE_PREVIEW_SIDE } from '@playwords/common';
import { encodeWithinLimit, previewRect, type Size } from './images';

/** A decoded picture, ready to draw. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  /** Frees the decoded pixels. */
  close: () => void;
}

/** Decodes a picked file; rejects when the browser cannot read it as a picture. */
export async function decodeImageFile(file: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(file);
  return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
}

function drawMirrored(
  context: CanvasRenderingContext2D,
  image: DecodedImage,
  flipped: boolean,
  x: number,
  y: number,
  size: Size,
): void {
  context.save();
  if (flipped) {
    // Mirror around the picture's own vertical axis.
    context.translate(x + size.width, y);
    context.scale(-1, 1);
    context.drawImage(image.source, 0, 0, size.width, size.height);
  } else {
    context.drawImage(image.source, x, y, size.width, size.height);
  }
  context.restore();
}

/** Draws the picture into the square preview canvas, as large as fits, mirrored when flipped. */
export function drawPreview(canvas: HTMLCanvasElement, image: DecodedImage | null, flipped: boolean): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const side = IMAGE_PREVIEW_SIDE;
  context.clearRect(0, 0, side, side);
  if (!image) return;
  const rect = previewRect(image.width, image.height, side);
  context.imageSmoothingQuality = 'high';
  drawMirrored(context, image, flipped, rect.x, rect.y, rect);
}

function encodeAt(image: DecodedImage, flipped: boolean, size: Size): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw pictures.'));
  context.imageSmoothingQuality = 'high';
  drawMirrored(context, image, flipped, 0, 0, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be converted.'))),
      'image/png',
    ),
  );
}

/** The upload: at most 1200 px a side keeping the ratio, mirrored when flipped, as PNG (core §5). */
export function encodeUpload(image: DecodedImage, flipped: boolean): Promise<Blob> {
  return encodeWithinLimit(image.width, image.height, (size) => encodeAt(image, flipped, size));
}

/**
 * A word as a PNG, dark on transparent, in the app's bold font: what the Twister mat prints for a word its PDF font
 * cannot write (苹果, яблоко): the browser has a font for whatever the teacher typed. Null without a canvas.
 */
export async function drawTextPicture(text: string): Promise<Uint8Array | null> {
  const size = 160;
  const font = `800 ${size}px Nunito, "Noto Sans", sans-serif`;
  const canvas = document.createElement('canvas');
  const measuring = canvas.getContext('2d');
  if (!measuring) return null;
  measuring.font = font;
  canvas.width = Math.max(1, Math.ceil(measuring.measureText(text).width + size * 0.2));
  canvas.height = Math.ceil(size * 1.4);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.font = font;
  context.fillStyle = '#1f2544';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, canvas.width / 2, canvas.height / 2);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}
