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
  g.destroy();
  // The sky's gradient is drawn with the 2D canvas: Graphics gradients are WebGL-only, and the kit may run on Canvas.
  if (!scene.textures.exists(drawnKey('backgrounds'))) {
    const texture = scene.textures.createCanvas(drawnKey('backgrounds'), 480, 270);
    const context = texture?.getContext();
    if (texture && context) {
      const sky = context.createLinearGradient(0, 0, 0, 270);
      sky.addColorStop(0, '#4fc3f7');
      sky.addColorStop(1, '#bff0ff');
      context.fillStyle = sky;
      context.fillRect(0, 0, 480, 270);
      const ellipse = (colour: string, x: number, y: number, w: number, h: number) => {
        context.fillStyle = colour;
        context.beginPath();
        context.ellipse(x, y, w / 2, h / 2, 0, 0, Math.PI * 2);
        context.fill();
      };
      ellipse('#7bd66b', 120, 280, 420, 170);
      ellipse('#5cc25a', 380, 290, 420, 190);
      ellipse('#ffd84d', 400, 60, 60, 60);
      texture.refresh();
    }
  }
}
