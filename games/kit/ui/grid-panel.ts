// The stage of a letter-grid game (Word Search, Wordbrain): the grid a square on the left (clear of the
// teacher-panel corner, top-left 140 × 140), a white side panel on the right (below the mute/fullscreen corner,
// top-right 260 × 140) with whose turn it is, the words to find and a hint line, the kit's scoreboard along the
// bottom (y 1000); and how such a round ends.
import type Phaser from 'phaser';
import { getKit } from '../kit';
import { addScoreboard } from './scoreboard';
import { banner, celebrate, fitToWidth } from './screen';
import { COLOURS, css, TEXT } from './theme';
import { addTurnHeading } from './turn-heading';
import { addWordList, type WordList } from './word-list';
import { kitText } from '../logic/i18n';

/** Where the grid sits (a square box for kit/boards' LetterGridBoard). */
export const GRID_BOX = { left: 170, top: 44, size: 840 };
/** The side panel; `centre` and `inner` (its width less the margins) place what a game adds to it. */
export const GRID_PANEL = { left: 1110, top: 150, width: 780, height: 750, centre: 1500, inner: 720 };
/** Dialogs, banners and points float above the board's layers. */
export const GRID_OVERLAY_DEPTH = 100;

export interface GridPanel {
  /** The words to find (null when the game shows none: listen mode). */
  list: WordList | null;
  /** One short line above the panel's buttons; a long word in it is squeezed to the panel rather than overflowing. */
  tell(message: string): void;
}

/**
 * The side panel: its card, the turn heading (`solo`, what to do, with one team), the `words` to find listed down
 * to the hint line, which stands `hintAbove` above the panel's bottom (room for the game's buttons under it), and
 * with several teams the scoreboard under the grid and the panel.
 */
export function addGridPanel(
  scene: Phaser.Scene,
  options: { solo: string; words: readonly string[] | null; hintAbove: number },
): GridPanel {
  const { left, top, width, height, centre, inner } = GRID_PANEL;
  const panel = scene.add.graphics();
  panel.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(left + 8, top + 16, width, height, 36);
  panel.fillStyle(COLOURS.white, 0.95).fillRoundedRect(left, top, width, height, 36);
  addTurnHeading(scene, centre, top + 70, { solo: options.solo });
  const hintY = top + height - options.hintAbove;
  const hint = scene.add.text(centre, hintY, '', { ...TEXT.small, color: css(COLOURS.skyDeep) }).setOrigin(0.5);
  const area = { left: left + 30, top: top + 125, width: inner, height: hintY - 45 - (top + 125) };
  const list = options.words ? addWordList(scene, options.words, area) : null;
  // Under the grid and the panel: four team cards need the width of the stage.
  if (getKit(scene).teams.count > 1) addScoreboard(scene, 1000);
  return { list, tell: (message) => fitToWidth(hint.setText(message).setScale(1), inner) };
}

/**
 * A letter-grid round ends: a cheer and `message` over the grid, the words `found` added to the game's
 * `wordsFound` statistic, and after 2.2 s the round summary (the next round starts from `state`) or, after the
 * last round, the podium.
 */
export function endGridRound(
  scene: Phaser.Scene,
  options: { message: string; found: number; state: unknown; lastRound: boolean },
): void {
  const kit = getKit(scene);
  kit.sfx.play('win');
  const x = GRID_BOX.left + GRID_BOX.size / 2;
  const y = GRID_BOX.top + GRID_BOX.size / 2;
  celebrate(scene, x, y, 5, 150);
  banner(scene, options.message, x, y, { size: 160, stay: true, depth: GRID_OVERLAY_DEPTH, maxWidth: GRID_BOX.size });
  const found = options.found;
  const stats = { wordsFound: (kit.stats.wordsFound ?? 0) + found };
  scene.time.delayedCall(2200, () => {
    if (options.lastRound) kit.finishGame({ stats });
    else {
      const summary = kitText('round.wordsFound', { count: found });
      kit.endRound({ state: options.state, stats, summary });
    }
  });
}
