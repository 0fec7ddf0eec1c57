import Phaser from 'phaser';
import {
  COLOURS,
  PLAY_SCENE,
  addBackground,
  addSidePanel,
  askQuestion,
  getKit,
  shake,
  showNoWords,
  type Kit,
  type PlayStart,
  type Question,
  type SidePanel,
} from '../../kit';
import { MazeAliens, type MazeAlien } from '../../kit/boards/maze-aliens';
import { MazeBoard, MazePlayer } from '../../kit/boards/maze-board';
import { MazeZones, type MazeZone } from '../../kit/boards/maze-zones';
import {
  LIVES,
  PLAYER_SPEED,
  alienSpeed,
  caught,
  enterZone,
  levelConfig,
  skipWord,
  type ChaseSettings,
  type ChaseState,
} from '../logic/rules';
import { type settings as schema, toRules } from '../settings';
import type { ChaseStat, RoundState } from '../state';

// The maze fills the left of the stage (cells ≥ 96 px, so a tap on a cell is an easy target); the right column
// holds lives, score, level, the spoken word and the arrow pad.
const COLS = 12;
const ROWS = 8;
const CELL = 115;
const MAZE_X = 60;
const MAZE_Y = 148;
const PANEL_X = 1680;
const START_CELL = 4 * COLS + 5;
/** A kit round is this many words: the kit saves and shows the standings between rounds. */
const WORDS_PER_ROUND = 5;
/** After a catch the character blinks and cannot be caught for a moment. */
const SAFE_MS = 2000;
const MAZE_TEXTURE = 'alienchasebasic:maze';

type Phase = 'play' | 'pause' | 'over';

/**
 * Alien Chase Basic (design/games.md #12): one team steers its character through a maze to the zone holding the
 * spoken word while aliens chase it. Arrow keys, the on-screen pad, or a tap on a cell (the character walks there
 * along the maze). Every found word raises the level (more, faster aliens and more zones) up to 5. The maze, the
 * character, the aliens and the zones are the kit's boards (kit/boards), which Alien Chase draws too.
 */
