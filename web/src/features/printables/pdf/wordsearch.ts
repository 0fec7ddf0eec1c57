// The word search worksheet: Word Search's own grid generator (games/mechanics/letter-grid: the same words, size,
// directions and seed give the game's grid), the grid and the words to find (their pictures beside them), the
// entries the puzzle does not hold listed as left out; then the answer key, each word marked.
// The one import of game code in the web app (eslint.config.js and docs/decisions.md say why).
import {
  autoWordCount,
  buildGrid,
  GRID_MAX_SIZE,
  GRID_MIN_SIZE,
  type WordGrid,
} from '../../../../../games/mechanics/letter-grid/grid';
import { pickRoundWords } from '../../../../../games/mechanics/letter-grid/round-words';
import { type Box, HIGHLIGHT, INK, LIGHT, type Sheet } from './draw';
import { addSheet, drawHeading, leftOutText, type PageMaker } from './page-parts';
import type { PrintEntry, WordSearchOptions } from './types';
import type { Picture } from './png';

export interface WordSearchPlan {
  grid: WordGrid;
  /** The entries in the puzzle, in list order. */
  words: string[];
  /** The entries it does not hold: too long or short for it, no room, or beyond the words asked for. */
  leftOut: string[];
}

/** The puzzle: the list's first entries the grid can take (as many as asked), laid out as the game lays them. */
export function planWordSearch(entries: readonly string[], options: WordSearchOptions, seed: number): WordSearchPlan {
  const size = Math.min(GRID_MAX_SIZE, Math.max(GRID_MIN_SIZE, Math.round(options.size) || 10));
  const count = options.words === 'auto' ? autoWordCount(size) : Math.max(1, Math.round(options.words));
  let next = 0;
  const picked = pickRoundWords(() => entries[next++ % entries.length]!, entries.length, count, size);
  const grid = buildGrid(picked.words, { width: size, height: size, directions: options.directions, seed });
  const placed = new Set(grid.placements.map((placement) => placement.entry));
  return {
    grid,
    words: entries.filter((entry) => placed.has(entry)),
    leftOut: [...new Set(entries.filter((entry) => !placed.has(entry)))],
  };
}

/** The worksheet and its answer key (only the worksheet, saying so, when no entry fits a grid). */
export async function drawWordSearch(maker: PageMaker, entries: readonly PrintEntry[], options: WordSearchOptions) {
  const { t, theme } = maker;
  const plan = planWordSearch(
    entries.map((entry) => entry.text),
    options,
    maker.seed,
  );
  const used = plan.words.map((word) => entries.find((entry) => entry.text === word)!);
  const pictures = await maker.pictures(used);
  const words = used.map((entry, i) => ({ text: entry.text, picture: pictures[i] ?? null }));

  const sheet = addSheet(maker);
  const top = drawHeading(sheet, t('pdf.wordsearch.title', { theme }), t('pdf.wordsearch.name'));
  const area = sheet.area;
  const leftOutBox = { x: area.x, y: area.y + area.height - 40, width: area.width, height: 40 };
  if (words.length === 0) {
    const none = t('pdf.wordsearch.none', { size: plan.grid.width });
    sheet.fit(none, { x: area.x, y: top, width: area.width, height: 60 }, { maxSize: 14, align: 'left' });
    leftOutText(sheet, t, 'pdf.wordsearch.leftOut', plan.leftOut, leftOutBox, 10);
    return;
  }
  const gridBox = drawGrid(sheet, plan.grid, top, area.height * 0.56);
  const listTop = gridBox.y + gridBox.height + 18;
  sheet.write(t('pdf.wordsearch.find'), area.x, listTop, 13);
  drawWordList(sheet, words, { x: area.x, y: listTop + 14, width: area.width, height: leftOutBox.y - listTop - 18 });
  leftOutText(sheet, t, 'pdf.wordsearch.leftOut', plan.leftOut, leftOutBox, 10);

  const key = addSheet(maker);
  const keyTop = drawHeading(key, t('pdf.wordsearch.answers', { theme }));
  const keyGrid = drawGrid(key, plan.grid, keyTop, area.height * 0.56, true);
  const keyListTop = keyGrid.y + keyGrid.height + 18;
  drawWordList(key, words, { x: area.x, y: keyListTop, width: area.width, height: area.y + area.height - keyListTop });
}

/** The letter grid, centred, at most `maxHeight` high; with `answers`, each word marked under its letters. */
function drawGrid(sheet: Sheet, grid: WordGrid, top: number, maxHeight: number, answers = false): Box {
  const area = sheet.area;
  const cell = Math.min(area.width / grid.width, maxHeight / grid.height);
  const box = {
    x: area.x + (area.width - cell * grid.width) / 2,
    y: top,
    width: cell * grid.width,
    height: cell * grid.height,
  };
  const centre = (index: number) => ({
    x: box.x + ((index % grid.width) + 0.5) * cell,
    y: box.y + (Math.floor(index / grid.width) + 0.5) * cell,
  });
  if (answers) {
    for (const placement of grid.placements) {
      const first = centre(placement.cells[0]!);
      const last = centre(placement.cells[placement.cells.length - 1]!);
      sheet.line(first.x, first.y, last.x, last.y, {
        colour: HIGHLIGHT,
        width: cell * 0.72,
        round: true,
        opacity: 0.75,
      });
    }
  }
  for (let line = 1; line < grid.width; line++) {
    sheet.line(box.x + line * cell, box.y, box.x + line * cell, box.y + box.height, { colour: LIGHT, width: 0.4 });
  }
  for (let line = 1; line < grid.height; line++) {
    sheet.line(box.x, box.y + line * cell, box.x + box.width, box.y + line * cell, { colour: LIGHT, width: 0.4 });
  }
  sheet.rect(box, { border: INK, width: 1.2 });
  grid.letters.forEach((letter, i) => {
    const { x, y } = centre(i);
    sheet.write(letter, x, y, cell * 0.56, { align: 'centre' });
  });
  return box;
}

const COLUMNS = 3;

/** The words to find in columns, each with its picture before it. */
function drawWordList(sheet: Sheet, words: readonly { text: string; picture: Picture | null }[], box: Box): void {
  const rows = Math.ceil(words.length / COLUMNS);
  const row = Math.min(30, box.height / Math.max(1, rows));
  const width = box.width / COLUMNS;
  words.forEach((word, i) => {
    const x = box.x + Math.floor(i / rows) * width;
    const y = box.y + (i % rows) * row;
    let textLeft = x;
    if (word.picture) {
      sheet.image(word.picture, { x, y: y + 2, width: row - 4, height: row - 4 });
      textLeft += row;
    }
    sheet.fit(
      word.text,
      { x: textLeft, y: y + 2, width: x + width - textLeft - 8, height: row - 4 },
      {
        maxSize: 14,
        minSize: 7,
        maxLines: 2,
        align: 'left',
      },
    );
  });
}
