import Phaser from 'phaser';
import { getKit } from '../kit';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../stage';
import { addBackground } from '../ui/background';
import { addButton } from '../ui/button';
import { bob, popIn } from '../ui/juice';
import { COLOURS, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';
import { titlePrint } from '../logic/title-print';

/**
 * The game's name and a big Play button; with a save, kitText('title.resumeOrNew'); 'Print' for a game that plays a
 * list (the host's printables dialog). Posts `ready` when first drawn.
 */
export class TitleScene extends Phaser.Scene {
  constructor() {
    super(KIT_SCENES.title);
  }

  create(): void {
    const kit = getKit(this);
    addBackground(this);
    const cx = STAGE_WIDTH / 2;
    const title = this.add.text(cx, 300, kit.name, TEXT.huge).setOrigin(0.5);
    popIn(this, title);
    bob(this, title);
    if (kit.tagline) {
      const tagline = this.add.text(cx, 450, kit.tagline, {
        ...TEXT.body,
        color: '#ffffff',
        stroke: '#1f2544',
        strokeThickness: 10,
      });
      tagline.setOrigin(0.5);
    }
    // The list she plays; a list-free game names none.
    if (kit.source === 'page' && kit.usesWords && kit.data.wordlist) {
      this.add
        .text(cx, 540, kitText('title.words', { theme: kit.data.wordlist.theme }), {
          ...TEXT.small,
          color: '#1f2544',
          backgroundColor: '#ffffffcc',
          padding: { x: 24, y: 8 },
        })
        .setOrigin(0.5);
    }
    if (kit.notice) {
      this.add
        .text(cx, 620, kit.notice, {
          ...TEXT.small,
          color: '#1f2544',
          backgroundColor: '#fff3c4',
          padding: { x: 24, y: 10 },
        })
        .setOrigin(0.5);
    }
    const next = () => kit.playFromTitle();
    if (kit.pendingResume) {
      this.add.text(cx, 680, kitText('title.resumeOrNew'), { ...TEXT.title, fontSize: '80px' }).setOrigin(0.5);
      const resume = addButton(this, cx - 300, 850, kitText('title.resume'), () => kit.resumeGame(), {
        width: 520,
        height: 150,
        colour: COLOURS.correct,
        fontSize: 72,
        key: 'ENTER',
      });
      const fresh = addButton(this, cx + 300, 850, kitText('title.newGame'), next, {
        width: 520,
        height: 150,
        colour: COLOURS.skyDeep,
        fontSize: 72,
        key: 'N',
      });
      popIn(this, resume, 150);
      popIn(this, fresh, 250);
    } else {
      const play = addButton(this, cx, 780, kitText('title.play'), next, {
        width: 560,
        height: 190,
        colour: COLOURS.correct,
        fontSize: 110,
        key: 'ENTER',
      });
      popIn(this, play, 150);
      this.tweens.add({
        targets: play,
        scale: 1.06,
        duration: 700,
        delay: 600,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.InOut',
      });
      this.input.keyboard?.once('keydown-SPACE', () => play.press());
    }
    // The game's own button for before play (Twister's 'Print the mat'), under Play.
    const action = kit.definition.titleAction;
    if (action) {
      const button = addButton(this, cx, kit.pendingResume ? 1000 : 975, action.label, () => action.run(this), {
        width: 560,
        height: 100,
        colour: COLOURS.violet,
        fontSize: 52,
        key: action.key,
      });
      popIn(this, button, 350);
    }
    // 'Print' (bottom right): the host page's printables of her list; a list-free game or a preview has none.
    const print = titlePrint({
      source: kit.source,
      usesWords: kit.usesWords,
      hasWords: kit.words.length > 0,
      connected: kit.bridge.connected,
      printable: kit.definition.printable,
      actionKey: action?.key,
    });
    if (print) {
      const button = addButton(
        this,
        STAGE_WIDTH - 200,
        STAGE_HEIGHT - 100,
        kitText('title.print'),
        () => kit.bridge.printables(print.kind),
        { width: 320, height: 110, colour: COLOURS.skyDeep, fontSize: 52, key: print.key },
      );
      popIn(this, button, 450);
    }
    // The first interactive frame: the benchmark times a card click to this message.
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => kit.bridge.ready());
  }
}
