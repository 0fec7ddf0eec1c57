// Helpers for tests that upload pictures: multipart bodies as a browser sends them, and small pictures made with sharp.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body (fields, then files) and its content type. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----playwords${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; ` +
          `filename="${file.filename ?? 'picture.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A plain PNG of one colour. */
export function solidPng(width = 40, height = 30, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** A JPEG of random noise (hard to compress, like a photo). */
export function noiseJpeg(width: number, height: number, quality = 80): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
