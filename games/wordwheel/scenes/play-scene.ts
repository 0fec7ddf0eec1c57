import type Phaser from 'phaser';
import {
  addButton,
  addWordPicture,
  banner,
  burst,
  COLOURS,
  css,
  GamePlayScene,
  outlined,
  popIn,
  TEXT,
  type KitButton,
  type PlayStart,
} from '../../kit';
import { SpinnerWheel, type WheelSegment } from '../../kit/boards/spinner-wheel';
import { WHEEL_PANEL_TEXT, WHEEL_TOOL_COLOURS } from '../../kit/boards/wheel-panel';
import { segmentColours } from '../../mechanics/wheel/pool';
import { TickPacer } from '../../mechanics/wheel/tick-pacer';
import { cardText, land, MYSTERY_MARK, reveal, wheelLabels, wordToSay, type Landing } from '../logic/landing';
import { cardLayout, cardPicture, segmentLayout, segmentPictures, type SegmentLayout } from '../logic/pictures';
import { planWordWheelSpin } from '../logic/spin';
import { TASKS, taskAt, type Task } from '../logic/tasks';
import { WORD_WHEEL_TEXT, wordsLeft } from '../logic/texts';
import { WheelWords } from '../logic/wheel-words';
import type { settings as schema } from '../settings';
import type { WordWheelState } from '../state';
import { drawSpeaker, drawTask } from './task-art';

const WORD_WHEEL = { x: 560, y: 590, radius: 420 };
const TASK_WHEEL = { x: 1160, y: 668, radius: 140 };
/** The word's card: smaller above the task when the task wheel is on, big in the middle when it is off. */
const CARD_WITH_TASK = { x: 1450, y: 278, width: 820, height: 250, fontSize: 130 };
const CARD_ALONE = { x: 1450, y: 440, width: 820, height: 420, fontSize: 170 };
const TASK_CARD = { x: 1615, y: 668, width: 520, height: 300 };
const BUTTONS_Y = 950;
const SPIN = { x: 1260, width: 440, height: 150 };
/** Elimination's Reset beside SPIN, with the words left above it. */
const RESET = { x: 1690, width: 340, countY: 850 };
/** The speaker button at the word card's right end: it says the word again. */
const AGAIN_SIZE = 116;
/** Done, where the other wheel tools have it (the kit's WheelPanel). */
const DONE = { x: 150, y: 1012 };
const TASK_COLOURS = [COLOURS.sky, COLOURS.sun, COLOURS.mint, COLOURS.rose];
/** How long a landed word stays on the wheel, ringed, before elimination takes it off. */
const LEAVE_AFTER_MS = 1800;

type Phase = 'ready' | 'spinning' | 'landed' | 'empty';

/**
 * Word Wheel (design/games.md #20), a classroom tool: the teacher's words on a spinner (a long list takes turns:
 * logic/wheel-words), spun by SPIN, Space, Enter or a tap on the wheel; the landed word is shown big and said. With
 * the task wheel on, a second wheel picks what to do with it (logic/tasks), said first. Elimination takes a landed
 * word off until Reset and says when the wheel is empty; mystery shows question marks and hides the landed word until
 * Reveal. Both wheels land where games/mechanics/wheel planned (logic/spin); the kit's SpinnerWheel turns them on the
 * scene's updates, so the teacher panel's pause holds a spin.
 */
export class PlayScene extends GamePlayScene<typeof schema, WordWheelState> {
  /** Read by the browser test: keep the names. */
  private phase: Phase = 'ready';
  private landing: Landing | null = null;
  private words!: WheelWords;
  private wordWheel!: SpinnerWheel;
  private taskWheel: SpinnerWheel | null = null;
  private task: Task | null = null;
  private wordText!: Phaser.GameObjects.Text;
  /** The landed word's picture on its card (logic/pictures: not while a mystery word is hidden). */
  private wordPicture: Phaser.GameObjects.Image | null = null;
  private taskText: Phaser.GameObjects.Text | null = null;
  private taskPicture: Phaser.GameObjects.Container | null = null;
  private spinButton!: KitButton;
  private againButton!: KitButton;
  private revealButton!: KitButton;
  private resetButton: KitButton | null = null;
  private leftText: Phaser.GameObjects.Text | null = null;
  private emptyBanner: Phaser.GameObjects.Text | null = null;
  /** The segment that landed, until the wheel is ready for the next spin (elimination takes it off). */
  private pending: number | null = null;
  /** Ticks closer than its gap would buzz: a wheel of 20 passes many borders a second at first. */
  private readonly ticks = new TickPacer();

