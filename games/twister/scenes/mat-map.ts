import type Phaser from 'phaser';
import { MAT_COLOURS, MAT_TILE, type MatPlan } from '@playwords/common';
import { addWordPicture, COLOURS, css, TEXT } from '../../kit';
import { tilePictureSize } from '../logic/pictures';
import { t } from '../texts';

/**
 * The printed mat in small, as it lies on the floor: its tiles' coloured circles in their rows and columns, each
 * word's picture in its circle as on the printed mat (when the circles are big enough: logic/pictures). The
 * teacher's Reveal lights the called word's tile and names it ('apple is on B3'), where the class finds it on the
 * floor.
 */
export class MatMap {
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly caption: Phaser.GameObjects.Text;
  private readonly centres: { x: number; y: number; r: number }[];
  private readonly captionWidth: number;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly plan: MatPlan,
    box: { x: number; y: number; width: number; height: number },
  ) {
    const card = scene.add.graphics();
    card.fillStyle(COLOURS.ink).fillRoundedRect(box.x - 6, box.y - 6, box.width + 12, box.height + 12, 36);
    card.fillStyle(COLOURS.cream).fillRoundedRect(box.x, box.y, box.width, box.height, 30);
    scene.add
      .text(box.x + box.width / 2, box.y + 48, t('mat.heading'), { ...TEXT.small, color: css(COLOURS.ink) })
      .setOrigin(0.5);
    // The tiles, as big as fit under the heading and over the caption, keeping the sheets' shape.
    const area = { x: box.x + 24, y: box.y + 96, width: box.width - 48, height: box.height - 200 };
    const scale = Math.min(area.width / (plan.columns * MAT_TILE.width), area.height / (plan.rows * MAT_TILE.height));
    const cellW = MAT_TILE.width * scale;
    const cellH = MAT_TILE.height * scale;
    const left = area.x + (area.width - cellW * plan.columns) / 2;
    const top = area.y + (area.height - cellH * plan.rows) / 2;
    const tiles = scene.add.graphics();
    this.centres = plan.tiles.map((tile) => {
      const x = left + tile.column * cellW;
      const y = top + tile.row * cellH;
      tiles.fillStyle(COLOURS.white).fillRect(x + 1, y + 1, cellW - 2, cellH - 2);
      const r = Math.min(cellW, cellH) * 0.36;
      tiles.fillStyle(MAT_COLOURS[tile.colour]!).fillCircle(x + cellW / 2, y + cellH / 2, r);
      return { x: x + cellW / 2, y: y + cellH / 2, r };
    });
    const pictureSize = tilePictureSize(this.centres[0]?.r ?? 0);
    if (pictureSize > 0) {
      plan.tiles.forEach((tile, i) =>
        addWordPicture(scene, this.centres[i]!.x, this.centres[i]!.y, tile.word, pictureSize),
      );
    }
    tiles.lineStyle(2, COLOURS.neutral).strokeRect(left, top, cellW * plan.columns, cellH * plan.rows);
    this.ring = scene.add.graphics();
    this.caption = scene.add
      .text(
        box.x + box.width / 2,
        box.y + box.height - 56,
        t('mat.sheets', { columns: plan.columns, rows: plan.rows }),
        {
          ...TEXT.small,
          color: css(COLOURS.ink),
        },
      )
      .setOrigin(0.5);
    this.captionWidth = box.width - 40;
    this.fitCaption();
  }

  /** Lights a tile and names it, or (null) shows the mat's size again. */
  show(index: number | null): void {
    this.scene.tweens.killTweensOf(this.ring);
    this.ring.clear().setAlpha(1);
    if (index === null) {
      this.caption.setText(t('mat.sheets', { columns: this.plan.columns, rows: this.plan.rows }));
      this.fitCaption();
      return;
    }
    const tile = this.plan.tiles[index]!;
    const at = this.centres[index]!;
    this.ring.lineStyle(10, COLOURS.ink).strokeCircle(at.x, at.y, at.r + 10);
    this.ring.lineStyle(6, COLOURS.white).strokeCircle(at.x, at.y, at.r + 10);
    this.scene.tweens.add({ targets: this.ring, alpha: 0.35, duration: 500, yoyo: true, repeat: -1 });
    this.caption.setText(t('mat.wordOn', { word: tile.word, tile: tile.label }));
    this.fitCaption();
  }

  private fitCaption(): void {
    this.caption.setScale(1);
    if (this.caption.width > this.captionWidth) this.caption.setScale(this.captionWidth / this.caption.width);
  }
}
