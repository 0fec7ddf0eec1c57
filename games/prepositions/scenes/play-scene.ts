import type Phaser from 'phaser';
import {
  GamePlayScene,
  addCard,
  addJudgeBar,
  addScoreboard,
  addWordPrompt,
  banner,
  celebrate,
  COLOURS,
  flash,
  newTurnRound,
  popText,
  shake,
  showRoundOver,
  turnPlayed,
  type JudgeBar,
  type KitImage,
  type TurnRound,
  type WordPrompt,
} from '../../kit';
import { restoreCast } from '../../mechanics/battle/cast';
import {
  clampToStage,
  drawnAt,
  edgesOf,
  FLOOR_Y,
  judgeDrop,
  KEY_STEP,
  onPad,
  PAD,
  spotFor,
  type Point,
  type Spot,
} from '../logic/places';
import type { Preposition } from '../logic/prepositions';
import { modeOfTurn, nextQuestion, type Asked, type Question } from '../logic/questions';
import { roundSummary } from '../logic/round';
import {
  command,
  nameCharacter,
  placePhrase,
  statementParts,
  UNNAMED,
  whereQuestion,
  type Naming,
} from '../logic/sentences';
import { gameConfig, type GameConfig, type SETTINGS } from '../logic/settings';
import type { PrepositionStat, PrepositionsState } from '../logic/state';
import { Actor } from './actor';
import { PlaceButtons } from './place-buttons';
import { PropsView } from './props-view';
import { t } from '../texts';

/** The spoken sentence's 'Say it again' (and the sentence, where no voice says it), and the answer's card. */
const PROMPT = { x: 960, y: 190, maxWidth: 1000 };
const CARD_Y = 930;
/** How long the answer (the sentence, the character acting it out) stays before the next question. */
const ANSWER_MS = 3400;
/** Banners and points over the room. */
const OVER_ROOM = 100;

/**
 * Prepositions: two props stand on a floor and the team's character is somewhere about them. 'Where is it?': the
 * character goes to its place and acts it out, the question is spoken, and the team taps the place's button (or says
 * it and the teacher judges). 'Put it!': a sentence is spoken ('Put the cat under the table.') and the team drags the
 * character there (or walks it with the arrow keys and drops it with Enter); the drop is judged by the place's region
 * (logic/places.ts). Either way the character then acts its place out while the sentence is said and shown.
 */
export class PlayScene extends GamePlayScene<typeof SETTINGS, PrepositionsState, PrepositionStat> {
  /** The room and the character in it. */
  private props!: PropsView;
  private actor!: Actor;
  private config!: GameConfig;
  private prompt!: WordPrompt;
  private round!: TurnRound;
  private buttons: PlaceButtons | null = null;
  private judgeBar: JudgeBar | null = null;
  private card: Phaser.GameObjects.Container | null = null;
  private pad!: Phaser.GameObjects.Ellipse;
  private cast: KitImage[] = [];
  private asked!: Asked;
  /** How many questions each team has had this round (a mixed game alternates them). */
  private turnsOfTeam: number[] = [];
  /** The question being asked (null between questions). */
  question: Question | null = null;
  private naming: Naming = UNNAMED;
  /** Input is locked: the character is on its way, an answer is being shown. */
  busy = true;
  private dragging = false;
  private ended = false;
  private placesRight = 0;

  protected play(): void {
    this.config = gameConfig(this.kit.settings);
    this.round = newTurnRound(this.kit.teams.count, this.config.turnsPerTeam);
    this.turnsOfTeam = this.kit.teams.teams.map(() => 0);
    this.asked = this.start.state.asked;
    const characters = this.kit.images.all('characters');
    this.cast = restoreCast(this.start.state.cast, characters, this.kit.teams.count, () => this.kit.rng.next()).map(
      (image) => image ?? characters[0]!,
    );
    this.props = new PropsView(this);
    this.pad = this.add
      .ellipse(PAD.x, PAD.y - 6, 260, 64, COLOURS.white, 0.9)
      .setDepth(3)
      .setVisible(false);
    this.pad.setStrokeStyle(6, COLOURS.ink);
    this.actor = new Actor(this, this.props);
    addScoreboard(this, 72, { x: 900, width: Math.min(1300, this.kit.teams.count * 330) });
    this.prompt = addWordPrompt(this, PROMPT.x, PROMPT.y, { maxWidth: PROMPT.maxWidth });
    // Under the character: one floating above a prop may cover the end of a long sentence, never the reverse.
    this.prompt.container.setDepth(35);
    this.listen();
    // Settings changed in the panel apply from the next round, as the panel says.
    this.kit.setPanelHandlers({ skip: () => this.skip(), reveal: () => this.reveal() });
    this.time.delayedCall(400, () => this.ask());
  }

