// What every game's screen says besides its own play: words that pop up and float away, banners, a celebration,
// a modal dialog, a word card, text fitted to a width. One look for every game, colours only from the theme.
import type Phaser from 'phaser';
import { getKit } from '../kit';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../stage';
import { addButton } from './button';
import { burst, popIn } from './juice';
import { COLOURS, css, TEXT } from './theme';

type TextStyle = Phaser.Types.GameObjects.Text.TextStyle;

/** A text style outlined in ink (or `outline`), readable on any background: on a picture, on the sky, on a maze. */
export function outlined(
  base: TextStyle = TEXT.heading,
  colour: number = COLOURS.white,
  outline: number = COLOURS.ink,
  thickness = 12,
): TextStyle {
  return { ...base, color: css(colour), stroke: css(outline), strokeThickness: thickness };
}

/** Scales a text down so that it is no wider than `width` (never up); `squeeze` narrows it only, keeping its height. */
export function fitToWidth<T extends Phaser.GameObjects.Text>(text: T, width: number, squeeze = false): T {
  if (text.width <= width) return text;
  const scale = width / text.width;
  return squeeze ? (text.setScale(scale, 1) as T) : (text.setScale(scale) as T);
}

export interface PopTextOptions {
  colour?: number;
  /** The outline's colour (ink by default). */
  outline?: number;
  /** Font size in stage pixels (at least 48). */
  size?: number;
  /** How far it rises while it fades. */
  rise?: number;
  /** How long it stays before it goes, and how long it takes to go (ms). */
  hold?: number;
  fade?: number;
  depth?: number;
}

/** A word or number that pops in at a point, then rises and fades: points won, damage, 'Oops!'. */
export function popText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  options: PopTextOptions = {},
): Phaser.GameObjects.Text {
  const { colour = COLOURS.sun, outline = COLOURS.ink, size = 120, rise = 160, hold = 450, fade = 700 } = options;
  const label = scene.add
    .text(x, y, text, outlined({ ...TEXT.huge, fontSize: `${Math.max(48, size)}px` }, colour, outline, 14))
    .setOrigin(0.5)
    .setDepth(options.depth ?? 70);
  popIn(scene, label);
  scene.tweens.add({
    targets: label,
    y: y - rise,
    alpha: 0,
    delay: hold,
    duration: fade,
    ease: 'Sine.In',
    onComplete: () => label.destroy(),
  });
  return label;
}

export interface BannerOptions {
  colour?: number;
  size?: number;
  /** Stays on screen (a game's last word) instead of going after a moment. */
  stay?: boolean;
  depth?: number;
  /** Narrower than the stage when it sits over one part of it. */
  maxWidth?: number;
}

/** A big line across the middle of (a part of) the stage that pops in and goes: 'Level 2!', 'Caught!'. */
export function banner(
  scene: Phaser.Scene,
  text: string,
  x = STAGE_WIDTH / 2,
  y = STAGE_HEIGHT / 2,
  options: BannerOptions = {},
): Phaser.GameObjects.Text {
  const { colour = COLOURS.white, size = 130, stay = false } = options;
  const label = scene.add
    .text(x, y, text, outlined({ ...TEXT.huge, fontSize: `${size}px` }, colour, COLOURS.ink, 16))
    .setOrigin(0.5)
    .setDepth(options.depth ?? 90);
  const width = options.maxWidth ?? STAGE_WIDTH - 120;
  popIn(scene, label, 0, label.width > width ? width / label.width : 1);
  if (!stay) {
    scene.tweens.add({
      targets: label,
      alpha: 0,
      y: y - 80,
      delay: 900,
      duration: 400,
      onComplete: () => label.destroy(),
    });
  }
  return label;
}

/** Bursts of sparks in the theme's colours around a point, one after another: a win. */
export function celebrate(scene: Phaser.Scene, x: number, y: number, bursts = 4, spread = 90): void {
  const colours = [COLOURS.sun, COLOURS.coral, COLOURS.violet, COLOURS.sky, COLOURS.grass];
  for (let i = 0; i < bursts; i++) {
    scene.time.delayedCall(i * 180, () =>
      burst(scene, x + (i - (bursts - 1) / 2) * spread, y - (i % 2) * 80, colours[i % colours.length], 30),
    );
  }
}

export interface DialogButton {
  label: string;
  action: () => void;
  /** A key that presses it too ('ENTER', 'E'…). */
  key?: string;
  colour?: number;
}

export interface Dialog {
  container: Phaser.GameObjects.Container;
  close(): void;
}

/**
 * A modal dialog: the stage dimmed (clicks under it are blocked), a card with a title, a body and its buttons
 * in a row. A button's action runs after the dialog has closed.
 */
export function showDialog(
  scene: Phaser.Scene,
  content: { title: string; body?: string; buttons: readonly DialogButton[] },
  depth = 900,
): Dialog {
  const container = scene.add.container(0, 0).setDepth(depth);
  const shade = scene.add.rectangle(960, 540, STAGE_WIDTH, STAGE_HEIGHT, COLOURS.night, 0.7).setInteractive();
  const card = scene.add.graphics();
  card.fillStyle(COLOURS.ink, 1).fillRoundedRect(252, 142, 1416, 816, 54);
  card.fillStyle(COLOURS.cream, 1).fillRoundedRect(260, 150, 1400, 800, 48);
  const heading = scene.add
    .text(960, 250, content.title, { ...TEXT.heading, wordWrap: { width: 1300 } })
    .setOrigin(0.5);
  container.add([shade, card, heading]);
  if (content.body) {
    const body = scene.add
      .text(960, 340, content.body, { ...TEXT.small, align: 'left', lineSpacing: 8, wordWrap: { width: 1240 } })
      .setOrigin(0.5, 0);
    container.add(body);
  }
  const dialog: Dialog = { container, close: () => container.destroy() };
  const gap = 440;
  content.buttons.forEach((button, i) => {
    const x = 960 + (i - (content.buttons.length - 1) / 2) * gap;
    container.add(
      addButton(
        scene,
        x,
        850,
        button.label,
        () => {
          dialog.close();
          button.action();
        },
        { ...(button.key ? { key: button.key } : {}), ...(button.colour ? { colour: button.colour } : {}) },
      ),
    );
  });
  popIn(scene, container);
  return dialog;
}

