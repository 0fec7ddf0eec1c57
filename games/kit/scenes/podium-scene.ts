import Phaser from 'phaser';
import { getKit } from '../kit';
import { TEAM_STYLES } from '../logic/teams';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_WIDTH } from '../stage';
import { addBackground } from '../ui/background';
import { addButton } from '../ui/button';
import { bob, burst, confetti, popIn } from '../ui/juice';
import { drawTeamBadge } from '../ui/team-badge';
import { fitToWidth } from '../ui/screen';
import { COLOURS, css, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';

/** Heights of the podium steps by place. */
const STEP = { 1: 360, 2: 250, 3: 170, 4: 110 } as Record<number, number>;

/**
 * The winners on a podium with confetti, and kitText('podium.playAgain'). Ties share a step. When a class's teams
 * played, each team's class points from this game and its new all-time total stand under its step.
 */
export class PodiumScene extends Phaser.Scene {
  constructor() {
    super(KIT_SCENES.podium);
  }

  create(): void {
    const kit = getKit(this);
    addBackground(this, undefined, 0.25);
    const cx = STAGE_WIDTH / 2;
    const ranking = kit.standings();
    const winners = ranking.filter((p) => p.place === 1);
    const heading =
      ranking.length === 1
        ? kitText('podium.greatJob', { value: kit.describeStanding(ranking[0]!.value) })
        : winners.length > 1
          ? kitText('podium.tie')
          : kitText('podium.teamWins', { team: winners[0]!.team.name });
    const title = this.add.text(cx, 120, heading, TEXT.title).setOrigin(0.5);
    popIn(this, title);

    // Podium order left to right: 2nd, 1st, 3rd, 4th (the usual podium), one column per team.
    const order =
      ranking.length === 1 ? ranking : [ranking[1], ranking[0], ranking[2], ranking[3]].filter((p) => p !== undefined);
    const columnWidth = 340;
    const classPoints = kit.classPodium();
    // With class points under the steps, the podium stands higher and a little lower.
    const baseY = classPoints ? 740 : 860;
    const stepScale = classPoints ? 0.8 : 1;
    order.forEach(({ team, place, value }, i) => {
      const x = cx + (i - (order.length - 1) / 2) * (columnWidth + 30);
      const height = Math.round((STEP[place] ?? 110) * stepScale);
      const step = this.add.graphics();
      step.fillStyle(COLOURS.ink).fillRoundedRect(x - columnWidth / 2, baseY - height, columnWidth, height + 40, 24);
      step
        .fillStyle(team.colour)
        .fillRoundedRect(x - columnWidth / 2 + 8, baseY - height + 8, columnWidth - 16, height + 24, 20);
      this.add
        .text(x, baseY - height / 2 + 10, String(place), { ...TEXT.huge, fontSize: place === 1 ? '140px' : '110px' })
        .setOrigin(0.5);
      const badge = drawTeamBadge(this, x, baseY - height - 170, team, place === 1 ? 150 : 120);
      this.add
        .text(x, baseY - height - 60, kit.definition.standings ? kit.describeStanding(value) : `${value}`, {
          ...TEXT.heading,
          color: '#1f2544',
          backgroundColor: '#ffffffdd',
          padding: { x: 20, y: 0 },
        })
        .setOrigin(0.5);
      const won = classPoints?.[kit.teams.teams.indexOf(team)];
      if (won) this.drawClassPoints(x, baseY + 108, columnWidth, won, 500 + (4 - place) * 200);
      popIn(this, badge, 300 + (4 - place) * 200);
      if (place === 1) {
        bob(this, badge, -18, 700);
        this.time.delayedCall(900, () => burst(this, x, baseY - height - 170, team.colour, 40));
      }
    });
    confetti(
      this,
      (classPoints ? kit.teams.teams : TEAM_STYLES).map((s) => s.colour),
    );
    kit.sfx.play('win');

    addButton(this, cx - 330, 990, kitText('shared.titleScreen'), () => kit.goTo(KIT_SCENES.title), {
      width: 560,
      colour: COLOURS.neutral,
      key: 'ESC',
    });
    const again = addButton(this, cx + 330, 990, kitText('podium.playAgain'), () => kit.playFromTitle(), {
      width: 560,
      colour: COLOURS.correct,
      key: 'ENTER',
    });
    popIn(this, again, 1200);
  }

  /** A class team's points from this game ('+3 class points') and its new all-time total, on a card under its step. */
  private drawClassPoints(
    x: number,
    y: number,
    width: number,
    won: { points: number; allTime: number },
    delay: number,
  ): void {
    const card = this.add.container(x, y);
    const face = this.add.graphics();
    face.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2, -64, width, 128, 36);
    face.fillStyle(COLOURS.white).fillRoundedRect(-width / 2 + 6, -58, width - 12, 116, 30);
    const points = this.add
      .text(0, -28, kitText('podium.classPoints', { count: won.points }), {
        ...TEXT.small,
        fontStyle: '800',
        color: css(COLOURS.correct),
      })
      .setOrigin(0.5);
    fitToWidth(points, width - 30, true);
    const total = this.add
      .text(0, 30, kitText('podium.classTotal', { total: won.allTime }), { ...TEXT.small, color: css(COLOURS.ink) })
      .setOrigin(0.5);
    fitToWidth(total, width - 30, true);
    card.add([face, points, total]);
    popIn(this, card, delay);
  }
}
