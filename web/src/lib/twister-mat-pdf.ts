// The printed Twister mat (issue 14): a sheet map, then one sheet per word, each word in its coloured circle, laid
// out by common's plan (rules/twister-mat.ts). Made in the browser with @cantoo/pdf-lib (the maintained fork of
// pdf-lib): see docs/decisions.md, "Pro games, part 2". Loaded on demand (twister-mat.ts) so no page carries it.
import {
  degrees,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
  type Color,
} from '@cantoo/pdf-lib';
import {
  fitWord,
  MAT_COLOUR_NAMES,
  MAT_COLOURS,
  MAT_PAPER_SIZES,
  matPlan,
  sheetGeometry,
  type Box,
  type MatPaper,
  type MatPlan,
  type MatTile,
  type SheetGeometry,
} from '@playwords/common';

/** A PNG to draw: a word's picture (when lists have them), or a word the standard font cannot write. */
export interface MatImage {
  png: Uint8Array;
}

export interface MatWord {
  text: string;
  /** Drawn above the word in its circle. Lists have no pictures yet: the layout keeps the place for one. */
  picture?: MatImage;
}

export interface TwisterMatOptions {
  theme: string;
  /** The mat's words, in order (common's `twisterMatWords(list).words`). */
  words: readonly MatWord[];
  paper: MatPaper;
  /**
   * A word the PDF's standard font cannot write (its Windows-1252 letters: 苹果, яблоко) as a picture of the text,
   * drawn by the browser, which has a font for whatever the teacher typed. Without one, such letters print as '?'.
   */
  textPicture?: (text: string) => Promise<MatImage | null>;
  /**
   * Embeds fonts that write any word (the printables' Nunito and Noto Sans SC, subset) and returns how to write in
   * them: the mat's texts then use those instead of Helvetica, and no word needs `textPicture`.
   */
  embedText?: (doc: PDFDocument) => Promise<MatText>;
}

/** Text in runs of embedded fonts (the printables' `TextFonts`): each run in a font that has its letters. */
export interface MatText {
  runs(text: string): { text: string; font: PDFFont }[];
  width(text: string, size: number): number;
}

const MM = 72 / 25.4;
const INK = rgb(0x1f / 255, 0x25 / 255, 0x44 / 255);
const GREY = rgb(0.45, 0.47, 0.55);
const LIGHT = rgb(0.7, 0.72, 0.78);

const colourOf = (hex: number, towardsWhite = 0): Color => {
  const channel = (shift: number) => {
    const value = ((hex >> shift) & 0xff) / 255;
    return value + (1 - value) * towardsWhite;
  };
  return rgb(channel(16), channel(8), channel(0));
};

interface Fonts {
  bold: PDFFont;
  regular: PDFFont;
  /** When given, every text is written in these instead. */
  text?: MatText;
}

/** Draws in mm from the page's top-left corner (the plan's units) on a PDF page (points from the bottom left). */
class Sheet {
  constructor(
    readonly page: PDFPage,
    private readonly fonts: Fonts,
  ) {}

  private y(mm: number): number {
    return this.page.getHeight() - mm * MM;
  }

  /** Text centred on x (or from x with `align: 'left'`), its baseline at y; size in points. */
  text(
    text: string,
    x: number,
    y: number,
    size: number,
    options: { bold?: boolean; colour?: Color; align?: 'left' | 'centre' | 'right'; rotate?: number } = {},
  ): void {
    const font = options.bold === false ? this.fonts.regular : this.fonts.bold;
    const runs = this.fonts.text ? this.fonts.text.runs(text) : [{ text: writable(font, text), font }];
    const widthOf = (run: { text: string; font: PDFFont }) => run.font.widthOfTextAtSize(run.text, size);
    const width = runs.reduce((sum, run) => sum + widthOf(run), 0);
    let shift = options.align === 'left' ? 0 : options.align === 'right' ? width : width / 2;
    const angle = ((options.rotate ?? 0) * Math.PI) / 180;
    for (const run of runs) {
      this.page.drawText(run.text, {
        x: x * MM - shift * Math.cos(angle),
        y: this.y(y) - shift * Math.sin(angle),
        size,
        font: run.font,
        color: options.colour ?? INK,
        rotate: degrees(options.rotate ?? 0),
      });
      shift -= widthOf(run);
    }
  }

