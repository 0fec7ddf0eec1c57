import Phaser from 'phaser';
import type { Kit } from '../kit';
import { addButton, type KitButton } from '../ui/button';
import { burst, popIn } from '../ui/juice';
import { fitToWidth, outlined } from '../ui/screen';
import { COLOURS, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';

/** What the panel's card shows: a picture (a texture key), a big title (a name, a number), a line under it. */
export interface WheelResult {
  title: string;
  picture?: string;
  line?: string;
}

export interface WheelPanelOptions {
  /** The SPIN button (and Space and Enter). */
  onSpin: () => void;
  /** The second button (R): elimination's Reset, a long list's other subset. */
  onReset: () => void;
  /** The title's size in px when there is no picture (a number): bigger. */
  bareTitleSize?: number;
}

/** Where a wheel tool's parts go on the stage: its wheel (or what stands for it) on the left, the panel's column. */
export const WHEEL_TOOL_LAYOUT = { wheel: { x: 650, y: 565, radius: 440 }, panelX: 1480 } as const;

/** A wheel tool's segment colours, light enough under ink and pictures (in turn: `segmentColours` of the mechanics). */
export const WHEEL_TOOL_COLOURS = [
  COLOURS.coral,
  COLOURS.sky,
  COLOURS.sun,
  COLOURS.mint,
  COLOURS.lilac,
  COLOURS.rose,
] as const;

/** What the panel's buttons say, in the page's language (read when drawn). */
export const WHEEL_PANEL_TEXT = {
  get spin() {
    return kitText('wheel.spin');
  },
  get reset() {
    return kitText('wheel.reset');
  },
  get done() {
    return kitText('wheel.done');
  },
  get prompt() {
    return kitText('wheel.prompt');
  },
};

const CARD = { top: 160, width: 720, height: 540 };
const PICTURE = { y: 330, size: 290 };
const INFO_Y = 748;
const SPIN_Y = 862;
const RESET_Y = 1010;
const DONE = { x: 150, y: 1012 };
const X = WHEEL_TOOL_LAYOUT.panelX;

/**
 * The right-hand column of a wheel tool (the Character and Number Wheels): a card that shows what the wheel passes
 * while it turns and, big, what it landed on (a picture, a name or a number, a line under it); a line that says how
 * many are on the wheel or left; the big SPIN button (Space or Enter too), a second button (R) for Reset or another
 * set, and Done (D) in the bottom-left corner, back to the title. A tap on the card (or A) says the result again. The
 * tool decides what a spin is; the panel only shows and asks.
 */
export class WheelPanel {
  readonly spinButton: KitButton;
  readonly resetButton: KitButton;
  /** The card's texts, read by the browser tests: the title (a name, a number) and the line under it. */
  readonly title: Phaser.GameObjects.Text;
  readonly line: Phaser.GameObjects.Text;
  readonly info: Phaser.GameObjects.Text;
  private readonly picture: Phaser.GameObjects.Image;

  constructor(
    private readonly scene: Phaser.Scene,
    kit: Pick<Kit, 'speech' | 'backToTitle'>,
    private readonly options: WheelPanelOptions,
  ) {
    const x = X;
    const say = () => kit.speech.sayAgain();
    const card = scene.add.graphics();
    const left = x - CARD.width / 2;
    card.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(left + 8, CARD.top + 12, CARD.width, CARD.height, 48);
    card.fillStyle(COLOURS.ink).fillRoundedRect(left, CARD.top, CARD.width, CARD.height, 48);
    card.fillStyle(COLOURS.cream).fillRoundedRect(left + 8, CARD.top + 8, CARD.width - 16, CARD.height - 16, 42);
    scene.add
      .rectangle(x, CARD.top + CARD.height / 2, CARD.width, CARD.height, COLOURS.white, 0.001)
      .setInteractive({ useHandCursor: true })
      .on('pointerup', say);
    this.picture = scene.add.image(x, PICTURE.y, '__DEFAULT').setVisible(false);
    this.title = scene.add.text(x, 0, '', { ...TEXT.title }).setOrigin(0.5);
    this.line = scene.add.text(x, 0, '', { ...TEXT.body }).setOrigin(0.5);
    this.info = scene.add.text(x, INFO_Y, '', outlined(TEXT.small, COLOURS.white, COLOURS.ink, 10)).setOrigin(0.5);
    this.spinButton = addButton(scene, x, SPIN_Y, WHEEL_PANEL_TEXT.spin, options.onSpin, {
      width: 540,
      height: 160,
      colour: COLOURS.violet,
      fontSize: 96,
      key: 'SPACE',
    });
    const keyboard = scene.input.keyboard;
    const enter = () => this.spinButton.visible && this.spinButton.press();
    keyboard?.on('keydown-ENTER', enter);
    keyboard?.on('keydown-A', say);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      keyboard?.off('keydown-ENTER', enter);
      keyboard?.off('keydown-A', say);
    });
    this.resetButton = addButton(scene, x, RESET_Y, WHEEL_PANEL_TEXT.reset, options.onReset, {
      width: 420,
      height: 104,
      colour: COLOURS.coral,
      fontSize: 56,
      key: 'R',
    }).setVisible(false);
    addButton(scene, DONE.x, DONE.y, WHEEL_PANEL_TEXT.done, () => kit.backToTitle(), {
      width: 220,
      height: 110,
      colour: COLOURS.skyDeep,
      fontSize: 52,
      key: 'D',
    });
  }

  /**
   * Shows a result on the card: `landed` pops it in with sparks (the wheel stopped on it), otherwise it is what
   * passes the pointer, greyed.
   */
  show(result: WheelResult, landed: boolean): void {
    const x = X;
    const hasPicture = result.picture !== undefined;
    this.picture.setVisible(hasPicture);
    if (result.picture) {
      this.picture.setTexture(result.picture).setAlpha(landed ? 1 : 0.7);
      const size = Math.max(this.picture.width, this.picture.height, 1);
      this.picture.setScale(PICTURE.size / size);
    }
    const titleSize = hasPicture ? 96 : (this.options.bareTitleSize ?? 200);
    const titleY = hasPicture ? 560 : result.line ? 380 : 430;
    this.title
      .setText(result.title)
      .setStyle({ ...TEXT.title, fontSize: `${titleSize}px`, color: landed ? '#ffffff' : '#dfe3f2' })
      .setWordWrapWidth(null)
      .setPosition(x, titleY)
      .setScale(1);
    fitToWidth(this.title, CARD.width - 80);
    // Under a picture the line is one line; under a bare number it may take two ('nine thousand nine hundred and…').
    this.line
      .setText(result.line ?? '')
      .setWordWrapWidth(hasPicture ? null : CARD.width - 80)
      .setPosition(x, hasPicture ? 640 : 590)
      .setScale(1);
    fitToWidth(this.line, CARD.width - 80);
    if (this.line.height > 150) this.line.setScale(150 / this.line.height);
    if (!landed) return;
    const scale = this.title.scaleX;
    popIn(this.scene, this.title, 0, scale);
    if (hasPicture) popIn(this.scene, this.picture, 60, this.picture.scaleX);
    burst(this.scene, x, titleY, COLOURS.sun, 22);
  }

  /** An empty card with a few words on it ('Press SPIN!'), before the first spin or when nothing can be spun. */
  prompt(text: string = WHEEL_PANEL_TEXT.prompt): void {
    this.picture.setVisible(false);
    this.title
      .setText(text)
      .setStyle({ ...TEXT.heading, strokeThickness: 0, wordWrap: { width: CARD.width - 100 } })
      .setPosition(X, CARD.top + CARD.height / 2)
      .setScale(1);
    if (this.title.height > CARD.height - 60) this.title.setScale((CARD.height - 60) / this.title.height);
    this.line.setText('');
  }

  /** The line under the card: how many are on the wheel, or left. */
  setInfo(text: string): void {
    this.info.setText(text).setScale(1);
    fitToWidth(this.info, CARD.width + 40);
  }

  /** SPIN can be pressed (not while a spin runs, nor when there is nothing to spin). */
  setSpinEnabled(enabled: boolean): void {
    this.spinButton.setEnabled(enabled);
  }

  /** Shows the second button with its label, or hides it (null). */
  setReset(label: string | null): void {
    this.resetButton.setVisible(label !== null);
    if (label !== null) this.resetButton.setLabel(label);
  }
}
