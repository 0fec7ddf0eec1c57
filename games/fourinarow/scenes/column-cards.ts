import type Phaser from 'phaser';
import { addWordPicture, COLOURS, css, fitToWidth, getKit, TEXT, type WordEntry } from '../../kit';
import { cardBox, cardContent, cardFace, columnX, type Layout } from '../logic/layout';

/** The cards sit just under the board's layers' front (and under the kit's buttons). */
const DEPTH = -10;

export type CardMark = 'right' | 'wrong' | null;

interface Card {
  container: Phaser.GameObjects.Container;
  back: Phaser.GameObjects.Graphics;
  text: Phaser.GameObjects.Text;
  /** The word's picture over its word (or alone: listening with 'Pictures only'), when the list has one. */
  picture: Phaser.GameObjects.Image | null;
  stem: Phaser.GameObjects.Graphics;
  word: WordEntry | null;
}

/**
 * The words over the columns: a card per column in two staggered rows (so a card may be two columns wide), each
 * with a stem down to its column. A full column's card is gone. The column being pointed at stands out in the
 * team's colour; a right or wrong answer lights its card green or red. A word with a picture shows it over the word
 * (logic/layout's `cardFace`: alone when the listening team plays with 'Pictures only').
 */
export class ColumnCards {
  private readonly cards: Card[];
  private focused = -1;
  private focusColour: number = COLOURS.sun;
  private readonly marks: CardMark[];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layout: Layout,
  ) {
    this.marks = Array.from({ length: layout.columns }, () => null);
    this.cards = Array.from({ length: layout.columns }, (_, column) => {
      const box = cardBox(layout, column);
      const stem = scene.add.graphics().setDepth(DEPTH - 1);
      const back = scene.add.graphics();
      const text = scene.add.text(0, -4, '', { ...TEXT.body }).setOrigin(0.5);
      const container = scene.add.container(box.x, box.y, [back, text]).setDepth(DEPTH).setVisible(false);
      return { container, back, text, picture: null, stem, word: null };
    });
  }

  /** The words shown, column by column (null over a full column). */
  get words(): (WordEntry | null)[] {
    return this.cards.map((card) => card.word);
  }

  /**
   * Puts new words over the columns; the cards flip in one after another (`animate`). `picturesOnly`: a word with a
   * picture shows the picture alone (Listening with the teacher's 'Pictures only').
   */
  deal(words: readonly (WordEntry | null)[], animate = true, picturesOnly = false): void {
    this.cards.forEach((card, column) => {
      const word = words[column] ?? null;
      card.word = word;
      this.marks[column] = null;
      card.container.setVisible(word !== null);
      card.picture?.destroy();
      card.picture = null;
      if (!word) {
        card.stem.clear();
        return;
      }
      this.fill(card, word, picturesOnly);
      this.paint(column);
      if (animate) {
        card.container.setScale(1, 0);
        this.scene.tweens.add({
          targets: card.container,
          scaleY: 1,
          duration: 260,
          delay: 40 * column,
          ease: 'Back.Out',
        });
      }
    });
  }

  /** The card's picture and word, placed as the layout says for its face. */
  private fill(card: Card, word: WordEntry, picturesOnly: boolean): void {
    const face = cardFace(getKit(this.scene).pictures.has(word), picturesOnly);
    const { picture: at, text } = cardContent(this.layout, face);
    if (at) {
      card.picture = addWordPicture(this.scene, 0, at.y, word, at.size);
      if (card.picture) card.container.add(card.picture);
    }
    card.text.setVisible(text !== null);
    if (!text) return;
    card.text.setText(word.text).setFontSize(text.fontSize).setY(text.y).setScale(1);
    fitToWidth(card.text, this.layout.cardWidth - 40);
  }

  /** The column pointed at stands out (raised, in `colour`); -1 for none. */
  focus(column: number, colour: number): void {
    const before = this.focused;
    this.focused = column;
    this.focusColour = colour;
    if (before >= 0 && before !== column) this.paint(before);
    if (column >= 0) this.paint(column);
  }

  /** Lights a card after an answer: green for the right column, red for a wrong one; null puts it back. */
  mark(column: number, mark: CardMark): void {
    if (column < 0 || column >= this.cards.length) return;
    this.marks[column] = mark;
    this.paint(column);
    const card = this.cards[column]!;
    if (mark === 'wrong') {
      this.scene.tweens.add({ targets: card.container, x: card.container.x + 14, duration: 60, yoyo: true, repeat: 3 });
    } else if (mark === 'right') {
      this.scene.tweens.add({ targets: card.container, scale: 1.15, duration: 200, yoyo: true, repeat: 1 });
    }
  }

  /** A card's container (the say-it card grows from it). */
  cardAt(column: number): Phaser.GameObjects.Container | null {
    return this.cards[column]?.container ?? null;
  }

  private paint(column: number): void {
    const card = this.cards[column]!;
    const { cardWidth: w } = this.layout;
    const h = this.layout.cardHeight;
    const mark = this.marks[column];
    const focused = column === this.focused;
    const face = mark === 'right' ? COLOURS.correct : mark === 'wrong' ? COLOURS.wrong : COLOURS.cream;
    const edge = focused && !mark ? this.focusColour : COLOURS.ink;
    card.back.clear();
    card.back.fillStyle(COLOURS.ink).fillRoundedRect(-w / 2, -h / 2, w, h, 30);
    card.back.fillStyle(edge).fillRoundedRect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 27);
    card.back
      .fillStyle(face)
      .fillRoundedRect(
        -w / 2 + (focused ? 12 : 6),
        -h / 2 + (focused ? 12 : 6),
        w - (focused ? 24 : 12),
        h - (focused ? 24 : 12),
        22,
      );
    card.text.setColor(css(mark ? COLOURS.white : COLOURS.ink));
    card.container.setDepth(focused ? DEPTH + 1 : DEPTH);
    // The stem from the card down to its column's top.
    const box = cardBox(this.layout, column);
    const x = columnX(this.layout, column);
    const from = box.y + h / 2 - 4;
    const to = this.layout.top - 18;
    card.stem.clear();
    card.stem.fillStyle(COLOURS.ink).fillRect(x - 6, from, 12, to - from);
    card.stem.fillStyle(focused && !mark ? this.focusColour : COLOURS.cream).fillRect(x - 3, from, 6, to - from);
    card.stem.fillStyle(COLOURS.ink).fillTriangle(x - 14, to - 4, x + 14, to - 4, x, to + 12);
  }
}
