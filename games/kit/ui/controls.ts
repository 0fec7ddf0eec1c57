// Widgets several games show: a row of hearts (lives) and an arrow pad with the arrow keys and W, A, S, D.
import type Phaser from 'phaser';
import { addButton } from './button';
import { COLOURS, css, TEXT } from './theme';

export interface Hearts {
  /** Shows `lives` full hearts; a lost one pops and fades. */
  set(lives: number): void;
  readonly count: number;
}

/**
 * A row of `count` hearts centred on x, `lives` of them full (a lost heart stays as a faint outline of itself).
 * `size`: a heart's height (96 unless given; at least 48), for several teams' rows side by side.
 */
export function addHearts(scene: Phaser.Scene, x: number, y: number, count: number, lives = count, size = 96): Hearts {
  const fontSize = Math.max(48, size);
  const gap = Math.round(fontSize * 1.15);
  const hearts = Array.from({ length: count }, (_, i) =>
    scene.add
      .text(x + (i - (count - 1) / 2) * gap, y, '♥', {
        ...TEXT.title,
        fontSize: `${fontSize}px`,
        color: css(COLOURS.wrong),
        strokeThickness: Math.round(fontSize / 10),
      })
      .setOrigin(0.5)
      .setAlpha(i < lives ? 1 : 0.2),
  );
  let shown = Math.max(0, Math.min(count, lives));
  return {
    count,
    set(next: number) {
      const target = Math.max(0, Math.min(count, next));
      hearts.forEach((heart, i) => {
        const full = i < target;
        if (!full && i < shown) {
          scene.tweens.add({
            targets: heart,
            scale: 1.6,
            alpha: 0.2,
            duration: 300,
            ease: 'Back.Out',
            onComplete: () => heart.setScale(1),
          });
        } else heart.setAlpha(full ? 1 : 0.2);
      });
      shown = target;
    },
  };
}

export type PadDirection = 'up' | 'down' | 'left' | 'right';

/**
 * Four arrow buttons around (x, y), pressed by touch, mouse, the arrow keys or W, A, S, D: each press says which way.
 * A press sets a way to go; what that means (a step, a heading kept until a wall) is the game's.
 */
export function addArrowPad(
  scene: Phaser.Scene,
  x: number,
  y: number,
  onPress: (direction: PadDirection) => void,
): void {
  const button = (bx: number, by: number, label: string, direction: PadDirection, key: string) =>
    addButton(scene, bx, by, label, () => onPress(direction), {
      width: 112,
      height: 112,
      fontSize: 56,
      colour: COLOURS.skyDeep,
      key,
      sound: false,
    });
  button(x, y - 110, '▲', 'up', 'UP');
  button(x, y + 110, '▼', 'down', 'DOWN');
  button(x - 124, y, '◀', 'left', 'LEFT');
  button(x + 124, y, '▶', 'right', 'RIGHT');
  // W, A, S, D as well: the letters a keyboard-minded child reaches for. (Ctrl+Shift+A is the teacher's panel.)
  const keyboard = scene.input.keyboard;
  const letters: [string, PadDirection][] = [
    ['W', 'up'],
    ['S', 'down'],
    ['A', 'left'],
    ['D', 'right'],
  ];
  const handlers = letters.map(([key, direction]) => {
    const handler = (event: KeyboardEvent) => {
      if (!event.ctrlKey && !event.metaKey) onPress(direction);
    };
    keyboard?.on(`keydown-${key}`, handler);
    return [key, handler] as const;
  });
  scene.events.once('shutdown', () => {
    for (const [key, handler] of handlers) keyboard?.off(`keydown-${key}`, handler);
  });
}