  /** The text's width in points at this size, in the font `text` writes it in. */
  measure(text: string, size: number): number {
    return this.fonts.text
      ? this.fonts.text.width(text, size)
      : this.fonts.bold.widthOfTextAtSize(writable(this.fonts.bold, text), size);
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { dash?: boolean; colour?: Color; width?: number }) {
    this.page.drawLine({
      start: { x: x1 * MM, y: this.y(y1) },
      end: { x: x2 * MM, y: this.y(y2) },
      thickness: options.width ?? 0.8,
      color: options.colour ?? GREY,
      dashArray: options.dash ? [3 * MM, 2 * MM] : undefined,
    });
  }

  rect(box: Box, options: { fill?: Color; border?: Color; dash?: boolean; width?: number }): void {
    this.page.drawRectangle({
      x: box.x * MM,
      y: this.y(box.y + box.height),
      width: box.width * MM,
      height: box.height * MM,
      color: options.fill,
      borderColor: options.border,
      borderWidth: options.border ? (options.width ?? 0.8) : 0,
      borderDashArray: options.dash ? [3 * MM, 2 * MM] : undefined,
    });
  }

  circle(x: number, y: number, radius: number, fill: Color, border: Color, borderWidth: number): void {
    this.page.drawCircle({
      x: x * MM,
      y: this.y(y),
      size: radius * MM,
      color: fill,
      borderColor: border,
      borderWidth: borderWidth * MM,
    });
  }

