// The word's blanks across the top of the sky: one box per letter, the next one to fill lit up, the word's picture
// before them (logic/blanks-layout). A shot letter flies from its alien into its blank; a word shown by the teacher
// (or at the time's end) fills in grey.
import type Phaser from 'phaser';
import { addWordPicture, COLOURS, getKit, outlined, popIn, TEXT } from '../../kit';
import { BLANK_GAP, BLANKS_PICTURE, blanksLayout } from '../logic/blanks-layout';

const Y = 205;
const DEPTH = 35;

interface Blank {
  box: Phaser.GameObjects.Rectangle;
  letter: Phaser.GameObjects.Text;
  x: number;
}

export class Blanks {
  private blanks: Blank[] = [];
  private picture: Phaser.GameObjects.Image | null = null;
  private next = 0;

  constructor(private readonly scene: Phaser.Scene) {}

  /** Empty blanks for a word of `count` letters, the first one lit, and `word`'s picture before them (if any). */
  show(count: number, word: string): void {
    this.clear();
    const { size, first, pictureX } = blanksLayout(count, getKit(this.scene).pictures.has(word));
    const fontSize = `${Math.max(56, Math.round(size * 0.72))}px`;
    if (pictureX !== null) {
      this.picture = addWordPicture(this.scene, pictureX, Y, word, BLANKS_PICTURE.size);
      this.picture?.setDepth(DEPTH);
      if (this.picture) popIn(this.scene, this.picture, 0, this.picture.scale);
    }
    this.blanks = Array.from({ length: count }, (_, i) => {
      const x = first + i * (size + BLANK_GAP);
      const box = this.scene.add.rectangle(x, Y, size, size, COLOURS.cream).setDepth(DEPTH);
      const letter = this.scene.add
        .text(x, Y, '', outlined({ ...TEXT.heading, fontSize }, COLOURS.white, COLOURS.ink, 10))
        .setOrigin(0.5)
        .setDepth(DEPTH + 1);
      popIn(this.scene, box, i * 40);
      return { box, letter, x };
    });
    this.light(0);
  }

  /** Where the blank of a letter is (where its letter flies to). */
  at(slot: number): { x: number; y: number } {
    return { x: this.blanks[slot]?.x ?? 960, y: Y };
  }

  /** A shot letter lands in its blank: the blank turns the team's colour; the next one lights. */
  fill(slot: number, letter: string, colour: number): void {
    const blank = this.blanks[slot];
    if (!blank) return;
    blank.box.setFillStyle(colour).setStrokeStyle(6, COLOURS.ink);
    blank.letter.setText(letter.toUpperCase());
    popIn(this.scene, blank.letter);
    this.light(slot + 1);
  }

  /** The next blank to fill wobbles (after a wrong letter): this one. */
  nudge(): void {
    const blank = this.blanks[this.next];
    if (!blank) return;
    this.scene.tweens.add({ targets: blank.box, angle: 8, duration: 60, yoyo: true, repeat: 2 });
  }

  /** The whole word in its blanks: the team's colour when blasted, grey when shown by the teacher or the clock. */
  showWord(letters: string, colour: number | null): void {
    this.blanks.forEach((blank, i) => {
      const shot = blank.letter.text !== '';
      if (!shot) blank.letter.setText((letters[i] ?? '').toUpperCase());
      if (colour === null && !shot) blank.box.setFillStyle(COLOURS.neutral);
      blank.box.setStrokeStyle(6, COLOURS.ink);
      this.scene.tweens.add({
        targets: [blank.box, blank.letter],
        y: Y - 30,
        duration: 180,
        delay: i * 60,
        yoyo: true,
      });
    });
    this.next = this.blanks.length;
  }

  clear(): void {
    this.picture?.destroy();
    this.picture = null;
    for (const blank of this.blanks) {
      blank.box.destroy();
      blank.letter.destroy();
    }
    this.blanks = [];
    this.next = 0;
  }

  private light(slot: number): void {
    this.next = slot;
    this.blanks.forEach((blank, i) => {
      if (i < slot) return;
      const lit = i === slot;
      blank.box.setStrokeStyle(lit ? 10 : 6, lit ? COLOURS.sun : COLOURS.ink);
      if (lit) blank.box.setFillStyle(COLOURS.white);
    });
  }
}

/** A letter flying from an alien to its blank. */
export function flyLetter(
  scene: Phaser.Scene,
  letter: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
  onArrive: () => void,
): void {
  const text = scene.add
    .text(from.x, from.y, letter.toUpperCase(), outlined({ ...TEXT.heading, fontSize: '88px' }, COLOURS.sun))
    .setOrigin(0.5)
    .setDepth(DEPTH + 5);
  scene.tweens.add({
    targets: text,
    x: to.x,
    y: to.y,
    duration: 320,
    ease: 'Cubic.In',
    onComplete: () => {
      text.destroy();
      onArrive();
    },
  });
}
