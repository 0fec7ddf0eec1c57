import Phaser from 'phaser';
import {
  COLOURS,
  PLAY_SCENE,
  TEXT,
  addBackground,
  addButton,
  addScoreboard,
  addTurnHeading,
  askQuestion,
  burst,
  css,
  getKit,
  lob,
  popText,
  shake,
  showNoWords,
  type Kit,
  type KitButton,
  type KitImage,
  type PlayStart,
  type Question,
} from '../../kit';
import { MazeAliens, type MazeAlien } from '../../kit/boards/maze-aliens';
import { MazeBoard, MazePlayer } from '../../kit/boards/maze-board';
import { MazeZones, type MazeZone } from '../../kit/boards/maze-zones';
import { assignCharacters } from '../../mechanics/battle/cast';
import {
  PLAYER_SPEED,
  STUN_SECONDS,
  alienSpeed,
  caught,
  enterZone,
  levelConfig,
  skipTurn,
  useZap,
  zapped,
  type ChaseSettings,
  type ChaseState,
} from '../logic/chase';
import { type settings as schema, toRules } from '../settings';
import type { ChaseStat, RoundState } from '../state';

// The maze fills the left of the stage under the scoreboard (cells ≥ 96 px, so a tap on a cell is an easy target);
// the right column holds whose turn it is, the level, the spoken word, the zap button and the arrow pad.
const COLS = 12;
const ROWS = 8;
const CELL = 112;
const MAZE_X = 60;
const MAZE_Y = 150;
const PANEL_X = 1680;
const START_CELL = 4 * COLS + 5;
/** A kit round is two turns of every team: the kit saves and shows the standings between rounds. */
const TURNS_PER_ROUND = 2;
/** After a turn starts the character cannot be caught for a moment. */
const SAFE_MS = 1500;
const MAZE_TEXTURE = 'alienchase:maze';

type Phase = 'play' | 'pause' | 'over';

/**
 * Alien Chase (design/games.md #11): teams take turns steering their character through a maze to the zone holding
 * the spoken word while aliens chase it (arrow keys, the on-screen pad, or a tap on a cell). Every found word raises
 * the difficulty (more, faster aliens and more zones) up to 10 by default; a catch ends the turn. A few zaps a game
 * (the Zap button or Z) throw the character's power and stun the aliens near it. The maze, the character, the
 * aliens and the zones are the kit's boards, shared with Alien Chase Basic.
 */