  /** A small filled arrow head at (x, y) pointing up, down, left or right: where the neighbour lies. */
  arrow(x: number, y: number, towards: 'up' | 'down' | 'left' | 'right', size = 3): void {
    const [dx, dy] = ({ up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const)[towards];
    const tip = { x: x + dx * size, y: y + dy * size };
    const side = { x: -dy * size * 0.8, y: dx * size * 0.8 };
    const points = [tip, { x: x + side.x, y: y + side.y }, { x: x - side.x, y: y - side.y }];
    const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x * MM} ${p.y * MM}`).join(' ') + ' Z';
    this.page.drawSvgPath(path, { x: 0, y: this.page.getHeight(), color: GREY, borderWidth: 0 });
  }

  image(image: PDFImage, box: Box): void {
    const scale = Math.min((box.width * MM) / image.width, (box.height * MM) / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawImage(image, {
      x: box.x * MM + (box.width * MM - width) / 2,
      y: this.y(box.y + box.height / 2) - height / 2,
      width,
      height,
    });
  }
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Whether the standard font writes every letter of the text (its encoding is Windows-1252; others print as '?'). */
function canWrite(font: PDFFont, text: string): boolean {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  for (const char of text) if (!set.has(char.codePointAt(0)!)) return false;
  return true;
}

/** The text with any letter the font cannot write as '?' (only where no picture of the text could be made). */
function writable(font: PDFFont, text: string): string {
  if (canWrite(font, text)) return text;
  return [...text].map((char) => (canWrite(font, char) ? char : '?')).join('');
}

/** A word fitted to a box, line by line, centred: as text, or as the browser's picture of it. */
function drawWord(sheet: Sheet, word: string, box: Box, maxSize: number, picture?: PDFImage) {
  if (picture) {
    // The browser drew the word 1.4 times its letters' size high: no bigger than a written word would be.
    const height = Math.min(box.height, maxSize * 1.4);
    sheet.image(picture, { ...box, y: box.y + (box.height - height) / 2, height });
    return;
  }
  const measure = (text: string, size: number) => sheet.measure(text, size * MM) / MM;
  const fitted = fitWord(word, box, measure, maxSize);
  const lineHeight = fitted.size * 1.1;
  const top = box.y + box.height / 2 - (lineHeight * fitted.lines.length) / 2;
  fitted.lines.forEach((line, i) => {
    // The baseline sits about a fifth of the size above the line's bottom (descenders below it).
    sheet.text(line, box.x + box.width / 2, top + lineHeight * (i + 1) - fitted.size * 0.28, fitted.size * MM);
  });
}

interface Drawn {
  picture?: PDFImage;
  textPicture?: PDFImage;
}

function drawSheetMap(sheet: Sheet, fonts: Fonts, plan: MatPlan, theme: string, paper: MatPaper, drawn: Drawn[]) {
  const page = MAT_PAPER_SIZES[paper];
  const left = 15;
  const width = page.width - 2 * left;
  sheet.text(`Twister mat: ${theme}`, left, 24, 22, { align: 'left' });
  const metres = (mm: number) => (mm / 1000).toFixed(1);
  const count = plan.words.length;
  sheet.text(
    `${count} ${count === 1 ? 'sheet' : 'sheets'}, ${plan.columns} across and ${plan.rows} down: ` +
      `about ${metres(plan.size.width)} m × ${metres(plan.size.height)} m on the floor.`,
    left,
    33,
    11,
    { align: 'left', bold: false },
  );
  sheet.text('Sheet map', left, 45, 13, { align: 'left' });
  // The mat, scaled to the page, each tile with its name, colour and word.
  const mapTop = 50;
  const scale = Math.min(width / plan.size.width, 140 / plan.size.height);
  const cellWidth = (plan.size.width * scale) / plan.columns;
  const cellHeight = (plan.size.height * scale) / plan.rows;
  const mapLeft = left + (width - plan.columns * cellWidth) / 2;
  for (const tile of plan.tiles) {
    const box = {
      x: mapLeft + tile.column * cellWidth,
      y: mapTop + tile.row * cellHeight,
      width: cellWidth,
      height: cellHeight,
    };
    sheet.rect(box, { border: GREY, dash: true, width: 0.6 });
    sheet.text(tile.label, box.x + 1.5, box.y + 4.5, Math.min(9, cellWidth * 0.9), { align: 'left', colour: GREY });
    const radius = Math.min(cellWidth, cellHeight) * 0.3;
    const cx = box.x + cellWidth / 2;
    const cy = box.y + cellHeight * 0.45;
    sheet.circle(cx, cy, radius, colourOf(MAT_COLOURS[tile.colour]!, 0.7), colourOf(MAT_COLOURS[tile.colour]!), 0.8);
    const wordBox = { x: box.x + 1, y: box.y + cellHeight * 0.76, width: cellWidth - 2, height: cellHeight * 0.2 };
    drawWord(sheet, tile.word, wordBox, 4, drawn[tile.index]?.textPicture);
  }
  let y = mapTop + plan.rows * cellHeight + 12;
  const steps = [
    'Print every page at actual size (100%, not "fit to page"). The bar below is 10 cm long when printed right.',
    'Cut each sheet along its dashed lines.',
    'Lay the sheets out as the map shows, A1 at the top left, the words the right way up.',
    'Tape each edge marked "tape to" to the sheet it names, on the back. Clear tape on top makes it last.',
    'Put the mat on a floor that does not slip, and spin in the game: "Right hand... apple!"',
  ];
  steps.forEach((step, i) => {
    sheet.text(`${i + 1}.`, left, y, 11, { align: 'left' });
    sheet.text(step, left + 6, y, 10, { align: 'left', bold: false });
    y += 7;
  });
  y += 4;
  sheet.rect({ x: left, y, width: 100, height: 3 }, { fill: INK });
  sheet.text('10 cm', left + 104, y + 3, 10, { align: 'left', bold: false });
}

function drawTileSheet(
  sheet: Sheet,
  fonts: Fonts,
  geometry: SheetGeometry,
  tile: MatTile,
  theme: string,
  drawn: Drawn,
) {
  const { tile: box, circle } = geometry;
  // The cut line all round, with crop marks in the margin at its corners.
  sheet.rect(box, { border: LIGHT, dash: true, width: 0.8 });
  for (const [x, y, sx, sy] of [
    [box.x, box.y, -1, -1],
    [box.x + box.width, box.y, 1, -1],
    [box.x, box.y + box.height, -1, 1],
    [box.x + box.width, box.y + box.height, 1, 1],
  ] as const) {
    sheet.line(x + sx * 2, y, x + sx * 8, y, { width: 0.5 });
    sheet.line(x, y + sy * 2, x, y + sy * 8, { width: 0.5 });
  }
  sheet.text('cut along the dashed line', box.x + 2, box.y - 2, 7, { align: 'left', bold: false, colour: GREY });
  // Its name and where it goes.
  sheet.text(tile.label, box.x + 8, box.y + 20, 36, { align: 'left', colour: GREY });
  const corner = { align: 'right', bold: false, colour: GREY } as const;
  sheet.text(`Twister mat: ${theme}`, box.x + box.width - 8, box.y + 13, 9, corner);
  sheet.text(`${MAT_COLOUR_NAMES[tile.colour]!} column`, box.x + box.width - 8, box.y + 19, 9, corner);
  // Tape marks: each edge that meets another sheet names it, with an arrow towards it.
  const { left, right, up, down } = tile.neighbours;
  const midX = box.x + box.width / 2;
  const midY = box.y + box.height / 2;
  if (up) {
    sheet.arrow(midX, box.y + 4, 'up');
    sheet.text(`tape to ${up}`, midX, box.y + 12, 10, { colour: GREY });
  }
  if (down) {
    sheet.arrow(midX, box.y + box.height - 4, 'down');
    sheet.text(`tape to ${down}`, midX, box.y + box.height - 8, 10, { colour: GREY });
  }
  if (left) {
    sheet.arrow(box.x + 4, midY, 'left');
    sheet.text(`tape to ${left}`, box.x + 11, midY, 10, { colour: GREY, rotate: 90 });
  }
  if (right) {
    sheet.arrow(box.x + box.width - 4, midY, 'right');
    sheet.text(`tape to ${right}`, box.x + box.width - 11, midY, 10, { colour: GREY, rotate: -90 });
  }
  // The word in its circle, in the column's colour.
  const colour = MAT_COLOURS[tile.colour]!;
  sheet.circle(circle.x, circle.y, circle.radius - 3, colourOf(colour, 0.78), colourOf(colour), 6);
  if (drawn.picture) {
    sheet.image(drawn.picture, geometry.withPicture.picture);
    drawWord(sheet, tile.word, geometry.withPicture.word, 30, drawn.textPicture);
  } else {
    drawWord(sheet, tile.word, geometry.wordBox, 45, drawn.textPicture);
  }
}

/** The mat's PDF: the sheet map, then a sheet per word (common's `matPageCount`). */
export async function buildTwisterMatPdf({
  theme,
  words,
  paper,
  textPicture,
  embedText,
}: TwisterMatOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Twister mat: ${theme}`);
  doc.setCreator('PlayWords');
  doc.setLanguage('en');
  const fonts = {
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    regular: await doc.embedFont(StandardFonts.Helvetica),
    text: embedText ? await embedText(doc) : undefined,
  };
  const plan = matPlan(words.map((w) => w.text));
  if (plan.tiles.length === 0) throw new Error('A Twister mat needs at least one word');
  const drawn: Drawn[] = await Promise.all(
    words.map(async (word) => {
      const picture = word.picture ? await doc.embedPng(word.picture.png) : undefined;
      const needsPicture = textPicture && !fonts.text && !canWrite(fonts.bold, word.text);
      const asPicture = needsPicture ? await textPicture(word.text) : null;
      return { picture, textPicture: asPicture ? await doc.embedPng(asPicture.png) : undefined };
    }),
  );
  const size = MAT_PAPER_SIZES[paper];
  const newSheet = () => new Sheet(doc.addPage([size.width * MM, size.height * MM]), fonts);
  drawSheetMap(newSheet(), fonts, plan, theme, paper, drawn);
  const geometry = sheetGeometry(paper);
  for (const tile of plan.tiles) drawTileSheet(newSheet(), fonts, geometry, tile, theme, drawn[tile.index]!);
  return doc.save();
}

/** A theme as part of a file's name: 'farm-animals' ('words' for a theme with no Latin letters). */
export function themeSlug(theme: string): string {
  const slug = theme
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return slug === '' ? 'words' : slug;
}

/** The file's name: 'twister-mat-farm-animals-a4.pdf'. */
export function twisterMatFileName(theme: string, paper: MatPaper): string {
  return `twister-mat-${themeSlug(theme)}-${paper}.pdf`;
}
