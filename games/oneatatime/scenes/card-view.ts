import Phaser from 'phaser';
import { addWordPicture, COLOURS, drawTeamBadge, popIn, TEXT, type Team } from '../../kit';
import { faceLayout, type CardFace } from '../logic/faces';
import { tileGrid } from '../logic/slides';
import type { SlideView } from '../logic/view';

/** The big card in the middle of the stage: where it stands and how big it is. */
export const CARD = { x: 960, y: 470, width: 1300, height: 620 } as const;
/** The word fills the card, a phrase on two or three lines. */
const WORD_SIZE = 220;
const WORD_BOX = { width: CARD.width - 120, height: CARD.height - 90 };
/** The tiles' colours in turn: bright, and far from the card's cream. */
const TILE_COLOURS = [COLOURS.coral, COLOURS.sky, COLOURS.sun, COLOURS.mint, COLOURS.violet, COLOURS.orange];

/** A card's paper: an ink edge round a filled face, with a soft shadow. */
export function paintCard(g: Phaser.GameObjects.Graphics, width: number, height: number, fill: number): void {
  const r = Math.min(56, height / 6);
  g.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(-width / 2 + 8, -height / 2 + 16, width, height, r);
  g.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2, -height / 2, width, height, r);
  g.fillStyle(fill).fillRoundedRect(-width / 2 + 10, -height / 2 + 10, width - 20, height - 20, r - 8);
}

/** The word on a card, as big as the card allows: a phrase wraps, a long word shrinks. */
export function addCardWord(
  scene: Phaser.Scene,
  text: string,
  box: { width: number; height: number },
  size: number,
): Phaser.GameObjects.Text {
  const word = scene.add
    .text(0, -6, text, { ...TEXT.word, fontSize: `${size}px`, wordWrap: { width: box.width }, lineSpacing: -16 })
    .setOrigin(0.5);
  return word.setScale(Math.min(1, box.width / word.width, box.height / word.height));
}

/**
 * What a card shows on its paper (logic/faces): the word filling `wordBox`, the word's picture over the word, or the
 * picture alone. The word is at most `size` px.
 */
export function addCardFace(
  scene: Phaser.Scene,
  word: string,
  card: { width: number; height: number },
  face: CardFace,
  wordBox: { width: number; height: number },
  size: number,
): Phaser.GameObjects.GameObject[] {
  const layout = faceLayout(card.width, card.height, face, wordBox);
  const parts: Phaser.GameObjects.GameObject[] = [];
  const picture = layout.picture && addWordPicture(scene, 0, layout.picture.y, word, layout.picture.size);
  if (picture) parts.push(picture);
  if (layout.word) parts.push(addCardWord(scene, word, layout.word, size).setY(layout.word.y));
  return parts;
}

/** The back of a card: a '?' for a flash, a speaker for listening first. */
export function paintBack(scene: Phaser.Scene, kind: 'flash' | 'listen', width: number, height: number) {
  const back = scene.add.container(0, 0);
  const g = scene.add.graphics();
  paintCard(g, width, height, kind === 'flash' ? COLOURS.skyDeep : COLOURS.violet);
  // A pattern of dots, so the back reads as the back of a card.
  g.fillStyle(COLOURS.white, 0.12);
  for (let x = -width / 2 + 70; x < width / 2 - 40; x += 90) {
    for (let y = -height / 2 + 70; y < height / 2 - 40; y += 90) g.fillCircle(x, y, 14);
  }
  back.add(g);
  if (kind === 'flash') {
    back.add(scene.add.text(0, 0, '?', { ...TEXT.huge, fontSize: `${Math.min(360, height * 0.6)}px` }).setOrigin(0.5));
  } else {
    back.add(drawSpeaker(scene, Math.min(300, height * 0.5)));
  }
  return back;
}

/** A loudspeaker with sound waves, drawn (no emoji font needed). */
function drawSpeaker(scene: Phaser.Scene, size: number): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  const s = size / 100;
  g.fillStyle(COLOURS.white);
  g.fillRoundedRect(-50 * s, -18 * s, 28 * s, 36 * s, 6 * s);
  const cone = [
    [-30, -18],
    [4, -46],
    [4, 46],
    [-30, 18],
  ].map(([x, y]) => new Phaser.Math.Vector2(x! * s, y! * s));
  g.fillPoints(cone, true);
  g.lineStyle(9 * s, COLOURS.white);
  for (const radius of [22, 40]) {
    g.beginPath();
    g.arc(12 * s, 0, radius * s, -0.8, 0.8);
    g.strokePath();
  }
  return g;
}

