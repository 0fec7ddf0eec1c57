import type Phaser from 'phaser';
import { COLOURS, css, drawTeamBadge, type KitImage, type Team } from '../../kit';

/** The counters' texture size (drawn once per team and character, scaled to the board's cells). */
const SIZE = 160;
const RIM = 5;
const RING = 20;

/**
 * A team's counter: its character's face in a cream disc inside a thick ring of the team's colour, painted once into
 * a canvas texture (both renderers draw it as one image). The team's shape is added on top by `addCounter`, so a
 * colour-blind child tells the teams apart by shape too.
 */
export function counterTexture(scene: Phaser.Scene, team: Team, teamIndex: number, face: KitImage): string {
  const key = `four:counter:${teamIndex}:${team.colour.toString(16)}:${face.key}`;
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, SIZE, SIZE);
  const ctx = texture?.getContext();
  if (!texture || !ctx) return face.key;
  const r = SIZE / 2;
  const disc = (radius: number, colour: number) => {
    ctx.fillStyle = css(colour);
    ctx.beginPath();
    ctx.arc(r, r, radius, 0, Math.PI * 2);
    ctx.fill();
  };
  disc(r, COLOURS.ink);
  disc(r - RIM, team.colour);
  const inner = r - RING;
  disc(inner + 3, COLOURS.ink);
  disc(inner, COLOURS.cream);
  const frame = scene.textures.getFrame(face.key);
  const source = frame?.source.image as CanvasImageSource | undefined;
  if (frame && source) {
    // The whole picture, fitted into the disc (a little of its corners cut off by the circle).
    const box = inner * 2 * 0.92;
    const scale = box / Math.max(frame.cutWidth, frame.cutHeight);
    const w = frame.cutWidth * scale;
    const h = frame.cutHeight * scale;
    ctx.save();
    ctx.beginPath();
    ctx.arc(r, r, inner, 0, Math.PI * 2);
    ctx.clip();
    ctx.drawImage(source, frame.cutX, frame.cutY, frame.cutWidth, frame.cutHeight, r - w / 2, r - h / 2, w, h);
    ctx.restore();
  }
  texture.refresh();
  return key;
}

/** A counter on the stage: the team's face texture at `diameter`, with the team's shape on its lower right. */
export function addCounter(
  scene: Phaser.Scene,
  x: number,
  y: number,
  texture: string,
  team: Team,
  diameter: number,
): Phaser.GameObjects.Container {
  const image = scene.add.image(0, 0, texture).setDisplaySize(diameter, diameter);
  // Inside the counter's edge, so it shows through the board's hole too.
  const badge = drawTeamBadge(scene, diameter * 0.22, diameter * 0.22, team, diameter * 0.3);
  return scene.add.container(x, y, [image, badge]);
}
