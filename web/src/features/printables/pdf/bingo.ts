// Bingo: N different cards for a class (each a seeded selection of the list's words in its own order, pictures with
// the words), 3 × 3, 4 × 4 or 5 × 5 with a FREE centre, then the caller's sheet: every word with a tick box.
// A 5 × 5 card fills a page; two smaller ones share a page, a dashed line between them to cut.
// A list with fewer words than a card's squares fills them by repeating words (each at most once more than the
// others), and the caller's sheet says so: a shorter list still plays, a card just covers two squares at a call.
import { seededRandom, shuffled, type Random } from '@playwords/common';
import { type Box, GREY, HIGHLIGHT, INK, type Sheet } from './draw';
import { addSheet, drawHeading, type PageMaker } from './page-parts';
import { BINGO_MAX_CARDS, type BingoOptions, type PrintEntry } from './types';
import type { Picture } from './png';

interface Word {
  text: string;
  picture: Picture | null;
}

/** A card: its squares row by row, each a word's index, or -1 for FREE. */
export type BingoCard = number[];

export interface BingoPlan {
  size: 3 | 4 | 5;
  free: boolean;
  cards: BingoCard[];
  /** Whether words repeat on a card (the list is shorter than its squares). */
  repeats: boolean;
}

/** The cards: each different from the others where the list allows, every word on about as many cards. */
export function planBingo(words: number, options: BingoOptions, seed: number): BingoPlan {
  const size = ([3, 4, 5] as const).includes(options.size) ? options.size : 5;
  const free = size === 5 && options.free !== false;
  const squares = size * size - (free ? 1 : 0);
  const count = Math.min(BINGO_MAX_CARDS, Math.max(1, Math.round(options.cards)));
  const random = seededRandom(seed);
  const repeats = words < squares;
  const deck = new Deck(words, random);
  const seen = new Set<string>();
  const cards: BingoCard[] = [];
  for (let c = 0; c < count; c++) {
    let card: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      card = repeats ? fillWithRepeats(words, squares, random) : deck.draw(squares);
      if (!seen.has(card.join())) break;
    }
    seen.add(card.join());
    if (free) card.splice(Math.floor(squares / 2), 0, -1);
    cards.push(card);
  }
  return { size, free, cards, repeats };
}

/** Deals the words round and round in shuffled passes, so each is on about as many cards as the others. */
class Deck {
  private order: number[] = [];

  constructor(
    private readonly words: number,
    private readonly random: Random,
  ) {}

  /** `count` different words (count ≤ the list's length), in a shuffled order. */
  draw(count: number): number[] {
    const picked = new Set<number>();
    const later: number[] = [];
    while (picked.size < count) {
      if (this.order.length === 0) this.order = shuffled([...Array(this.words).keys()], this.random);
      const next = this.order.pop()!;
      // A new pass began mid-card: a word already on it waits for the next card.
      if (picked.has(next)) later.push(next);
      else picked.add(next);
    }
    this.order.push(...later);
    return shuffled([...picked], this.random);
  }
}

/** Every word once, then words again (each at most once more than any other) until the squares are full. */
function fillWithRepeats(words: number, squares: number, random: Random): number[] {
  const card: number[] = [];
  while (card.length < squares)
    card.push(...shuffled([...Array(words).keys()], random).slice(0, squares - card.length));
  return shuffled(card, random);
}

/** Draws the cards, then the caller's sheet. */
export async function drawBingo(maker: PageMaker, entries: readonly PrintEntry[], options: BingoOptions) {
  const distinct = [...new Map(entries.map((entry) => [entry.text, entry])).values()];
  const pictures = await maker.pictures(distinct);
  const words: Word[] = distinct.map((entry, i) => ({ text: entry.text, picture: pictures[i] ?? null }));
  const plan = planBingo(words.length, options, maker.seed);
  const { t, theme } = maker;
  const title = t('pdf.bingo.title', { theme });
  const perPage = plan.size === 5 ? 1 : 2;
  let sheet: Sheet | null = null;
  plan.cards.forEach((card, c) => {
    const slot = c % perPage;
    if (slot === 0) sheet = addSheet(maker);
    const page = sheet!;
    const area = page.area;
    const height = area.height / perPage;
    const half = { ...area, y: area.y + slot * height, height };
    if (slot === 1) page.line(0, half.y - 4, page.width, half.y - 4, { dash: true, colour: GREY });
    drawCard(
      page,
      half,
      card,
      plan,
      words,
      title,
      t('pdf.bingo.name'),
      t('pdf.bingo.card', { number: c + 1, count: plan.cards.length }),
      t('pdf.bingo.free'),
    );
  });
  drawCallerSheet(maker, words, plan);
}

