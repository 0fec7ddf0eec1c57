// The matching worksheet: the pictures in a column on the left, the same words shuffled in a column on the right,
// a dot beside each to join with a line; eight pairs a page. Entries without a picture cannot be matched: they are
// left out and listed, and a list with no picture at all prints one page saying so.
import { seededRandom, shuffled, type Random } from '@playwords/common';
import { GREY, INK } from './draw';
import { addSheet, drawHeading, leftOutText, type PageMaker } from './page-parts';
import type { PrintEntry } from './types';

export const MATCHING_PER_PAGE = 8;

/** The pages' pairs: entries with a picture, eight to a page, and each page's words in a shuffled order. */
export function planMatching(
  entries: readonly PrintEntry[],
  seed: number,
): { pages: { pictures: number[]; words: number[] }[]; leftOut: string[] } {
  const random = seededRandom(seed);
  const withPicture = entries.flatMap((entry, i) => (entry.picture ? [i] : []));
  const pages: { pictures: number[]; words: number[] }[] = [];
  for (let start = 0; start < withPicture.length; start += MATCHING_PER_PAGE) {
    // A last page of one pair would be no puzzle: the page before it takes it (nine pairs).
    const remaining = withPicture.length - start;
    const take = remaining === MATCHING_PER_PAGE + 1 ? remaining : MATCHING_PER_PAGE;
    const pictures = withPicture.slice(start, start + take);
    pages.push({ pictures, words: scramble(pictures, random) });
    start += take - MATCHING_PER_PAGE;
  }
  return { pages, leftOut: entries.filter((entry) => !entry.picture).map((entry) => entry.text) };
}

/** A shuffled order in which no word stays beside its own picture (when there are two or more). */
function scramble(items: readonly number[], random: Random): number[] {
  for (let attempt = 0; ; attempt++) {
    const order = shuffled(items, random);
    if (items.length < 2 || attempt > 50 || order.every((item, i) => item !== items[i])) return order;
  }
}

/** The worksheet's pages. */
export async function drawMatching(maker: PageMaker, entries: readonly PrintEntry[]) {
  const { t, theme } = maker;
  const plan = planMatching(entries, maker.seed);
  const images = await maker.pictures(entries.map((entry) => (entry.picture ? entry : { ...entry, picture: null })));
  const title = t('pdf.matching.title', { theme });
  if (plan.pages.length === 0) {
    const sheet = addSheet(maker);
    const top = drawHeading(sheet, title);
    const area = sheet.area;
    sheet.fit(
      t('pdf.matching.none'),
      { x: area.x, y: top, width: area.width, height: 40 },
      {
        maxSize: 14,
        align: 'left',
      },
    );
    leftOutText(sheet, t, 'pdf.matching.leftOut', plan.leftOut, { ...area, y: top + 50, height: 80 }, 10, 5);
    return;
  }
  plan.pages.forEach((page, p) => {
    const sheet = addSheet(maker);
    let top = drawHeading(sheet, title, t('pdf.matching.name'));
    const area = sheet.area;
    sheet.fit(
      t('pdf.matching.help'),
      { x: area.x, y: top, width: area.width, height: 16 },
      {
        maxSize: 12,
        align: 'left',
        colour: GREY,
      },
    );
    top += 24;
    const leftOutHeight = p === 0 && plan.leftOut.length > 0 ? 40 : 0;
    if (leftOutHeight > 0) {
      const box = { x: area.x, y: area.y + area.height - leftOutHeight, width: area.width, height: leftOutHeight };
      leftOutText(sheet, t, 'pdf.matching.leftOut', plan.leftOut, box, 10);
    }
    const rows = Math.max(MATCHING_PER_PAGE, page.pictures.length);
    const row = Math.min(88, (area.y + area.height - leftOutHeight - top) / rows);
    const pictureSize = row * 0.82;
    const columnWidth = area.width * 0.42;
    page.pictures.forEach((entry, i) => {
      const y = top + i * row;
      const image = images[entry];
      if (image)
        sheet.image(image, { x: area.x + 10, y: y + (row - pictureSize) / 2, width: pictureSize, height: pictureSize });
      sheet.dot(area.x + 10 + pictureSize + 16, y + row / 2, 4, INK);
    });
    page.words.forEach((entry, i) => {
      const y = top + i * row;
      const left = area.x + area.width - columnWidth;
      sheet.dot(left, y + row / 2, 4, INK);
      sheet.fit(
        entries[entry]!.text,
        { x: left + 16, y: y + row * 0.15, width: columnWidth - 16, height: row * 0.7 },
        {
          maxSize: Math.min(26, row * 0.36),
          minSize: 9,
          maxLines: 2,
          align: 'left',
        },
      );
    });
  });
}
