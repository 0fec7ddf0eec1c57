import type Phaser from 'phaser';
import {
  addCannon,
  addScoreboard,
  addTimer,
  addTurnHeading,
  askQuestion,
  banner,
  type Cannon,
  COLOURS,
  css,
  GamePlayScene,
  type KitImage,
  lettersOf,
  popText,
  type PlayStart,
  type Question,
  shake,
  tellLeftOut,
  TEXT,
  type Timer,
  WordDeck,
} from '../../kit';
import { restoreCast } from '../../mechanics/battle/cast';
import { type Shot, shoot, startWave, timeUp, type Wave, type WaveEnd, waveHits } from '../logic/blockade';
import { type Ufo } from '../logic/formation';
import { afterWave, type BlockadeState, waveBanner, waveSummary } from '../logic/game';
import { CANNON_Y, columnX, FIELD, FIELD_CENTRE, PANEL_X } from '../logic/layout';
import { fewerColumnsHelp, leftOutReport, type LeftOutSign, signWords } from '../logic/signs';
import { t } from '../texts';
import { type Direction, isRight, moveSights, pickTarget, rightUfos, ufoAt } from '../logic/targeting';
import { type BlockadeRules, type settings as schema, toRules, waveRules } from '../settings';
import type { BlockadeStat } from '../state';
import { FormationView } from './formation-view';
import { ShieldView } from './shield-view';

/** The right column: whose turn, the wave, the spoken word, the clock. */
const PANEL = { top: 150, bottom: 1040, width: 400 };
const OVERLAY_DEPTH = 100;
const ARROWS = new Map<string, Direction>([
  ['ArrowLeft', 'left'],
  ['ArrowRight', 'right'],
  ['ArrowUp', 'up'],
  ['ArrowDown', 'down'],
]);

/**
 * UFO Blockade (design/games.md #13): rows of UFOs (the teacher's monsters) carrying words hang over the shields.
 * A word is spoken; a student taps its UFO (or aims with the arrow keys and fires with Enter or Space), and the
 * team's cannon, its character, throws one of its powers at it. The right UFO goes down and scores; a wrong one, or
 * the clock running out, moves every UFO a step down, and those reaching the shields break through and crack them.
 * A wave is a round; the shields carry over; the game ends after the teacher's waves, or when the UFOs land.
 */
export class PlayScene extends GamePlayScene<typeof schema, BlockadeState, BlockadeStat> {
  private rules!: BlockadeRules;
  private state!: BlockadeState;
  private deck!: WordDeck;
  private cast: KitImage[] = [];
  /** The wave being played (the browser test and the bench read it: keep the name). */
  wave: Wave | null = null;
  private formation!: FormationView;
  private shields!: ShieldView;
  private cannon!: Cannon;
  private waveLine!: Phaser.GameObjects.Text;
  private timer: Timer | null = null;
  /** The word asked now (the browser test reads it: keep the name). */
  question: Question | null = null;
  private last: string | null = null;
  /** Between a shot and the next question nothing fires. */
  busy = true;
  private ended = false;