  // ---- the characters ------------------------------------------------------------------------------------------

  private get teamIndex(): number {
    return this.kit.teams.teams.indexOf(this.kit.teams.current);
  }

  /** The team's own character; with 'Monsters hide too', every other question one of the teacher's monsters. */
  private pictureFor(team: number, turn: number): KitImage {
    if (this.config.monsters && turn % 2 === 1) return this.kit.images.pick('monsters');
    return this.cast[team] ?? this.kit.images.pick('characters');
  }

  // ---- a question, turn by turn ----------------------------------------------------------------------------------

  private ask(): void {
    if (this.ended) return;
    const team = this.teamIndex;
    const turn = this.turnsOfTeam[team] ?? 0;
    this.turnsOfTeam[team] = turn + 1;
    const mode = modeOfTurn(this.config.mode, turn);
    const next = nextQuestion(this.config.prepositions, mode, this.asked, this.kit.rng);
    this.asked = next.asked;
    const question = next.question;
    this.question = question;
    const picture = this.pictureFor(team, turn);
    this.naming = nameCharacter(picture.name);
    this.props.show(question.scene);
    this.actor.setPicture(picture.key, this.kit.teams.current.colour);
    if (this.kit.teams.count > 1)
      banner(this, t('turn.team', { team: this.kit.teams.current.name }), 960, 420, {
        size: 110,
        colour: this.kit.teams.current.colour,
        depth: OVER_ROOM,
      });
    if (question.mode === 'where') this.askWhere(question);
    else this.askPut(question);
  }

  /** 'Where is it?': the character goes to its place and acts it out; the team names the place. */
  private askWhere(question: Question): void {
    const spot = this.targetSpot(question);
    this.pad.setVisible(false);
    // Not to be dragged (nor to show a hand) while the class names its place.
    this.actor.image.disableInteractive();
    this.prompt.ask(whereQuestion(this.naming));
    this.actor.route(
      this.routeTo(question, spot),
      (to) => ({ arc: to === spot ? arcTo(spot) : 0 }),
      () => {
        this.actor.act(question.target.preposition, this.towards(question));
        this.busy = false;
      },
    );
    if (this.config.answer === 'tap') {
      this.buttons = new PlaceButtons(this, this.config.prepositions, (preposition) => this.choose(preposition));
    } else {
      this.judgeBar = addJudgeBar(this, {
        onCorrect: () => this.judged(true),
        onWrong: () => this.judged(false),
        onSkip: () => this.skip(),
        onReveal: () => this.reveal(),
        // The teacher names the team that said it.
        onTeamKey: (team) => this.judged(true, team),
      });
    }
  }

  /** 'Put it!': the character waits on its pad; the sentence is spoken. */
  private askPut(question: Question): void {
    this.pad.setVisible(true).setFillStyle(this.kit.teams.current.colour, 0.85);
    this.actor.appear({ ...PAD, scale: 1, layer: 'front', prop: null });
    this.actor.image.setInteractive();
    this.actor.idle();
    this.prompt.ask(command(this.naming, question.scene, question.target));
    // Unlocked on the next tick: the key or tap that started the turn must not also answer it.
    this.time.delayedCall(0, () => (this.busy = false));
  }

  /**
   * The way in to a spot: from off the stage to the prop's outer side (or up into the gap for between), then to the
   * spot, so it never walks through a prop.
   */
  private routeTo(question: Question, spot: Spot): Spot[] {
    const side = question.target.prop;
    if (side === null) {
      this.actor.place({ ...spot, y: 1160 });
      return [spot];
    }
    const edges = edgesOf(question.scene, side);
    const enter: Spot = { x: side === 0 ? -120 : 2040, y: FLOOR_Y - 30, scale: 1, layer: 'front', prop: null };
    this.actor.place(enter);
    return [{ ...enter, x: side === 0 ? edges.left - 150 : edges.right + 150 }, spot];
  }

