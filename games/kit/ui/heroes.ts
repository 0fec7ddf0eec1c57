import type Phaser from 'phaser';
import type { TeamShape } from '../logic/teams';
import { addButton } from './button';
import { fitScale } from './fit';
import { bob, burst, popIn } from './juice';
import { banner, outlined } from './screen';
import { drawTeamBadge } from './team-badge';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../stage';
import { COLOURS } from './theme';
import { kitText } from '../logic/i18n';

export interface Hero {
  /** The texture of the team's character. */
  picture: string;
  team: { colour: number; shape: TeamShape };
}

export interface HeroesOptions {
  /** 'MVP!', 'Champions!' */
  title: string;
  heroes: readonly Hero[];
  /** What they did: 'Red Team: 12 damage!' */
  line: string;
  /** Called once: by the button (or Enter), or by itself after `autoMs`. */
  onContinue: () => void;
  button?: string;
  autoMs?: number;
}

/**
 * The heroes of a game (MVP by damage, the fastest team) take a bow over a veiled stage before the podium: their
 * characters bob on their team badges, sparks in their colours, one line of why.
 */
export function showHeroes(scene: Phaser.Scene, options: HeroesOptions): void {
  const { heroes } = options;
  const veil = scene.add.rectangle(STAGE_WIDTH / 2, STAGE_HEIGHT / 2, STAGE_WIDTH, STAGE_HEIGHT, COLOURS.night, 0.8);
  veil.setDepth(85).setInteractive();
  banner(scene, options.title, STAGE_WIDTH / 2, 240, { colour: COLOURS.sun, size: 160, stay: true });
  const spacing = 460;
  heroes.forEach((hero, i) => {
    const x = STAGE_WIDTH / 2 + (i - (heroes.length - 1) / 2) * spacing;
    const image = scene.add.image(x, 690, hero.picture).setOrigin(0.5, 1).setDepth(90);
    popIn(scene, image, 200 + i * 150, fitScale(image, heroes.length > 2 ? 240 : 300));
    bob(scene, image, 20, 500);
    drawTeamBadge(scene, x, 760, hero.team, 80).setDepth(90);
    scene.time.delayedCall(300 + i * 150, () => burst(scene, x, 520, hero.team.colour, 40));
  });
  scene.add
    .text(STAGE_WIDTH / 2, 870, options.line, outlined())
    .setOrigin(0.5)
    .setDepth(90);
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    options.onContinue();
  };
  const button = addButton(scene, STAGE_WIDTH / 2, 990, options.button ?? kitText('battle.toPodium'), go, {
    width: 640,
    colour: COLOURS.correct,
    key: 'ENTER',
  });
  button.setDepth(95);
  popIn(scene, button, 800);
  scene.time.delayedCall(options.autoMs ?? 8000, go);
}