  protected play(start: PlayStart<BlockadeState>): void {
    this.rules = toRules(this.kit.settings);
    this.state = { ...start.state, shields: start.state.shields.slice(), told: start.state.told.slice() };
    const characters = this.kit.images.all('characters');
    this.cast = restoreCast(start.state.cast, characters, this.kit.teams.count, () =>
      this.kit.rng.next(),
    ) as KitImage[];
    this.state.cast = this.cast.map((c) => c.key);
    const signs = signWords(this.kit.words, this.rules.columns);
    this.deck = new WordDeck(signs.words, this.kit.rng);

    this.shields = new ShieldView(this, this.state.shields);
    this.formation = new FormationView(this, this.rules.columns);
    const lane = { min: columnX(0, this.rules.columns), max: columnX(this.rules.columns - 1, this.rules.columns) };
    this.cannon = addCannon(this, { x: FIELD_CENTRE, y: CANNON_Y, minX: lane.min, maxX: lane.max, size: 110 });
    this.manCannon();
    this.drawPanel();
    addScoreboard(this, 72, { x: 760, width: Math.min(1240, this.kit.teams.count * 320) });

    this.kit.setPanelHandlers({
      skip: () => this.skip(),
      reveal: () => this.reveal(),
      onSettingsChange: () => this.scene.restart(this.start),
    });
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => this.tap(pointer));
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => this.key(event));
    this.tellLeftOut(signs.leftOut, signs.words.length === 0);
  }

  override update(time: number): void {
    this.formation?.update(time);
  }

  private drawPanel(): void {
    const { top, bottom, width } = PANEL;
    this.add
      .graphics()
      .fillStyle(COLOURS.ink, 0.55)
      .fillRoundedRect(PANEL_X - width / 2, top, width, bottom - top, 36);
    addTurnHeading(this, PANEL_X, top + 70, { solo: t('play.heading'), maxWidth: 250 }).setColor(css(COLOURS.white));
    this.waveLine = this.add.text(PANEL_X, top + 160, '', { ...TEXT.small, color: css(COLOURS.white) }).setOrigin(0.5);
    const seconds = this.rules.seconds;
    this.timer = seconds > 0 ? addTimer(this, PANEL_X, 780, { seconds, onDone: () => this.outOfTime() }) : null;
    this.timer?.stop();
  }

  // ── Waves and shots ─────────────────────────────────────────────────────────────────────────────────────────

  private startWave(): void {
    const words = this.deck.take(this.rules.rows * this.rules.columns).map((entry) => entry.text);
    this.wave = startWave(words, waveRules(this.rules, this.kit.teams.count), this.state.shields);
    const monsters = this.kit.images.all('monsters').map((m) => m.key);
    this.formation.show(this.wave.formation, monsters, (list) => this.kit.rng.pick(list), {
      key: (word) => this.kit.pictures.key(word),
      picturesOnly: this.kit.picturesOnly,
    });
    const number = this.state.waves + 1;
    this.waveLine.setText(t('play.waveOf', { number, total: Math.max(number, this.rules.waves) }));
    this.time.delayedCall(900, () =>
      banner(this, t('play.wave', { number }), FIELD_CENTRE, 560, { depth: OVERLAY_DEPTH }),
    );
    this.time.delayedCall(2100, () => this.nextShot());
  }

  /** The team up gets the cannon, and a word one of the UFOs carries is spoken. */
  private nextShot(): void {
    const wave = this.wave;
    if (this.ended || !wave) return;
    const target = pickTarget(wave.formation, () => this.kit.rng.next(), this.last);
    if (target === null) return;
    this.last = target;
    this.manCannon();
    this.question?.destroy();
    // Scored here, shot by shot; the kit's question says the word, reveals it and sends a missed one back.
    this.question = askQuestion(this, { text: target, letters: lettersOf(target) }, 'act', () => undefined, {
      choices: 1,
      prompt: { x: PANEL_X, y: 470, maxWidth: PANEL.width - 40 },
    });
    this.timer?.reset();
    this.timer?.start();
    // Unlocked on the next tick: the key that closed a dialog must not also fire.
    this.time.delayedCall(0, () => (this.busy = false));
  }

  /** The team up's character takes the cannon, in the team's colour. */
  private manCannon(): void {
    this.cannon.setCharacter((this.cast[this.teamIndex()] as KitImage).key, this.kit.teams.current.colour);
  }

  private teamIndex(): number {
    const teams = this.kit.teams;
    return Math.max(0, teams.teams.indexOf(teams.current));
  }

  private tap(pointer: Phaser.Input.Pointer): void {
    if (this.busy || !this.wave) return;
    const ufo = ufoAt(this.wave.formation, { x: pointer.worldX, y: pointer.worldY }, this.formation.sway);
    if (!ufo) return;
    this.formation.aim(null);
    this.fire(ufo);
  }

  /** Arrows move the sights over the UFOs (the first one shows them); Enter or Space fires at the UFO in them. */
  private key(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey || !this.wave || this.ended) return;
    const direction = ARROWS.get(event.key);
    if (direction) {
      event.preventDefault?.();
      this.formation.aim(moveSights(this.wave.formation, this.formation.aimed, direction));
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const ufo = this.formation.aimed === null ? undefined : this.wave.formation.ufos[this.formation.aimed];
    if (this.busy || event.repeat || !ufo || ufo.state !== 'flying') return;
    event.preventDefault?.();
    this.fire(ufo);
  }

  /** The team's cannon slides under the UFO and throws one of its character's powers at it. */
  private fire(ufo: Ufo): void {
    const question = this.question;
    if (this.busy || !question || question.answered || ufo.state !== 'flying') return;
    this.busy = true;
    this.timer?.stop();
    const team = this.teamIndex();
    const power = this.kit.rng.pick(this.kit.images.powersOf(this.cast[team] as KitImage));
    this.kit.play('spin');
    this.cannon.fire(power, this.formation.centreOf(ufo), () => {
      const wave = this.wave;
      if (!wave || this.ended) return;
      this.resolve(shoot(wave, ufo.id, question.target.text, team), team);
    });
  }

  /** The clock ran out: a miss, nobody fired. */
  private outOfTime(): void {
    const wave = this.wave;
    if (this.busy || !wave || !this.question || this.question.answered) return;
    this.busy = true;
    popText(this, this.cannon.x, CANNON_Y - 200, t('play.tooLate'), { colour: COLOURS.coral, size: 80 });
    this.resolve(timeUp(wave, this.question.target.text), this.teamIndex());
  }

  private resolve(shot: Shot, team: number): void {
    const question = this.question;
    if (shot.kind === 'none' || !question) {
      this.busy = false;
      return;
    }
    if (shot.kind === 'hit') {
      const colour = this.kit.teams.teams[team]?.colour ?? COLOURS.sun;
      const at = this.formation.centreOf(shot.ufo);
      this.formation.explode(shot.ufo, colour);
      shot.awards.forEach((points, i) => points > 0 && this.kit.teams.award(i, points));
      popText(this, at.x, at.y - 60, '+1', { colour, size: 110 });
      this.kit.play('correct');
      this.cannon.cheer();
      question.answer(true);
      return this.afterShot(shot.end, 1200);
    }
    // A miss: the shot bounces off, the right UFO lights up and the word is said; then everything moves down.
    if (shot.ufo) this.formation.deflect(shot.ufo);
    this.kit.play('wrong');
    shake(this, 0.004, 160);
    question.answer(false);
    this.formation.light(shot.right);
    const formation = this.wave?.formation;
    if (!formation) return;
    this.time.delayedCall(1100, () =>
      this.formation.descend(formation, () => {
        this.kit.play('tick');
        this.breakThrough(shot.through, () => this.afterShot(shot.end, 500));
      }),
    );
  }

  /** The UFOs that reached the shields dive into them one after another; each shield cracks. */
  private breakThrough(through: Extract<Shot, { kind: 'miss' }>['through'], done: () => void): void {
    if (through.length === 0) return done();
    through.forEach(({ ufo, shield }, i) => {
      const from = this.formation.centreOf(ufo);
      this.time.delayedCall(i * 260, () =>
        this.formation.crash(ufo, this.shields.hitPoint(shield, from.x), () => {
          this.kit.play('wrong');
          if (shield >= 0) this.shields.crack(shield, this.wave?.shields[shield] ?? 0);
          if (i === through.length - 1) this.time.delayedCall(400, done);
        }),
      );
    });
  }

  /** The turn passes; the wave goes on, or ends. */
  private afterShot(end: WaveEnd | null, delay: number): void {
    this.kit.teams.nextTurn();
    if (end) return void this.time.delayedCall(delay, () => this.endWave(end));
    this.time.delayedCall(delay, () => this.nextShot());
  }

  // ── The teacher panel ───────────────────────────────────────────────────────────────────────────────────────

  /** Skip: no shot, nobody scores, the UFOs stay; the next team hears a new word. */
  private skip(): void {
    if (this.busy || !this.question || this.question.answered || this.ended) return;
    this.busy = true;
    this.timer?.stop();
    this.question.skip();
    this.afterShot(null, 300);
  }

  /** Reveal: the word is shown and said, and its UFO glows; the team still shoots. */
  private reveal(): void {
    const wave = this.wave;
    if (!wave || !this.question || this.question.answered) return;
    this.question.reveal();
    this.formation.light(rightUfos(wave.formation, this.question.target.text));
  }

  // ── The end of a wave, and of the game ──────────────────────────────────────────────────────────────────────

  private endWave(end: WaveEnd): void {
    const wave = this.wave;
    if (this.ended || !wave) return;
    this.ended = true;
    this.busy = true;
    this.timer?.stop();
    this.question?.destroy();
    this.question = null;
    this.formation.aim(null);
    const result = afterWave(this.state, wave, end, this.rules.waves);
    this.kit.play(end === 'landed' ? 'wrong' : 'win');
    banner(this, waveBanner(wave, end), FIELD_CENTRE, 520, {
      size: 140,
      stay: true,
      depth: OVERLAY_DEPTH,
      maxWidth: FIELD.right - FIELD.left,
    });
    const stats = { ufosHit: this.kit.stats.ufosHit + waveHits(wave) };
    this.time.delayedCall(2200, () => {
      if (result.over) this.kit.finishGame({ stats });
      else this.kit.endRound({ state: result.state, stats, summary: waveSummary(this.rules.scoring, wave, end) });
    });
  }

  /** The list's entries too long for a UFO, told once a game; fewer UFOs in a row are offered when that helps. */
  private tellLeftOut(leftOut: readonly LeftOutSign[], nonePlayable: boolean): void {
    const columns = this.rules.columns;
    const fewer = { label: t('leftOut.fewer'), action: () => this.kit.updateSettings({ columns: 3 }) };
    tellLeftOut(this, {
      leftOut,
      told: this.state.told,
      nonePlayable,
      report: (items) => leftOutReport(items, columns),
      titles: { none: t('leftOut.none'), some: t('leftOut.some') },
      play: () => this.startWave(),
      end: () => this.kit.finishGame({}),
      fix: (items) => (fewerColumnsHelp(items, columns) ? fewer : null),
      depth: OVERLAY_DEPTH,
    });
  }

  /**
   * The flying UFOs where they are on the stage now, and whether each carries the word asked (the browser test and
   * the bench aim with it: keep the name).
   */
  sky(): { id: number; word: string; x: number; y: number; right: boolean }[] {
    const target = this.question?.answered === false ? this.question.target.text : null;
    return (this.wave?.formation.ufos ?? [])
      .filter((ufo) => ufo.state === 'flying')
      .map((ufo) => ({
        id: ufo.id,
        word: ufo.word,
        ...this.formation.centreOf(ufo),
        right: target !== null && isRight(ufo, target),
      }));
  }
}
