// The letter buttons of the a–z letter games (Open The Safe's keypad, Hangman Battle's keyboard, Alien Blaster,
// scrambles): a grid of big keys that a tap or the computer's own letter keys press, each key marked by the game
// (right, in the word, absent) or put out of play (a letter already tried).
import type Phaser from 'phaser';
import { getKit } from '../kit';
import { addButton, type KitButton } from './button';
import { COLOURS, MIN_TOUCH_PX } from './theme';

/** What a key says about its letter after a try: in the right place, in the word elsewhere, not in the word. */
export type LetterMark = 'right' | 'present' | 'absent';

const MARK_COLOURS: Record<LetterMark | 'none', number> = {
  right: COLOURS.correct,
  present: COLOURS.sun,
  absent: COLOURS.neutral,
  none: COLOURS.skyDeep,
};

export interface LetterKeysOptions {
  /** The keys, row by row, each a lower-case letter a–z (a row may be shorter: it is centred). */
  rows: readonly (readonly string[])[];
  /** The centre of the grid on the stage. */
  x: number;
  y: number;
  /** A key's side (at least MIN_TOUCH_PX, 96) and the space between keys. */
  keySize?: number;
  gap?: number;
  /** A key pressed: by a tap or by its letter on the keyboard. */
  onLetter(letter: string): void;
  /** Backspace (the game may also show its own ⌫ button). */
  onBackspace?(): void;
}

export interface LetterKeys {
  /** The keys in row order (their x, y on the stage: what a test taps). */
  readonly keys: readonly { letter: string; button: KitButton }[];
  /** While locked, taps and typing do nothing (between turns, during a throw). */
  locked: boolean;
  /** Colours a letter's key by what a try said of it (null: back to plain). */
  mark(letter: string, mark: LetterMark | null): void;
  /** Puts a letter's key out of play (greyed, not pressable) or back. */
  setUsed(letter: string, used: boolean): void;
  /** Every key plain and in play again. */
  reset(): void;
  /** The key of a letter (undefined when the grid has none). */
  keyOf(letter: string): KitButton | undefined;
  destroy(): void;
}

/**
 * Adds a grid of letter keys centred on (x, y). The computer's keyboard types too: a letter key presses its button
 * (a letter the grid lacks does nothing) and Backspace calls `onBackspace`. While the grid is there the kit's F
 * (fullscreen) and M (mute) keys type letters instead (`kit.lettersTyped`); the buttons in the corner still work.
 */
export function addLetterKeys(scene: Phaser.Scene, options: LetterKeysOptions): LetterKeys {
  const size = Math.max(MIN_TOUCH_PX, options.keySize ?? 120);
  const gap = options.gap ?? 14;
  const fontSize = Math.max(48, Math.round(size * 0.5));
  const keys: { letter: string; button: KitButton }[] = [];
  const byLetter = new Map<string, KitButton>();
  const rows = options.rows;
  const top = options.y - ((rows.length - 1) * (size + gap)) / 2;
  const api: LetterKeys = {
    keys,
    locked: false,
    mark(letter, mark) {
      const button = byLetter.get(letter);
      if (!button) return;
      button.setColour(MARK_COLOURS[mark ?? 'none']);
    },
    setUsed(letter, used) {
      byLetter.get(letter)?.setEnabled(!used);
    },
    reset() {
      for (const { button } of keys) button.setColour(MARK_COLOURS.none).setEnabled(true);
    },
    keyOf: (letter) => byLetter.get(letter),
    destroy() {
      release();
      for (const { button } of keys) button.destroy();
    },
  };
  rows.forEach((row, r) => {
    const left = options.x - ((row.length - 1) * (size + gap)) / 2;
    row.forEach((letter, c) => {
      const button = addButton(
        scene,
        left + c * (size + gap),
        top + r * (size + gap),
        letter.toUpperCase(),
        () => {
          if (!api.locked) options.onLetter(letter);
        },
        { width: size, height: size, fontSize, colour: MARK_COLOURS.none },
      );
      keys.push({ letter, button });
      if (!byLetter.has(letter)) byLetter.set(letter, button);
    });
  });

  const release = typeLetters(scene, {
    onLetter(letter) {
      const button = byLetter.get(letter);
      if (!api.locked && button?.visible) button.press();
    },
    onBackspace() {
      if (!api.locked) options.onBackspace?.();
    },
  });
  return api;
}

/**
 * The computer's keyboard typing letters, for letters that are not key buttons (Alien Blaster's aliens) as for those
 * that are: a letter key calls `onLetter` with it in lower case, Backspace calls `onBackspace`; keys held with Ctrl,
 * Alt or Meta are the browser's. While it listens the kit's F (fullscreen) and M (mute) keys type letters
 * (`kit.lettersTyped`). It stops with the scene, or when the returned function is called.
 */
export function typeLetters(
  scene: Phaser.Scene,
  handlers: { onLetter(letter: string): void; onBackspace?(): void },
): () => void {
  const kit = getKit(scene);
  const keyboard = scene.input.keyboard;
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') {
      event.preventDefault?.();
      handlers.onBackspace?.();
      return;
    }
    if (event.key.length === 1) handlers.onLetter(event.key.toLowerCase());
  };
  keyboard?.on('keydown', onKey);
  kit.lettersTyped = true;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    keyboard?.off('keydown', onKey);
    kit.lettersTyped = false;
  };
  scene.events.once('shutdown', release);
  return release;
}

/** The 26 letters a to z in rows of `perRow` (a keyboard a child finds letters on: in alphabetical order). */
export function alphabetRows(perRow = 9): string[][] {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const rows: string[][] = [];
  for (let i = 0; i < letters.length; i += perRow) rows.push(letters.slice(i, i + perRow));
  return rows;
}