export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof schema, RoundState, ChaseStat>;
  private rules!: ChaseSettings;
  private chase!: ChaseState;
  private board!: MazeBoard;
  private player!: MazePlayer;
  private aliens!: MazeAliens;
  private signs!: MazeZones;
  private cast: KitImage[] = [];
  /** This turn's question (the kit's, answered by walking: its prompt, its words for the zones). */
  private question: Question | null = null;
  private levelText!: Phaser.GameObjects.Text;
  private zapButton!: KitButton;
  private phase: Phase = 'pause';
  /** Aliens cannot catch the character before this time (the browser test sets it to Infinity: keep the name). */
  private safeUntil = 0;
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
    addScoreboard(this, 72, { x: 750, width: Math.min(1300, this.kit.teams.count * 330) });
    this.board = new MazeBoard(this, {
      cols: COLS,
      rows: ROWS,
      cell: CELL,
      x: MAZE_X,
      y: MAZE_Y,
      texture: MAZE_TEXTURE,
      seed: this.kit.rng.int(2 ** 31),
    });
    this.signs = new MazeZones(this, this.board, this.random);
    this.aliens = new MazeAliens(this, this.board, this.random);
    this.cast = this.pickCast(start.state.cast);

    this.add
      .graphics()
      .fillStyle(COLOURS.ink, 0.55)
      .fillRoundedRect(PANEL_X - 210, 150, 420, 560, 36);
    addTurnHeading(this, PANEL_X, 215, { solo: 'Find the word!', maxWidth: 300 }).setColor(css(COLOURS.white));
    this.levelText = this.add.text(PANEL_X, 300, '', { ...TEXT.body, color: css(COLOURS.white) }).setOrigin(0.5);
    this.zapButton = addButton(this, PANEL_X, 640, '', () => this.zap(), {
      width: 360,
      height: 110,
      colour: COLOURS.violet,
      key: 'Z',
    });
    this.player = new MazePlayer(this, this.board, {
      texture: (this.cast[0] as KitImage).key,
      start: START_CELL,
      speed: PLAYER_SPEED,
      pad: { x: PANEL_X, y: 900 },
      onArrive: (cell) => this.arrive(cell),
    });
    this.kit.setPanelHandlers({
      // Through the question, so a turn ends once; not while the character is caught.
      skip: () => (this.phase === 'play' ? this.question?.skip() : undefined),
      reveal: () => this.question?.reveal(),
      // Speed applies at once (read every frame); the highest level, turns and zaps from the next word.
      onSettingsChange: (values) => (this.rules = toRules(values)),
    });
    this.syncAliens();
    this.time.delayedCall(400, () => this.nextTurn());
  }

  /** Each team's character: the saved ones, or the teacher's favourites shared out. */
  private pickCast(saved: readonly string[]): KitImage[] {
    const characters = this.kit.images.all('characters');
    const restored = saved.map((key) => characters.find((c) => c.key === key));
    if (restored.length === this.kit.teams.count && restored.every((c): c is KitImage => c !== undefined)) {
      return restored;
    }
    return assignCharacters(characters, this.kit.teams.count, this.random) as KitImage[];
  }

  private updateHud(): void {
    this.levelText.setText(`Level ${this.chase.level}`);
    const zaps = this.chase.teams[this.chase.turn]?.zaps ?? 0;
    this.zapButton.setLabel(`Zap! ⚡ ${zaps}`);
    this.zapButton.setEnabled(zaps > 0);
  }

  // ── Turns, words and zones ───────────────────────────────────────────────────────────────────────────────────

  private nextTurn(): void {
    if (!this.scene.isActive() || this.chase.over) return;
    const team = this.chase.turn;
    this.kit.teams.setCurrent(team);
    this.player.setPicture(
      (this.cast[team] as KitImage).key,
      this.kit.teams.count > 1 ? this.kit.teams.current.colour : COLOURS.sun,
    );
    this.player.hop();
    this.updateHud();
    // Not under an alien, nor in a corner where a new one may arrive.
    const avoid = [...this.board.corners, ...this.aliens.cells()];
    const cells = this.signs.cellsFor(levelConfig(this.chase.level).zones, this.player.cell, avoid);
    this.question?.destroy();
    // Found by walking is scored in `enter`, where the zone is known; a skip (the panel) ends the turn here.
    this.question = askQuestion(this, this.kit.deck.next(), 'act', (answer) => answer.right === null && this.skip(), {
      choices: cells.length,
      prompt: { x: PANEL_X, y: 450 },
    });
    this.signs.show(
      cells,
      this.question.choices.map((e) => e.text),
    );
    this.syncAliens();
    this.safeUntil = Math.max(this.safeUntil, this.time.now + SAFE_MS);
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
      this.kit.play('wrong');
      this.signs.shake(zone);
      return question.tryAgain();
    }
    if (outcome.kind !== 'right') return;
    this.phase = 'pause';
    this.signs.light(zone);
    question.answer(true);
    this.kit.teams.award(outcome.team, 1);
    this.kit.play('correct');
    this.player.hop();
    this.player.clearRoute();
    if (outcome.levelUp) this.board.banner(`Level ${this.chase.level}!`, COLOURS.sun);
    this.afterTurn(1300);
  }

  private skip(): void {
    if (this.phase !== 'play') return;
    this.phase = 'pause';
    skipTurn(this.chase, this.rules);
    this.afterTurn(300);
  }

  /** The next team's turn, the round's end (every team played its turns of the round), or the game's. */
  private afterTurn(delay: number): void {
    this.updateHud();
    if (this.chase.over) return this.gameOver();
    const roundTurns = this.kit.teams.count * TURNS_PER_ROUND;
    if (this.chase.played % roundTurns === 0) {
      this.time.delayedCall(delay + 200, () =>
        this.kit.endRound({
          state: { chase: this.chase, cast: this.cast.map((c) => c.key) } satisfies RoundState,
          summary: `Level ${this.chase.level}: ${this.chase.teams.reduce((n, t) => n + t.found, 0)} words found!`,
        }),
      );
      return;
    }
    this.time.delayedCall(delay, () => this.nextTurn());
  }

  /** As many aliens as the level asks for; new ones arrive in the corners farthest from the character. */
  private syncAliens(): void {
    this.aliens.fill(levelConfig(this.chase.level).aliens, this.kit.images.all('monsters'), this.player.cell);
  }

  /** A zap: the character throws its power at the aliens near it, which stand stunned for a few seconds. */
  private zap(): void {
    if (this.phase !== 'play' || !useZap(this.chase)) return;
    this.updateHud();
    const hit = zapped(this.aliens.distancesFrom(this.player.cell));
    const from = this.player.position;
    const power = this.kit.rng.pick(this.kit.images.powersOf(this.cast[this.chase.turn] as KitImage));
    this.kit.play('spin');
    burst(this, from.x, from.y, COLOURS.sun, 16);
    if (hit.length === 0) popText(this, from.x, from.y - 60, 'Zap!', { colour: COLOURS.sun });
    this.aliens.stun(hit, this.time.now + STUN_SECONDS * 1000);
    for (const i of hit) {
      const alien = this.aliens.list[i];
      if (!alien) continue;
      const to = { x: alien.image.x, y: alien.image.y };
      lob(this, power, from, to, () => burst(this, to.x, to.y, COLOURS.sky, 14), { size: 80, arc: 80, ms: 350 });
    }
  }

  // ── The loop ─────────────────────────────────────────────────────────────────────────────────────────────────

  override update(time: number): void {
    if (this.phase !== 'play') return;
    // Real elapsed time, capped at 100 ms so a mover never jumps past another (as in Alien Chase Basic).
    const dt = Math.min(this.game.loop.rawDelta, 100) / 1000;
    this.player.move(dt);
    if (this.phase !== 'play') return;
    const speed = alienSpeed(this.chase.level, this.rules.pace) * dt;
    const chase = levelConfig(this.chase.level).chase;
    const alien = this.aliens.move(speed, chase, this.player.mover, time, time >= this.safeUntil);
    if (alien) this.caughtBy(alien);
  }

  // ── Caught, and the end ──────────────────────────────────────────────────────────────────────────────────────

  /** A catch ends the team's turn with no point: the character tumbles, starts again, and the next team plays. */
  private caughtBy(alien: MazeAlien): void {
    this.phase = 'pause';
    const outcome = caught(this.chase, this.rules);
    if (outcome.kind !== 'caught') return;
    this.question?.skip();
    this.kit.play('wrong');
    shake(this, 0.005, 200);
    this.player.tumble();
    this.aliens.cheer(alien);
    this.board.banner('Caught!');
    this.player.clearRoute();
    this.time.delayedCall(1400, () => {
      this.player.reset(START_CELL);
      this.signs.rearm();
      this.aliens.scatter(START_CELL);
      this.player.blink(SAFE_MS);
      this.afterTurn(200);
    });
  }

  private gameOver(): void {
    this.phase = 'over';
    this.player.locked = true;
    const found = this.chase.teams.reduce((n, t) => n + t.found, 0);
    this.time.delayedCall(900, () => {
      this.board.banner(`${found} words found!`);
      this.time.delayedCall(1800, () =>
        this.kit.finishGame({ stats: { wordsFound: this.kit.stats.wordsFound + found } }),
      );
    });
  }
}
