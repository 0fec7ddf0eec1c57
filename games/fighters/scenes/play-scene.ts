import Phaser from 'phaser';
import {
  PLAY_SCENE,
  STAGE_WIDTH,
  addBackground,
  addScoreboard,
  addTimer,
  askQuestion,
  banner,
  getKit,
  outlined,
  popIn,
  showHeroes,
  showNoWords,
  type Answer,
  type Kit,
  type PlayStart,
  type Question,
  type Timer,
  type WordEntry,
} from '../../kit';
import { BattleArena, type Cast } from '../../kit/boards/battle-arena';
import {
  answer,
  mvpTeams,
  skipTurn,
  type BattleState,
  type FightersSettings,
  type Outcome,
} from '../../mechanics/battle/battle';
import { BOSS_GROWTH, bossStarts, isBoss, promptFor, roundSummary } from '../logic/boss';
import { type settings as schema, toRules } from '../settings';
import type { FightStat, FightState } from '../state';
import { CharacterSelect } from './character-select';

const OPTIONS_Y = 950;
const TIMER_AT = { x: 900, y: 260 };

/**
 * Fighters (design/games.md #2): the teams pick their characters from four random favourites, then fight one monster.
 * A word is spoken and three word buttons appear; a right answer throws one of the team's powers at the monster (its
 * health bar drops), a wrong one lets the monster strike back. At half health the boss event: the monster grows, the
 * screen shakes, and from the next round the prompts are harder (four buttons, a clock). Most damage is MVP.
 */
