import type Phaser from 'phaser';
import { addButton, COLOURS, popIn, STAGE_HEIGHT, STAGE_WIDTH, TEXT } from '../../kit';
import { t } from '../texts';

/**
 * The title screen's 'How it works': the manifest's how-to lines for the teacher (One At A Time has no section on
 * /how-to, which lists the catalogue's games), over the dimmed title; Close or Escape goes back.
 */
export function showHowItWorks(scene: Phaser.Scene, lines: readonly string[]): void {
  const box = scene.add.container(0, 0).setDepth(900);
  const shade = scene.add.rectangle(960, 540, STAGE_WIDTH, STAGE_HEIGHT, COLOURS.night, 0.75).setInteractive();
  const card = scene.add.graphics();
  card.fillStyle(COLOURS.ink).fillRoundedRect(112, 52, 1696, 976, 54);
  card.fillStyle(COLOURS.cream).fillRoundedRect(120, 60, 1680, 960, 48);
  const title = scene.add.text(960, 130, t('howItWorks.title'), TEXT.heading).setOrigin(0.5);
  const body = scene.add
    .text(200, 200, lines.map((line) => `•  ${line}`).join('\n'), {
      ...TEXT.small,
      align: 'left',
      lineSpacing: 14,
      wordWrap: { width: 1520 },
    })
    .setOrigin(0, 0);
  // The lines are written to fit above the button at 48 px; a longer one would shrink the text rather than hide it.
  body.setScale(Math.min(1, 700 / body.height));
  const done = addButton(scene, 960, 950, t('howItWorks.close'), () => box.destroy(), {
    width: 400,
    colour: COLOURS.correct,
    key: 'ESC',
  });
  box.add([shade, card, title, body, done]);
  popIn(scene, box);
}
