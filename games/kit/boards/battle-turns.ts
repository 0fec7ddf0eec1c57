import type Phaser from 'phaser';
import {
  answer,
  mvpTeams,
  skipTurn,
  type BattleState,
  type FightersSettings,
  type Outcome,
} from '../../mechanics/battle/battle';
import type { FightStat, FightState } from '../../mechanics/battle/saved-state';
import type { Kit } from '../kit';
import type { SettingsSchema, SettingsValues } from '../logic/settings';
import type { WordEntry } from '../logic/word-deck';
import { STAGE_WIDTH } from '../stage';
import { showHeroes } from '../ui/heroes';
import { popIn } from '../ui/juice';
import type { Question } from '../ui/question';
import { addScoreboard } from '../ui/scoreboard';
import { banner, outlined } from '../ui/screen';
import { BattleArena, type Cast } from './battle-arena';
import { kitText } from '../logic/i18n';

/** What a battle game decides in the turn flow it shares (`BattleTurns`). */
export interface BattleGame<S extends SettingsSchema> {
  /** Asks the turn's word (the game's own question); its answer comes back through `answer` or `skip`. */
  ask(word: WordEntry): Question;
  /** The battle rules of the teacher's settings (read again when they change; the monster's health stays the battle's). */
  toRules(values: SettingsValues<S>): FightersSettings;
  /** The teacher changed a setting, after the rules were read again. */
  onSettingsChange?(): void;
  /** A hit that left the monster standing: true when the game takes over (the round ends, the boss comes). */
  afterHit(healthBefore: number, health: number): boolean;
  /** The banner when the monster is beaten, and what else the game clears then. */
  victoryTitle: string;
  onVictory?(): void;
}

/**
 * The turn flow of the battle games (Fighters Basic, Fighters) around a `BattleArena`: the scoreboard and the teacher
 * panel's Skip and Reveal; each turn the team up is named and its character hops, and a word from the deck is asked
 * (the game's question); a right answer scores its damage and throws a power, a wrong one takes the penalty and the
 * monster strikes back, a skip passes the turn; at the end the monster falls and most damage is MVP before the podium.
 */
export class BattleTurns<S extends SettingsSchema> {
  arena: BattleArena | null = null;
  /** This turn's question and word. */
  question: Question | null = null;
  target: WordEntry | null = null;
  /** True from an answer until the next word: further presses are ignored. */
  busy = true;
  rules: FightersSettings;
  private heading: Phaser.GameObjects.Text | null = null;

