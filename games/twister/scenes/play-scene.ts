import { matPlan, MAT_COLOURS, twisterMatWords, type MatPlan } from '@playwords/common';
import {
  addButton,
  addWordPicture,
  addScoreboard,
  addTimer,
  addTurnHeading,
  burst,
  COLOURS,
  GamePlayScene,
  popIn,
  popText,
  shake,
  tellLeftOut,
  TEXT,
  type KitButton,
  type PlayStart,
  type Timer,
} from '../../kit';
import { SpinnerWheel } from '../../kit/boards/spinner-wheel';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { bodyParts, callText, partName, type BodyPart } from '../logic/call';
import { moveEvent } from '../logic/outcomes';
import { leftOutReport, movePlayed, newTwisterRound, pointsFor, roundSummary, type MoveResult } from '../logic/round';
import { CALL_PICTURE, callLayout } from '../logic/pictures';
import { landed, planTwisterSpin } from '../logic/spin';
import type { settings as schema } from '../settings';
import type { TwisterStat, TwisterState } from '../state';
import { t } from '../texts';
import { drawBodyPart } from './body-part-art';
import { MatMap } from './mat-map';

const PART_WHEEL = { x: 330, y: 455, radius: 200 };
const WORD_WHEEL = { x: 890, y: 455, radius: 245 };
const MAP = { x: 1240, y: 200, width: 620, height: 500 };
const CALL_Y = 770;
const CALL_WIDTH = 1760;
const BUTTONS_Y = 900;
const HEADING = { x: 600, y: 82, maxWidth: 560 };
const TIMER = { x: 1500, y: 82 };
/** The part wheel's segment colours (the word wheel's are the mat's). */
const PART_COLOURS = [COLOURS.coral, COLOURS.sky, COLOURS.mint, COLOURS.sun];
/** Ticks closer than this would buzz: the wheel passes 40 words many times a second at first. */
const TICK_GAP_MS = 55;

type Phase = 'ready' | 'spinning' | 'called' | 'judged';

/**
 * Twister (design/games.md #15) for a real floor mat: the teacher (or a child) spins, the spinner calls a body part
 * and a word of the mat ('Right hand… apple!'), the team's child on the mat puts it there, and the teacher judges:
 * made it (a point) or fell (the team's next child steps on). The spinner's two wheels land where
 * games/mechanics/wheel planned (logic/spin); the mat is common's plan, the same the printed PDF shows.
 */
export class PlayScene extends GamePlayScene<typeof schema, TwisterState, TwisterStat> {
  /** Read by the browser test and the bench: keep the names. */
  private phase: Phase = 'ready';
  private call: { part: BodyPart; word: string; index: number; text: string } | null = null;
  private spinButton: KitButton | null = null;
  private plan!: MatPlan;
  private parts: BodyPart[] = [];
  private partWheel!: SpinnerWheel;
  private wordWheel!: SpinnerWheel;
  private map!: MatMap;
  private callLine!: Phaser.GameObjects.Text;
  /** The called word's picture on its disc after the call, when the list has one. */
  private callPicture: Phaser.GameObjects.Container | null = null;
  private judgeButtons: KitButton[] = [];
  private timer: Timer | null = null;
  private round = newTwisterRound(1, 1);
  private lastTick = 0;
  private told: string[] = [];
  /** The teacher revealed the called word's tile (its class outcome: revealed). */
  private revealed = false;

