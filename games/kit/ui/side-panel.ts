// The side panel of a one-team game: its hearts, its score and a line under it (a level, a round) on a dark card
// that reads over any background picture, with room at the bottom for the word prompt.
import type Phaser from 'phaser';
import { addHearts, type Hearts } from './controls';
import { outlined } from './screen';
import { COLOURS, css, TEXT } from './theme';

export interface SidePanel {
  hearts: Hearts;
  /** The big line in sun: the score. */
  score: Phaser.GameObjects.Text;
  /** The line under it: the level, the round. */
  note: Phaser.GameObjects.Text;
}

/**
 * A 420 × 540 card centred on `x` from `top`: `count` hearts (`lives` of them full), then the score and the note
 * (both empty until the game sets them). The word prompt fits at `top + 420`.
 */
export function addSidePanel(scene: Phaser.Scene, x: number, top: number, count: number, lives: number): SidePanel {
  scene.add
    .graphics()
    .fillStyle(COLOURS.ink, 0.55)
    .fillRoundedRect(x - 210, top, 420, 540, 36);
  return {
    hearts: addHearts(scene, x, top + 70, count, lives),
    score: scene.add.text(x, top + 180, '', outlined(TEXT.heading, COLOURS.sun, COLOURS.ink, 10)).setOrigin(0.5),
    note: scene.add.text(x, top + 260, '', { ...TEXT.body, color: css(COLOURS.white) }).setOrigin(0.5),
  };
}