  /**
   * The battle's turns in a game's play scene (a `GamePlayScene`, which drew the background and plays only with
   * words): the scoreboard and the panel's Skip and Reveal now, the arena with `enter`.
   */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly kit: Kit<S, FightState, FightStat>,
    readonly battle: BattleState,
    private readonly game: BattleGame<S>,
  ) {
    this.rules = game.toRules(kit.settings);
    addScoreboard(scene, 80, { x: 900, width: Math.min(1400, kit.teams.count * 340) });
    kit.setPanelHandlers({
      // Through the question, so a turn ends once (an answered one ignores it).
      skip: () => this.question?.skip(),
      reveal: () => this.question?.reveal(),
      // The monster's health applies to the next game; the rest from the next word (or at once: `askAgain`).
      onSettingsChange: (values) => {
        this.rules = { ...game.toRules(values), monsterHealth: battle.maxHealth };
        game.onSettingsChange?.();
      },
    });
  }

  /** The arena with the teams' characters (a saved cast's, or picked at random) and the turn's heading. */
  enter(cast: Cast): BattleArena {
    this.arena = new BattleArena(this.scene, this.kit, cast);
    this.arena.setHealth(this.battle.health, this.battle.maxHealth, false);
    this.heading = this.scene.add.text(440, 210, '', outlined()).setOrigin(0.5);
    return this.arena;
  }

  /** The heading above the fighters ('Next word!', "Time's up!"; '' clears it). */
  say(text: string): void {
    this.heading?.setText(text);
  }

  /** The next team's turn: it is named, its character hops, a word from the deck is asked. */
  next(): void {
    if (!this.scene.scene.isActive() || !this.arena || !this.heading) return;
    this.kit.teams.setCurrent(this.battle.turn);
    this.arena.highlight(this.battle.turn);
    this.say(
      this.kit.teams.count > 1 ? kitText('turn.team', { team: this.kit.teams.current.name }) : kitText('turn.yours'),
    );
    popIn(this.scene, this.heading);
    this.target = this.kit.deck.next();
    this.busy = false;
    this.ask(this.target);
  }

  /** Asks the unanswered word again (the game's question changed: Fighters Basic's answer mode). */
  askAgain(): void {
    if (!this.busy && this.target) this.ask(this.target);
  }

  private ask(word: WordEntry): void {
    this.question?.destroy();
    this.question = this.game.ask(word);
  }

  /**
   * The team up answered (or `team`, named by the judge bar's keys): the outcome it played, or null when an answer
   * was already given.
   */
  answer(correct: boolean, team?: number): Outcome | null {
    if (this.busy || this.battle.over || !this.target) return null;
    this.busy = true;
    const before = this.battle.health;
    const outcome = answer(this.battle, correct, this.rules, () => this.kit.rng.next(), team);
    this.play(outcome, before);
    return outcome;
  }

  /** No answer: nobody gains or loses, the next team plays. */
  skip(): void {
    if (this.busy || this.battle.over || !this.target) return;
    this.busy = true;
    skipTurn(this.battle);
    this.question?.destroy();
    this.say(kitText('turn.nextWord'));
    this.scene.time.delayedCall(500, () => this.next());
  }

  private play(outcome: Outcome, healthBefore: number): void {
    const arena = this.arena;
    if (!arena) return;
    if (outcome.kind === 'hit') {
      this.kit.teams.award(outcome.team, outcome.damage);
      const health = { value: outcome.health, max: this.battle.maxHealth };
      arena.attack(outcome.team, outcome.damage, health, () => {
        if (outcome.finished) return this.victory();
        if (!this.game.afterHit(healthBefore, outcome.health)) this.afterTurn(700);
      });
    } else if (outcome.kind === 'strike') {
      if (outcome.penalty > 0) this.kit.teams.award(outcome.team, -outcome.penalty);
      arena.strikeBack(outcome.team, outcome.penalty, () => this.afterTurn(900));
    } else {
      this.busy = false;
    }
  }

  private afterTurn(delay: number): void {
    this.scene.time.delayedCall(delay, () => {
      this.question?.destroy();
      this.next();
    });
  }

  /** The round ends with `summary`; the next one brings the same battle, monster and characters back. */
  endRound(summary: string): void {
    this.scene.time.delayedCall(900, () => {
      if (!this.arena) return;
      this.kit.endRound({ state: { battle: this.battle, ...this.arena.cast }, summary });
    });
  }

  private victory(): void {
    this.question?.destroy();
    this.game.onVictory?.();
    this.say('');
    this.arena?.defeat();
    const title = banner(this.scene, this.game.victoryTitle, STAGE_WIDTH / 2, 400, {
      size: 110,
      stay: true,
      depth: 80,
    });
    this.scene.time.delayedCall(2200, () => {
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
    showHeroes(this.scene, {
      title: kitText(mvps.length > 1 ? 'battle.mvps' : 'battle.mvp'),
      heroes,
      line:
        heroes.length > 0
          ? kitText('battle.heroesDamage', { names: heroes.map((h) => h.name).join(' & '), damage })
          : kitText('battle.triedHard'),
      onContinue: () => this.kit.finishGame({ stats: { monstersBeaten: this.kit.stats.monstersBeaten + 1 } }),
    });
  }
}