  protected play(start: PlayStart<TwisterState>): void {
    const settings = this.kit.settings;
    this.told = [...start.state.told];
    const { words, left } = twisterMatWords(this.kit.words.map((word) => word.text));
    this.plan = matPlan(words);
    this.parts = bodyParts(settings.leftRight);
    this.round = newTwisterRound(this.kit.teams.count, settings.spins);

    this.drawTopCard();
    addTurnHeading(this, HEADING.x, HEADING.y, { solo: t('play.heading'), maxWidth: HEADING.maxWidth });
    addScoreboard(this, 1018);
    this.partWheel = new SpinnerWheel(this, {
      ...PART_WHEEL,
      segments: this.parts.map((part, i) => ({
        colour: PART_COLOURS[i % PART_COLOURS.length]!,
        picture: (scene, x, y, rotation, size) =>
          drawBodyPart(scene, x, y, part, Math.min(size, 150)).setRotation(rotation + Math.PI / 2),
      })),
    });
    this.wordWheel = new SpinnerWheel(this, {
      ...WORD_WHEEL,
      segments: this.plan.tiles.map((tile) => ({ colour: MAT_COLOURS[tile.colour]!, label: tile.word })),
    });
    this.map = new MatMap(this, this.plan, MAP);
    this.callLine = this.add.text(960, CALL_Y, '', { ...TEXT.title }).setOrigin(0.5);
    const seconds = settings.seconds;
    this.timer = seconds > 0 ? addTimer(this, TIMER.x, TIMER.y, { seconds, onDone: () => this.judge('timeUp') }) : null;
    this.timer?.container.setVisible(false);
    this.timer?.stop();
    // A tap on either wheel spins them too.
    for (const wheel of [PART_WHEEL, WORD_WHEEL]) {
      this.add
        .circle(wheel.x, wheel.y, wheel.radius, COLOURS.white, 0.001)
        .setInteractive({ useHandCursor: true })
        .on('pointerdown', () => this.spin());
    }

    this.kit.setPanelHandlers({
      skip: () => this.skip(),
      reveal: () => this.reveal(),
      // Left and right change the part wheel: the round starts again (its scores stay); the rest apply as they come.
      onSettingsChange: (values) => {
        if (values.leftRight !== settings.leftRight) this.scene.restart(this.start);
      },
    });

    tellLeftOut(this, {
      leftOut: left.map((entry) => ({ entry })),
      told: this.told,
      nonePlayable: false,
      report: (items) => leftOutReport(items, words.length),
      titles: { some: t('leftOut.title'), none: t('leftOut.title') },
      play: () => this.ready(),
      end: () => this.kit.finishGame(),
    });
  }

  /** A cream strip behind the turn's heading and the clock, so they read on any background. */
  private drawTopCard(): void {
    const g = this.add.graphics();
    g.fillStyle(COLOURS.ink).fillRoundedRect(234, 16, 1422, 132, 44);
    g.fillStyle(COLOURS.cream).fillRoundedRect(240, 22, 1410, 120, 38);
  }

  // ── A turn: spin, call, judge ─────────────────────────────────────────────────────────────────────────────────

  /** The next team's spin: the Spin button (Space or Enter), or a tap on a wheel. */
  private ready(): void {
    this.phase = 'ready';
    this.call = null;
    this.setCallLine('', COLOURS.white);
    this.map.show(null);
    for (const button of this.judgeButtons) button.destroy();
    this.judgeButtons = [];
    this.spinButton = addButton(this, 960, BUTTONS_Y, t('play.spin'), () => this.spin(), {
      width: 480,
      height: 130,
      colour: COLOURS.violet,
      fontSize: 80,
      key: 'SPACE',
    });
    popIn(this, this.spinButton);
  }

  private spin(): void {
    if (this.phase !== 'ready') return;
    this.phase = 'spinning';
    this.spinButton?.destroy();
    this.spinButton = null;
    this.kit.play('spin');
    const spin = planTwisterSpin(
      this.parts.length,
      this.plan.tiles.length,
      { part: this.partWheel.angle, word: this.wordWheel.angle },
      () => this.kit.rng.next(),
    );
    let stopped = 0;
    const done = () => {
      stopped++;
      if (stopped === 2) this.landed();
    };
    const tick = () => {
      if (this.time.now - this.lastTick < TICK_GAP_MS) return;
      this.lastTick = this.time.now;
      this.kit.play('tick');
      this.showPassing();
    };
    this.partWheel.spin(spin.part, { onTick: tick, onDone: done });
    this.wordWheel.spin(spin.word, { onTick: tick, onDone: done });
  }

  /** While the wheels turn, the line shows what is under the pointers. */
  private showPassing(): void {
    const now = landed(
      { part: this.partWheel.angle, word: this.wordWheel.angle },
      this.parts,
      this.plan.tiles.map((t) => t.word),
    );
    this.setCallLine(`${partName(now.part)}… ${now.word}`, COLOURS.neutral);
  }

