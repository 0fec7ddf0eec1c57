import type Phaser from 'phaser';
import { type MatPaper, MAT_PAPERS, matPageCount, twisterMatWords } from '@playwords/common';
import { banner, COLOURS, getKit, showDialog } from '../../kit';
import { t } from '../texts';

/** The papers' names (the English ones are common's, MAT_PAPER_SIZES). */
const PAPER_LABEL = { a4: 'print.a4', letter: 'print.letter' } as const satisfies Record<MatPaper, string>;

/**
 * The title screen's 'Print the mat': which paper, then the host page makes the PDF of the mat (a sheet map and a
 * sheet per word) and saves it; the game frame cannot save a file itself. The mat holds the words this game spins.
 */
export function printMat(scene: Phaser.Scene): void {
  const kit = getKit(scene);
  const list = kit.data.wordlist;
  const { words } = twisterMatWords(list?.words ?? []);
  if (!list || words.length === 0) {
    banner(scene, t('print.chooseList'), 960, 640, { colour: COLOURS.coral });
    return;
  }
  const pages = matPageCount(words.length);
  showDialog(scene, {
    title: t('print.title'),
    body: t('print.body', { words: words.length, pages }),
    buttons: [
      ...MAT_PAPERS.map((paper, i) => ({
        label: t(PAPER_LABEL[paper]),
        key: ['ONE', 'TWO'][i],
        colour: i === 0 ? COLOURS.correct : COLOURS.skyDeep,
        action: () => {
          kit.bridge.print({ document: 'twister-mat', paper, theme: list.theme, words: list.words });
          banner(scene, kit.bridge.connected ? t('print.downloading') : t('print.openInPlayWords'), 960, 640, {
            colour: COLOURS.sun,
          });
        },
      })),
      { label: t('print.cancel'), key: 'ESC', colour: COLOURS.neutral, action: () => undefined },
    ],
  });
}
