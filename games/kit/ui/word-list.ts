import type Phaser from 'phaser';
import { getKit } from '../kit';
import type { Team } from '../logic/teams';
import { popIn } from './juice';
import { fitToWidth } from './screen';
import { drawTeamBadge } from './team-badge';
import { COLOURS, css, TEXT } from './theme';

export interface WordList {
  /**
   * Ticks a word off: struck through and written in `colour` (a team's, or `COLOURS.neutral` when the teacher
   * revealed it), with the finding team's badge beside it when several teams play.
   */
  mark(index: number, colour: number, team: Team | null): void;
}

/**
 * The words to find, in one column (two from six words, so rows stay tall enough for the bigger type) filling an
 * area of the stage; a found word is ticked off. Tapping a word says it: a child who cannot read it yet can still
 * look for it.
 */
export function addWordList(
  scene: Phaser.Scene,
  words: readonly string[],
  area: { left: number; top: number; width: number; height: number },
): WordList {
  const kit = getKit(scene);
  const columns = words.length > 5 ? 2 : 1;
  const rows = Math.ceil(words.length / columns);
  const rowHeight = Math.min(80, area.height / Math.max(1, rows));
  const columnWidth = area.width / columns;
  // A long phrase in a narrow column is squeezed to fit rather than running into its neighbour.
  const room = columnWidth - 70;
  const style = rowHeight >= 76 ? TEXT.body : TEXT.small;
  const lines = words.map((word, i) => {
    const x = area.left + columnWidth * Math.floor(i / rows) + columnWidth / 2;
    const y = area.top + rowHeight * (i % rows) + rowHeight / 2;
    const text = fitToWidth(
      scene.add.text(x, y, word, { ...style, color: css(COLOURS.ink) }).setOrigin(0.5),
      room,
      true,
    );
    const strike = scene.add
      .rectangle(x, y + 4, Math.min(text.displayWidth, room) + 16, 8, COLOURS.ink)
      .setVisible(false);
    text.setInteractive({ useHandCursor: true }).on('pointerup', () => kit.speech.say(word));
    return { text, strike };
  });
  return {
    mark(index, colour, team) {
      const line = lines[index];
      if (!line) return;
      const { text, strike } = line;
      text.setColor(css(colour));
      strike.setFillStyle(colour).setVisible(true);
      if (team && kit.teams.count > 1) drawTeamBadge(scene, text.x - text.displayWidth / 2 - 44, text.y, team, 44);
      popIn(scene, text, 0, text.scaleX, text.scaleY);
    },
  };
}
