// Before play, a letter game tells the teacher which entries of the list it leaves out and why, once per game (the
// entries already told are kept in the game's state: kit/logic/told). When none can be played there is no 'Play'.
import type Phaser from 'phaser';
import { tellOnce } from '../logic/told';
import { type DialogButton, showDialog } from './screen';
import { COLOURS } from './theme';
import { kitText } from '../logic/i18n';

export interface LeftOutOptions<T extends { entry: string }> {
  /** Every entry the game leaves out, each with why. */
  leftOut: readonly T[];
  /** The game state's entries already told (the newly told ones are added). */
  told: string[];
  /** No entry can be played: all those left out are shown, and the game can only end (or take `fix`). */
  nonePlayable: boolean;
  /** The dialog's body for the entries shown. */
  report: (items: readonly T[]) => string;
  titles: { some: string; none: string };
  /** The dialog's 'Play'. */
  play: () => void;
  /** What starts play when there is nothing new to tell (default: `play`). */
  playNow?: () => void;
  /** 'End game'. */
  end: () => void;
  /** The 'End game' button's key (default 'E'). */
  endKey?: string;
  /** A setting that would let more words in (a bigger grid, a bigger keypad), when it helps, else null. */
  fix?: (items: readonly T[], nonePlayable: boolean) => { label: string; action: () => void } | null;
  depth?: number;
}

/**
 * Tells the teacher, before play, about the left-out entries she was not told about yet in this game (or about all
 * of them when none can be played); with nothing new to tell, play starts.
 */
export function tellLeftOut<T extends { entry: string }>(scene: Phaser.Scene, options: LeftOutOptions<T>): void {
  const untold = tellOnce(options.told, options.leftOut);
  const none = options.nonePlayable;
  if (!none && untold.length === 0) return (options.playNow ?? options.play)();
  const items = none ? options.leftOut : untold;
  const fix = options.fix?.(items, none) ?? null;
  const end: DialogButton = { label: kitText('shared.endGame'), action: options.end, key: options.endKey ?? 'E' };
  const play: DialogButton = {
    label: kitText('title.play'),
    action: options.play,
    key: 'ENTER',
    colour: COLOURS.correct,
  };
  const buttons = none ? [...(fix ? [{ ...fix, key: 'ENTER' }] : []), end] : [play, ...(fix ? [fix] : [])];
  const title = none ? options.titles.none : options.titles.some;
  showDialog(scene, { title, body: options.report(items), buttons }, options.depth ?? 100);
}
