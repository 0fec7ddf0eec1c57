import Phaser from 'phaser';
import {
  addBackground,
  addJudgeBar,
  addScoreboard,
  addWordPrompt,
  burst,
  getKit,
  PLAY_SCENE,
  popIn,
  shake,
  STAGE_WIDTH,
  TEXT,
  type PlayStart,
  type SettingsValues,
} from '../../kit';
import type { demoSettings } from './main';

interface DemoState {
  asked: number;
}

export class DemoScene extends Phaser.Scene {
  constructor() {
    super(PLAY_SCENE);
  }

  create(start: PlayStart): void {
    const kit = getKit<typeof demoSettings>(this);
    const settings: SettingsValues<typeof demoSettings> = kit.settings;
    const state: DemoState = { asked: 0 };
    addBackground(this);
    addScoreboard(this, 860);
    const roundText = this.add.text(STAGE_WIDTH / 2, 90, `Round ${start.round}`, TEXT.title).setOrigin(0.5);
    popIn(this, roundText);
    const hero = this.add.image(360, 480, kit.images.pick('characters').key).setDisplaySize(360, 360);
    const power = this.add
      .image(360, 480, kit.images.powersOf(kit.images.pick('characters'))[0]!)
      .setDisplaySize(120, 120)
      .setVisible(false);
    const prompt = addWordPrompt(this, STAGE_WIDTH / 2, 450, { alwaysShow: settings.show });

    const ask = () => {
      if (state.asked >= settings.words) {
        if (start.round >= settings.rounds) kit.finishGame({ stats: { wordsAsked: state.asked } });
        else kit.endRound({ state, summary: `${state.asked} words played!` });
        return;
      }
      state.asked += 1;
      prompt.ask(kit.deck.next().text);
    };
    const answered = (right: boolean) => {
      if (right) {
        kit.teams.award(kit.teams.teams.indexOf(kit.teams.current), 1);
        kit.play('correct');
        burst(this, hero.x, hero.y, kit.teams.current.colour);
        power.setVisible(true).setPosition(hero.x, hero.y);
        this.tweens.add({ targets: power, x: 1600, duration: 500, onComplete: () => power.setVisible(false) });
      } else {
        kit.play('wrong');
        shake(this);
        const word = prompt.word;
        if (word) kit.deck.miss({ text: word, letters: word.replace(/\s/g, '') });
      }
      kit.teams.nextTurn();
      this.time.delayedCall(settings.speed === 'slow' ? 1200 : 600, ask);
    };
    addJudgeBar(this, {
      onCorrect: () => answered(true),
      onWrong: () => answered(false),
      onSkip: ask,
      onReveal: () => prompt.reveal(),
      onTeamKey: (team) => {
        kit.teams.award(team, 1);
        burst(this, hero.x, hero.y);
      },
    });
    kit.setPanelHandlers({ skip: ask, reveal: () => prompt.reveal() });
    this.time.delayedCall(400, ask);
  }
}
