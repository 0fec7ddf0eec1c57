import Phaser from 'phaser';
import { getKit } from '../kit';
import { createTeams } from '../logic/teams';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_WIDTH } from '../stage';
import { addBackground } from '../ui/background';
import { addButton, type KitButton } from '../ui/button';
import { popIn } from '../ui/juice';
import { drawTeamBadge } from '../ui/team-badge';
import { COLOURS, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';

const COUNT_KEYS = ['ONE', 'TWO', 'THREE', 'FOUR'];

/** How many teams (within the game's limits); each team shown with its colour, shape and name. */
export class TeamSetupScene extends Phaser.Scene {
  private count = 2;

  constructor() {
    super(KIT_SCENES.teams);
  }

  create(): void {
    const kit = getKit(this);
    const { min, max } = kit.definition.teams;
    this.count = Math.min(max, Math.max(min, kit.teams.count || kit.definition.teams.default));
    addBackground(this);
    this.add.text(STAGE_WIDTH / 2, 150, kitText('teams.howMany'), TEXT.title).setOrigin(0.5);

    const choices: KitButton[] = [];
    const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    const gap = 250;
    counts.forEach((n, i) => {
      const x = STAGE_WIDTH / 2 + (i - (counts.length - 1) / 2) * gap;
      const button = addButton(this, x, 320, String(n), () => this.choose(n), {
        width: 200,
        height: 170,
        fontSize: 110,
        key: COUNT_KEYS[n - 1],
      });
      choices.push(button);
      popIn(this, button, i * 60);
    });

    const list = this.add.container(0, 0);
    const render = () => {
      list.removeAll(true);
      choices.forEach((b, i) => b.setColour(counts[i] === this.count ? COLOURS.sun : COLOURS.skyDeep));
      const teams = createTeams(this.count);
      const columns = teams.length > 2 ? 2 : 1;
      teams.forEach((team, i) => {
        const col = columns === 2 ? i % 2 : 0;
        const row = columns === 2 ? Math.floor(i / 2) : i;
        const x = columns === 2 ? STAGE_WIDTH / 2 - 420 + col * 840 : STAGE_WIDTH / 2;
        const y = 520 + row * 150;
        const card = this.add.graphics();
        card.fillStyle(COLOURS.ink).fillRoundedRect(x - 380, y - 64, 760, 128, 64);
        card.fillStyle(COLOURS.white).fillRoundedRect(x - 374, y - 58, 748, 116, 58);
        const badge = drawTeamBadge(this, x - 290, y, team, 96);
        const name = this.add.text(x + 40, y - 4, team.name, { ...TEXT.heading, fontSize: '64px' }).setOrigin(0.5);
        list.add([card, badge, name]);
      });
    };
    this.choose = (n: number) => {
      this.count = n;
      render();
    };
    render();

    addButton(this, 260, 960, kitText('teams.back'), () => kit.goTo(KIT_SCENES.title), {
      width: 340,
      colour: COLOURS.neutral,
      key: 'ESC',
    });
    const start = addButton(this, STAGE_WIDTH / 2, 930, kitText('teams.start'), () => kit.startNewGame(this.count), {
      width: 520,
      height: 160,
      colour: COLOURS.correct,
      fontSize: 90,
      key: 'ENTER',
    });
    popIn(this, start, 200);
  }

  private choose: (n: number) => void = () => undefined;
}
