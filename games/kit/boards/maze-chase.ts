// A maze chase's play, shared by Alien Chase and Alien Chase Basic: the maze on the left of the stage, the
// character, the aliens and the answer zones on it, the spoken word's question in the right column, the frame's
// moves, a catch and the character's return to the start. The games keep their own rules (turns or lives, zaps,
// rounds) and configure this: their play scene extends MazeChaseScene, which holds a MazeChase.
import type Phaser from 'phaser';
import {
  PLAYER_SPEED,
  alienSpeedOf,
  levelOf,
  type AlienPace,
  type ChaseZoneOutcome,
  type LevelConfig,
} from '../../mechanics/maze/chase';
import type { Kit, PlayStart, RoundEnd } from '../kit';
import type { SettingsSchema, SettingsValues } from '../logic/settings';
import { GamePlayScene } from '../scenes/game-play-scene';
import { shake } from '../ui/juice';
import { askQuestion, type Question } from '../ui/question';
import { COLOURS } from '../ui/theme';
import { MazeAliens, type MazeAlien } from './maze-aliens';
import { MazeBoard, MazePlayer } from './maze-board';
import { MazeZones, type MazeZone } from './maze-zones';
import { kitText } from '../logic/i18n';

/** The maze's columns and rows: cells ≥ 96 px on the left of the stage, so a tap on a cell is an easy target. */
const MAZE_COLS = 12;
const MAZE_ROWS = 8;
const MAZE_X = 60;
/** The right column (whose turn, the level, the spoken word, the arrow pad). */
export const MAZE_PANEL_X = 1680;
/** Where the character starts, and comes back to after a catch. */
const MAZE_START_CELL = 4 * MAZE_COLS + 5;
const PAD_Y = 900;
/** Real elapsed time is capped at this many ms a frame, so a mover never jumps past another. */
const MAX_FRAME_MS = 100;

export type MazeChasePhase = 'play' | 'pause' | 'over';

type ChaseKit = Pick<Kit, 'play' | 'deck' | 'images' | 'picturesOnly'>;

export interface MazeChaseOptions {
  /** Cell size in px, and the maze's top edge. */
  cell: number;
  y: number;
  /** The maze's canvas texture key (one per game). */
  texture: string;
  /** The maze's seed (drawn from the kit's rng by the scene, before anything else is). */
  seed: number;
  /** The game's seeded random (0–1). */
  random: () => number;
  /** The character's first picture. */
  hero: string;
  /** Whether the play goes on (not paused nor over): the character stops when it no longer does. */
  playing: () => boolean;
  /** The character walked into an answer zone while the question was open: the game's rules judge it. */
  onZone: (zone: MazeZone, question: Question) => void;
}