export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof schema, RoundState, ChaseStat>;
  private rules!: ChaseSettings;
  private chase!: ChaseState;
  private board!: MazeBoard;
  private player!: MazePlayer;
  private aliens!: MazeAliens;
  private signs!: MazeZones;
  /** This word's question (the kit's, answered by walking: its prompt, its words for the zones). */
  private question: Question | null = null;
  private panel!: SidePanel;
  private phase: Phase = 'pause';
  /** Aliens cannot catch the character before this time (the browser test sets it to Infinity: keep the name). */
  private safeUntil = 0;
  private wordsThisRound = 0;
  private readonly random = () => this.kit.rng.next();

  constructor() {
    super(PLAY_SCENE);
  }

  /** The answer zones on the maze (the browser test and the bench read them: keep the name). */
  get zones(): readonly MazeZone[] {
    return this.signs?.list ?? [];
  }

  /** The word asked (the browser test and the bench read it: keep the name). */
  get target() {
    return this.question?.target ?? null;
  }

  create(start: PlayStart<RoundState>): void {
    this.kit = getKit<typeof schema, RoundState, ChaseStat>(this);
    this.rules = toRules(this.kit.settings);
    this.chase = start.state.chase;

    addBackground(this);
    if (this.kit.words.length === 0) return showNoWords(this, this.kit);
    const seed = this.kit.rng.int(2 ** 31);
    this.board = new MazeBoard(this, {
      cols: COLS,
      rows: ROWS,
      cell: CELL,
      x: MAZE_X,
      y: MAZE_Y,
      texture: MAZE_TEXTURE,
      seed,
    });
    this.signs = new MazeZones(this, this.board, this.random);
    this.aliens = new MazeAliens(this, this.board, this.random);
    const hero = this.kit.images.pick('characters').key;
    this.panel = addSidePanel(this, PANEL_X, 160, LIVES, this.chase.lives);
    this.updateHud();
    // The arrow pad (and the arrow keys, W, A, S, D): a press sets the way to go, kept until a wall.
    this.player = new MazePlayer(this, this.board, {
      texture: hero,
      start: START_CELL,
      speed: PLAYER_SPEED,
      pad: { x: PANEL_X, y: 900 },
      onArrive: (cell) => this.arrive(cell),
    });
    this.kit.setPanelHandlers({
      // Through the question, so a word ends once; not while the character is caught (the word is asked again).
      skip: () => (this.phase === 'play' ? this.question?.skip() : undefined),
      reveal: () => this.question?.reveal(),
      onSettingsChange: (values) => {
        // Speed and the number of words apply at once (speeds are read every frame); the starting level applies
        // to the next game.
        this.rules = toRules(values);
        this.updateHud();
      },
    });
    this.syncAliens();
    this.time.delayedCall(400, () => this.nextWord());
  }

  private updateHud(): void {
    this.panel.score.setText(`★ ${this.chase.score} / ${this.rules.words}`);
    this.panel.note.setText(`Level ${this.chase.level}`);
  }

  // ── Words and zones ──────────────────────────────────────────────────────────────────────────────────────────

  private nextWord(): void {
    if (!this.scene.isActive() || this.chase.over) return;
    // Not under an alien, nor in a corner where a new one may arrive.
    const avoid = [...this.board.corners, ...this.aliens.cells()];
    const cells = this.signs.cellsFor(levelConfig(this.chase.level).zones, this.player.cell, avoid);
    this.question?.destroy();
    // Found by walking is scored in `enter`, where the zone is known; a skip (the panel) ends the word here.
    this.question = askQuestion(this, this.kit.deck.next(), 'act', (answer) => answer.right === null && this.skip(), {
      choices: cells.length,
      prompt: { x: PANEL_X, y: 580 },
    });
    // A list too short to fill every zone leaves the extra zones out.
    this.signs.show(
      cells,
      this.question.choices.map((e) => e.text),
    );
    this.syncAliens();
    // A breath to listen before an alien standing next to the character can catch it.
    this.safeUntil = Math.max(this.safeUntil, this.time.now + 800);
    this.phase = 'play';
  }

  /** The character arrived at a cell: a zone there answers. Whether it goes on (the play has not paused). */
  private arrive(cell: number): boolean {
    const zone = this.signs.entered(cell);
    if (zone && this.question && !this.question.answered) this.enter(zone, this.question);
    return this.phase === 'play';
  }

  private enter(zone: MazeZone, question: Question): void {
    const outcome = enterZone(this.chase, zone.word, question.target.text, this.rules);
    if (outcome.kind === 'wrong') {
      // A gentle buzz and the word again: no penalty beyond the time it cost.
      this.kit.play('wrong');
      this.signs.shake(zone);
      return question.tryAgain();
    }
    if (outcome.kind !== 'right') return;
    this.signs.light(zone);
    question.answer(true);
    this.found(outcome.levelUp, outcome.finished);
  }

  private found(levelUp: boolean, finished: boolean): void {
    this.phase = 'pause';
    this.wordsThisRound += 1;
    this.kit.teams.award(0, 1);
    this.kit.play('correct');
    this.player.hop();
    this.player.clearRoute();
    this.updateHud();
    if (levelUp) this.board.banner(`Level ${this.chase.level}!`, COLOURS.sun);
    if (finished) return this.gameOver(true);
    if (this.wordsThisRound >= WORDS_PER_ROUND) {
      this.time.delayedCall(1400, () =>
        this.kit.endRound({
          state: { chase: this.chase } satisfies RoundState,
          summary: `${this.chase.score} words found!`,
        }),
      );
      return;
    }
    this.time.delayedCall(1300, () => this.nextWord());
  }

  private skip(): void {
    if (this.phase !== 'play') return;
    this.phase = 'pause';
    skipWord(this.chase, this.rules);
    this.updateHud();
    if (this.chase.over) return this.gameOver(true);
    this.time.delayedCall(300, () => this.nextWord());
  }

  /** As many aliens as the level asks for; new ones arrive in the corners farthest from the character. */
  private syncAliens(): void {
    this.aliens.fill(levelConfig(this.chase.level).aliens, this.kit.images.all('monsters'), this.player.cell);
  }

  // ── The loop ─────────────────────────────────────────────────────────────────────────────────────────────────

  override update(time: number): void {
    if (this.phase !== 'play') return;
    // Real elapsed time, not Phaser's smoothed delta (which it caps near one 60 Hz frame): on an old classroom PC
    // drawing 10 frames a second the chase keeps its speed instead of turning into slow motion. Capped at 100 ms,
    // so a mover never jumps past another (at most 0.4 + 0.26 cells a frame, under the 1.2 of two reaches).
    const dt = Math.min(this.game.loop.rawDelta, 100) / 1000;
    this.player.move(dt);
    if (this.phase !== 'play') return;
    const speed = alienSpeed(this.chase.level, this.rules.pace) * dt;
    const chase = levelConfig(this.chase.level).chase;
    const alien = this.aliens.move(speed, chase, this.player.mover, time, time >= this.safeUntil);
    if (alien) this.caughtBy(alien);
  }

  // ── Caught, and the end ──────────────────────────────────────────────────────────────────────────────────────

  private caughtBy(alien: MazeAlien): void {
    this.phase = 'pause';
    const outcome = caught(this.chase);
    if (outcome.kind !== 'caught') return;
    this.kit.play('wrong');
    shake(this, 0.005, 200);
    this.panel.hearts.set(outcome.livesLeft);
    // A friendly tumble: the character spins, dizzy stars pop, the alien does a little happy hop.
    this.player.tumble();
    this.aliens.cheer(alien);
    this.board.banner(outcome.finished ? 'Caught!' : 'Caught! Try again!');
    this.player.clearRoute();
    if (outcome.finished) {
      this.time.delayedCall(1400, () => this.gameOver(false));
      return;
    }
    this.time.delayedCall(1600, () => this.respawn());
  }

  private respawn(): void {
    this.player.reset(START_CELL);
    this.signs.rearm();
    this.aliens.scatter(START_CELL);
    this.safeUntil = this.time.now + SAFE_MS;
    this.player.blink(SAFE_MS);
    this.question?.askAgain();
    this.phase = 'play';
  }

  private gameOver(won: boolean): void {
    this.phase = 'over';
    this.player.locked = true;
    const line = won ? `${this.chase.score} words found!` : `Out of hearts! ${this.chase.score} words found!`;
    this.time.delayedCall(900, () => {
      this.board.banner(line);
      this.time.delayedCall(1800, () =>
        this.kit.finishGame({
          stats: { bestScore: Math.max(this.kit.stats.bestScore, this.chase.score) },
        }),
      );
    });
  }
}
