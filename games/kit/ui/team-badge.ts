import type Phaser from 'phaser';
import type { TeamShape } from '../logic/teams';
import { COLOURS } from './theme';

/** Draws a team's shape in its colour, outlined, centred on (x, y): colour and shape together. */
export function drawTeamBadge(
  scene: Phaser.Scene,
  x: number,
  y: number,
  team: { colour: number; shape: TeamShape },
  size = 96,
): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics({ x, y });
  paintShape(g, team.shape, size / 2 + 5, COLOURS.ink);
  paintShape(g, team.shape, size / 2 - 2, COLOURS.white);
  paintShape(g, team.shape, size / 2 - 8, team.colour);
  return g;
}

function paintShape(g: Phaser.GameObjects.Graphics, shape: TeamShape, r: number, colour: number): void {
  g.fillStyle(colour);
  switch (shape) {
    case 'circle':
      g.fillCircle(0, 0, r);
      break;
    case 'square':
      g.fillRoundedRect(-r * 0.88, -r * 0.88, r * 1.76, r * 1.76, r * 0.2);
      break;
    case 'triangle':
      g.fillTriangle(0, -r * 1.05, r * 1.05, r * 0.8, -r * 1.05, r * 0.8);
      break;
    case 'star': {
      const points: { x: number; y: number }[] = [];
      for (let i = 0; i < 10; i++) {
        const radius = i % 2 === 0 ? r * 1.08 : r * 0.5;
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push({ x: Math.cos(angle) * radius, y: Math.sin(angle) * radius });
      }
      g.fillPoints(points as unknown as Phaser.Math.Vector2[], true);
      break;
    }
  }
}