/** The maze chase of a play scene: build it in `create`, call `step` in `update`. */
export class MazeChase {
  readonly board: MazeBoard;
  readonly signs: MazeZones;
  readonly aliens: MazeAliens;
  /** The character (`addPlayer`). */
  player!: MazePlayer;
  /** The word asked now (the kit's question, answered by walking: its prompt, its words for the zones). */
  question: Question | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly kit: ChaseKit,
    private readonly options: MazeChaseOptions,
  ) {
    this.board = new MazeBoard(scene, {
      cols: MAZE_COLS,
      rows: MAZE_ROWS,
      cell: options.cell,
      x: MAZE_X,
      y: options.y,
      texture: options.texture,
      seed: options.seed,
    });
    this.signs = new MazeZones(scene, this.board, options.random);
    this.aliens = new MazeAliens(scene, this.board, options.random);
  }

  /**
   * Puts the character on the maze (the arrow pad, the arrow keys and W, A, S, D: a press sets the way to go, kept
   * until a wall), after the game's panel so it draws over it.
   */
  addPlayer(): MazePlayer {
    this.player = new MazePlayer(this.scene, this.board, {
      texture: this.options.hero,
      start: MAZE_START_CELL,
      speed: PLAYER_SPEED,
      pad: { x: MAZE_PANEL_X, y: PAD_Y },
      onArrive: (cell) => this.arrive(cell),
    });
    return this.player;
  }

  /** The answer zones on the maze. */
  get zones(): readonly MazeZone[] {
    return this.signs?.list ?? [];
  }

  /** As many aliens as the level asks for; new ones arrive in the corners farthest from the character. */
  fillAliens(level: LevelConfig): void {
    this.aliens.fill(level.aliens, this.kit.images.all('monsters'), this.player.cell);
  }

  /**
   * The deck's next word: the level's zones (not under an alien, nor in a corner where a new one may arrive; a list
   * too short to fill them all leaves the extra ones out) hold the question's words (with their pictures, or only
   * those with the game's 'Pictures only'), the level's aliens come in.
   * Found by walking is judged in `onZone`, where the zone is known; a skip (the panel) calls `onSkip`.
   */
  ask(level: LevelConfig, promptY: number, onSkip: () => void): Question {
    const avoid = [...this.board.corners, ...this.aliens.cells()];
    const cells = this.signs.cellsFor(level.zones, this.player.cell, avoid);
    this.question?.destroy();
    const question = askQuestion(
      this.scene,
      this.kit.deck.next(),
      'act',
      (answer) => answer.right === null && onSkip(),
      {
        choices: cells.length,
        // The right column's panel is 420 wide: a long word shrinks to fit inside it.
        prompt: { x: MAZE_PANEL_X, y: promptY, maxWidth: 380 },
      },
    );
    this.question = question;
    this.signs.show(
      cells,
      question.choices.map((e) => e.text),
      this.kit.picturesOnly,
    );
    this.fillAliens(level);
    return question;
  }

  /** The teacher's Reveal: the word is shown and said, and its zone's sign shows it (with its picture). */
  reveal(): void {
    const question = this.question;
    if (!question) return;
    question.reveal();
    if (!question.answered) this.signs.reveal(question.target.text);
  }

  /** The character arrived at a cell: a zone there answers. Whether it goes on (the play has not paused). */
  private arrive(cell: number): boolean {
    const zone = this.signs.entered(cell);
    if (zone && this.question && !this.question.answered) this.options.onZone(zone, this.question);
    return this.options.playing();
  }

  /** A wrong zone: a gentle buzz and the word again, no penalty beyond the time it cost. */
  wrong(zone: MazeZone, question: Question): void {
    this.kit.play('wrong');
    this.signs.shake(zone);
    question.tryAgain();
  }

  /** The right zone: it lights up, the word is said, the character hops; a new level is announced. */
  right(zone: MazeZone, question: Question, newLevel: number | null): void {
    this.signs.light(zone);
    question.answer(true);
    this.kit.play('correct');
    this.player.hop();
    this.player.clearRoute();
    if (newLevel !== null) this.board.banner(kitText('maze.level', { level: newLevel }), COLOURS.sun);
  }

  /**
   * One frame of play: the character moves, then (if the play goes on) the aliens at the level's speed and keenness.
   * Real elapsed time, not Phaser's smoothed delta (which it caps near one 60 Hz frame): on an old classroom PC
   * drawing 10 frames a second the chase keeps its speed instead of turning into slow motion. Capped, so a mover
   * never jumps past another (at most 0.4 + 0.26 cells a frame, under the 1.2 of two reaches). The alien that
   * caught the character (only when `canCatch`), else null.
   */
  step(time: number, alienSpeed: number, level: LevelConfig, canCatch: boolean): MazeAlien | null {
    const dt = Math.min(this.scene.game.loop.rawDelta, MAX_FRAME_MS) / 1000;
    this.player.move(dt);
    if (!this.options.playing()) return null;
    return this.aliens.move(alienSpeed * dt, level.chase, this.player.mover, time, canCatch) ?? null;
  }

  /** A friendly tumble: a buzz, the character spins, dizzy stars pop, the alien does a little happy hop. */
  caught(alien: MazeAlien, line: string): void {
    this.kit.play('wrong');
    shake(this.scene, 0.005, 200);
    this.player.tumble();
    this.aliens.cheer(alien);
    this.board.banner(line);
    this.player.clearRoute();
  }

  /** After a catch: the character back on its start cell, blinking for `safeMs`, the aliens scattered from it. */
  respawn(safeMs: number): void {
    this.player.reset(MAZE_START_CELL);
    this.signs.rearm();
    this.aliens.scatter(MAZE_START_CELL);
    this.player.blink(safeMs);
  }

  /** The game's end: the character stops, the line goes across the maze, then `finish` (the kit's podium). */
  end(line: string, finish: () => void): void {
    this.player.locked = true;
    this.scene.time.delayedCall(900, () => {
      this.board.banner(line);
      this.scene.time.delayedCall(1800, finish);
    });
  }
}

/** What a maze chase game gives its scene: its levels, its rules' settings, its rule for an entered zone. */
export interface MazeChaseRules<S extends SettingsSchema, Chase, R, Found extends { levelUp: boolean }> {
  levels: readonly LevelConfig[];
  toRules: (values: SettingsValues<S>) => R;
  /** The character entered the zone labelled `word` while `target` was spoken (updates `chase`). */
  enterZone: (chase: Chase, word: string, target: string, rules: R) => ChaseZoneOutcome<Found>;
}