  /** Which way the question's prop is from the character (between: none, it looks both ways). */
  private towards(question: Question): -1 | 1 {
    const side = question.target.prop;
    if (side === null) return 1;
    return this.actor.feet.x < edgesOf(question.scene, side).centre ? 1 : -1;
  }

  private targetSpot(question: Question): Spot {
    return spotFor(question.scene, question.target);
  }

  // ---- answers ---------------------------------------------------------------------------------------------------

  /** A place's button tapped (or its key pressed). */
  private choose(preposition: Preposition): void {
    const question = this.question;
    if (this.busy || !question || question.mode !== 'where') return;
    this.busy = true;
    const right = preposition === question.target.preposition;
    this.buttons?.show(preposition, question.target.preposition);
    this.answered(right);
  }

  /** The teacher's verdict on what the class said (keys 1–4: the team that said it). */
  private judged(right: boolean, team = this.teamIndex): void {
    if (this.busy || !this.question) return;
    this.busy = true;
    this.judgeBar?.setVisible(false);
    this.answered(right, team);
  }

  /** The character let go (or Enter pressed) in 'Put it!'. */
  private drop(): void {
    const question = this.question;
    if (this.busy || !question || question.mode !== 'put') return;
    const feet = this.actor.feet;
    if (onPad(feet)) {
      // Back on the pad: no answer yet.
      this.actor.moveTo({ ...PAD, scale: 1, layer: 'front', prop: null }, { ms: 250 }, () => this.actor.idle());
      return;
    }
    this.busy = true;
    this.pad.setVisible(false);
    const right = judgeDrop(question.scene, question.target, feet);
    const spot = this.targetSpot(question);
    if (right) {
      this.actor.moveTo(spot, { ms: 260 }, () => this.answered(true));
      return;
    }
    // Where it was put, a cross; then the character goes where the sentence said.
    popText(this, feet.x, feet.y - 80, '✗', { colour: COLOURS.wrong, size: 110, rise: 40, hold: 900, depth: 70 });
    this.kit.play('wrong');
    flash(this, this.actor.image, COLOURS.wrong);
    this.time.delayedCall(700, () =>
      this.actor.moveTo(spot, { arc: arcTo(spot) }, () => this.answered(false, this.teamIndex, false)),
    );
  }

  /** Scores the answer, then shows it: the sentence spoken and on a card while the character acts its place out. */
  private answered(right: boolean, team = this.teamIndex, sound = true): void {
    const question = this.question;
    if (!question) return;
    const spot = this.targetSpot(question);
    if (right) {
      this.placesRight++;
      this.kit.teams.award(team, 1);
      this.kit.play('correct');
      celebrate(this, spot.x, spot.y - 160, 3, 90);
      popText(this, spot.x, spot.y - 220, '+1', { colour: this.kit.teams.teams[team]!.colour, depth: OVER_ROOM });
    } else {
      if (sound) this.kit.play('wrong');
      shake(this, 0.004);
    }
    this.showAnswer(question, right);
  }

  private showAnswer(question: Question, right: boolean | null): void {
    this.judgeBar?.setVisible(false);
    const parts = statementParts(this.naming, question.scene, question.target);
    const sentence = parts.before + parts.preposition + parts.after;
    this.kit.speech.say(sentence);
    this.actor.act(question.target.preposition, this.towards(question));
    this.time.delayedCall(question.mode === 'where' ? 900 : 0, () => {
      if (this.question !== question) return;
      this.buttons?.destroy();
      this.buttons = null;
      this.card = addCard(this, 960, CARD_Y, sentence, {
        fontSize: 80,
        height: 150,
        maxWidth: 1800,
        depth: 60,
        highlight: {
          start: parts.before.length,
          end: parts.before.length + parts.preposition.length,
          colour: COLOURS.skyDeep,
        },
      });
    });
    this.time.delayedCall(ANSWER_MS, () => this.finishTurn(right === true, question));
  }

  /** The teacher's Skip: the next question, nobody scores. */
  private skip(): void {
    if (this.busy || !this.question || this.ended) return;
    this.busy = true;
    this.finishTurn(false, this.question);
  }

