import type Phaser from 'phaser';
import { addButton, COLOURS, FONT_FAMILY, popIn, type KitButton } from '../../kit';
import type { Preposition } from '../logic/prepositions';

/** The rows of buttons along the bottom of the stage: at most four in a row. */
const ROWS_Y = [872, 984];
const PER_ROW = 4;
const HEIGHT = 100;
const FONT = 50;
const GAP = 18;
const KEYS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT'];
const COLOURS_OF = [COLOURS.skyDeep, COLOURS.violet, COLOURS.teal, COLOURS.orange];

/**
 * 'Where is it?' answered by a tap: a button for each of the teacher's prepositions (keys 1–8), each with a little
 * picture of its place beside the word (a dot in, on, under… a box) for a class that cannot read it yet.
 */
export class PlaceButtons {
  readonly buttons: KitButton[];

  constructor(
    scene: Phaser.Scene,
    readonly prepositions: readonly Preposition[],
    onChoose: (preposition: Preposition) => void,
  ) {
    const rows = Math.ceil(prepositions.length / PER_ROW);
    const perRow = Math.ceil(prepositions.length / rows);
    const width = Math.min(560, Math.floor((1920 - 60 - (perRow - 1) * GAP) / perRow));
    const measure = scene.add
      .text(0, 0, '', { fontFamily: FONT_FAMILY, fontSize: `${FONT}px`, fontStyle: '800' })
      .setVisible(false);
    this.buttons = prepositions.map((preposition, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, prepositions.length - row * perRow);
      const column = i - row * perRow;
      const x = 960 + (column - (inRow - 1) / 2) * (width + GAP);
      const y = rows === 1 ? ROWS_Y[1]! - HEIGHT / 2 : ROWS_Y[row]!;
      const button = addButton(scene, x, y, preposition, () => onChoose(preposition), {
        width,
        height: HEIGHT,
        fontSize: FONT,
        colour: COLOURS_OF[i % COLOURS_OF.length],
        key: KEYS[i],
      });
      // The picture left of the word, or at the button's left end when the word is long.
      const half = measure.setText(preposition).width / 2;
      const icon = scene.add.graphics();
      drawPlaceIcon(icon, preposition);
      icon.setPosition(Math.max(-width / 2 + 44, -half - 50), 0);
      button.add(icon);
      button.setDepth(60);
      popIn(scene, button, 80 + i * 60);
      return button;
    });
    measure.destroy();
  }

  buttonOf(preposition: Preposition): KitButton | undefined {
    return this.buttons[this.prepositions.indexOf(preposition)];
  }

  /** The chosen button red or green, the right one lit and bouncing; the others fade. */
  show(chosen: Preposition | null, right: Preposition): void {
    for (const button of this.buttons) button.setEnabled(false);
    const good = this.buttonOf(right);
    if (chosen !== null && chosen !== right) {
      const bad = this.buttonOf(chosen);
      if (bad) {
        bad.setColour(COLOURS.wrong).setEnabled(true);
        bad.scene.tweens.add({ targets: bad, x: bad.x + 16, duration: 60, yoyo: true, repeat: 3 });
      }
    }
    if (good) {
      good.setColour(COLOURS.correct).setEnabled(true);
      good.scene.tweens.add({ targets: good, scale: 1.1, duration: 220, yoyo: true, repeat: 2 });
    }
  }

  destroy(): void {
    for (const button of this.buttons) button.destroy();
  }
}

/** A little box (a cream block) and a dot where the preposition puts it. */
function drawPlaceIcon(g: Phaser.GameObjects.Graphics, preposition: Preposition): void {
  const block = (x: number, y: number, w = 34, h = 26) => {
    g.fillStyle(COLOURS.ink).fillRoundedRect(x - w / 2 - 3, y - h / 2 - 3, w + 6, h + 6, 6);
    g.fillStyle(COLOURS.cream).fillRoundedRect(x - w / 2, y - h / 2, w, h, 4);
  };
  const dot = (x: number, y: number, r = 10) => {
    g.fillStyle(COLOURS.ink).fillCircle(x, y, r + 3);
    g.fillStyle(COLOURS.sun).fillCircle(x, y, r);
  };
  switch (preposition) {
    case 'in':
      // An open cup of a box, the dot inside.
      g.fillStyle(COLOURS.ink).fillRoundedRect(-22, -10, 44, 32, 6);
      g.fillStyle(COLOURS.cream).fillRoundedRect(-16, -10, 32, 26, 4);
      dot(0, 2, 9);
      g.fillStyle(COLOURS.cream).fillRect(-16, 8, 32, 8);
      break;
    case 'on':
      block(0, 12);
      dot(0, -14);
      break;
    case 'under':
      // A little table, the dot under its top.
      g.fillStyle(COLOURS.ink).fillRoundedRect(-26, -20, 52, 12, 4);
      g.fillStyle(COLOURS.ink).fillRect(-24, -10, 7, 32).fillRect(17, -10, 7, 32);
      dot(0, 10, 9);
      break;
    // eslint-disable-next-line no-restricted-syntax -- a preposition (the lesson's word), not a text
    case 'next to':
      block(-12, 6);
      dot(20, 8, 9);
      break;
    case 'behind':
      dot(10, -8, 10);
      block(-4, 8);
      break;
    // eslint-disable-next-line no-restricted-syntax -- a preposition (the lesson's word), not a text
    case 'in front of':
      block(2, -6);
      dot(-4, 10, 11);
      break;
    case 'between':
      block(-22, 8, 16, 24);
      block(22, 8, 16, 24);
      dot(0, 10, 8);
      break;
    case 'above':
      block(0, 16, 34, 18);
      dot(0, -18, 9);
      break;
  }
}
