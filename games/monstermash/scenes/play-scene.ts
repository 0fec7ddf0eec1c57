import type Phaser from 'phaser';
import {
  GamePlayScene,
  COLOURS,
  addScoreboard,
  addTimer,
  addTurnHeading,
  askQuestion,
  banner,
  popText,
  type PlayStart,
  type Question,
  type Timer,
} from '../../kit';
import {
  createField,
  endField,
  showTarget,
  step,
  whack,
  type Field,
  type FieldEvent,
  type WhackOutcome,
} from '../logic/field';
import { fieldLayout, holeAt, holeCount, holeForKey, type FieldLayout } from '../logic/layout';
import { newRound, roundSummary, turnPlayed, wrongWhack, type MashRound, type RoundRules } from '../logic/round';
import { speedAt, type Speed } from '../logic/speed';
import type { settings as schema } from '../settings';
import type { MashStat } from '../state';
import { FieldView } from './field-view';
import { SpeedGauge } from './speed-gauge';
import { t } from '../texts';

const PROMPT = { x: 990, y: 95, maxWidth: 560 };
const TIMER = { x: 1450, y: 95 };
const HEADING = { x: 420, y: 95, maxWidth: 380 };
const GAUGE = { x: 1795, y: 1032 };
/** How long a word's end (the bonk, or the word shown) stays before the next word. */
const NEXT_MS = 1500;

/**
 * Monster Mash (design/games.md #14): whack-a-mole with 6, 9 or 12 holes. A word is spoken; monsters (the teacher's
 * favourites) pop up holding word signs, and the team whose turn it is whacks the one holding the spoken word (a tap,
 * a click, or the hole's key). It stays up a little longer than the others; a wrong whack costs a point and leaves
 * the hammer dizzy for a moment; the speed rises after every lap. The rules are logic/ (field, speed, round, layout);
 * the spoken word and its choices are the kit's question ('act'); this scene draws and times them.
 */
export class PlayScene extends GamePlayScene<typeof schema, MashRound, MashStat> {
  private round!: MashRound;
  private layout!: FieldLayout;
  private view!: FieldView;
  private gauge!: SpeedGauge;
  /** This word's holes (the browser test and the bench read `field`, `question` and `layout`: keep the names). */
  private field: Field | null = null;
  private question: Question | null = null;
  private timer: Timer | null = null;
  /** The play's clock (ms): see `update`. */
  private clock = 0;
  /** The field's events of one frame, reused (a frame allocates nothing). */
  private readonly happened: FieldEvent[] = [];
  /** This word's speed (set when it is asked: the level rises between words). */
  private pace: Speed = speedAt(1);
  private pictures: string[] = [];
  private lastRound = false;

