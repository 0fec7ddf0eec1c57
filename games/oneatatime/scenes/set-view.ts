import type Phaser from 'phaser';
import { burst, COLOURS, drawTeamBadge, popIn, TEXT, type Team } from '../../kit';
import type { CardFace } from '../logic/faces';
import type { SlideView } from '../logic/view';
import { addCardFace, CARD, paintBack, paintCard } from './card-view';

/** The area the set of cards shares: where the big card stands, a little wider. */
const AREA = { x: CARD.x, y: CARD.y, width: 1340, height: CARD.height };
const GAP = 40;
/** How long the cards take to turn over (the scene waits as long before one is gone). */
export const TURN_MS = 260;

/** Where each of `count` cards stands: one row of up to 4, else two rows of 3. */
function layout(count: number): { x: number; y: number; width: number; height: number }[] {
  const cols = count <= 4 ? count : Math.ceil(count / 2);
  const rows = Math.ceil(count / cols);
  const width = Math.min(420, (AREA.width - GAP * (cols - 1)) / cols);
  const height = rows === 1 ? 420 : (AREA.height - GAP) / 2;
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? count - row * cols : cols;
    const col = i - row * cols;
    return {
      x: AREA.x + (col - (inRow - 1) / 2) * (width + GAP),
      y: AREA.y + (row - (rows - 1) / 2) * (height + GAP),
      width,
      height,
    };
  });
}

/**
 * The set of "What's missing?": its cards face up to look at (each word with its picture: `faces`), turned over, back with one gone (a dashed gap with a
 * '?' where it was), and the missing card popping back in, lit. `show(view)` draws what the view says.
 */
export class SetView {
  readonly container: Phaser.GameObjects.Container;
  private readonly cards: { card: Phaser.GameObjects.Container; face: Phaser.GameObjects.Container }[] = [];
  private readonly backs: Phaser.GameObjects.Container[] = [];
  private readonly gap: Phaser.GameObjects.Container;
  private badge: Phaser.GameObjects.Graphics | null = null;
  private phase: 'look' | 'hiding' | 'guess' | 'shown' = 'look';
  /** Where each card stands, for the browser test. */
  readonly spots: { x: number; y: number; width: number; height: number }[];

  constructor(
    private readonly scene: Phaser.Scene,
    words: readonly string[],
    private readonly missing: number,
    faces: readonly CardFace[],
  ) {
    this.container = scene.add.container(0, 0).setDepth(10);
    this.spots = layout(words.length);
    const size = this.spots[0]!.height > 400 ? 96 : 84;
    words.forEach((word, i) => {
      const spot = this.spots[i]!;
      const paper = scene.add.graphics();
      paintCard(paper, spot.width, spot.height, COLOURS.cream);
      const wordBox = { width: spot.width - 50, height: spot.height - 50 };
      const face = scene.add.container(0, 0, [
        paper,
        ...addCardFace(scene, word, spot, faces[i] ?? 'word', wordBox, size),
      ]);
      const back = paintBack(scene, 'flash', spot.width, spot.height).setVisible(false);
      const card = scene.add.container(spot.x, spot.y, [face, back]);
      this.cards.push({ card, face });
      this.backs.push(back);
      this.container.add(card);
      popIn(scene, card, i * 70);
    });
    const hole = this.spots[missing]!;
    const outline = scene.add.graphics();
    outline.lineStyle(10, COLOURS.white, 0.9);
    for (let x = -hole.width / 2; x < hole.width / 2; x += 44) {
      outline.lineBetween(x, -hole.height / 2, Math.min(x + 24, hole.width / 2), -hole.height / 2);
      outline.lineBetween(x, hole.height / 2, Math.min(x + 24, hole.width / 2), hole.height / 2);
    }
    for (let y = -hole.height / 2; y < hole.height / 2; y += 44) {
      outline.lineBetween(-hole.width / 2, y, -hole.width / 2, Math.min(y + 24, hole.height / 2));
      outline.lineBetween(hole.width / 2, y, hole.width / 2, Math.min(y + 24, hole.height / 2));
    }
    const mark = scene.add.text(0, 0, '?', { ...TEXT.huge, fontSize: '200px' }).setOrigin(0.5);
    this.gap = scene.add.container(hole.x, hole.y, [outline, mark]).setVisible(false);
    this.container.addAt(this.gap, 0);
  }

  show(view: SlideView): void {
    if (view.mode !== 'missing' || view.phase === this.phase) return;
    const was = this.phase;
    this.phase = view.phase;
    if (view.phase === 'hiding') {
      this.cards.forEach((_, i) => this.turn(i, false));
      return;
    }
    if (view.phase === 'guess') {
      this.cards.forEach((_, i) => i !== this.missing && this.turn(i, true));
      this.cards[this.missing]!.card.setVisible(false);
      this.gap.setVisible(true);
      popIn(this.scene, this.gap);
      return;
    }
    if (view.phase === 'shown') {
      // Revealed from the start (look): nothing was hidden, the missing card is only lit.
      this.cards.forEach((_, i) => this.turn(i, true, was === 'look' ? 0 : TURN_MS));
      this.gap.setVisible(false);
      const { card, face } = this.cards[this.missing]!;
      card.setVisible(true);
      const spot = this.spots[this.missing]!;
      const glow = this.scene.add.graphics();
      glow
        .lineStyle(16, COLOURS.sun)
        .strokeRoundedRect(-spot.width / 2 - 14, -spot.height / 2 - 14, spot.width + 28, spot.height + 28, 60);
      face.addAt(glow, 0);
      popIn(this.scene, card);
      burst(this.scene, spot.x, spot.y, COLOURS.sun);
    }
  }

  /** Turns card `i` face up or down: it narrows to its edge and widens again showing the other side. */
  private turn(i: number, faceUp: boolean, ms = TURN_MS): void {
    const { card, face } = this.cards[i]!;
    const back = this.backs[i]!;
    if (ms === 0) {
      face.setVisible(faceUp);
      back.setVisible(!faceUp);
      return;
    }
    this.scene.tweens.add({
      targets: card,
      scaleX: 0,
      duration: ms / 2,
      ease: 'Sine.In',
      onComplete: () => {
        face.setVisible(faceUp);
        back.setVisible(!faceUp);
        this.scene.tweens.add({ targets: card, scaleX: 1, duration: ms / 2, ease: 'Sine.Out' });
      },
    });
  }

  /** The badge of the team given this set's missing card, above the set's top-right corner. */
  setTeam(team: Team | null): void {
    this.badge?.destroy();
    this.badge = null;
    if (!team) return;
    const right = Math.max(...this.spots.map((s) => s.x + s.width / 2));
    const top = Math.min(...this.spots.map((s) => s.y - s.height / 2));
    this.badge = drawTeamBadge(this.scene, right - 30, top + 30, team, 120).setDepth(20);
    popIn(this.scene, this.badge);
  }

  destroy(): void {
    this.badge?.destroy();
    this.container.destroy();
  }
}
