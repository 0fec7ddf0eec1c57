import type Phaser from 'phaser';
import type { ImageType } from '@playwords/common';

/** The texture key of the shape drawn for a type when neither the teacher's nor the official picture loads. */
export const drawnKey = (type: ImageType) => `kit:drawn:${type}`;

/** Draws the last-resort pictures once (textures generated once: performance.md). */
export function drawFallbackTextures(scene: Phaser.Scene): void {
  const g = scene.make.graphics({}, false);
  const make = (type: ImageType, w: number, h: number, draw: () => void) => {
    if (scene.textures.exists(drawnKey(type))) return;
    g.clear();
    draw();
    g.generateTexture(drawnKey(type), w, h);
  };
  make('characters', 256, 256, () => {
    g.fillStyle(0x1f2544).fillCircle(128, 132, 116);
    g.fillStyle(0xffc928).fillCircle(128, 132, 106);
    g.fillStyle(0x1f2544).fillCircle(92, 112, 16).fillCircle(164, 112, 16);
    g.lineStyle(10, 0x1f2544)
      .beginPath()
      .arc(128, 140, 50, 0.2 * Math.PI, 0.8 * Math.PI)
      .strokePath();
  });
  make('monsters', 256, 256, () => {
    g.fillStyle(0x1f2544).fillRoundedRect(20, 36, 216, 212, 90);
    g.fillStyle(0x8e6cf1).fillRoundedRect(28, 44, 200, 196, 84);
    g.fillStyle(0xffffff).fillCircle(128, 118, 42);
    g.fillStyle(0x1f2544).fillCircle(136, 122, 18);
    g.fillStyle(0xfff3c4).fillTriangle(60, 60, 44, 8, 100, 48).fillTriangle(196, 60, 212, 8, 156, 48);
    g.fillStyle(0xffffff).fillTriangle(92, 180, 108, 180, 100, 200).fillTriangle(148, 180, 164, 180, 156, 200);
  });
  make('projectiles', 128, 128, () => {
    g.fillStyle(0x1f2544).fillCircle(64, 64, 60);
    g.fillStyle(0xff9f1c).fillCircle(64, 64, 52);
    g.fillStyle(0xffe066).fillCircle(64, 64, 32);
    g.fillStyle(0xffffff, 0.8).fillCircle(48, 46, 12);
  });
  make('backgrounds', 480, 270, () => {
    g.fillGradientStyle(0x4fc3f7, 0x4fc3f7, 0xbff0ff, 0xbff0ff, 1).fillRect(0, 0, 480, 270);
    g.fillStyle(0x7bd66b).fillEllipse(120, 280, 420, 170);
    g.fillStyle(0x5cc25a).fillEllipse(380, 290, 420, 190);
    g.fillStyle(0xffd84d).fillCircle(400, 60, 30);
  });
  g.destroy();
}