  private landed(): void {
    const parts = this.parts;
    const words = this.plan.tiles.map((t) => t.word);
    const at = landed({ part: this.partWheel.angle, word: this.wordWheel.angle }, parts, words);
    const index = this.wordWheel.segment;
    const text = callText(at.part, at.word);
    this.call = { part: at.part, word: at.word, index, text };
    this.phase = 'called';
    this.revealed = false;
    this.setCallLine(text, COLOURS.white, at.word);
    popIn(this, this.callLine, 0, this.callLine.scale);
    if (this.callPicture) popIn(this, this.callPicture, 0, this.callPicture.scale);
    this.kit.speech.say(text);
    const team = this.kit.teams.current;
    const width = 380;
    this.judgeButtons = [
      addButton(this, 960 - width - 40, BUTTONS_Y, t('play.sayAgain'), () => this.kit.speech.say(text), {
        width,
        colour: COLOURS.coral,
        fontSize: 52,
        key: 'A',
      }),
      addButton(this, 960, BUTTONS_Y, t('play.made'), () => this.judge('made'), {
        width,
        colour: COLOURS.correct,
        key: 'C',
      }),
      addButton(this, 960 + width + 40, BUTTONS_Y, t('play.fell'), () => this.judge('fell'), {
        width,
        colour: COLOURS.wrong,
        key: 'X',
      }),
    ];
    this.judgeButtons.forEach((button, i) => popIn(this, button, 80 * i));
    burst(this, WORD_WHEEL.x, WORD_WHEEL.y - WORD_WHEEL.radius, team.colour, 16);
    if (this.timer) {
      this.timer.reset(this.kit.settings.seconds);
      this.timer.container.setVisible(true);
      this.timer.start();
    }
  }

  /** The call line; `word`: the called word, whose picture (when the list has one) stands after the call. */
  private setCallLine(text: string, colour: number, word?: string): void {
    this.callPicture?.destroy();
    this.callPicture = null;
    this.callLine
      .setText(text)
      .setScale(1)
      .setColor(`#${colour.toString(16).padStart(6, '0')}`);
    const { size } = CALL_PICTURE;
    const hasPicture = word !== undefined && this.kit.pictures.has(word);
    const { scale, textX, pictureX } = callLayout(this.callLine.width, hasPicture, 960, CALL_WIDTH);
    this.callLine.setScale(scale).setX(textX);
    const picture = word !== undefined && pictureX !== null ? addWordPicture(this, 0, 0, word, size * 0.76) : null;
    if (picture) {
      const disc = this.add.circle(0, 0, size / 2, COLOURS.cream).setStrokeStyle(8, COLOURS.ink);
      this.callPicture = this.add.container(pictureX!, CALL_Y, [disc, picture]);
    }
  }

  /** The teacher's (or the clock's) judgement of the move: a point, or none. */
  private judge(result: MoveResult): void {
    if (this.phase !== 'called') return;
    this.phase = 'judged';
    this.timer?.stop();
    const event = moveEvent(result, this.revealed);
    if (event && this.call) this.kit.reportWord(this.call.word, wordOutcome(event));
    for (const button of this.judgeButtons) button.destroy();
    this.judgeButtons = [];
    const teams = this.kit.teams;
    const points = pointsFor(result);
    if (points > 0) {
      teams.award(teams.teams.indexOf(teams.current), points);
      this.kit.play('correct');
      burst(this, 960, CALL_Y, teams.current.colour);
      popText(this, 960, CALL_Y - 120, `+${points}`, { colour: teams.current.colour });
    } else if (result !== 'skipped') {
      this.kit.play('wrong');
      shake(this);
      popText(this, 960, CALL_Y - 120, result === 'timeUp' ? t('play.time') : t('play.nextPlayer'), {
        colour: COLOURS.wrong,
      });
    }
    const over = movePlayed(this.round, result);
    this.time.delayedCall(1100, () => {
      this.timer?.container.setVisible(false);
      teams.nextTurn();
      if (!over) return this.ready();
      this.endRound();
    });
  }

  private skip(): void {
    if (this.phase === 'called') this.judge('skipped');
  }

  /** The teacher's Reveal: the word's tile lights on the little mat ('apple is on B3') and the call is said again. */
  private reveal(): void {
    if (this.phase !== 'called' || !this.call) return;
    if (!this.revealed) this.kit.reportWord(this.call.word, wordOutcome('revealed'));
    this.revealed = true;
    this.map.show(this.call.index);
    this.kit.speech.say(this.call.text);
  }

  private endRound(): void {
    const stats = { movesMade: this.kit.stats.movesMade + this.round.made };
    if (this.start.round >= this.kit.settings.rounds) return this.kit.finishGame({ stats });
    this.kit.endRound({ state: { told: this.told }, summary: roundSummary(this.round), stats });
  }
}
