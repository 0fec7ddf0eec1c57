import type Phaser from 'phaser';
import { getKit } from '../kit';
import { STAGE_WIDTH } from '../stage';
import { drawTeamBadge } from './team-badge';
import { COLOURS, TEXT, css } from './theme';

export interface Scoreboard {
  container: Phaser.GameObjects.Container;
  /** Whether the team whose turn it is stands out (default true; off for all-teams-at-once games). */
  showTurn(on: boolean): void;
  destroy(): void;
}

/**
 * Each team's badge and score in a row (bottom of the stage by default); the team whose turn it is is raised
 * and outlined. Updates itself when `kit.teams` changes.
 */
export function addScoreboard(scene: Phaser.Scene, y = 1010, options: { x?: number; width?: number } = {}): Scoreboard {
  const kit = getKit(scene);
  const container = scene.add.container(0, 0).setDepth(50);
  const width = options.width ?? Math.min(STAGE_WIDTH - 400, kit.teams.count * 360);
  const centre = options.x ?? STAGE_WIDTH / 2;
  const slot = width / kit.teams.count;
  let turn = true;
  const cards = kit.teams.teams.map((team, i) => {
    const x = centre - width / 2 + slot * (i + 0.5);
    const card = scene.add.container(x, y);
    const back = scene.add.graphics();
    const badge = drawTeamBadge(scene, -80, 0, team, 80);
    badge.setPosition(-80, 0);
    const score = scene.add.text(40, -4, '0', { ...TEXT.heading, color: css(COLOURS.ink) }).setOrigin(0.5);
    card.add([back, badge, score]);
    container.add(card);
    return { card, back, score, team };
  });

  const draw = () => {
    cards.forEach(({ card, back, score, team }, i) => {
      const current = turn && kit.teams.count > 1 && i === kit.teams.teams.indexOf(kit.teams.current);
      back.clear();
      back.fillStyle(COLOURS.ink).fillRoundedRect(-150, -56, 300, 112, 56);
      back.fillStyle(current ? team.colour : COLOURS.white).fillRoundedRect(-144, -50, 288, 100, 50);
      if (score.text !== String(team.score)) {
        score.setText(String(team.score));
        scene.tweens.add({ targets: score, scale: { from: 1.5, to: 1 }, duration: 300, ease: 'Back.Out' });
      }
      score.setColor(css(current ? COLOURS.white : COLOURS.ink));
      scene.tweens.add({ targets: card, y: current ? y - 16 : y, duration: 200, ease: 'Sine.Out' });
    });
  };
  draw();
  const off = kit.teams.onChange(draw);
  scene.events.once('shutdown', off);
  return {
    container,
    showTurn(on: boolean) {
      turn = on;
      draw();
    },
    destroy() {
      off();
      container.destroy();
    },
  };
}
