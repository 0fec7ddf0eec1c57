import Phaser from 'phaser';
import { getKit, type Kit, type PlayStart } from '../kit';
import type { SettingsSchema } from '../logic/settings';
import { PLAY_SCENE } from '../scene-keys';
import { addBackground } from '../ui/background';
import { showNoWords } from '../ui/no-words';

/**
 * A game's play scene (key PLAY_SCENE), typed by the game's settings, state and statistics: it holds the kit and
 * this round's start, draws the game's background and hands over to the game's `play`. A list with no words shows
 * the kit's notice (with the way back to the title) instead of `play`, unless the game tells the teacher itself or
 * plays no list at all.
 * Its fields, like the game's, are set again from a fresh instance every time the scene starts (the kit's reset).
 */
export abstract class GamePlayScene<S extends SettingsSchema, State = unknown, C extends string = string>
  extends Phaser.Scene
{
  /** The kit, typed by the game (the browser tests and the bench read `kit` and `start`: keep the names). */
  protected kit!: Kit<S, State, C>;
  /** This round's start: its state, whether it was resumed, its number. */
  protected start!: PlayStart<State>;
  /**
   * Whether the game plays only with words: with an empty list the kit's notice shows instead of `play`. False for a
   * game that says itself what it cannot play (a letter game's left-out dialog). A list-free game (the definition's
   * `usesWords: false`) never shows the notice and need not say this.
   */
  protected readonly needsWords: boolean = true;
  /** Whether the kit draws the game's background picture under the play; false for a game with its own or none. */
  protected readonly kitBackground: boolean = true;

  constructor() {
    super(PLAY_SCENE);
  }

  create(start: PlayStart<State>): void {
    this.kit = getKit<S, State, C>(this);
    this.start = start;
    if (this.kitBackground) addBackground(this);
    if (this.needsWords && this.kit.usesWords && this.kit.words.length === 0) return showNoWords(this, this.kit);
    this.play(start);
  }

  /** The game's round: everything it draws and starts (the kit, `start` and the background are ready). */
  protected abstract play(start: PlayStart<State>): void;
}