function drawCard(
  sheet: Sheet,
  box: Box,
  card: BingoCard,
  plan: BingoPlan,
  words: readonly Word[],
  title: string,
  name: string,
  number: string,
  freeText: string,
): void {
  // The heading within the card's part of the page (drawHeading works on the page's area, so move it).
  const headingTop = box.y;
  sheet.fit(
    title,
    { x: box.x, y: headingTop, width: box.width * 0.6, height: 30 },
    { maxSize: 22, minSize: 12, align: 'left' },
  );
  const nameLeft = box.x + box.width * 0.64;
  sheet.write(name, nameLeft, headingTop + 19, 12, { colour: GREY });
  sheet.line(nameLeft + sheet.fonts.width(name, 12) + 4, headingTop + 25, box.x + box.width, headingTop + 25, {
    colour: GREY,
  });
  const top = headingTop + 40;
  const side = Math.min(box.width, box.height - (top - box.y) - 22);
  const left = box.x + (box.width - side) / 2;
  const cell = side / plan.size;
  card.forEach((word, i) => {
    const square = {
      x: left + (i % plan.size) * cell,
      y: top + Math.floor(i / plan.size) * cell,
      width: cell,
      height: cell,
    };
    if (word < 0) {
      sheet.rect(square, { fill: HIGHLIGHT, opacity: 0.5 });
      sheet.fit(freeText, inset(square, cell * 0.12), { maxSize: cell * 0.3 });
    } else drawSquare(sheet, square, words[word]!);
  });
  for (let line = 0; line <= plan.size; line++) {
    sheet.line(left + line * cell, top, left + line * cell, top + side, { colour: INK, width: 1.4 });
    sheet.line(left, top + line * cell, left + side, top + line * cell, { colour: INK, width: 1.4 });
  }
  sheet.fit(
    number,
    { x: box.x, y: top + side + 6, width: box.width, height: 12 },
    {
      maxSize: 9,
      align: 'right',
      colour: GREY,
    },
  );
}

function drawSquare(sheet: Sheet, square: Box, word: Word): void {
  const inner = inset(square, square.width * 0.07);
  const maxSize = Math.min(inner.height * 0.22, 28);
  if (!word.picture) {
    sheet.fit(word.text, inner, { maxSize: maxSize * 1.2, minSize: maxSize * 0.4 });
    return;
  }
  const wordHeight = inner.height * 0.3;
  sheet.image(word.picture, { ...inner, height: inner.height - wordHeight });
  sheet.fit(
    word.text,
    { ...inner, y: inner.y + inner.height - wordHeight, height: wordHeight },
    {
      maxSize,
      minSize: maxSize * 0.4,
      maxLines: 2,
    },
  );
}

const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
});

const ROW = 22;
const COLUMNS = 3;

/** The caller's sheet: every word with a tick box (and its picture), three columns, as many pages as it takes. */
function drawCallerSheet(maker: PageMaker, words: readonly Word[], plan: BingoPlan): void {
  const { t, theme } = maker;
  let index = 0;
  while (index < words.length) {
    const sheet = addSheet(maker);
    let top = drawHeading(sheet, t('pdf.bingo.caller', { theme }));
    const area = sheet.area;
    if (index === 0) {
      const help = t('pdf.bingo.callerHelp', { cards: plan.cards.length, size: plan.size });
      sheet.fit(
        help,
        { x: area.x, y: top, width: area.width, height: 16 },
        { maxSize: 11, align: 'left', colour: GREY },
      );
      top += 20;
      if (plan.repeats) {
        const squares = plan.size * plan.size - (plan.free ? 1 : 0);
        const note = t('pdf.bingo.repeats', { words: words.length, squares });
        sheet.fit(note, { x: area.x, y: top, width: area.width, height: 16 }, { maxSize: 11, align: 'left' });
        top += 20;
      }
      top += 6;
    }
    const rows = Math.floor((area.y + area.height - top) / ROW);
    const width = area.width / COLUMNS;
    for (let column = 0; column < COLUMNS && index < words.length; column++) {
      for (let row = 0; row < rows && index < words.length; row++, index++) {
        const word = words[index]!;
        const x = area.x + column * width;
        const y = top + row * ROW;
        sheet.rect({ x, y: y + 4, width: 13, height: 13 }, { border: INK, width: 1 });
        let textLeft = x + 20;
        if (word.picture) {
          sheet.image(word.picture, { x: textLeft, y: y + 2, width: 17, height: 17 });
          textLeft += 21;
        }
        sheet.fit(
          word.text,
          { x: textLeft, y: y + 2, width: x + width - textLeft - 6, height: 17 },
          {
            maxSize: 12,
            minSize: 6,
            maxLines: 1,
            align: 'left',
          },
        );
      }
    }
  }
}
