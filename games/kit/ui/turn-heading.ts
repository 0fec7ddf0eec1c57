import type Phaser from 'phaser';
import { getKit } from '../kit';
import type { Team } from '../logic/teams';
import { popIn } from './juice';
import { fitToWidth } from './screen';
import { drawTeamBadge } from './team-badge';
import { TEXT } from './theme';
import { kitText } from '../logic/i18n';

/**
 * Whose turn it is, for a game where teams take turns: the team's badge and name, which pop in when the turn passes
 * (it follows `kit.teams`, so the game only calls `kit.teams.nextTurn()`). With one team there is no turn to show:
 * `solo` (what to do) stands there instead.
 */
export function addTurnHeading(
  scene: Phaser.Scene,
  x: number,
  y: number,
  options: { solo: string; maxWidth?: number },
): Phaser.GameObjects.Text {
  const kit = getKit(scene);
  if (kit.teams.count < 2) return scene.add.text(x, y, options.solo, { ...TEXT.body }).setOrigin(0.5);
  // The name sits right of x, leaving room for the badge on its left.
  const text = scene.add.text(x + 40, y, '', { ...TEXT.body }).setOrigin(0.5);
  let shown: Team | null = null;
  let badge: Phaser.GameObjects.Graphics | null = null;
  const show = () => {
    const team = kit.teams.current;
    if (team === shown) return;
    const announce = shown !== null;
    shown = team;
    fitToWidth(text.setText(kitText('turn.team', { team: team.name })).setScale(1), options.maxWidth ?? 560);
    badge?.destroy();
    badge = drawTeamBadge(scene, text.x - text.displayWidth / 2 - 56, text.y, team, 72);
    if (announce) popIn(scene, text, 0, text.scaleX);
  };
  show();
  const off = kit.teams.onChange(show);
  scene.events.once('shutdown', off);
  return text;
}
