import type Phaser from 'phaser';
import {
  GamePlayScene,
  addButton,
  addScoreboard,
  addTurnHeading,
  addWordPrompt,
  celebrate,
  COLOURS,
  flash,
  newTurnRound,
  popText,
  shake,
  showRoundOver,
  turnPlayed,
  type KitButton,
  type TurnRound,
  type WordPrompt,
} from '../../kit';
import { numberToWords } from '../../mechanics/numbers/number-words';
import { nudge, roundedPlace, valueAt } from '../logic/line';
import { askNumber, type NumberQuestion } from '../logic/questions';
import { rememberAnswer, roundSummary } from '../logic/round';
import { t } from '../texts';
import { gradeLine, MAX_POINTS, scorePlacement, type Placement } from '../logic/scoring';
import { lineConfig, type LineConfig, type SETTINGS } from '../logic/settings';
import type { LineStat, LineState } from '../logic/state';
import { LINE_BOX, LineView } from './line-view';
import { Walker } from './walker';

/** A tap answers at once where the grid's places are at least this far apart (0–10, 0–20) or on a hidden line. */
const DIRECT_STEP_PX = 60;
const CONTROLS_Y = 878;
const OVERLAY_DEPTH = 100;
/** How long an answer stays on screen before the next team's question. */
const SHOW_ANSWER_MS = 2600;

/**
 * Number Line: a number is spoken; the team whose turn it is taps (or drags its character to) its place on the line.
 * On 0–10 and 0–20, and on a hidden line, a tap answers at once; where the ticks are close together (0–100, 0–1000)
 * the tap places the character, ◀ ▶ (or the arrow keys) move it a tick, and 'Here!' (Enter) answers. The team's
 * place gets a tag in its colour, the character walks (or hops, for a jump) to the right place, and points go by
 * logic/scoring.ts. Before, after, between and jumps mark their numbers on the line.
 */
export class PlayScene extends GamePlayScene<typeof SETTINGS, LineState, LineStat> {
  private config!: LineConfig;
  private round!: TurnRound;
  private view!: LineView;
  private walker!: Walker;
  private prompt!: WordPrompt;
  private controls: KitButton[] = [];
  private cast: string[] = [];
  /** The question being asked (null between questions). */
  private question: NumberQuestion | null = null;
  /** Where the character stands now, as a number on the line. */
  private placed = 0;
  /** Whether a tap answers at once (else it places, and Here! answers). */
  private direct = true;
  /** The pointer that is dragging the character, if one is. */
  private dragging: number | null = null;
  private busy = true;
  private ended = false;
  private recent: number[] = [];
  private spotOn = 0;

  protected play(): void {
    this.config = lineConfig(this.kit.settings);
    this.round = newTurnRound(this.kit.teams.count, this.config.turnsPerTeam);
    this.cast = this.pickCast();
    this.question = askNumber(this.rules, this.kit.rng, this.recent);
    this.view = new LineView(this, this.question.line);
    this.walker = new Walker(this, this.castOf(0), this.view.xOf(0));
    addTurnHeading(this, 960, 90, { solo: t('play.solo'), maxWidth: 900 });
    this.prompt = addWordPrompt(this, 960, 190, { alwaysShow: this.config.showNumber, maxWidth: 1500 });
    this.controls = [
      addButton(this, 700, CONTROLS_Y, '◀', () => this.move(-1), { width: 160, height: 104, colour: COLOURS.skyDeep }),
      addButton(this, 960, CONTROLS_Y, t('play.here'), () => this.answer(), {
        width: 300,
        height: 104,
        colour: COLOURS.correct,
        key: 'ENTER',
      }),
      addButton(this, 1220, CONTROLS_Y, '▶', () => this.move(1), { width: 160, height: 104, colour: COLOURS.skyDeep }),
    ];
    addScoreboard(this, 1016);
    this.listen();
    // Settings changed in the panel apply from the next round, as the panel says.
    this.kit.setPanelHandlers({ skip: () => this.endTurn(false), reveal: () => this.endTurn(true) });
    this.time.delayedCall(500, () => this.ask(this.question!));
  }

