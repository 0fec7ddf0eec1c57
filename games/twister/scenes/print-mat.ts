import type Phaser from 'phaser';
import { MAT_PAPER_SIZES, MAT_PAPERS, matPageCount, twisterMatWords } from '@playwords/common';
import { banner, COLOURS, getKit, showDialog } from '../../kit';

/**
 * The title screen's 'Print the mat': which paper, then the host page makes the PDF of the mat (a sheet map and a
 * sheet per word) and saves it; the game frame cannot save a file itself. The mat holds the words this game spins.
 */
export function printMat(scene: Phaser.Scene): void {
  const kit = getKit(scene);
  const list = kit.data.wordlist;
  const { words } = twisterMatWords(list?.words ?? []);
  if (!list || words.length === 0) {
    banner(scene, 'Choose a wordlist to print its mat', 960, 640, { colour: COLOURS.coral });
    return;
  }
  const pages = matPageCount(words.length);
  showDialog(scene, {
    title: 'Print the floor mat',
    body:
      `A sheet map and a sheet for each of its ${words.length} words: ${pages} pages.\n` +
      'Which paper does your printer take?',
    buttons: [
      ...MAT_PAPERS.map((paper, i) => ({
        label: MAT_PAPER_SIZES[paper].name,
        key: ['ONE', 'TWO'][i],
        colour: i === 0 ? COLOURS.correct : COLOURS.skyDeep,
        action: () => {
          kit.bridge.print({ document: 'twister-mat', paper, theme: list.theme, words: list.words });
          banner(
            scene,
            kit.bridge.connected ? 'Your mat is downloading!' : 'Open the game in PlayWords to print',
            960,
            640,
            {
              colour: COLOURS.sun,
            },
          );
        },
      })),
      { label: 'Cancel', key: 'ESC', colour: COLOURS.neutral, action: () => undefined },
    ],
  });
}