/**
 * A maze chase's play scene (a `GamePlayScene`: the kit, the background, the no-words notice), configured by its
 * game: its table of levels, its rules' view of the teacher's settings, how a zone is judged, what a found word, a
 * skip and a catch do. It holds the maze chase, the game's chase state (`chase`, with its level) and settings
 * (`rules`, with the aliens' pace), the phase and the moment the aliens may catch again; it moves everything every
 * frame and answers the teacher panel's skip and reveal through the question.
 */
export abstract class MazeChaseScene<
  S extends SettingsSchema,
  State extends { chase: { level: number } },
  C extends string,
  R extends { pace: AlienPace },
  Found extends { levelUp: boolean },
> extends GamePlayScene<S, State, C> {
  protected maze!: MazeChase;
  /** The game's rules' settings (the browser test reads `chase`: keep the name). */
  protected rules!: R;
  protected chase!: State['chase'];
  protected phase: MazeChasePhase = 'pause';
  /** Aliens cannot catch the character before this time (the browser test sets it to Infinity: keep the name). */
  protected safeUntil = 0;
  protected readonly random = () => this.kit.rng.next();

  /** The game's levels and rules (a field of the game's scene). */
  protected abstract readonly chaseRules: MazeChaseRules<S, State['chase'], R, Found>;

  /** The answer zones on the maze (the browser test and the bench read them: keep the name). */
  get zones(): readonly MazeZone[] {
    return this.maze?.zones ?? [];
  }

  /** The word asked (the browser test and the bench read it: keep the name). */
  get target() {
    return this.maze?.question?.target ?? null;
  }

  /** The right zone was found (the play has paused, the zone lit up, the word said). */
  protected abstract found(outcome: Found): void;
  /** The teacher skipped the word (the play has paused). */
  protected abstract skipped(): void;
  /** An alien caught the character (the play has paused). */
  protected abstract caughtBy(alien: MazeAlien): void;

  /** The game's panel, its character, its first word (the list has words). */
  protected abstract setUp(start: PlayStart<State>): void;

  /** The settings and the chase, then the game's `setUp` (the kit drew the background; the list has words). */
  protected play(start: PlayStart<State>): void {
    this.rules = this.chaseRules.toRules(this.kit.settings);
    this.chase = start.state.chase;
    this.setUp(start);
  }

  /** The maze, its zones and aliens (the character comes with `maze.addPlayer()`, after the game's panel). */
  protected addMaze(options: Omit<MazeChaseOptions, 'random' | 'playing' | 'onZone'>): MazeChase {
    this.maze = new MazeChase(this, this.kit, {
      ...options,
      random: this.random,
      playing: () => this.phase === 'play',
      onZone: (zone, question) => this.enter(zone, question),
    });
    return this.maze;
  }

  /**
   * The teacher panel: skip and reveal through the question, so a word ends once; not while the character is caught.
   * A settings change applies to `rules` at once (speeds are read every frame), then `then`.
   */
  protected setChaseHandlers(then?: () => void): void {
    this.kit.setPanelHandlers({
      skip: () => (this.phase === 'play' ? this.maze.question?.skip() : undefined),
      reveal: () => this.maze.reveal(),
      onSettingsChange: (values) => {
        this.rules = this.chaseRules.toRules(values);
        then?.();
      },
    });
  }

  /** The current level's row of the game's table. */
  protected levelConfig(): LevelConfig {
    return levelOf(this.chaseRules.levels, this.chase.level);
  }

  /** The deck's next word on the level's zones, its prompt at `promptY` in the right column; the play goes on. */
  protected ask(promptY: number): void {
    this.maze.ask(this.levelConfig(), promptY, () => this.skip());
  }

  private enter(zone: MazeZone, question: Question): void {
    const outcome = this.chaseRules.enterZone(this.chase, zone.word, question.target.text, this.rules);
    if (outcome.kind === 'wrong') return this.maze.wrong(zone, question);
    if (outcome.kind !== 'right') return;
    this.phase = 'pause';
    this.maze.right(zone, question, outcome.levelUp ? this.chase.level : null);
    this.found(outcome);
  }

  /** The kit's round end (the standings, the save) in `ms`. */
  protected endRoundIn(ms: number, end: RoundEnd<State, C>): void {
    this.time.delayedCall(ms, () => this.kit.endRound(end));
  }

  private skip(): void {
    if (this.phase !== 'play') return;
    this.phase = 'pause';
    this.skipped();
  }

  override update(time: number): void {
    if (this.phase !== 'play') return;
    const speed = alienSpeedOf(this.chaseRules.levels, this.chase.level, this.rules.pace);
    const alien = this.maze.step(time, speed, this.levelConfig(), time >= this.safeUntil);
    if (!alien) return;
    this.phase = 'pause';
    this.caughtBy(alien);
  }
}