  protected play(start: PlayStart<WordWheelState>): void {
    const settings = this.kit.settings;
    this.words = new WheelWords(
      this.kit.words.map((word) => word.text),
      { eliminate: settings.elimination, size: settings.size },
      () => this.kit.rng.next(),
      start.state.out,
    );
    const card = settings.tasks ? CARD_WITH_TASK : CARD_ALONE;

    this.wordWheel = new SpinnerWheel(this, { ...WORD_WHEEL, segments: this.segments() });
    this.add
      .circle(WORD_WHEEL.x, WORD_WHEEL.y, WORD_WHEEL.radius, COLOURS.white, 0.001)
      .setInteractive({ useHandCursor: true })
      .on('pointerdown', () => this.spin());
    if (settings.tasks) this.drawTaskWheel();

    this.drawCard(card);
    this.againButton = addButton(this, card.x + card.width / 2 - 90, card.y, '', () => this.sayAgain(), {
      width: AGAIN_SIZE,
      height: AGAIN_SIZE,
      colour: COLOURS.skyDeep,
      key: 'A',
    }).setEnabled(false);
    this.againButton.add(drawSpeaker(this, 0, -2, 62));
    this.wordText = this.add
      .text(card.x, card.y, WHEEL_PANEL_TEXT.prompt, {
        ...TEXT.word,
        fontSize: `${card.fontSize}px`,
        wordWrap: { width: card.width - 90 },
        lineSpacing: -12,
      })
      .setOrigin(0.5);
    this.setWord(WHEEL_PANEL_TEXT.prompt, COLOURS.neutral);
    this.revealButton = addButton(this, card.x + 90, card.y, WORD_WHEEL_TEXT.reveal, () => this.reveal(), {
      width: 320,
      height: 120,
      colour: COLOURS.violet,
      fontSize: 56,
      key: 'R',
    }).setVisible(false);

    this.spinButton = addButton(this, SPIN.x, BUTTONS_Y, WHEEL_PANEL_TEXT.spin, () => this.spin(), {
      width: SPIN.width,
      height: SPIN.height,
      colour: COLOURS.coral,
      fontSize: 88,
      key: 'SPACE',
    });
    this.input.keyboard?.on('keydown-ENTER', () => this.spin());
    addButton(this, DONE.x, DONE.y, WHEEL_PANEL_TEXT.done, () => this.kit.backToTitle(), {
      width: 220,
      height: 110,
      colour: COLOURS.skyDeep,
      fontSize: 52,
      key: 'D',
    });
    if (settings.elimination) {
      this.resetButton = addButton(this, RESET.x, BUTTONS_Y, WHEEL_PANEL_TEXT.reset, () => this.reset(), {
        width: RESET.width,
        height: 120,
        colour: COLOURS.teal,
        fontSize: 52,
        key: 'E',
      });
      this.leftText = this.add
        .text(RESET.x, RESET.countY, '', outlined({ ...TEXT.small }, COLOURS.white, COLOURS.ink, 10))
        .setOrigin(0.5);
      this.showLeft();
    } else if (this.words.waiting > 0) {
      // A list longer than the wheel: another fair set of its words on the wheel.
      this.resetButton = addButton(this, RESET.x, BUTTONS_Y, WORD_WHEEL_TEXT.newWords, () => this.newWords(), {
        width: RESET.width,
        height: 120,
        colour: COLOURS.teal,
        fontSize: 52,
        key: 'N',
      });
    }
    popIn(this, this.spinButton);

    this.kit.setPanelHandlers({
      reveal: () => this.reveal(),
      // Every setting changes what is drawn: the wheel is made again, keeping the words that already left it.
      onSettingsChange: () => this.scene.restart({ ...this.start, state: { out: this.words.out } }),
    });
    if (this.words.empty) this.showEmpty(false);
  }