/**
 * One card of the slow reveal, flash or listen-first: the word on its face (with its picture, or the picture alone:
 * logic/faces), the tiles over it (slow reveal) or its
 * back (flash, listen first), and the badge of the team it was given to. `show(view)` draws what the view says,
 * opening the tiles since the last one with a pop.
 */
export class SingleCardView {
  readonly container: Phaser.GameObjects.Container;
  private readonly tiles: Phaser.GameObjects.Container[] = [];
  private readonly back: Phaser.GameObjects.Container | null;
  private readonly face: Phaser.GameObjects.Container;
  private badge: Phaser.GameObjects.Graphics | null = null;
  private opened = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    word: string,
    private readonly tileOrder: readonly number[],
    kind: 'reveal' | 'flash' | 'listen',
    face: CardFace,
  ) {
    this.container = scene.add.container(CARD.x, CARD.y).setDepth(10);
    const paper = scene.add.graphics();
    paintCard(paper, CARD.width, CARD.height, COLOURS.cream);
    this.face = scene.add.container(0, 0, [paper, ...addCardFace(scene, word, CARD, face, WORD_BOX, WORD_SIZE)]);
    this.container.add(this.face);
    if (kind === 'reveal') this.addTiles();
    this.back = kind === 'reveal' ? null : paintBack(scene, kind, CARD.width, CARD.height);
    if (this.back) this.container.add(this.back);
    popIn(scene, this.container);
  }

  private addTiles(): void {
    const { cols, rows } = tileGrid(this.tileOrder.length);
    const inner = { width: CARD.width - 20, height: CARD.height - 20 };
    const w = inner.width / cols;
    const h = inner.height / rows;
    for (let i = 0; i < this.tileOrder.length; i++) {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const x = -inner.width / 2 + w * (col + 0.5);
      const y = -inner.height / 2 + h * (row + 0.5);
      const g = this.scene.add.graphics();
      const colour = TILE_COLOURS[(col + row * 2) % TILE_COLOURS.length]!;
      g.fillStyle(COLOURS.ink).fillRoundedRect(-w / 2, -h / 2, w, h, 18);
      g.fillStyle(colour).fillRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, 14);
      g.fillStyle(COLOURS.white, 0.25).fillRoundedRect(-w / 2 + 18, -h / 2 + 14, w - 36, h * 0.22, 10);
      const mark = this.scene.add.text(0, 0, '?', { ...TEXT.heading, fontSize: `${Math.min(120, h * 0.5)}px` });
      mark.setOrigin(0.5).setColor('#ffffff').setAlpha(0.6);
      this.tiles.push(this.scene.add.container(x, y, [g, mark]));
    }
    this.container.add(this.tiles);
  }

  /** Draws the view: tiles opened up to it, the face or the back. Returns how many tiles it just opened. */
  show(view: SlideView): number {
    if (view.mode === 'reveal') {
      const from = this.opened;
      for (let i = from; i < Math.min(view.opened, this.tileOrder.length); i++) {
        const tile = this.tiles[this.tileOrder[i]!]!;
        this.scene.tweens.add({
          targets: tile,
          scale: 0,
          angle: i % 2 === 0 ? 12 : -12,
          duration: 320,
          ease: 'Back.In',
          onComplete: () => tile.setVisible(false),
        });
      }
      this.opened = Math.max(from, view.opened);
      return this.opened - from;
    }
    const faceUp = view.phase === 'flashing' || view.phase === 'shown';
    this.back?.setVisible(!faceUp);
    this.face.setVisible(faceUp);
    return 0;
  }

  /** Shows (or takes away) the badge of the team given this card, in the card's top-right corner. */
  setTeam(team: Team | null): void {
    this.badge?.destroy();
    this.badge = null;
    if (!team) return;
    this.badge = drawTeamBadge(this.scene, CARD.width / 2 - 40, -CARD.height / 2 + 40, team, 130);
    this.container.add(this.badge);
    popIn(this.scene, this.badge);
  }
}
