import type Phaser from 'phaser';
import { COLOURS, css, TEXT } from '../../kit';
import type { BodyPart } from '../logic/call';

/**
 * A hand or a foot, drawn (no picture to load), seen from above with the fingers or toes up: a left one has its thumb
 * or big toe on the right, as a child sees her own hand on the mat. With a side, a big L or R on it. `size` is its
 * height in px; the container's origin is its middle.
 */
export function drawBodyPart(scene: Phaser.Scene, x: number, y: number, part: BodyPart, size: number) {
  const container = scene.add.container(x, y);
  const g = scene.add.graphics();
  const s = size;
  // The thumb (big toe) side: right for a left hand or foot, as it lies palm down.
  const inner = part.side === 'left' ? 1 : -1;
  const outline = Math.max(4, s * 0.035);
  const shape = (fill: () => void) => {
    g.fillStyle(COLOURS.ink);
    fill();
  };
  if (part.limb === 'hand') {
    const drawHand = (grow: number) => {
      const palm = { w: s * 0.5 + grow * 2, h: s * 0.46 + grow * 2 };
      g.fillRoundedRect(-palm.w / 2, s * 0.02 - grow, palm.w, palm.h, s * 0.14);
      [-0.18, -0.06, 0.06, 0.18].forEach((fx, i) => {
        const long = i === 1 || i === 2 ? 0.4 : 0.33;
        const w = s * 0.1 + grow * 2;
        g.fillRoundedRect(s * fx * inner - w / 2, s * (0.1 - long) - grow, w, s * long, w / 2);
      });
      // The thumb: a chain of circles out from the palm's side.
      for (let k = 0; k < 4; k++) {
        g.fillCircle(inner * s * (0.24 + k * 0.05), s * (0.22 - k * 0.05), s * 0.065 + grow);
      }
    };
    shape(() => drawHand(outline));
    g.fillStyle(COLOURS.white);
    drawHand(0);
  } else {
    const drawFoot = (grow: number) => {
      g.fillEllipse(0, s * 0.12, s * 0.42 + grow * 2, s * 0.72 + grow * 2);
      // Toes along the front, the big one on the inner side.
      const toes = [
        { x: 0.15, y: -0.3, r: 0.085 },
        { x: 0.04, y: -0.34, r: 0.055 },
        { x: -0.05, y: -0.32, r: 0.05 },
        { x: -0.12, y: -0.28, r: 0.045 },
        { x: -0.18, y: -0.22, r: 0.04 },
      ];
      for (const toe of toes) g.fillCircle(inner * toe.x * s, toe.y * s, toe.r * s + grow);
    };
    shape(() => drawFoot(outline));
    g.fillStyle(COLOURS.white);
    drawFoot(0);
  }
  container.add(g);
  if (part.side) {
    const letter = scene.add
      .text(0, s * 0.2, part.side === 'left' ? 'L' : 'R', {
        ...TEXT.heading,
        fontSize: `${Math.max(48, Math.round(s * 0.3))}px`,
        color: css(COLOURS.ink),
      })
      .setOrigin(0.5);
    container.add(letter);
  }
  return container;
}
