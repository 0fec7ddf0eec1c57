import {
  GamePlayScene,
  STAGE_WIDTH,
  addTimer,
  askQuestion,
  banner,
  type Answer,
  type PlayStart,
  type Timer,
  type WordEntry,
} from '../../kit';
import type { Cast } from '../../kit/boards/battle-arena';
import { BattleTurns } from '../../kit/boards/battle-turns';
import type { BattleState } from '../../mechanics/battle/battle';
import { BOSS_GROWTH, bossStarts, isBoss, promptFor, roundSummary } from '../logic/boss';
import { type settings as schema, toRules } from '../settings';
import type { FightStat, FightState } from '../state';
import { t } from '../texts';
import { CharacterSelect } from './character-select';

const OPTIONS_Y = 950;
const TIMER_AT = { x: 900, y: 260 };

/**
 * Fighters (design/games.md #2): the teams pick their characters from four random favourites, then fight one monster.
 * A word is spoken and three word buttons appear; a right answer throws one of the team's powers at the monster (its
 * health bar drops), a wrong one lets the monster strike back. At half health the boss event: the monster grows, the
 * screen shakes, and from the next round the prompts are harder (four buttons, a clock). Most damage is MVP.
 */
export class PlayScene extends GamePlayScene<typeof schema, FightState, FightStat> {
  /** The battle's turns (the kit's, shared with Fighters Basic): the arena, the question, the hits and the MVP. */
  private turns!: BattleTurns<typeof schema>;
  private select: CharacterSelect | null = null;
  private timer: Timer | null = null;
  /** The boss clock ran out: the question's end counts as a wrong answer, not a skip. */
  private timedOut = false;

  protected play(start: PlayStart<FightState>): void {
    this.turns = new BattleTurns(this, this.kit, start.state.battle, {
      ask: (word) => this.ask(word),
      toRules,
      // Half health: the boss event ends the round.
      afterHit: (before, health) => {
        if (!bossStarts(before, health, this.battle.maxHealth)) return false;
        this.bossEvent();
        return true;
      },
      victoryTitle: t('play.victory'),
      onVictory: () => this.timer?.container.setVisible(false),
    });
    const { monster, cast } = start.state;
    if (cast.length === this.kit.teams.count) return this.begin({ monster, cast }, start.resumed ? 500 : 300);
    this.select = new CharacterSelect(this, this.kit, (picked) => {
      this.select = null;
      this.begin({ monster, cast: picked.map((p) => p.key) }, 200);
    });
  }

  private get battle(): BattleState {
    return this.turns.battle;
  }

  /** The arena with the teams' characters; a battle past half health is a boss fight from the start. */
  private begin(cast: Cast, delay: number): void {
    const arena = this.turns.enter(cast);
    this.timer = addTimer(this, TIMER_AT.x, TIMER_AT.y, { seconds: 10, onDone: () => this.timeUp() });
    this.timer.stop();
    this.timer.container.setVisible(false);
    if (this.boss) {
      arena.enrage(BOSS_GROWTH, false);
      banner(this, t('play.bossFight'), STAGE_WIDTH / 2, 460, { size: 120, depth: 80 });
      delay += 1200;
    }
    this.time.delayedCall(delay, () => this.turns.next());
  }

  private get boss(): boolean {
    return isBoss(this.battle.health, this.battle.maxHealth);
  }

  /** The turn's word: spoken with three buttons, or in the boss fight four and the clock. */
  private ask(word: WordEntry) {
    this.timedOut = false;
    const prompt = promptFor(this.boss, this.kit.settings.bossSeconds);
    const question = askQuestion(this, word, 'choose', (a) => this.answered(a), {
      choices: prompt.choices,
      choicesY: OPTIONS_Y,
      // A stack of long phrases covers the fighters' feet: their badges step aside until the answer is given.
      onStacked: (stacked) => this.turns.arena?.showBadges(!stacked),
    });
    this.timer?.container.setVisible(prompt.seconds > 0);
    if (prompt.seconds > 0) this.timer?.reset(prompt.seconds);
    return question;
  }

  private timeUp(): void {
    const question = this.turns.question;
    if (this.turns.busy || !question || question.answered) return;
    this.timedOut = true;
    // A wrong answer, as the question tells it (the class's word outcome: wrong; the word shown, and back sooner).
    question.answer(false);
  }

  /** A clock that ran out is a wrong answer. */
  private answered({ right }: Answer): void {
    this.timer?.stop();
    if (right === null && !this.timedOut) return this.turns.skip();
    const outcome = this.turns.answer(right === true);
    if (outcome?.kind === 'strike' && this.timedOut) this.turns.say(t('play.timeUp'));
  }

  /** Half health: the monster grows into a boss while the screen shakes; the round ends and the boss fight is next. */
  private bossEvent(): void {
    this.time.delayedCall(500, () => {
      this.turns.question?.destroy();
      this.turns.say('');
      banner(this, t('play.bossTime'), STAGE_WIDTH / 2, 460, { size: 140, depth: 80 });
      const endRound = () => this.turns.endRound(roundSummary(this.battle.health, this.battle.maxHealth));
      this.turns.arena?.enrage(BOSS_GROWTH, true, () => this.time.delayedCall(600, endRound));
    });
  }
}
