import type Phaser from 'phaser';
import { getKit } from '../kit';
import { Countdown, formatClock } from '../logic/countdown';
import { COLOURS, css, TEXT } from './theme';

export interface TimerOptions {
  seconds: number;
  /** Called once when the time runs out. */
  onDone: () => void;
  /** The last seconds tick and turn the timer red (default 5; 0 for none). */
  warnSeconds?: number;
}

export interface Timer {
  readonly countdown: Countdown;
  readonly container: Phaser.GameObjects.Container;
  /** Holds the time (an answer being shown); `start` runs it again. */
  stop(): void;
  start(): void;
  /** Starts again from `seconds` (by default the same time). */
  reset(seconds?: number): void;
  destroy(): void;
}

const WIDTH = 300;
const HEIGHT = 130;

/**
 * A clock a class can read from the back of the room: minutes and seconds in a pill with a bar of the time left.
 * It runs on the scene's own updates, so the teacher panel's pause (which pauses the scene) really pauses it, and
 * so does a hidden tab; its last seconds tick and turn red.
 */
export function addTimer(scene: Phaser.Scene, x: number, y: number, options: TimerOptions): Timer {
  const kit = getKit(scene);
  const countdown = new Countdown(options.seconds * 1000);
  const warn = (options.warnSeconds ?? 5) * 1000;
  const container = scene.add.container(x, y).setDepth(45);
  const back = scene.add.graphics();
  const bar = scene.add.rectangle(-WIDTH / 2 + 18, HEIGHT / 2 - 22, WIDTH - 36, 12, COLOURS.correct).setOrigin(0, 0.5);
  const face = scene.add.text(0, -10, '', { ...TEXT.heading, color: css(COLOURS.ink) }).setOrigin(0.5);
  container.add([back, bar, face]);
  let shownSecond = -1;
  let warning = false;

  const draw = () => {
    const late = warn > 0 && countdown.remainingMs <= warn && !countdown.done;
    if (late !== warning || shownSecond === -1) {
      warning = late;
      back.clear();
      back.fillStyle(COLOURS.ink).fillRoundedRect(-WIDTH / 2 - 6, -HEIGHT / 2 - 6, WIDTH + 12, HEIGHT + 12, 40);
      back.fillStyle(late ? COLOURS.wrong : COLOURS.cream).fillRoundedRect(-WIDTH / 2, -HEIGHT / 2, WIDTH, HEIGHT, 34);
      face.setColor(late ? css(COLOURS.white) : css(COLOURS.ink));
    }
    bar.width = Math.max(0, (WIDTH - 36) * countdown.fraction);
    bar.setFillStyle(
      countdown.fraction > 0.5 ? COLOURS.correct : countdown.fraction > 0.25 ? COLOURS.sun : COLOURS.wrong,
    );
    if (countdown.seconds !== shownSecond) {
      if (late && shownSecond !== -1) kit.play('tick');
      shownSecond = countdown.seconds;
      face.setText(formatClock(countdown.remainingMs));
    }
  };

  const update = (_time: number, delta: number) => {
    const ranOut = countdown.tick(delta);
    draw();
    if (ranOut) options.onDone();
  };
  scene.events.on('update', update);
  scene.events.once('shutdown', () => scene.events.off('update', update));
  draw();

  return {
    countdown,
    container,
    stop: () => countdown.stop(),
    start: () => countdown.start(),
    reset(seconds?: number) {
      countdown.reset(seconds === undefined ? undefined : seconds * 1000);
      shownSecond = -1;
      draw();
    },
    destroy() {
      scene.events.off('update', update);
      container.destroy();
    },
  };
}
