// Drawing on a printable's page in points from its top-left corner (a PDF's origin is the bottom left): boxes,
// lines, pictures, and text in runs of the embedded fonts, fitted to a box by shrinking and wrapping.
import {
  type Color,
  degrees,
  drawImage,
  LineCapStyle,
  PDFDocument,
  type PDFName,
  type PDFPage,
  type PDFRef,
  rgb,
} from '@cantoo/pdf-lib';
import type { TextFonts } from './fonts';
import { embedPicture, type Picture } from './png';
import type { Paper } from './types';

export const PAPER_SIZES: Readonly<Record<Paper, { width: number; height: number }>> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** The white edge every printer leaves, and then some. */
export const MARGIN = 36;

export const INK = rgb(0x1f / 255, 0x25 / 255, 0x44 / 255);
export const GREY = rgb(0.45, 0.47, 0.55);
export const LIGHT = rgb(0.75, 0.77, 0.82);
export const HIGHLIGHT = rgb(1, 0.82, 0.3);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Align = 'left' | 'centre' | 'right';

interface TextOptions {
  align?: Align;
  colour?: Color;
}

interface FitOptions extends TextOptions {
  /** The largest size tried, in points. */
  maxSize: number;
  /** The smallest size wrapping may use before the text is shrunk to one line that fits. */
  minSize?: number;
  /** How many lines a phrase may wrap onto (default: as many as fit). */
  maxLines?: number;
}

const LINE_HEIGHT = 1.18;
// From a line's middle to its baseline: about half of Nunito's capital height (0.7 em).
const BASELINE_DROP = 0.35;
const DASH = [4, 3];

/** A page of the document, drawn on in points from the top left. */
export class Sheet {
  /** The page's names of the pictures it shows (each named once however often it is drawn). */
  private readonly names = new Map<PDFRef, PDFName>();

  constructor(
    readonly page: PDFPage,
    readonly fonts: TextFonts,
  ) {}

  get width(): number {
    return this.page.getWidth();
  }

  get height(): number {
    return this.page.getHeight();
  }

  /** The printable area inside the margins. */
  get area(): Box {
    return { x: MARGIN, y: MARGIN, width: this.width - 2 * MARGIN, height: this.height - 2 * MARGIN };
  }

  private y(top: number): number {
    return this.height - top;
  }

  rect(box: Box, options: { fill?: Color; border?: Color; dash?: boolean; width?: number; opacity?: number }): void {
    this.page.drawRectangle({
      x: box.x,
      y: this.y(box.y + box.height),
      width: box.width,
      height: box.height,
      color: options.fill,
      opacity: options.opacity,
      borderColor: options.border,
      borderWidth: options.border ? (options.width ?? 0.8) : 0,
      borderDashArray: options.dash ? DASH : undefined,
    });
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    options: { dash?: boolean; colour?: Color; width?: number; opacity?: number; round?: boolean } = {},
  ): void {
    this.page.drawLine({
      start: { x: x1, y: this.y(y1) },
      end: { x: x2, y: this.y(y2) },
      thickness: options.width ?? 0.8,
      color: options.colour ?? GREY,
      opacity: options.opacity,
      dashArray: options.dash ? DASH : undefined,
      lineCap: options.round ? LineCapStyle.Round : undefined,
    });
  }

  dot(x: number, y: number, radius: number, colour: Color = INK): void {
    this.page.drawCircle({ x, y: this.y(y), size: radius, color: colour });
  }

  /** The picture as large as the box takes, centred in it. */
  image(image: Picture, box: Box): void {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    let name = this.names.get(image.ref);
    if (!name) {
      name = this.page.node.newXObject('Image', image.ref);
      this.names.set(image.ref, name);
    }
    const none = degrees(0);
    this.page.pushOperators(
      ...drawImage(name, {
        x: box.x + (box.width - width) / 2,
        y: this.y(box.y + (box.height + height) / 2),
        width,
        height,
        rotate: none,
        xSkew: none,
        ySkew: none,
      }),
    );
  }

  /** One line of text, its middle at y, from x (left), around x (centre) or up to x (right). */
  write(text: string, x: number, y: number, size: number, options: TextOptions = {}): void {
    const runs = this.fonts.runs(text);
    const width = this.fonts.width(text, size);
    let left = options.align === 'centre' ? x - width / 2 : options.align === 'right' ? x - width : x;
    const baseline = this.y(y) - size * BASELINE_DROP;
    for (const run of runs) {
      this.page.drawText(run.text, { x: left, y: baseline, size, font: run.font, color: options.colour ?? INK });
      left += this.fonts.advance(run, size);
    }
  }

  /** The text as large as fits the box (up to maxSize), wrapped onto lines at spaces when that lets it be larger. */
  fit(text: string, box: Box, options: FitOptions): void {
    const { size, lines } = fitText(this.fonts, text, box, options);
    const lineHeight = size * LINE_HEIGHT;
    const top = box.y + box.height / 2 - (lineHeight * lines.length) / 2;
    const align = options.align ?? 'centre';
    const x = align === 'left' ? box.x : align === 'right' ? box.x + box.width : box.x + box.width / 2;
    lines.forEach((line, i) => this.write(line, x, top + lineHeight * (i + 0.5), size, { ...options, align }));
  }
}

/** The size and lines a text is written in to fit a box. */
export function fitText(
  fonts: TextFonts,
  text: string,
  box: Pick<Box, 'width' | 'height'>,
  options: Pick<FitOptions, 'maxSize' | 'minSize' | 'maxLines'>,
): { size: number; lines: string[] } {
  const clean = text.trim().replace(/\s+/g, ' ');
  const oneLineSize = Math.min(
    options.maxSize,
    box.height / LINE_HEIGHT,
    box.width / Math.max(1e-6, fonts.width(clean, 1)),
  );
  const minSize = Math.min(options.minSize ?? options.maxSize * 0.45, options.maxSize);
  const words = clean.split(' ');
  if (oneLineSize >= minSize || words.length === 1) return { size: oneLineSize, lines: [clean] };
  // A phrase: the largest size at which its words wrap onto lines that fit.
  for (let size = Math.min(options.maxSize, box.height / LINE_HEIGHT); size >= minSize; size *= 0.92) {
    const lines = wrap(fonts, words, box.width, size);
    const fitsWidth = lines.every((line) => fonts.width(line, size) <= box.width);
    if (fitsWidth && lines.length * size * LINE_HEIGHT <= box.height && lines.length <= (options.maxLines ?? 99)) {
      return { size, lines };
    }
  }
  return { size: oneLineSize, lines: [clean] };
}

function wrap(fonts: TextFonts, words: readonly string[], width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (line !== '' && fonts.width(joined, size) > width) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A new document with its metadata: the title (the list's theme in it) and who made it. */
export async function newDocument(title: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setCreator('PlayWords');
  doc.setProducer('PlayWords');
  return doc;
}

/** Embeds each distinct picture once; a picture that cannot be read prints as none. */
export async function embedPictures(
  doc: PDFDocument,
  pictures: readonly (Uint8Array | null)[],
): Promise<(Picture | null)[]> {
  const embedded = new Map<Uint8Array, Promise<Picture | null>>();
  return Promise.all(
    pictures.map((png) => {
      if (!png) return null;
      let image = embedded.get(png);
      if (!image) {
        image = embedPicture(doc, png);
        embedded.set(png, image);
      }
      return image;
    }),
  );
}