  /** The teacher's Reveal: the place shown, said and acted out; nobody scores. */
  private reveal(): void {
    const question = this.question;
    if (this.busy || !question || this.ended) return;
    this.busy = true;
    this.pad.setVisible(false);
    if (question.mode === 'where') {
      this.buttons?.show(null, question.target.preposition);
      this.showAnswer(question, null);
      return;
    }
    const spot = this.targetSpot(question);
    this.actor.moveTo(spot, { arc: arcTo(spot) }, () => this.showAnswer(question, null));
  }

  private finishTurn(right: boolean, question: Question): void {
    if (this.ended || this.question !== question) return;
    this.question = null;
    this.buttons?.destroy();
    this.buttons = null;
    this.judgeBar?.destroy();
    this.judgeBar = null;
    this.card?.destroy();
    this.card = null;
    this.actor.stop();
    if (turnPlayed(this.round, right)) return this.finishRound();
    this.kit.teams.nextTurn();
    this.time.delayedCall(250, () => this.ask());
  }

  private finishRound(): void {
    this.ended = true;
    showRoundOver<PrepositionsState, PrepositionStat>(this, {
      state: { cast: this.cast.map((image) => image.key), asked: this.asked },
      stats: { placesRight: this.kit.stats.placesRight + this.placesRight },
      summary: roundSummary(this.round),
      lastRound: this.start.round >= this.config.rounds,
    });
  }

  // ---- input -----------------------------------------------------------------------------------------------------

  /** 'Put it!': a finger or the mouse drags the character; the arrow keys walk it and Enter or Space drops it. */
  private listen(): void {
    const image = this.actor.image;
    image.setInteractive({ draggable: true, useHandCursor: true });
    this.input.on('dragstart', (_pointer: Phaser.Input.Pointer, target: Phaser.GameObjects.GameObject) => {
      if (target !== image || !this.canMove()) return;
      this.dragging = true;
      this.actor.stop();
    });
    this.input.on(
      'drag',
      (_pointer: Phaser.Input.Pointer, target: Phaser.GameObjects.GameObject, x: number, y: number) => {
        if (target !== image || !this.dragging || !this.canMove()) return;
        this.moveFeet({ x, y });
      },
    );
    this.input.on('dragend', (_pointer: Phaser.Input.Pointer, target: Phaser.GameObjects.GameObject) => {
      if (target !== image || !this.dragging) return;
      this.dragging = false;
      this.drop();
    });
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      const step = ARROWS[event.key];
      if (step && this.canMove()) {
        event.preventDefault();
        this.actor.stop();
        const feet = this.actor.feet;
        this.moveFeet({ x: feet.x + step.x * KEY_STEP, y: feet.y + step.y * KEY_STEP });
      } else if ((event.key === 'Enter' || event.key === ' ') && this.canMove()) {
        event.preventDefault();
        this.drop();
      }
    });
  }

  private canMove(): boolean {
    return !this.busy && !this.ended && this.question?.mode === 'put';
  }

  /** The character where the feet are now, drawn as it would be judged there. */
  private moveFeet(point: Point): void {
    const question = this.question;
    if (!question) return;
    const feet = clampToStage(point);
    this.actor.place(drawnAt(question.scene, feet));
  }

  // ---- what the browser test reads ---------------------------------------------------------------------------------

  /** Stage point of a place's button ('Where is it?' by tap). */
  buttonAt(preposition: Preposition): Point | null {
    const button = this.buttons?.buttonOf(preposition);
    return button ? { x: button.x, y: button.y } : null;
  }

  /** Where the question's place is, and where the character's feet are now. */
  get targetPoint(): Point | null {
    return this.question ? this.targetSpot(this.question) : null;
  }

  get actorFeet(): Point {
    return this.actor.feet;
  }

  /** The question's place in words ('under the table'). */
  get placeText(): string {
    return this.question ? placePhrase(this.question.scene, this.question.target) : '';
  }
}

const ARROWS: Record<string, Point | undefined> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** A hop onto, into or above a thing; a walk along the floor. */
function arcTo(spot: Spot): number {
  return spot.y < FLOOR_Y - 100 ? 140 : 0;
}