export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof schema, FightState, FightStat>;
  private rules!: FightersSettings;
  private battle!: BattleState;
  private arena: BattleArena | null = null;
  private select: CharacterSelect | null = null;
  private turnText: Phaser.GameObjects.Text | null = null;
  private timer: Timer | null = null;
  /** This turn's question (the kit's: the spoken word and its buttons). */
  private question: Question | null = null;
  private target: WordEntry | null = null;
  /** True from an answer until the next word: further presses are ignored. */
  private busy = true;
  /** The boss clock ran out: the question's end counts as a wrong answer, not a skip. */
  private timedOut = false;

  constructor() {
    super(PLAY_SCENE);
  }

  create(start: PlayStart<FightState>): void {
    this.kit = getKit<typeof schema, FightState, FightStat>(this);
    this.rules = toRules(this.kit.settings);
    addBackground(this);
    if (this.kit.words.length === 0) return showNoWords(this, this.kit);
    addScoreboard(this, 80, { x: 900, width: Math.min(1400, this.kit.teams.count * 340) });
    this.battle = start.state.battle;
    this.kit.setPanelHandlers({
      // Through the question, so a turn ends once (an answered one ignores it).
      skip: () => this.question?.skip(),
      reveal: () => this.question?.reveal(),
      // The monster's health applies to the next game; the clock and the penalty from the next word.
      onSettingsChange: (values) => (this.rules = { ...toRules(values), monsterHealth: this.battle.maxHealth }),
    });
    const { monster, cast } = start.state;
    if (cast.length === this.kit.teams.count) return this.begin({ monster, cast }, start.resumed ? 500 : 300);
    this.select = new CharacterSelect(this, this.kit, (picked) => {
      this.select = null;
      this.begin({ monster, cast: picked.map((p) => p.key) }, 200);
    });
  }

  /** The arena with the teams' characters; a battle past half health is a boss fight from the start. */
  private begin(cast: Cast, delay: number): void {
    this.arena = new BattleArena(this, this.kit, cast);
    this.arena.setHealth(this.battle.health, this.battle.maxHealth, false);
    this.turnText = this.add.text(440, 210, '', outlined()).setOrigin(0.5);
    this.timer = addTimer(this, TIMER_AT.x, TIMER_AT.y, { seconds: 10, onDone: () => this.timeUp() });
    this.timer.stop();
    this.timer.container.setVisible(false);
    if (isBoss(this.battle.health, this.battle.maxHealth)) {
      this.arena.enrage(BOSS_GROWTH, false);
      banner(this, 'Boss fight!', STAGE_WIDTH / 2, 460, { size: 120, depth: 80 });
      delay += 1200;
    }
    this.time.delayedCall(delay, () => this.nextTurn());
  }

  private get boss(): boolean {
    return isBoss(this.battle.health, this.battle.maxHealth);
  }

  private nextTurn(): void {
    if (!this.scene.isActive() || !this.arena || !this.turnText) return;
    this.kit.teams.setCurrent(this.battle.turn);
    this.arena.highlight(this.battle.turn);
    this.turnText.setText(this.kit.teams.count > 1 ? `${this.kit.teams.current.name}!` : 'Your turn!');
    popIn(this, this.turnText);
    this.target = this.kit.deck.next();
    this.busy = false;
    this.timedOut = false;
    const prompt = promptFor(this.boss, this.kit.settings.bossSeconds);
    this.question?.destroy();
    this.question = askQuestion(this, this.target, 'choose', (a) => this.answered(a), {
      choices: prompt.choices,
      choicesY: OPTIONS_Y,
      // A stack of long phrases covers the fighters' feet: their badges step aside until the answer is given.
      onStacked: (stacked) => this.arena?.showBadges(!stacked),
    });
    this.timer?.container.setVisible(prompt.seconds > 0);
    if (prompt.seconds > 0) this.timer?.reset(prompt.seconds);
  }

  private timeUp(): void {
    if (this.busy || !this.question || this.question.answered) return;
    this.timedOut = true;
    this.question.skip();
  }

  private answered({ right }: Answer): void {
    this.timer?.stop();
    if (right === null && !this.timedOut) return this.skip();
    this.resolve(right === true);
  }

  /** The team whose turn it is answered: its outcome (a clock that ran out is a wrong answer). */
  private resolve(correct: boolean): void {
    if (this.busy || this.battle.over || !this.target) return;
    this.busy = true;
    const before = this.battle.health;
    this.play(
      answer(this.battle, correct, this.rules, () => this.kit.rng.next()),
      before,
    );
  }

  private skip(): void {
    if (this.busy || this.battle.over || !this.target) return;
    this.busy = true;
    skipTurn(this.battle);
    this.question?.destroy();
    this.turnText?.setText('Next word!');
    this.time.delayedCall(500, () => this.nextTurn());
  }

  private play(outcome: Outcome, healthBefore: number): void {
    const arena = this.arena;
    if (!arena) return;
    if (outcome.kind === 'hit') {
      this.kit.teams.award(outcome.team, outcome.damage);
      const health = { value: outcome.health, max: this.battle.maxHealth };
      arena.attack(outcome.team, outcome.damage, health, () => {
        if (outcome.finished) return this.victory();
        if (bossStarts(healthBefore, outcome.health, this.battle.maxHealth)) return this.bossEvent();
        this.afterTurn(700);
      });
    } else if (outcome.kind === 'strike') {
      if (outcome.penalty > 0) this.kit.teams.award(outcome.team, -outcome.penalty);
      if (this.timedOut) this.turnText?.setText("Time's up!");
      arena.strikeBack(outcome.team, outcome.penalty, () => this.afterTurn(900));
    } else {
      this.busy = false;
    }
  }

  private afterTurn(delay: number): void {
    this.time.delayedCall(delay, () => {
      this.question?.destroy();
      this.nextTurn();
    });
  }

  /** Half health: the monster grows into a boss while the screen shakes; the round ends and the boss fight is next. */
  private bossEvent(): void {
    this.time.delayedCall(500, () => {
      this.question?.destroy();
      this.turnText?.setText('');
      banner(this, 'BOSS TIME!', STAGE_WIDTH / 2, 460, { size: 140, depth: 80 });
      this.arena?.enrage(BOSS_GROWTH, true, () => this.time.delayedCall(600, () => this.endRound()));
    });
  }

  private endRound(): void {
    this.time.delayedCall(900, () => {
      if (!this.arena) return;
      this.kit.endRound({
        state: { battle: this.battle, ...this.arena.cast },
        summary: roundSummary(this.battle.health, this.battle.maxHealth),
      });
    });
  }

  private victory(): void {
    this.question?.destroy();
    this.timer?.container.setVisible(false);
    this.turnText?.setText('');
    this.arena?.defeat();
    const title = banner(this, 'You beat the boss!', STAGE_WIDTH / 2, 400, { size: 110, stay: true, depth: 80 });
    this.time.delayedCall(2200, () => {
      title.destroy();
      this.showMvp();
    });
  }

  /** Most damage is MVP: the team's character takes a bow before the podium. */
  private showMvp(): void {
    const mvps = mvpTeams(this.battle);
    const heroes = mvps.flatMap((i) => {
      const fighter = this.arena?.fighters[i];
      const team = this.kit.teams.teams[i];
      return fighter && team ? [{ picture: fighter.picture.key, team, name: team.name }] : [];
    });
    const damage = mvps.length > 0 ? (this.battle.teams[mvps[0] as number]?.damage ?? 0) : 0;
    showHeroes(this, {
      title: mvps.length > 1 ? 'MVPs!' : 'MVP!',
      heroes,
      line: heroes.length > 0 ? `${heroes.map((h) => h.name).join(' & ')}: ${damage} damage!` : 'Everyone tried hard!',
      onContinue: () => this.kit.finishGame({ stats: { monstersBeaten: this.kit.stats.monstersBeaten + 1 } }),
    });
  }
}