  // ── Drawing ───────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * The word wheel's segments: its words along the radius (a word's picture at the rim, when the wheel is not too
   * full for both to read: logic/pictures), or in mystery mode a big question mark each, standing with its top to the
   * rim.
   */
  private segments(): WheelSegment[] {
    const mystery = this.kit.settings.mystery;
    const labels = wheelLabels(this.words.words, mystery);
    // The wheel tools' colours, neighbours kept apart by the mechanics' segmentColours.
    const colours = segmentColours(labels.length, WHEEL_TOOL_COLOURS.length);
    const layout = segmentLayout(labels.length, WORD_WHEEL.radius);
    const pictures = segmentPictures(mystery) && layout.legible;
    return labels.map((label, i) => {
      const colour = WHEEL_TOOL_COLOURS[colours[i]!]!;
      if (!mystery && pictures && this.kit.pictures.has(label)) {
        return { colour, picture: (scene, _x, _y, rotation) => this.segmentFace(scene, label, rotation, layout) };
      }
      if (!mystery) return { colour, label };
      const picture: WheelSegment['picture'] = (scene, x, y, rotation, size) =>
        scene.add
          .text(x, y, label, { ...TEXT.heading, fontSize: `${Math.round(Math.min(120, Math.max(48, size)))}px` })
          .setOrigin(0.5)
          .setRotation(rotation + Math.PI / 2);
      return { colour, picture };
    });
  }

  /** A segment's picture at the rim, its top to the rim, and its word along the radius inside it. */
  private segmentFace(
    scene: Phaser.Scene,
    word: string,
    rotation: number,
    layout: SegmentLayout,
  ): Phaser.GameObjects.Container {
    const [dx, dy] = [Math.cos(rotation), Math.sin(rotation)];
    const face = scene.add.container(0, 0);
    const picture = addWordPicture(scene, dx * layout.at, dy * layout.at, word, layout.size);
    if (picture) face.add(picture.setRotation(rotation + Math.PI / 2));
    const { end, length, fontSize } = layout.label;
    // Reading outwards, its outer end by the picture: a short word sits where the segment is widest.
    const label = scene.add
      .text(dx * end, dy * end, word, { ...TEXT.small, fontSize: `${fontSize}px`, color: css(COLOURS.ink) })
      .setOrigin(1, 0.5)
      .setRotation(rotation);
    if (label.width > length) label.setScale(length / label.width);
    return face.add(label);
  }

  /** The word wheel drawn again with the words on it now; an empty wheel is one plain grey disc. */
  private redraw(): void {
    this.wordWheel.setSegments(this.words.empty ? [{ colour: COLOURS.neutral }] : this.segments());
  }

  private drawTaskWheel(): void {
    this.taskWheel = new SpinnerWheel(this, {
      ...TASK_WHEEL,
      segments: TASKS.map((task, i) => ({
        colour: TASK_COLOURS[i % TASK_COLOURS.length]!,
        picture: (scene, x, y, rotation, size) =>
          drawTask(scene, x, y, task.id, Math.min(size, 92)).setRotation(rotation + Math.PI / 2),
      })),
    });
    const { x, y, width, height } = TASK_CARD;
    const g = this.add.graphics();
    g.fillStyle(COLOURS.ink).fillRoundedRect(x - width / 2, y - height / 2, width, height, 44);
    g.fillStyle(COLOURS.cream).fillRoundedRect(x - width / 2 + 8, y - height / 2 + 8, width - 16, height - 16, 38);
    this.taskText = this.add.text(x, y + 88, '', { ...TEXT.heading, fontSize: '64px' }).setOrigin(0.5);
  }

  private drawCard(card: typeof CARD_ALONE): void {
    const g = this.add.graphics();
    const { x, y, width, height } = card;
    g.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(x - width / 2, y - height / 2 + 12, width, height, 54);
    g.fillStyle(COLOURS.ink).fillRoundedRect(x - width / 2, y - height / 2, width, height, 54);
    g.fillStyle(COLOURS.cream).fillRoundedRect(x - width / 2 + 8, y - height / 2 + 8, width - 16, height - 16, 48);
  }

  /**
   * The word card's text, fitted to the card left of its speaker button (a long phrase wraps, then shrinks); `room`:
   * more space kept free on the right (the Reveal button). `picture`: the word whose picture the card shows with it
   * (over it on the big card, beside it on the one over the task: logic/pictures), when it has one.
   */
  private setWord(text: string, colour: number, room = 0, picture: string | null = null): void {
    const card = this.kit.settings.tasks ? CARD_WITH_TASK : CARD_ALONE;
    this.wordPicture?.destroy();
    this.wordPicture = null;
    const layout = cardLayout(card, room + AGAIN_SIZE + 40, picture !== null);
    const box = layout.text;
    this.wordText.setScale(1).setWordWrapWidth(box.width).setText(text).setColor(css(colour)).setPosition(box.x, box.y);
    this.wordText.setScale(Math.min(1, box.width / this.wordText.width, box.height / this.wordText.height));
    if (picture !== null && layout.picture) {
      const { x, y, size } = layout.picture;
      this.wordPicture = addWordPicture(this, x, y, picture, size);
    }
  }

  private showTask(task: Task | null): void {
    this.taskPicture?.destroy();
    this.taskPicture = null;
    if (!this.taskText) return;
    this.taskText.setScale(1).setText(task?.text ?? '');
    if (this.taskText.width > TASK_CARD.width - 50)
      this.taskText.setScale((TASK_CARD.width - 50) / this.taskText.width);
    if (!task) return;
    this.taskPicture = drawTask(this, TASK_CARD.x, TASK_CARD.y - 45, task.id, 150);
    popIn(this, this.taskPicture);
    popIn(this, this.taskText, 0, this.taskText.scaleX);
  }

  private showLeft(): void {
    this.leftText?.setText(wordsLeft(this.words.remaining));
  }

  // ── A spin ────────────────────────────────────────────────────────────────────────────────────────────────────

  /** SPIN, Space, Enter or a tap on the wheel: both wheels turn, unless one is turning or the wheel is empty. */
  private spin(): void {
    if (this.phase !== 'ready' && this.phase !== 'landed') return;
    this.settle();
    if (this.words.empty) return;
    this.phase = 'spinning';
    this.landing = null;
    this.task = null;
    this.revealButton.setVisible(false);
    this.spinButton.setEnabled(false);
    this.againButton.setEnabled(false);
    this.showTask(null);
    this.kit.play('spin');
    const plan = planWordWheelSpin(
      this.words.words.length,
      { word: this.wordWheel.angle, task: this.taskWheel?.angle ?? 0 },
      () => this.kit.rng.next(),
      this.taskWheel !== null,
    );
    if (this.taskWheel && plan.task) {
      this.taskWheel.spin(plan.task, {
        onTick: () => this.tick(),
        onDone: (segment) => {
          this.task = taskAt(segment);
          this.showTask(this.task);
          this.kit.speech.say(this.task.text);
        },
      });
    }
    this.wordWheel.spin(plan.word, {
      onTick: (segment) => {
        this.tick();
        const passing = this.kit.settings.mystery ? MYSTERY_MARK : this.words.wordAt(segment);
        this.setWord(passing, COLOURS.neutral);
      },
      onDone: (segment) => this.landed(segment),
    });
  }

  private tick(): void {
    if (this.ticks.tick(this.time.now)) this.kit.play('tick');
  }

  private landed(segment: number): void {
    const settings = this.kit.settings;
    this.landing = land(this.words.wordAt(segment), this.task, settings.mystery);
    this.phase = 'landed';
    this.pending = segment;
    this.showLanding();
    this.spinButton.setEnabled(true);
    this.againButton.setEnabled(true);
    burst(this, WORD_WHEEL.x, WORD_WHEEL.y - WORD_WHEEL.radius, COLOURS.sun, 24);
    this.kit.play('correct');
    // In elimination the word leaves the wheel once everyone has seen where it landed.
    if (settings.elimination) this.time.delayedCall(LEAVE_AFTER_MS, () => this.phase === 'landed' && this.settle());
  }

  /** The landed word on its card (or a question mark and Reveal), said when it is shown. */
  private showLanding(): void {
    const landing = this.landing;
    if (!landing) return;
    const hidden = !landing.shown;
    const picture = cardPicture(landing, (word) => this.kit.pictures.has(word));
    this.setWord(cardText(landing), hidden ? COLOURS.violet : COLOURS.ink, hidden ? 340 : 0, picture);
    if (this.wordPicture) popIn(this, this.wordPicture, 0, this.wordPicture.scale);
    this.wordText.setScale(this.wordText.scale * 0.6);
    this.tweens.add({ targets: this.wordText, scale: this.wordText.scale / 0.6, duration: 260, ease: 'Back.Out' });
    this.revealButton.setVisible(hidden);
    if (hidden) popIn(this, this.revealButton);
    const said = wordToSay(landing);
    if (said) this.kit.speech.say(said);
  }

  /** The landed segment leaves the wheel in elimination (a word not shown yet may take its place). */
  private settle(): void {
    const segment = this.pending;
    if (segment === null) return;
    this.pending = null;
    const changed = this.words.landed(segment);
    this.showLeft();
    if (this.words.empty) return this.showEmpty(true);
    if (changed) this.redraw();
    else this.wordWheel.highlight(null);
  }

  private showEmpty(say: boolean): void {
    this.phase = 'empty';
    this.spinButton.setEnabled(false);
    this.redraw();
    this.emptyBanner?.destroy();
    this.emptyBanner = banner(this, WORD_WHEEL_TEXT.empty, WORD_WHEEL.x, WORD_WHEEL.y - 180, {
      stay: true,
      size: 96,
      maxWidth: WORD_WHEEL.radius * 2 - 40,
      depth: 50,
    });
    if (say) this.kit.speech.say(WORD_WHEEL_TEXT.emptySaid);
    if (this.resetButton) popIn(this, this.resetButton);
  }

  // ── The teacher's buttons ─────────────────────────────────────────────────────────────────────────────────────

  /** Reveal (button, key R, the teacher panel's Reveal): the hidden word is shown and said. */
  private reveal(): void {
    const shown = reveal(this.landing);
    if (!shown || this.phase === 'spinning') return;
    this.landing = shown;
    this.showLanding();
    burst(this, this.wordText.x, this.wordText.y, COLOURS.violet, 24);
  }

  private sayAgain(): void {
    const landing = this.landing;
    if (!landing) return;
    const said = wordToSay(landing) ?? landing.task?.text;
    if (said) this.kit.speech.say(said);
  }

  /** Elimination's Reset: every word back on the wheel. */
  private reset(): void {
    if (this.phase === 'spinning') return;
    this.pending = null;
    this.words.reset();
    this.redraw();
    this.showLeft();
    this.emptyBanner?.destroy();
    this.emptyBanner = null;
    this.phase = this.landing ? 'landed' : 'ready';
    this.spinButton.setEnabled(true);
    popIn(this, this.wordWheel.container, 0, 1);
    burst(this, WORD_WHEEL.x, WORD_WHEEL.y, COLOURS.teal, 30);
  }

  /** 'New words' (a list longer than the wheel): another fair set of its words on the wheel. */
  private newWords(): void {
    if (this.phase === 'spinning') return;
    this.pending = null;
    this.words.newWords();
    this.redraw();
    popIn(this, this.wordWheel.container, 0, 1);
    burst(this, WORD_WHEEL.x, WORD_WHEEL.y, COLOURS.teal, 30);
  }
}
