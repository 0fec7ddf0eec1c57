import type Phaser from 'phaser';
import { COLOURS, TEXT } from '../../kit';
import type { TaskId } from '../logic/tasks';

/**
 * A task's picture, drawn (nothing to load), for children who do not read yet: an open mouth with sound waves (say
 * it), letter blocks (spell it), a card of words ending in a full stop (make a sentence), a child jumping with arms
 * up (act it out). `size` is its width and height in px; the container's origin is its middle.
 */
export function drawTask(scene: Phaser.Scene, x: number, y: number, task: TaskId, size: number) {
  const container = scene.add.container(x, y);
  const g = scene.add.graphics();
  container.add(g);
  const s = size / 2;
  const line = Math.max(4, size * 0.045);
  switch (task) {
    case 'say': {
      // Lips round an open mouth, with three sound waves to the right.
      g.fillStyle(COLOURS.ink).fillEllipse(-s * 0.25, 0, s * 1.15 + line * 2, s * 0.8 + line * 2);
      g.fillStyle(COLOURS.coral).fillEllipse(-s * 0.25, 0, s * 1.15, s * 0.8);
      g.fillStyle(COLOURS.ink).fillEllipse(-s * 0.25, s * 0.02, s * 0.75, s * 0.42);
      g.fillStyle(COLOURS.rose).fillEllipse(-s * 0.25, s * 0.13, s * 0.42, s * 0.16);
      g.lineStyle(line * 1.4, COLOURS.ink);
      for (let k = 0; k < 3; k++) {
        const r = s * (0.28 + k * 0.2);
        g.beginPath();
        g.arc(s * 0.35, 0, r, -Math.PI / 4, Math.PI / 4, false);
        g.strokePath();
      }
      break;
    }
    case 'spell': {
      // Three letter blocks, two below and one on top: A B and C.
      const block = s * 0.92;
      const letters: [string, number, number, number][] = [
        ['A', -block / 2 - 2, block / 2 + 2, COLOURS.sun],
        ['B', block / 2 + 2, block / 2 + 2, COLOURS.sky],
        ['C', 0, -block / 2 - 2, COLOURS.mint],
      ];
      for (const [letter, bx, by, colour] of letters) {
        g.fillStyle(COLOURS.ink).fillRoundedRect(bx - block / 2, by - block / 2, block, block, block * 0.16);
        g.fillStyle(colour).fillRoundedRect(
          bx - block / 2 + line,
          by - block / 2 + line,
          block - line * 2,
          block - line * 2,
          block * 0.12,
        );
        container.add(
          scene.add
            // Part of the picture: the letters grow and shrink with the blocks.
            .text(bx, by, letter, { ...TEXT.heading, fontSize: `${Math.round(block * 0.72)}px` })
            .setOrigin(0.5),
        );
      }
      break;
    }
    case 'sentence': {
      // A card with three lines of words (rounded bars) and a full stop.
      const w = s * 1.9;
      const h = s * 1.5;
      g.fillStyle(COLOURS.ink).fillRoundedRect(-w / 2, -h / 2, w, h, s * 0.2);
      g.fillStyle(COLOURS.white).fillRoundedRect(-w / 2 + line, -h / 2 + line, w - line * 2, h - line * 2, s * 0.16);
      const bar = s * 0.2;
      const rows = [
        [0.42, 0.3, 0.6],
        [0.55, 0.5],
        [0.35, 0.45],
      ];
      const left = -w / 2 + s * 0.18;
      rows.forEach((words, r) => {
        const by = -h / 2 + s * 0.3 + r * s * 0.42;
        let bx = left;
        words.forEach((length, i) => {
          g.fillStyle(i === 0 && r === 0 ? COLOURS.skyDeep : COLOURS.violet);
          g.fillRoundedRect(bx, by, s * length, bar, bar / 2);
          bx += s * length + s * 0.1;
        });
        if (r === rows.length - 1) g.fillStyle(COLOURS.coral).fillCircle(bx + bar * 0.4, by + bar / 2, bar * 0.6);
      });
      break;
    }
    case 'act': {
      // A child jumping for joy: head, body, arms up, legs apart, in a star of movement lines.
      const ink = COLOURS.ink;
      const limb = Math.max(6, size * 0.09);
      g.lineStyle(limb, ink);
      g.lineBetween(0, -s * 0.2, 0, s * 0.3);
      g.lineBetween(0, -s * 0.1, -s * 0.55, -s * 0.6);
      g.lineBetween(0, -s * 0.1, s * 0.55, -s * 0.6);
      g.lineBetween(0, s * 0.3, -s * 0.45, s * 0.85);
      g.lineBetween(0, s * 0.3, s * 0.45, s * 0.85);
      g.fillStyle(ink).fillCircle(0, -s * 0.5, s * 0.26);
      g.fillStyle(COLOURS.sun).fillCircle(0, -s * 0.5, s * 0.26 - line);
      g.lineStyle(line, COLOURS.coral);
      for (const side of [-1, 1]) {
        g.lineBetween(side * s * 0.72, -s * 0.25, side * s * 0.92, -s * 0.3);
        g.lineBetween(side * s * 0.7, s * 0.05, side * s * 0.92, s * 0.08);
      }
      break;
    }
  }
  return container;
}

/** A loudspeaker with two sound waves, in white (the 'say it again' button's face), `size` px across. */
export function drawSpeaker(scene: Phaser.Scene, x: number, y: number, size: number) {
  const g = scene.add.graphics({ x, y });
  const s = size / 2;
  g.fillStyle(COLOURS.white);
  g.fillRect(-s * 0.9, -s * 0.3, s * 0.45, s * 0.6);
  g.fillTriangle(-s * 0.5, -s * 0.3, -s * 0.05, -s * 0.8, -s * 0.05, s * 0.8);
  g.fillTriangle(-s * 0.5, -s * 0.3, -s * 0.5, s * 0.3, -s * 0.05, s * 0.8);
  g.lineStyle(Math.max(4, size * 0.09), COLOURS.white);
  for (const r of [0.45, 0.8]) {
    g.beginPath();
    g.arc(0, 0, s * r, -Math.PI / 4, Math.PI / 4, false);
    g.strokePath();
  }
  return g;
}
