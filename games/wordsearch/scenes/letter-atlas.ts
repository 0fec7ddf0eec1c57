import type Phaser from 'phaser';
import { FONT_FAMILY } from '../../kit/ui/theme';

/**
 * The grid's letters drawn once into one canvas texture, a frame per distinct letter. Up to 225 cells then share a
 * single texture, so the grid renders in one batch (a Text object per cell would be 225 textures and draw calls on
 * the old classroom PCs the frame budget is about). Letters are white so a tint can colour them.
 */
export function makeLetterAtlas(
  scene: Phaser.Scene,
  key: string,
  letters: readonly string[],
  cellSize: number,
  fontPx: number,
): void {
  if (scene.textures.exists(key)) scene.textures.remove(key);
  const distinct = [...new Set(letters)];
  const texture = scene.textures.createCanvas(key, Math.max(1, distinct.length) * cellSize, cellSize);
  if (!texture) return;
  const context = texture.getContext();
  context.font = `800 ${fontPx}px ${FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#ffffff';
  distinct.forEach((letter, i) => {
    // A wide letter (Ш, Ж, W at a big size) is squeezed to its cell rather than spilling into the next one.
    const width = context.measureText(letter).width;
    const squeeze = width > cellSize * 0.9 ? (cellSize * 0.9) / width : 1;
    context.save();
    context.translate(i * cellSize + cellSize / 2, cellSize / 2 + fontPx * 0.04);
    context.scale(squeeze, 1);
    context.fillText(letter, 0, 0);
    context.restore();
    texture.add(letter, 0, i * cellSize, 0, cellSize, cellSize);
  });
  texture.refresh();
}
