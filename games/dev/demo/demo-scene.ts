import {
  addJudgeBar,
  addScoreboard,
  addWordPrompt,
  burst,
  GamePlayScene,
  popIn,
  shake,
  STAGE_WIDTH,
  TEXT,
  type PlayStart,
} from '../../kit';
import type { demoSettings } from './main';

interface DemoState {
  asked: number;
}

export class DemoScene extends GamePlayScene<typeof demoSettings> {
  protected play(start: PlayStart): void {
    const settings = this.kit.settings;
    const state: DemoState = { asked: 0 };
    addScoreboard(this, 860);
    const roundText = this.add.text(STAGE_WIDTH / 2, 90, `Round ${start.round}`, TEXT.title).setOrigin(0.5);
    popIn(this, roundText);
    const hero = this.add.image(360, 480, this.kit.images.pick('characters').key).setDisplaySize(360, 360);
    const power = this.add
      .image(360, 480, this.kit.images.powersOf(this.kit.images.pick('characters'))[0]!)
      .setDisplaySize(120, 120)
      .setVisible(false);
    const prompt = addWordPrompt(this, STAGE_WIDTH / 2, 450, { alwaysShow: settings.show });

    const ask = () => {
      if (state.asked >= settings.words) {
        if (start.round >= settings.rounds) this.kit.finishGame({ stats: { wordsAsked: state.asked } });
        else this.kit.endRound({ state, summary: `${state.asked} words played!` });
        return;
      }
      state.asked += 1;
      prompt.ask(this.kit.deck.next().text);
    };
    const answered = (right: boolean) => {
      if (right) {
        this.kit.teams.award(this.kit.teams.teams.indexOf(this.kit.teams.current), 1);
        this.kit.play('correct');
        burst(this, hero.x, hero.y, this.kit.teams.current.colour);
        power.setVisible(true).setPosition(hero.x, hero.y);
        this.tweens.add({ targets: power, x: 1600, duration: 500, onComplete: () => power.setVisible(false) });
      } else {
        this.kit.play('wrong');
        shake(this);
        const word = prompt.word;
        if (word) this.kit.deck.miss({ text: word, letters: word.replace(/\s/g, '') });
      }
      this.kit.teams.nextTurn();
      this.time.delayedCall(settings.speed === 'slow' ? 1200 : 600, ask);
    };
    addJudgeBar(this, {
      onCorrect: () => answered(true),
      onWrong: () => answered(false),
      onSkip: ask,
      onReveal: () => prompt.reveal(),
      onTeamKey: (team) => {
        this.kit.teams.award(team, 1);
        burst(this, hero.x, hero.y);
      },
    });
    this.kit.setPanelHandlers({ skip: ask, reveal: () => prompt.reveal() });
    this.time.delayedCall(400, ask);
  }
}