  private get rules() {
    return { mode: this.config.mode, max: this.config.max, ticks: this.config.ticks };
  }

  // ---- the characters ------------------------------------------------------------------------------------------

  /** Each team's character: the saved ones (a next round, a resume), or the teacher's favourites dealt out. */
  private pickCast(): string[] {
    const saved = this.start.state.cast;
    if (saved.length === this.kit.teams.count && saved.every((key) => this.textures.exists(key))) return saved;
    const keys = this.kit.rng.shuffle(this.kit.images.all('characters').map((image) => image.key));
    return this.kit.teams.teams.map((_, i) => keys[i % keys.length]!);
  }

  private castOf(team: number): string {
    return this.cast[team] ?? this.kit.images.pick('characters').key;
  }

  private get teamIndex(): number {
    return this.kit.teams.teams.indexOf(this.kit.teams.current);
  }

  // ---- input ---------------------------------------------------------------------------------------------------

  /** A finger or the mouse on the line moves the character; the keys move it a step; Enter answers. */
  private listen(): void {
    this.view.zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      if (this.busy || this.dragging !== null) return;
      this.dragging = pointer.id;
      this.follow(pointer);
    });
    this.input.on('pointermove', (pointer: Phaser.Input.Pointer) => {
      if (pointer.id === this.dragging && pointer.isDown) this.follow(pointer);
    });
    const release = (pointer: Phaser.Input.Pointer) => {
      if (pointer.id !== this.dragging) return;
      this.dragging = null;
      if (this.busy) return;
      this.follow(pointer);
      if (this.direct) this.answer();
    };
    this.input.on('pointerup', release);
    this.input.on('pointerupoutside', release);
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        this.move(event.key === 'ArrowLeft' ? -1 : 1, event.shiftKey);
        event.preventDefault();
      } else if (event.key === ' ' || (event.key === 'Enter' && this.direct)) {
        // Enter is the Here! button's own key where it shows.
        this.answer();
      }
    });
  }

  private follow(pointer: Phaser.Input.Pointer): void {
    const question = this.question;
    if (!question || this.busy) return;
    this.placed = valueAt(question.line, this.view.fractionAt(pointer.worldX));
    this.walker.place(this.view.xOf(this.placed));
  }

  private move(direction: -1 | 1, big = false): void {
    const question = this.question;
    if (this.busy || !question) return;
    this.placed = nudge(question.line, this.placed, direction, big);
    this.walker.walkTo(this.view.xOf(this.placed));
    this.kit.play('tick');
  }

  // ---- a question, turn by turn ----------------------------------------------------------------------------------

  private ask(question: NumberQuestion): void {
    if (this.ended) return;
    this.question = question;
    this.recent = rememberAnswer(this.recent, question.answer);
    this.view.clearMarks();
    this.view.show(question.line);
    this.direct = !question.line.ticks || this.view.stepWidth(question.line) >= DIRECT_STEP_PX;
    for (const button of this.controls) button.setVisible(!this.direct);
    // The given numbers in violet: no team's colour, nor the answer's green.
    for (const mark of question.marks) this.view.tag(mark, COLOURS.violet);
    this.placed = question.start;
    // A drag from the last question (its finger still down) does not carry over.
    this.dragging = null;
    const team = this.kit.teams.current;
    this.walker.setPicture(this.castOf(this.teamIndex), team.colour);
    this.walker.walkTo(this.view.xOf(question.start));
    this.prompt.ask(question.spoken, question.shown);
    // Unlocked on the next tick: the key or tap that started the turn must not also answer it.
    this.time.delayedCall(0, () => (this.busy = false));
  }

  /** The team's answer: where the character stands now. */
  private answer(): void {
    const question = this.question;
    if (this.busy || !question || this.ended) return;
    this.busy = true;
    this.dragging = null;
    const placement = scorePlacement(question.line, question.answer, this.placed);
    // The team's own place keeps a tag in its colour while the character shows the right one.
    const team = this.kit.teams.current;
    if (placement.grade !== 'spot-on') this.view.tag(this.placed, team.colour, { team });
    if (placement.points === 0) shake(this, 0.004);
    this.showAnswer(question, placement);
  }

  /**
   * The right place: the character walks (or hops along the jump's arcs) there, the answer's tag comes up green and
   * is said; the team scores its points; then the next turn.
   */
  private showAnswer(question: NumberQuestion, placement: Placement | null): void {
    for (const button of this.controls) button.setVisible(false);
    const arrive = () => {
      this.view.tag(question.answer, COLOURS.correct, 'tick');
      this.kit.speech.say(numberToWords(question.answer));
      this.prompt.reveal();
      if (placement) this.score(placement, question);
      this.time.delayedCall(SHOW_ANSWER_MS, () => this.finishTurn(placement?.grade === 'spot-on'));
    };
    const jump = question.jump;
    if (!jump) return this.walker.walkTo(this.view.xOf(question.answer), arrive);
    // Back to the start, then the hops, a tick sounding at each landing.
    this.walker.walkTo(this.view.xOf(question.start), () => {
      const places = this.view.drawJump(question.start, jump.by, jump.hop, COLOURS.orange);
      this.walker.hop(
        places.map((place) => this.view.xOf(place)),
        (a, b) => this.view.arcHeight(a, b),
        () => this.kit.play('tick'),
        arrive,
      );
    });
  }

  private score(placement: Placement, question: NumberQuestion): void {
    const x = this.view.xOf(question.answer);
    const team = this.kit.teams.current;
    const line = gradeLine(placement.grade);
    if (placement.points > 0) this.kit.teams.award(this.teamIndex, placement.points);
    if (placement.grade === 'spot-on') {
      this.spotOn++;
      this.kit.play('correct');
      this.walker.cheer();
      celebrate(this, x, LINE_BOX.y - 120, 3, 110);
    } else {
      this.kit.play(placement.points > 0 ? 'correct' : 'wrong');
      flash(this, this.walker.image, placement.points > 0 ? COLOURS.sun : COLOURS.wrong);
    }
    // Clear of everything the answer shows (the places, a jump's arcs): in the wider free part of the card.
    const shown = [x, this.view.xOf(this.placed), ...(question.jump ? [this.view.xOf(question.start)] : [])];
    const [left, right] = [Math.min(...shown), Math.max(...shown)];
    const middle =
      left - LINE_BOX.left > LINE_BOX.right - right ? (LINE_BOX.left + left) / 2 : (right + LINE_BOX.right) / 2;
    const points = placement.points > 0 ? `  +${placement.points}` : '';
    popText(this, Math.min(1500, Math.max(420, middle)), 470, `${line}${points}`, {
      colour: placement.points === MAX_POINTS ? team.colour : COLOURS.white,
      size: 88,
      rise: 60,
      hold: 2000,
      depth: OVERLAY_DEPTH,
    });
  }

  /** The teacher's Skip (the next question) or Reveal (the right place shown and said first); nobody scores. */
  private endTurn(reveal: boolean): void {
    const question = this.question;
    if (this.busy || !question || this.ended) return;
    this.busy = true;
    if (reveal) this.showAnswer(question, null);
    else this.finishTurn(false);
  }

  private finishTurn(spotOn: boolean): void {
    if (this.ended) return;
    this.question = null;
    if (turnPlayed(this.round, spotOn)) return this.finishRound();
    this.kit.teams.nextTurn();
    this.view.clearMarks();
    const next = askNumber(this.rules, this.kit.rng, this.recent);
    this.time.delayedCall(300, () => this.ask(next));
  }

  private finishRound(): void {
    this.ended = true;
    showRoundOver<LineState, LineStat>(this, {
      state: { cast: this.cast },
      stats: { numbersSpotOn: this.kit.stats.numbersSpotOn + this.spotOn },
      summary: roundSummary(this.round),
      lastRound: this.start.round >= this.config.rounds,
    });
  }

  /** Stage x of a number on the line being asked (the browser test taps there). */
  xOf(value: number): number {
    return this.view.xOf(value);
  }

  /** The place the character stands on, as the screen writes it. */
  get placedNumber(): number {
    return roundedPlace(this.placed);
  }
}
