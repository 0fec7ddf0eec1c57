import Phaser from 'phaser';
import { COLOURS, FONT_FAMILY, MIN_TEXT_PX, MIN_TOUCH_PX, css } from './theme';

export interface ButtonOptions {
  width?: number;
  /** At least MIN_TOUCH_PX (96). */
  height?: number;
  colour?: number;
  textColour?: number;
  /** At least MIN_TEXT_PX (48). */
  fontSize?: number;
  /** A keyboard key that presses the button too, as Phaser names it: 'ENTER', 'SPACE', 'R', 'ONE'… */
  key?: string;
  /** Plays the kit's 'pop' when pressed (default true). */
  sound?: boolean;
  /**
   * A picture (a loaded texture's key: a word's, `kit.pictures.key(word)`) fitted in `size` × `size` left of the
   * label, which shrinks to the room left; with `only`, the picture alone in the middle (the label is kept, hidden).
   */
  picture?: { key: string; size: number; only?: boolean };
}

/** The gap between a button's picture and its edge or its label. */
const PICTURE_GAP = 18;

/**
 * A big rounded button with a shadow that squashes when pressed and springs back: the kit's only clickable
 * control, so every one of them is at least 96 px tall with 48 px text and works with mouse, touch and keys.
 */
export class KitButton extends Phaser.GameObjects.Container {
  private readonly face: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  private readonly buttonWidth: number;
  private readonly buttonHeight: number;
  private colour: number;
  private enabled = true;
  private readonly onPress: () => void;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    text: string,
    onPress: () => void,
    options: ButtonOptions = {},
  ) {
    super(scene, x, y);
    const fontSize = Math.max(MIN_TEXT_PX, options.fontSize ?? 60);
    this.buttonHeight = Math.max(MIN_TOUCH_PX, options.height ?? 120);
    this.colour = options.colour ?? COLOURS.skyDeep;
    this.onPress = onPress;
    this.label = scene.add
      .text(0, -4, text, {
        fontFamily: FONT_FAMILY,
        fontSize: `${fontSize}px`,
        fontStyle: '800',
        color: css(options.textColour ?? COLOURS.white),
        align: 'center',
      })
      .setOrigin(0.5);
    const picture = options.picture;
    const pictureRoom = picture ? (picture.only ? picture.size - this.label.width : picture.size + PICTURE_GAP) : 0;
    this.buttonWidth = Math.max(MIN_TOUCH_PX, options.width ?? this.label.width + 96 + pictureRoom);
    this.face = scene.add.graphics();
    this.add([this.face, this.label]);
    if (picture) this.addPicture(scene, picture);
    this.draw();
    this.setSize(this.buttonWidth, this.buttonHeight);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerover', () => this.enabled && this.tweenScale(1.05));
    this.on('pointerout', () => this.tweenScale(1));
    this.on('pointerdown', () => this.enabled && this.tweenScale(0.93));
    this.on('pointerup', () => this.press(options.sound !== false));
    if (options.key && scene.input.keyboard) {
      const event = `keydown-${options.key}`;
      const handleKey = () => this.visible && this.press(options.sound !== false);
      scene.input.keyboard.on(event, handleKey);
      this.once(Phaser.GameObjects.Events.DESTROY, () => scene.input.keyboard?.off(event, handleKey));
    }
    scene.add.existing(this);
  }

  /** The picture beside (or instead of) the label: fitted, the label moved and shrunk into the room left. */
  private addPicture(scene: Phaser.Scene, picture: NonNullable<ButtonOptions['picture']>): void {
    const image = scene.add.image(0, -4, picture.key);
    image.setScale(Math.min(picture.size / Math.max(1, image.width), picture.size / Math.max(1, image.height)));
    this.addAt(image, 1);
    if (picture.only) {
      this.label.setVisible(false);
      return;
    }
    const left = -this.buttonWidth / 2 + PICTURE_GAP;
    image.setX(left + picture.size / 2);
    const textLeft = left + picture.size + PICTURE_GAP;
    const textRight = this.buttonWidth / 2 - PICTURE_GAP * 1.5;
    const room = Math.max(1, textRight - textLeft);
    this.label.setX((textLeft + textRight) / 2).setScale(Math.min(1, room / Math.max(1, this.label.width)));
  }

  setLabel(text: string): this {
    this.label.setText(text);
    return this;
  }

  setColour(colour: number): this {
    this.colour = colour;
    this.draw();
    return this;
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.setAlpha(enabled ? 1 : 0.45);
    return this;
  }

  /** Presses the button as a click would (the kit's keys use it). */
  press(withSound = true): void {
    if (!this.enabled || !this.active) return;
    this.tweenScale(1);
    if (withSound) this.scene.registry.get('kit')?.sfx.play('pop');
    this.onPress();
  }

  private draw(): void {
    const w = this.buttonWidth;
    const h = this.buttonHeight;
    const r = Math.min(h / 2, 48);
    const g = this.face;
    g.clear();
    g.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(-w / 2, -h / 2 + 10, w, h, r);
    g.fillStyle(COLOURS.ink).fillRoundedRect(-w / 2, -h / 2, w, h, r);
    g.fillStyle(this.colour).fillRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, r - 6);
    g.fillStyle(COLOURS.white, 0.22).fillRoundedRect(
      -w / 2 + 18,
      -h / 2 + 12,
      w - 36,
      h * 0.3,
      Math.min(r - 10, h * 0.15),
    );
  }

  private tweenScale(scale: number): void {
    this.scene?.tweens.add({ targets: this, scale, duration: 120, ease: 'Back.Out' });
  }
}

/** Adds a KitButton to the scene. */
export function addButton(
  scene: Phaser.Scene,
  x: number,
  y: number,
  label: string,
  onPress: () => void,
  options?: ButtonOptions,
): KitButton {
  return new KitButton(scene, x, y, label, onPress, options);
}
