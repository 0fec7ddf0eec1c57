import sharp from 'sharp';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_THUMBNAIL_SIDE,
  ImageMessage,
} from '@playwords/common';
import { ValidationError } from '../../platform/http-errors';

/** What an upload becomes: a PNG of at most 1200 px a side and its thumbnail, both made here, metadata-free. */
export interface ProcessedImage {
  png: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** The formats accepted (design/security.md § Uploads), each by its magic bytes. */
type Format = 'png' | 'jpeg' | 'webp' | 'gif';

/** The format the first bytes announce, or null (SVG, HTML and everything else). */
export function sniffFormat(bytes: Buffer): Format | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return null;
}

const refuse = (message: string) => new ValidationError({ image: [message] });

/**
 * libvips options for every decode: the pixel limit (checked from the header, before any pixel is decoded), a
 * failure on any decoding error (a header followed by garbage is not an image), one frame of an animation.
 */
const DECODE = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 } as const;

/**
 * Re-encodes a picture as PNG and makes its thumbnail: two pipelines over the same bytes, side by side (libvips
 * decodes each at the size it needs, a JPEG's thumbnail at an eighth), each oriented by the EXIF and scaled inside
 * its box (never enlarged). Only decoded pixels are encoded, without metadata, so nothing of the original file (its
 * EXIF, trailing bytes, a polyglot's payload) can reach either output.
 */
async function encode(bytes: Buffer): Promise<ProcessedImage> {
  const scaled = (side: number) =>
    sharp(bytes, DECODE).rotate().resize(side, side, { fit: 'inside', withoutEnlargement: true }).png();
  const [full, thumbnail] = await Promise.all([
    scaled(IMAGE_MAX_SIDE).toBuffer({ resolveWithObject: true }),
    scaled(IMAGE_THUMBNAIL_SIDE).toBuffer(),
  ]);
  return { png: full.data, thumbnail, width: full.info.width, height: full.info.height };
}

/**
 * The upload pipeline (core §5, design/security.md § Uploads): magic bytes, then the header's size against the
 * pixel limit, then a full decode, EXIF rotation, scaling and re-encoding. Anything that is not a PNG, JPEG, WebP or
 * GIF that decodes is refused with 'Please only submit images.' under `image`.
 *
 * The header is read beside the encode rather than before it (its round trip through libuv's pool was on every
 * upload's path): the encode's own decoder checks the pixel limit before it decodes a pixel (DECODE), so a
 * 50 000 × 50 000 header still costs nothing, and the encode's result is used only once the header agrees.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw refuse(ImageMessage.imageRequired);
  if (bytes.length > IMAGE_MAX_BYTES) throw refuse(ImageMessage.tooLarge);
  const format = sniffFormat(bytes);
  if (!format) throw refuse(ImageMessage.notAnImage);

  // The header alone, read without libvips' own limit so the size is ours to judge (and to word).
  const header = sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  const encoded = encode(bytes);
  const [read, made] = await Promise.allSettled([header, encoded]);
  if (read.status === 'rejected') throw refuse(ImageMessage.notAnImage);
  const { width, height, format: actual } = read.value;
  // libvips must agree with the magic bytes (a GIF header on a PNG body is not what it claims to be).
  if (actual !== format || !width || !height) throw refuse(ImageMessage.notAnImage);
  if (width * height > IMAGE_MAX_PIXELS) throw refuse(ImageMessage.tooManyPixels);
  if (made.status === 'rejected') throw refuse(ImageMessage.notAnImage);
  return made.value;
}

/** A thumbnail made again from a stored PNG (the superuser's reload_thumbnail). */
export async function thumbnailOf(png: Buffer): Promise<Buffer> {
  return sharp(png, DECODE)
    .resize(IMAGE_THUMBNAIL_SIDE, IMAGE_THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
