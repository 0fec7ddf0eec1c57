import Phaser from 'phaser';
import { getKit } from '../kit';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_WIDTH } from '../stage';
import { addBackground } from '../ui/background';
import { addButton } from '../ui/button';
import { burst, popIn } from '../ui/juice';
import { drawTeamBadge } from '../ui/team-badge';
import { COLOURS, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';

/** Between rounds: the round's line, the standings, and 'Next round' or 'Finish'. */
export class RoundSummaryScene extends Phaser.Scene {
  constructor() {
    super(KIT_SCENES.summary);
  }

  create(data: { summary?: string }): void {
    const kit = getKit(this);
    addBackground(this, undefined, 0.35);
    const cx = STAGE_WIDTH / 2;
    const title = this.add.text(cx, 130, kit.roundDoneTitle(), TEXT.title).setOrigin(0.5);
    popIn(this, title);
    if (data.summary) this.add.text(cx, 240, data.summary, { ...TEXT.body, color: '#1f2544' }).setOrigin(0.5);

    const ranking = kit.standings();
    ranking.forEach(({ team, place, value }, i) => {
      const y = 370 + i * 130;
      const row = this.add.container(cx, y);
      const card = this.add.graphics();
      card.fillStyle(COLOURS.ink).fillRoundedRect(-500, -58, 1000, 116, 58);
      card.fillStyle(place === 1 ? COLOURS.sun : COLOURS.white).fillRoundedRect(-494, -52, 988, 104, 52);
      const placeText = this.add.text(-420, -4, `${place}.`, TEXT.heading).setOrigin(0.5);
      const badge = drawTeamBadge(this, -310, 0, team, 84);
      const name = this.add.text(-240, -4, team.name, { ...TEXT.heading, fontSize: '60px' }).setOrigin(0, 0.5);
      const shown = kit.definition.standings ? kit.describeStanding(value) : String(value);
      const score = this.add.text(430, -4, shown, TEXT.heading).setOrigin(1, 0.5);
      row.add([card, placeText, badge, name, score]);
      popIn(this, row, 120 * i);
    });
    this.time.delayedCall(300, () => burst(this, cx, 130, ranking[0]?.team.colour ?? COLOURS.sun));
    kit.sfx.play('correct');

    addButton(this, cx - 320, 940, kitText('summary.finish'), () => kit.finishGame(), {
      width: 480,
      colour: COLOURS.violet,
    });
    const next = addButton(this, cx + 320, 940, kitText('summary.nextRound'), () => kit.nextRound(), {
      width: 560,
      height: 150,
      colour: COLOURS.correct,
      fontSize: 68,
      key: 'ENTER',
    });
    popIn(this, next, 400);
  }
}