  protected play(start: PlayStart<MashRound>): void {
    this.round = start.state;
    this.lastRound = start.round >= this.kit.settings.rounds;
    this.layout = fieldLayout(holeCount(this.kit.settings.holes));
    this.pictures = this.kit.images.all('monsters').map((image) => image.key);
    this.view = new FieldView(this, this.layout);
    this.gauge = new SpeedGauge(this, GAUGE.x, GAUGE.y, this.speed().level);
    addScoreboard(this, 1018);
    this.drawHeadingCard();
    addTurnHeading(this, HEADING.x, HEADING.y, { solo: t('play.solo'), maxWidth: HEADING.maxWidth });
    const seconds = this.kit.settings.seconds;
    this.timer = seconds > 0 ? addTimer(this, TIMER.x, TIMER.y, { seconds, onDone: () => this.timeUp() }) : null;
    this.timer?.stop();

    // Every finger is its own pointer: a tap anywhere over a hole whacks it (its monster, or nothing).
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      const hole = holeAt(this.layout, pointer.worldX, pointer.worldY);
      if (hole >= 0) this.whackHole(hole);
    });
    // The keys printed beside the holes (1 2 3 4 / Q W E R / Z X C V).
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const hole = holeForKey(this.layout, event.key);
      if (hole >= 0) this.whackHole(hole);
    });
    this.kit.setPanelHandlers({
      skip: () => this.question?.skip(),
      reveal: () => this.reveal(),
      // A new number of holes needs a new field, and a clock turned on or off a new top strip: the round starts
      // again (its scores stay). The other settings apply from the next word.
      onSettingsChange: (values) => {
        const clockChanged = values.seconds > 0 !== (this.timer !== null);
        if (holeCount(values.holes) !== this.layout.count || clockChanged) this.scene.restart(this.start);
      },
    });
    this.time.delayedCall(500, () => this.ask());
  }

  /** A cream card under the turn's heading, so it reads on any background. */
  private drawHeadingCard(): void {
    const { x, y, maxWidth } = HEADING;
    // The heading's name sits right of x with its badge on the left (kit/ui/turn-heading).
    const left = x - maxWidth / 2 - 72;
    const width = maxWidth + 142;
    const g = this.add.graphics();
    g.fillStyle(COLOURS.ink).fillRoundedRect(left - 6, y - 66, width + 12, 132, 44);
    g.fillStyle(COLOURS.cream).fillRoundedRect(left, y - 60, width, 120, 38);
  }

  private speed(): Speed {
    return speedAt(Math.min(this.round.level, this.kit.settings.topSpeed));
  }

  private rules(): RoundRules {
    return {
      teams: this.kit.teams.count,
      turnsPerTeam: this.kit.settings.turns,
      topSpeed: this.kit.settings.topSpeed,
    };
  }

  // ── A word ───────────────────────────────────────────────────────────────────────────────────────────────────

  private ask(): void {
    this.view.clear();
    this.question?.destroy();
    const target = this.kit.deck.next();
    this.question = askQuestion(this, target, 'act', (answer) => answer.right === null && this.noWhack(), {
      choices: Number(this.kit.settings.signs),
      prompt: PROMPT,
    });
    const words = this.question.choices.map((choice) => choice.text);
    this.pace = this.speed();
    this.field = createField(this.layout.count, words, target.text, this.clock);
    if (this.timer) {
      this.timer.reset(this.kit.settings.seconds);
      this.timer.container.setVisible(true);
    }
  }

  /**
   * The play's clock runs on the scene's updates (the teacher panel's pause holds it, as it holds tweens and the
   * timer): the field pops and drops its monsters by it.
   */
  override update(_time: number, delta: number): void {
    this.clock += delta;
    const field = this.field;
    if (!field) return;
    this.happened.length = 0;
    step(field, this.clock, this.pace, this.kit.rng, this.happened);
    this.draw(this.happened);
  }

  private draw(events: readonly FieldEvent[]): void {
    for (const { kind, monster } of events) {
      if (kind === 'up')
        this.view.show(monster, this.pictureFor(), {
          text: monster.word,
          picture: this.kit.pictures.key(monster.word),
          picturesOnly: this.kit.picturesOnly,
        });
      else this.view.hide(monster.hole);
    }
  }

  /** A monster's picture: one of the teacher's monsters, at random each pop. */
  private pictureFor(): string {
    return this.kit.rng.pick(this.pictures);
  }

  /** A tap, a click or a key on a hole. */
  private whackHole(hole: number): void {
    const field = this.field;
    const question = this.question;
    if (!field || !question || question.answered) return;
    const outcome = whack(field, hole, this.clock);
    if (outcome.kind === 'ignored' && outcome.why === 'over') return;
    this.view.swing(hole, outcome.kind === 'ignored');
    if (outcome.kind === 'right') this.whackedRight(outcome, question);
    else if (outcome.kind === 'wrong') this.whackedWrong(outcome, question);
  }

  private whackedRight(outcome: Extract<WhackOutcome, { kind: 'right' }>, question: Question): void {
    this.timer?.stop();
    const teams = this.kit.teams;
    const team = teams.current;
    const spot = this.layout.holes[outcome.monster.hole]!;
    teams.award(teams.teams.indexOf(team), 1);
    this.kit.play('correct');
    this.view.bonk(spot.index, team.colour);
    popText(this, spot.x, this.view.headY(spot) - 80, '+1', { colour: team.colour });
    question.answer(true);
    this.time.delayedCall(NEXT_MS, () => this.next(true));
  }

  private whackedWrong(outcome: Extract<WhackOutcome, { kind: 'wrong' }>, question: Question): void {
    const teams = this.kit.teams;
    const spot = this.layout.holes[outcome.monster.hole]!;
    teams.award(teams.teams.indexOf(teams.current), -1);
    this.round = wrongWhack(this.round);
    this.kit.play('wrong');
    this.view.miss(spot.index);
    popText(this, spot.x, this.view.headY(spot) - 80, '−1', { colour: COLOURS.wrong, size: 100 });
    // The word counts as missed (it comes back sooner) and is said again.
    question.tryAgain();
  }

  /** Nobody whacked it (the teacher's Skip, or the time ran out): its monster shows, sign green, and the word ends. */
  private noWhack(): void {
    const field = this.field;
    if (!field || field.over) return;
    this.timer?.stop();
    endField(field, this.clock);
    this.happened.length = 0;
    const monster = showTarget(field, this.clock, this.kit.rng, this.happened);
    this.draw(this.happened);
    this.view.light(monster.hole);
    this.time.delayedCall(NEXT_MS, () => this.next(false));
  }

  /** The clock ran out: skipped (the question's outcome), then the word shown and said. */
  private timeUp(): void {
    this.question?.skip();
    this.question?.reveal();
  }

  /** The teacher's Reveal: the word is shown and said, its monster pops up and stays (the turn goes on, no clock). */
  private reveal(): void {
    const field = this.field;
    if (!field || !this.question || this.question.answered) return;
    this.question.reveal();
    this.timer?.stop();
    this.timer?.container.setVisible(false);
    this.happened.length = 0;
    const monster = showTarget(field, this.clock, this.kit.rng, this.happened);
    this.draw(this.happened);
    this.view.light(monster.hole);
  }

  /** The word is over: the next team's word, or the round's end. */
  private next(right: boolean): void {
    if (!this.field || !this.scene.isActive()) return;
    this.field = null;
    const played = turnPlayed(this.round, right, this.rules());
    this.round = played.round;
    this.kit.teams.nextTurn();
    if (played.levelUp) this.gauge.set(this.round.level);
    if (played.levelUp && !played.over) {
      this.kit.play('spin');
      banner(this, t('play.faster'), 960, 560, { colour: COLOURS.sun });
    }
    if (!played.over) {
      this.time.delayedCall(played.levelUp ? 900 : 0, () => this.ask());
      return;
    }
    this.view.clear();
    this.question?.destroy();
    this.timer?.container.setVisible(false);
    const stats = { monstersWhacked: this.kit.stats.monstersWhacked + this.round.whacked };
    if (this.lastRound) return this.kit.finishGame({ stats });
    const summary = roundSummary(this.round);
    this.kit.endRound({ state: newRound(this.round.level, this.kit.settings.topSpeed), summary, stats });
  }
}