/** The room between a card's picture and its top edge and its word (`addCard` with a picture). */
export const CARD_PICTURE_GAP = 16;

/**
 * A word on a cream card with an ink border, sized to the word and fitted to the stage: a say-it card. `wrap`: a
 * phrase breaks into lines on a card of at most `maxWidth` × `height` (cards in a grid) instead of shrinking on one.
 * `highlight`: the characters from `start` to `end` of a one-line text in a colour of their own (the preposition of
 * 'The cat is under the table.'). `picture`: a word whose picture (`kit.pictures`), when it has one, stands above the
 * text in a `pictureSize` box (the card's `height` unless given): the card grows by that much and its gap, still
 * centred at x, y; `pictureOnly` shows that picture without the text (the text stays for a word with none).
 */
export function addCard(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  options: {
    fontSize?: number;
    maxWidth?: number;
    height?: number;
    depth?: number;
    wrap?: boolean;
    highlight?: { start: number; end: number; colour: number };
    picture?: string | null;
    pictureSize?: number;
    pictureOnly?: boolean;
  } = {},
): Phaser.GameObjects.Container {
  const { fontSize = 110, maxWidth = 1760, height = 180 } = options;
  const container = scene.add.container(x, y).setDepth(options.depth ?? 40);
  const pictureKey = options.picture ? getKit(scene).pictures.key(options.picture) : null;
  if (pictureKey) return pictureCard(scene, container, text, pictureKey, options);
  const wrap = options.wrap ? { wordWrap: { width: maxWidth - 60 }, lineSpacing: -10 } : {};
  const style = { ...TEXT.word, fontSize: `${fontSize}px`, ...wrap };
  const highlight = options.wrap ? undefined : options.highlight;
  let label: Phaser.GameObjects.Text | Phaser.GameObjects.Container;
  if (highlight && highlight.start < highlight.end) {
    // Three texts side by side, the middle one in its colour, scaled together to fit.
    const { start, end, colour } = highlight;
    const pieces = [text.slice(0, start), text.slice(start, end), text.slice(end)].map((piece, i) =>
      scene.add.text(0, 0, piece, { ...style, ...(i === 1 ? { color: css(colour) } : {}) }).setOrigin(0, 0.5),
    );
    const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
    let left = -total / 2;
    for (const piece of pieces) {
      piece.setX(left);
      left += piece.width;
    }
    label = scene.add.container(0, -6, pieces).setSize(total, pieces[0]!.height);
    label.setScale(Math.min(1, (maxWidth - 120) / total));
  } else {
    label = scene.add.text(0, -6, text, style).setOrigin(0.5);
    if (options.wrap) label.setScale(Math.min(1, (maxWidth - 60) / label.width, (height - 36) / label.height));
    else fitToWidth(label, maxWidth - 120);
  }
  const width = Math.min(maxWidth, Math.max(560, label.displayWidth + 140));
  const back = scene.add.graphics();
  back.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2, -height / 2, width, height, 48);
  back.fillStyle(COLOURS.cream).fillRoundedRect(-width / 2 + 8, -height / 2 + 8, width - 16, height - 16, 42);
  container.add([back, label]);
  popIn(scene, container);
  return container;
}

/** `addCard` of a word with its picture: the picture above the word (or alone), both on one card. */
function pictureCard(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  text: string,
  key: string,
  options: {
    fontSize?: number;
    maxWidth?: number;
    height?: number;
    wrap?: boolean;
    pictureSize?: number;
    pictureOnly?: boolean;
  },
): Phaser.GameObjects.Container {
  const { fontSize = 110, maxWidth = 1760, height = 180 } = options;
  const size = options.pictureSize ?? height;
  const only = options.pictureOnly === true;
  const total = only ? size + 2 * CARD_PICTURE_GAP + 16 : height + size + CARD_PICTURE_GAP;
  const picture = scene.add.image(0, -total / 2 + CARD_PICTURE_GAP + 8 + size / 2, key);
  picture.setScale(Math.min(size / Math.max(1, picture.width), size / Math.max(1, picture.height)));
  let width = Math.min(maxWidth, size + 96);
  const parts: Phaser.GameObjects.GameObject[] = [picture];
  if (!only) {
    const wrap = options.wrap ? { wordWrap: { width: maxWidth - 60 }, lineSpacing: -10 } : {};
    const style = { ...TEXT.word, fontSize: `${fontSize}px`, ...wrap };
    const label = scene.add.text(0, total / 2 - height / 2 - 6, text, style).setOrigin(0.5);
    if (options.wrap) label.setScale(Math.min(1, (maxWidth - 60) / label.width, (height - 36) / label.height));
    else fitToWidth(label, maxWidth - 120);
    width = Math.min(maxWidth, Math.max(560, width, label.displayWidth + 140));
    parts.push(label);
  }
  const back = scene.add.graphics();
  back.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2, -total / 2, width, total, 48);
  back.fillStyle(COLOURS.cream).fillRoundedRect(-width / 2 + 8, -total / 2 + 8, width - 16, total - 16, 42);
  container.add([back, ...parts]);
  popIn(scene, container);
  return container;
}
