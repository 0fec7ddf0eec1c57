import { GamePlayScene, askQuestion, type PlayStart, type Question, type WordEntry } from '../../kit';
import { BattleTurns } from '../../kit/boards/battle-turns';
import { roundLineCrossed, type FightersSettings } from '../../mechanics/battle/battle';
import { type settings as schema, toRules } from '../settings';
import type { FightStat, FightState } from '../state';
import { t } from '../texts';

const OPTIONS_Y = 950;
/** The word buttons of a listen turn: the spoken word and two wrong ones (fewer for a shorter list). */
const OPTION_COUNT = 3;
/** The say-it card's picture of the word: smaller than the kit's, so the card (growing upwards) spares the fighters. */
const CARD_PICTURE = 150;

/**
 * Fighters Basic (design/games.md #8): each team's character attacks one monster. Listen and choose (three word
 * buttons) or say it (the teacher judges). The monster's health is split into three rounds; the kit shows the
 * standings and saves between them, and the podium after the monster falls.
 */
export class PlayScene extends GamePlayScene<typeof schema, FightState, FightStat> {
  /** The battle's turns (the kit's, shared with Fighters): the arena, the question, the hits and the MVP. */
  private turns!: BattleTurns<typeof schema>;
  /** The answer mode of the question on screen. */
  private mode: FightersSettings['mode'] = 'listen';

  protected play(start: PlayStart<FightState>): void {
    const { battle } = start.state;
    this.turns = new BattleTurns(this, this.kit, battle, {
      ask: (word) => this.ask(word),
      toRules,
      // The answer mode changes at once, on the same word.
      onSettingsChange: () => {
        if (this.turns.rules.mode !== this.mode) this.turns.askAgain();
      },
      // A third of the monster's health gone: the kit's standings and a save, then the next round.
      afterHit: (before, health) => {
        if (!roundLineCrossed(before, health, battle.maxHealth)) return false;
        this.turns.endRound(t('play.healthLeft', { health: battle.health, maxHealth: battle.maxHealth }));
        return true;
      },
      victoryTitle: t('play.victory'),
    });
    this.turns.enter(start.state);
    this.time.delayedCall(start.resumed ? 500 : 300, () => this.turns.next());
  }

  /**
   * Asks `word` in the current mode (the kit's question turn): listen and choose speaks it and offers three buttons;
   * say-it shows it for the class to read and the teacher judges. The kit shows what was right and says the word.
   */
  private ask(word: WordEntry): Question {
    this.mode = this.turns.rules.mode;
    return askQuestion(
      this,
      word,
      this.mode === 'listen' ? 'choose' : 'judge',
      (answer) => (answer.right === null ? this.turns.skip() : this.turns.answer(answer.right, answer.team)),
      {
        choices: OPTION_COUNT,
        choicesY: OPTIONS_Y,
        cardPicture: CARD_PICTURE,
        // A stack of long phrases covers the fighters' feet: their badges step aside until the answer is given.
        onStacked: (stacked) => this.turns.arena?.showBadges(!stacked),
      },
    );
  }
}
