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
 * area of the stage; a found word is ticked off. Tapping a word (or its picture) says it: a child who cannot read it
 * yet can still look for it. A word with a picture (`kit.pictures`) has it small at its left.
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
  const pictureSize = Math.round(rowHeight - 8);
  const corner = (x: number, y: number) => ({ x: x + pictureSize / 2 - 14, y: y + pictureSize / 2 - 14 });
  const lines = words.map((word, i) => {
    const columnLeft = area.left + columnWidth * Math.floor(i / rows);
    const y = area.top + rowHeight * (i % rows) + rowHeight / 2;
    const key = kit.pictures.key(word);
    // The picture just left of its word, the two centred together in the column.
    const beside = key ? pictureSize + 14 : 0;
    const text = fitToWidth(
      scene.add.text(0, y, word, { ...style, color: css(COLOURS.ink) }).setOrigin(0.5),
      room - beside,
      true,
    );
    const x = columnLeft + columnWidth / 2 + beside / 2;
    text.setX(x);
    const pictureX = x - text.displayWidth / 2 - beside + pictureSize / 2;
    if (key) {
      const picture = scene.add.image(pictureX, y, key);
      picture.setScale(Math.min(pictureSize / Math.max(1, picture.width), pictureSize / Math.max(1, picture.height)));
      picture.setInteractive({ useHandCursor: true }).on('pointerup', () => kit.speech.say(word));
    }
    const strike = scene.add
      .rectangle(x, y + 4, Math.min(text.displayWidth, room - beside) + 16, 8, COLOURS.ink)
      .setVisible(false);
    text.setInteractive({ useHandCursor: true }).on('pointerup', () => kit.speech.say(word));
    return { text, strike, pictureX: key ? pictureX : null };
  });
  return {
    mark(index, colour, team) {
      const line = lines[index];
      if (!line) return;
      const { text, strike, pictureX } = line;
      text.setColor(css(colour));
      strike.setFillStyle(colour).setVisible(true);
      // The badge goes before the word, on the corner of its picture when it has one.
      const badge =
        pictureX === null ? { x: text.x - text.displayWidth / 2 - 44, y: text.y } : corner(pictureX, text.y);
      if (team && kit.teams.count > 1) drawTeamBadge(scene, badge.x, badge.y, team, 44);
      popIn(scene, text, 0, text.scaleX, text.scaleY);
    },
  };
}
