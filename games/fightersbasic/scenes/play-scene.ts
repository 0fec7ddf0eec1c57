import Phaser from 'phaser';
import {
  PLAY_SCENE,
  STAGE_WIDTH,
  addBackground,
  addScoreboard,
  askQuestion,
  banner,
  getKit,
  outlined,
  popIn,
  showHeroes,
  showNoWords,
  type Kit,
  type PlayStart,
  type Question,
  type WordEntry,
} from '../../kit';
import { BattleArena } from '../../kit/boards/battle-arena';
import {
  judge,
  mvpTeams,
  roundLineCrossed,
  skipTurn,
  type BattleState,
  type FightersSettings,
  type Outcome,
} from '../../mechanics/battle/battle';
import { type settings as schema, toRules } from '../settings';
import type { FightStat, FightState } from '../state';

const OPTIONS_Y = 950;
/** The word buttons of a listen turn: the spoken word and two wrong ones (fewer for a shorter list). */
const OPTION_COUNT = 3;

/**
 * Fighters Basic (design/games.md #8): each team's character attacks one monster. Listen and choose (three word
 * buttons) or say it (the teacher judges). The monster's health is split into three rounds; the kit shows the
 * standings and saves between them, and the podium after the monster falls.
 */
export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof schema, FightState, FightStat>;
  private rules!: FightersSettings;
  private battle!: BattleState;
  private arena!: BattleArena;
  private turnText!: Phaser.GameObjects.Text;
  /** This turn's question (the kit's: its prompt and choices, or its word card and judge bar). */
  private question: Question | null = null;
  private target: WordEntry | null = null;
  /** True from an answer until the next word: further presses are ignored. */
  private busy = false;
  private mode: FightersSettings['mode'] = 'listen';

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
    this.arena = new BattleArena(this, this.kit, start.state);
    this.arena.setHealth(this.battle.health, this.battle.maxHealth, false);
    this.turnText = this.add.text(440, 210, '', outlined()).setOrigin(0.5);

    this.kit.setPanelHandlers({
      // Through the question, so a turn ends once (an answered one ignores it).
      skip: () => this.question?.skip(),
      reveal: () => this.question?.reveal(),
      onSettingsChange: (values) => {
        // The monster's health applies to the next game; the answer mode changes at once, on the same word.
        this.rules = { ...toRules(values), monsterHealth: this.battle.maxHealth };
        if (this.rules.mode !== this.mode && !this.busy && this.target) this.ask(this.target);
      },
    });
    this.time.delayedCall(start.resumed ? 500 : 300, () => this.nextTurn());
  }

  private nextTurn(): void {
    if (!this.scene.isActive()) return;
    this.kit.teams.setCurrent(this.battle.turn);
    this.arena.highlight(this.battle.turn);
    this.turnText.setText(this.kit.teams.count > 1 ? `${this.kit.teams.current.name}!` : 'Your turn!');
    popIn(this, this.turnText);
    this.target = this.kit.deck.next();
    this.busy = false;
    this.ask(this.target);
  }

  /**
   * Asks `word` in the current mode (the kit's question turn): listen and choose speaks it and offers three buttons;
   * say-it shows it for the class to read and the teacher judges. The kit shows what was right and says the word.
   */
  private ask(word: WordEntry): void {
    this.question?.destroy();
    this.mode = this.rules.mode;
    this.question = askQuestion(
      this,
      word,
      this.mode === 'listen' ? 'choose' : 'judge',
      (answer) => (answer.right === null ? this.skip() : this.resolve(answer.right, answer.team)),
      {
        choices: OPTION_COUNT,
        choicesY: OPTIONS_Y,
        // A stack of long phrases covers the fighters' feet: their badges step aside until the answer is given.
        onStacked: (stacked) => this.arena.showBadges(!stacked),
      },
    );
  }

  /** An answer for the team whose turn it is (or `team`, named by the judge bar's number keys): its outcome. */
  private resolve(correct: boolean, team?: number): void {
    if (this.busy || this.battle.over || !this.target) return;
    this.busy = true;
    const before = this.battle.health;
    const outcome = judge(this.battle, correct ? 'correct' : 'wrong', this.rules, () => this.kit.rng.next(), team);
    this.play(outcome, before);
  }

  private skip(): void {
    if (this.busy || this.battle.over || !this.target) return;
    this.busy = true;
    skipTurn(this.battle);
    this.question?.destroy();
    this.turnText.setText('Next word!');
    this.time.delayedCall(500, () => this.nextTurn());
  }

  private play(outcome: Outcome, healthBefore: number): void {
    if (outcome.kind === 'hit') {
      this.kit.teams.award(outcome.team, outcome.damage);
      const health = { value: outcome.health, max: this.battle.maxHealth };
      this.arena.attack(outcome.team, outcome.damage, health, () => {
        if (outcome.finished) return this.victory();
        if (roundLineCrossed(healthBefore, outcome.health, this.battle.maxHealth)) return this.endRound();
        this.afterTurn(700);
      });
    } else if (outcome.kind === 'strike') {
      if (outcome.penalty > 0) this.kit.teams.award(outcome.team, -outcome.penalty);
      this.arena.strikeBack(outcome.team, outcome.penalty, () => this.afterTurn(900));
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

  private endRound(): void {
    this.time.delayedCall(900, () => {
      this.kit.endRound({
        state: { battle: this.battle, ...this.arena.cast },
        summary: `The monster has ${this.battle.health} of ${this.battle.maxHealth} health left!`,
      });
    });
  }

  private victory(): void {
    this.question?.destroy();
    this.turnText.setText('');
    this.arena.defeat();
    const title = banner(this, 'You beat the monster!', STAGE_WIDTH / 2, 400, { size: 110, stay: true, depth: 80 });
    this.time.delayedCall(2200, () => {
      title.destroy();
      this.showMvp();
    });
  }

  /** Most damage is MVP: the team's character takes a bow before the podium. */
  private showMvp(): void {
    const mvps = mvpTeams(this.battle);
    const heroes = mvps.flatMap((i) => {
      const fighter = this.arena.fighters[i];
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
