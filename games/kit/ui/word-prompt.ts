import type Phaser from 'phaser';
import { getKit } from '../kit';
import { addButton, type KitButton } from './button';
import { fitToWidth } from './screen';
import { COLOURS, TEXT, css } from './theme';
import { kitText } from '../logic/i18n';

export interface WordPrompt {
  container: Phaser.GameObjects.Container;
  /**
   * Speaks the word (shows it when there is no voice); the word stays hidden while it can be heard. `shown` is what
   * the screen shows for it when it shows it, if not the word itself ('Where is 105?' for 'Where is one hundred and
   * five?').
   */
  ask(word: string, shown?: string): void;
  /** Shows the word (the answer, or 'reveal'). */
  reveal(): void;
  /** The word being asked, or null. */
  readonly word: string | null;
  destroy(): void;
}

/**
 * The spoken word of a turn: a 'say again' button and, when the browser has no English voice (or the word is
 * revealed), the word itself in big letters (design/games.md § Speech).
 */
export function addWordPrompt(
  scene: Phaser.Scene,
  x: number,
  y: number,
  /**
   * `key`: the key that says it again ('A' unless given; a letter game that types A gives another, e.g. 'SPACE').
   * `maxWidth`: a long word ('strawberry', 'school bus') shrinks to fit a side panel. `picture`: once revealed, the
   * word's picture (`kit.pictures`, when it has one) stands left of it in a box of that size (never before: it
   * would give the answer away).
   */
  options: { alwaysShow?: boolean; key?: string; maxWidth?: number; picture?: number } = {},
): WordPrompt {
  const kit = getKit(scene);
  const container = scene.add.container(x, y);
  const text = scene.add
    .text(0, -10, '', { ...TEXT.word, color: css(COLOURS.white), stroke: css(COLOURS.ink), strokeThickness: 12 })
    .setOrigin(0.5);
  const button: KitButton = addButton(scene, 0, 0, kitText('prompt.sayAgain'), () => kit.speech.sayAgain(), {
    colour: COLOURS.coral,
    fontSize: 52,
    key: options.key ?? 'A',
  });
  container.add([button, text]);
  let current: string | null = null;
  let display = '';
  let revealed = false;
  let picture: Phaser.GameObjects.Image | null = null;
  /** The word's scale once fitted: its pop-in ends there. */
  let fitted = 1;

  const layout = () => {
    // A word no voice can say (no English voice, or 苹果 without a Chinese one) is shown instead.
    const speakable = current !== null && kit.speech.canSay(current);
    const show = current !== null && (revealed || options.alwaysShow === true || !speakable);
    text
      .setText(show ? display : '')
      .setVisible(show)
      .setScale(1);
    picture?.destroy();
    picture = null;
    const key = show && revealed && options.picture && current !== null ? kit.pictures.key(current) : null;
    const size = key ? (options.picture ?? 0) : 0;
    const gap = key ? 30 : 0;
    if (options.maxWidth) fitToWidth(text, options.maxWidth - size - gap);
    fitted = text.scale;
    // The picture and the word side by side, centred together.
    const left = -(size + gap + text.displayWidth) / 2;
    text.setX(key ? left + size + gap + text.displayWidth / 2 : 0);
    if (key) {
      picture = scene.add.image(left + size / 2, -10, key);
      picture.setScale(Math.min(size / Math.max(1, picture.width), size / Math.max(1, picture.height)));
      container.add(picture);
    }
    button.setVisible(speakable);
    // With the word on screen, the button moves below it.
    button.setY(show ? Math.max(text.displayHeight, size) / 2 + 80 : 0);
  };
  const off = kit.speech.onChange(layout);
  scene.events.once('shutdown', off);

  return {
    container,
    ask(word: string, shown?: string) {
      current = word;
      display = shown ?? word;
      revealed = false;
      kit.speech.say(word);
      layout();
      if (text.visible) {
        text.setScale(0);
        scene.tweens.add({ targets: text, scale: fitted, duration: 350, ease: 'Back.Out' });
      }
    },
    reveal() {
      revealed = true;
      layout();
      scene.tweens.add({ targets: text, scale: { from: fitted * 1.3, to: fitted }, duration: 300, ease: 'Back.Out' });
    },
    get word() {
      return current;
    },
    destroy() {
      off();
      container.destroy();
    },
  };
}
