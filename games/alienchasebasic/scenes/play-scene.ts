import Phaser from 'phaser';
import {
  COLOURS,
  PLAY_SCENE,
  TEXT,
  addArrowPad,
  addBackground,
  addHearts,
  addWordPrompt,
  banner,
  burst,
  css,
  getKit,
  outlined,
  popIn,
  shake,
  type Hearts,
  type Kit,
  type KitImage,
  type PadDirection,
  type PlayStart,
  type WordEntry,
  type WordPrompt,
  fitScale,
  showNoWords,
} from '../../kit';
import {
  directionBetween,
  generateMaze,
  opposite,
  EAST,
  NORTH,
  SOUTH,
  WEST,
  type Direction,
  type Maze,
} from '../../mechanics/maze/maze';
import {
  advance,
  alienStep,
  currentCell,
  isResting,
  playerStep,
  position,
  restingAt,
  setOff,
  touching,
  turnBack,
  type Mover,
} from '../../mechanics/maze/mover';
import { PathFinder } from '../../mechanics/maze/path';
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
import { placeZones } from '../../mechanics/maze/zones';
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
const PAD_DIRECTIONS: Record<PadDirection, Direction> = { up: NORTH, down: SOUTH, left: WEST, right: EAST };
/** Aliens start in the corners, the farthest first. */
const SPAWNS = [0, COLS - 1, (ROWS - 1) * COLS + COLS - 1, (ROWS - 1) * COLS];
/** A kit round is this many words: the kit saves and shows the standings between rounds. */
const WORDS_PER_ROUND = 5;
/** After a catch the character blinks and cannot be caught for a moment. */
const SAFE_MS = 2000;
const MAZE_TEXTURE = 'alienchasebasic:maze';
const ZONE_COLOURS = [0xffc928, 0x4fc3f7, 0xff8fab, 0xb39dff, 0x7be07b];

interface Alien {
  mover: Mover;
  cameFrom: number;
  image: Phaser.GameObjects.Image;
  /** A coloured glow under the alien: emoji-like pictures are dark and vanish on the maze's floor otherwise. */
  halo: Phaser.GameObjects.Arc;
  scale: number;
}

interface Zone {
  cell: number;
  word: string;
  tile: Phaser.GameObjects.Rectangle;
  sign: Phaser.GameObjects.Container;
}

type Phase = 'play' | 'pause' | 'over';

const cellX = (cell: number) => MAZE_X + ((cell % COLS) + 0.5) * CELL;
const cellY = (cell: number) => MAZE_Y + (Math.floor(cell / COLS) + 0.5) * CELL;

function wall(ctx: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number): void {
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
}

/**
 * Alien Chase Basic (design/games.md #12): one team steers its character through a maze to the zone holding the
 * spoken word while aliens chase it. Arrow keys, the on-screen pad, or a tap on a cell (the character walks there
 * along the maze). Every found word raises the level (more, faster aliens and more zones) up to 5.
 */
export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof schema, RoundState, ChaseStat>;
  private rules!: ChaseSettings;
  private chase!: ChaseState;
  private maze!: Maze;
  private finder!: PathFinder;
  private player!: Mover;
  private playerImage!: Phaser.GameObjects.Image;
  private playerHalo!: Phaser.GameObjects.Arc;
  private playerScale = 1;
  private going: Direction | 0 = 0;
  private wanted: Direction | 0 = 0;
  private route: number[] = [];
  private routeIndex = 0;
  private routeMarker!: Phaser.GameObjects.Arc;
  private aliens: Alien[] = [];
  private zones: Zone[] = [];
  /** The cell the character last arrived at: zones are checked only when it changes (entering again needs leaving). */
  private lastCell = -1;
  private target: WordEntry | null = null;
  private prompt!: WordPrompt;
  private hearts!: Hearts;
  private scoreText!: Phaser.GameObjects.Text;
  private levelText!: Phaser.GameObjects.Text;
  private phase: Phase = 'pause';
  /** Aliens cannot catch the character before this time (the browser test sets it to Infinity: keep the name). */
  private safeUntil = 0;
  private wordsThisRound = 0;
  /** Reused every frame for positions (no allocation in the update loop). */
  private readonly at = { x: 0, y: 0 };
  private readonly random = () => this.kit.rng.next();

  constructor() {
    super(PLAY_SCENE);
  }

  create(start: PlayStart<RoundState>): void {
    this.kit = getKit<typeof schema, RoundState, ChaseStat>(this);
    this.rules = toRules(this.kit.settings);
    this.chase = start.state.chase;

    addBackground(this);
    if (this.kit.words.length === 0) return showNoWords(this, this.kit);
    this.maze = generateMaze(COLS, ROWS, this.kit.rng.int(2 ** 31));
    this.finder = new PathFinder(this.maze);
    this.drawMaze();
    this.routeMarker = this.add
      .circle(0, 0, CELL * 0.3)
      .setStrokeStyle(8, COLOURS.white, 0.9)
      .setVisible(false)
      .setDepth(5);
    this.tweens.add({
      targets: this.routeMarker,
      scale: 0.7,
      duration: 420,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.InOut',
    });

    const hero: KitImage = this.kit.images.pick('characters');
    this.player = restingAt(START_CELL);
    this.playerHalo = this.add.circle(cellX(START_CELL), cellY(START_CELL), CELL * 0.46, COLOURS.sun, 0.6).setDepth(19);
    this.playerImage = this.add.image(cellX(START_CELL), cellY(START_CELL), hero.key).setDepth(20);
    this.playerScale = fitScale(this.playerImage, CELL * 0.9);
    this.playerImage.setScale(this.playerScale);

    this.drawPanel();
    this.bindInput();
    this.kit.setPanelHandlers({
      skip: () => this.skip(),
      reveal: () => this.prompt.reveal(),
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

  // ── Drawing ──────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Paints the maze once into a canvas texture shown as one image: a Graphics object would replay its ~250 shapes
   * every frame (performance.md: the busiest scene keeps its frame budget on software rendering).
   */
  private drawMaze(): void {
    const pad = 14;
    const width = COLS * CELL + 2 * pad;
    const height = ROWS * CELL + 2 * pad;
    if (this.textures.exists(MAZE_TEXTURE)) this.textures.remove(MAZE_TEXTURE);
    const texture = this.textures.createCanvas(MAZE_TEXTURE, width, height);
    const ctx = texture?.getContext();
    if (!texture || !ctx) return;
    ctx.fillStyle = 'rgba(27, 42, 74, 0.72)';
    ctx.beginPath();
    ctx.roundRect(0, 0, width, height, 28);
    ctx.fill();
    // Soft dots on the floor so children can see the cells they may tap.
    ctx.fillStyle = 'rgba(255, 255, 255, 0.12)';
    for (let cell = 0; cell < COLS * ROWS; cell++) {
      ctx.beginPath();
      ctx.arc(pad + ((cell % COLS) + 0.5) * CELL, pad + (Math.floor(cell / COLS) + 0.5) * CELL, 8, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = css(COLOURS.sky);
    ctx.lineWidth = 14;
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (let cell = 0; cell < COLS * ROWS; cell++) {
      const x = pad + (cell % COLS) * CELL;
      const y = pad + Math.floor(cell / COLS) * CELL;
      const open = this.maze.open[cell] ?? 0;
      if (!(open & NORTH)) wall(ctx, x, y, x + CELL, y);
      if (!(open & WEST)) wall(ctx, x, y, x, y + CELL);
      if (cell % COLS === COLS - 1 && !(open & EAST)) wall(ctx, x + CELL, y, x + CELL, y + CELL);
      if (Math.floor(cell / COLS) === ROWS - 1 && !(open & SOUTH)) wall(ctx, x, y + CELL, x + CELL, y + CELL);
    }
    ctx.stroke();
    texture.refresh();
    this.add
      .image(MAZE_X - pad, MAZE_Y - pad, MAZE_TEXTURE)
      .setOrigin(0, 0)
      .setDepth(1);
  }

  private drawPanel(): void {
    const g = this.add.graphics();
    g.fillStyle(COLOURS.ink, 0.55).fillRoundedRect(PANEL_X - 210, 160, 420, 540, 36);
    this.hearts = addHearts(this, PANEL_X, 230, LIVES, this.chase.lives);
    this.scoreText = this.add
      .text(PANEL_X, 340, '', outlined(TEXT.heading, COLOURS.sun, COLOURS.ink, 10))
      .setOrigin(0.5);
    this.levelText = this.add.text(PANEL_X, 420, '', { ...TEXT.body, color: css(COLOURS.white) }).setOrigin(0.5);
    this.updateHud();
    this.prompt = addWordPrompt(this, PANEL_X, 580);
    this.prompt.container.setDepth(40);

    // The arrow pad (and the arrow keys, W, A, S, D): a press sets the way to go, kept until a wall.
    addArrowPad(this, PANEL_X, 900, (direction) => this.want(PAD_DIRECTIONS[direction]));
  }

  private updateHud(): void {
    this.scoreText.setText(`★ ${this.chase.score} / ${this.rules.words}`);
    this.levelText.setText(`Level ${this.chase.level}`);
  }

  // ── Input ────────────────────────────────────────────────────────────────────────────────────────────────────

  private bindInput(): void {
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      const col = Math.floor((pointer.worldX - MAZE_X) / CELL);
      const row = Math.floor((pointer.worldY - MAZE_Y) / CELL);
      if (col < 0 || col >= COLS || row < 0 || row >= ROWS) return;
      this.walkTo(row * COLS + col);
    });
  }

  private want(dir: Direction): void {
    this.wanted = dir;
    this.route = [];
    this.routeMarker.setVisible(false);
    // Turning round needs no wall to wait for: it happens at once.
    if (!isResting(this.player) && this.going && dir === opposite(this.going)) {
      turnBack(this.player);
      this.going = dir;
    }
  }

  /** A tapped cell: walk there along the maze (from the cell the character is heading for). */
  private walkTo(cell: number): void {
    if (this.phase === 'over') return;
    const from = this.player.to;
    const path = this.finder.path(from, cell);
    if (path.length === 0) return;
    this.route = path;
    this.routeIndex = 1;
    this.wanted = 0;
    this.routeMarker.setPosition(cellX(cell), cellY(cell)).setVisible(true);
    // Heading away from the tapped cell: turn round now rather than finish the passage first.
    if (!isResting(this.player) && path[1] === this.player.from) {
      turnBack(this.player);
      this.going = directionBetween(this.maze, this.player.from, this.player.to);
      this.routeIndex = 2;
    }
  }

  // ── Words and zones ──────────────────────────────────────────────────────────────────────────────────────────

  private nextWord(): void {
    if (!this.scene.isActive() || this.chase.over) return;
    for (const zone of this.zones) {
      zone.tile.destroy();
      zone.sign.destroy();
    }
    this.zones = [];
    const target = this.kit.deck.next();
    this.target = target;
    const config = levelConfig(this.chase.level);
    const here = currentCell(this.player);
    const cells = placeZones(this.finder, here, config.zones, () => this.kit.rng.next(), {
      // Not under an alien, nor in a corner where a new one may arrive.
      avoid: [...SPAWNS, ...this.aliens.map((a) => currentCell(a.mover))],
      minFromStart: 4,
      minApart: 4,
      minGridApart: 3,
      cols: COLS,
    });
    // A list too short to fill every zone leaves the extra zones out.
    const words = this.kit.deck.options(target, cells.length).map((e) => e.text);
    words.forEach((word, i) => {
      const cell = cells[i] as number;
      this.zones.push(this.makeZone(cell, word, ZONE_COLOURS[i % ZONE_COLOURS.length] as number, i));
    });
    this.lastCell = -1;
    this.prompt.ask(target.text);
    this.syncAliens();
    // A breath to listen before an alien standing next to the character can catch it.
    this.safeUntil = Math.max(this.safeUntil, this.time.now + 800);
    this.phase = 'play';
  }

  private makeZone(cell: number, word: string, colour: number, index: number): Zone {
    const tile = this.add.rectangle(cellX(cell), cellY(cell), CELL - 18, CELL - 18, colour, 0.85).setDepth(2);
    tile.setStrokeStyle(6, COLOURS.white);
    const sign = this.add.container(cellX(cell), cellY(cell)).setDepth(8);
    const label = this.add
      .text(0, -2, word, { ...TEXT.small, color: '#1f2544', wordWrap: { width: 320 }, align: 'center' })
      .setOrigin(0.5);
    const w = Math.max(CELL - 10, label.width + 36);
    const h = Math.max(76, label.height + 16);
    const back = this.add.graphics();
    back.fillStyle(COLOURS.ink).fillRoundedRect(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8, 22);
    back.fillStyle(colour).fillRoundedRect(-w / 2, -h / 2, w, h, 18);
    sign.add([back, label]);
    // Keep signs inside the maze's frame.
    const half = w / 2 + 4;
    sign.x = Math.min(MAZE_X + COLS * CELL - half, Math.max(MAZE_X + half, sign.x));
    popIn(this, sign, index * 120);
    return { cell, word, tile, sign };
  }

  private checkZone(cell: number): void {
    if (cell === this.lastCell) return;
    this.lastCell = cell;
    const zone = this.zones.find((z) => z.cell === cell);
    if (!zone || !this.target) return;
    const outcome = enterZone(this.chase, zone.word, this.target.text, this.rules);
    if (outcome.kind === 'wrong') {
      // A gentle buzz and the word again: no penalty beyond the time it cost.
      this.kit.play('wrong');
      this.kit.deck.miss(this.target);
      this.tweens.add({
        targets: zone.sign,
        angle: { from: -8, to: 8 },
        duration: 80,
        yoyo: true,
        repeat: 3,
        onComplete: () => zone.sign.setAngle(0),
      });
      this.kit.speech.sayAgain();
      return;
    }
    if (outcome.kind !== 'right') return;
    this.phase = 'pause';
    this.wordsThisRound += 1;
    this.kit.teams.award(0, 1);
    this.kit.play('correct');
    this.kit.speech.say(zone.word);
    burst(this, cellX(cell), cellY(cell), COLOURS.sun, 36);
    zone.tile.setFillStyle(COLOURS.correct);
    this.tweens.add({ targets: zone.sign, scale: 1.35, duration: 220, yoyo: true, ease: 'Back.Out' });
    this.tweens.add({
      targets: this.playerImage,
      y: this.playerImage.y - 40,
      duration: 200,
      yoyo: true,
      repeat: 1,
      ease: 'Quad.Out',
    });
    this.route = [];
    this.routeMarker.setVisible(false);
    this.updateHud();
    if (outcome.levelUp) this.banner(`Level ${this.chase.level}!`, COLOURS.sun);
    if (outcome.finished) return this.gameOver(true);
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

  /** A word across the maze: 'Level 2!', 'Caught!'. */
  private banner(text: string, colour: number = COLOURS.white): void {
    banner(this, text, MAZE_X + (COLS * CELL) / 2, MAZE_Y + (ROWS * CELL) / 2, { colour, maxWidth: COLS * CELL });
  }

  // ── Aliens ───────────────────────────────────────────────────────────────────────────────────────────────────

  /** As many aliens as the level asks for; new ones arrive in the corners farthest from the character. */
  private syncAliens(): void {
    const wanted = levelConfig(this.chase.level).aliens;
    const monsters = this.kit.images.all('monsters');
    const distances = this.finder.distances(currentCell(this.player));
    const corners = [...SPAWNS].sort((a, b) => (distances[b] ?? 0) - (distances[a] ?? 0));
    while (this.aliens.length < wanted) {
      const spawn = corners[this.aliens.length % corners.length] as number;
      const picture = monsters[this.aliens.length % monsters.length] as KitImage;
      const halo = this.add.circle(cellX(spawn), cellY(spawn), CELL * 0.44, COLOURS.coral, 0.55).setDepth(14);
      const image = this.add.image(cellX(spawn), cellY(spawn), picture.key).setDepth(15);
      const scale = fitScale(image, CELL * 0.85);
      image.setScale(0);
      this.tweens.add({ targets: image, scale, duration: 500, ease: 'Back.Out' });
      this.aliens.push({ mover: restingAt(spawn), cameFrom: -1, image, halo, scale });
    }
  }

  // ── The loop ─────────────────────────────────────────────────────────────────────────────────────────────────

  override update(time: number): void {
    if (this.phase !== 'play') return;
    // Real elapsed time, not Phaser's smoothed delta (which it caps near one 60 Hz frame): on an old classroom PC
    // drawing 10 frames a second the chase keeps its speed instead of turning into slow motion. Capped at 100 ms,
    // so a mover never jumps past another (at most 0.4 + 0.26 cells a frame, under the 1.2 of two reaches).
    const dt = Math.min(this.game.loop.rawDelta, 100) / 1000;
    this.movePlayer(dt);
    if (this.phase !== 'play') return;
    const speed = alienSpeed(this.chase.level, this.rules.pace) * dt;
    const chase = levelConfig(this.chase.level).chase;
    const target = currentCell(this.player);
    for (let i = 0; i < this.aliens.length; i++) {
      const alien = this.aliens[i] as Alien;
      const left = advance(alien.mover, speed);
      if (left >= 0) {
        const cell = alien.mover.from;
        const next = alienStep(this.maze, this.finder, cell, alien.cameFrom, target, chase, this.random);
        alien.cameFrom = cell;
        if (next !== cell) {
          setOff(alien.mover, next);
          advance(alien.mover, left);
        }
      }
      position(this.maze, alien.mover, this.at);
      alien.image.x = MAZE_X + (this.at.x + 0.5) * CELL;
      alien.image.y = MAZE_Y + (this.at.y + 0.5) * CELL + Math.sin(time / 160 + i * 2) * 6;
      alien.halo.x = alien.image.x;
      alien.halo.y = MAZE_Y + (this.at.y + 0.5) * CELL;
      if (time >= this.safeUntil && touching(this.maze, this.player, alien.mover, 0.6)) {
        this.caughtBy(alien);
        return;
      }
    }
  }

  private movePlayer(dt: number): void {
    const left = advance(this.player, PLAYER_SPEED * dt);
    if (left >= 0) {
      const cell = this.player.from;
      this.checkZone(cell);
      if (this.phase !== 'play') return this.placePlayer();
      const next = playerStep(this.maze, cell, this.wanted, this.going, this.route, this.routeIndex);
      if (next >= 0 && next !== cell) {
        if (this.route.length > 0) this.routeIndex += 1;
        this.going = directionBetween(this.maze, cell, next);
        if (this.wanted === this.going) this.wanted = 0;
        setOff(this.player, next);
        advance(this.player, left);
      } else {
        this.going = 0;
        if (this.route.length > 0 && this.routeIndex >= this.route.length) {
          this.route = [];
          this.routeMarker.setVisible(false);
        }
      }
    }
    this.placePlayer();
  }

  private placePlayer(): void {
    position(this.maze, this.player, this.at);
    this.playerImage.x = MAZE_X + (this.at.x + 0.5) * CELL;
    this.playerImage.y = MAZE_Y + (this.at.y + 0.5) * CELL;
    this.playerHalo.x = this.playerImage.x;
    this.playerHalo.y = this.playerImage.y;
    if (this.going === WEST) this.playerImage.setFlipX(true);
    else if (this.going === EAST) this.playerImage.setFlipX(false);
  }

  // ── Caught, and the end ──────────────────────────────────────────────────────────────────────────────────────

  private caughtBy(alien: Alien): void {
    this.phase = 'pause';
    const outcome = caught(this.chase);
    if (outcome.kind !== 'caught') return;
    this.kit.play('wrong');
    shake(this, 0.005, 200);
    this.hearts.set(outcome.livesLeft);
    // A friendly tumble: the character spins, dizzy stars pop, the alien does a little happy hop.
    this.tweens.add({
      targets: this.playerImage,
      angle: 720,
      scale: this.playerScale * 0.5,
      duration: 800,
      ease: 'Cubic.Out',
    });
    burst(this, this.playerImage.x, this.playerImage.y, COLOURS.sun, 18);
    this.tweens.add({ targets: alien.image, y: alien.image.y - 40, duration: 180, yoyo: true, repeat: 2 });
    const text = outcome.finished ? 'Caught!' : 'Caught! Try again!';
    this.banner(text);
    this.route = [];
    this.routeMarker.setVisible(false);
    if (outcome.finished) {
      this.time.delayedCall(1400, () => this.gameOver(false));
      return;
    }
    this.time.delayedCall(1600, () => this.respawn());
  }

  private respawn(): void {
    this.player = restingAt(START_CELL);
    this.going = 0;
    this.wanted = 0;
    this.lastCell = -1;
    this.playerImage.setAngle(0).setScale(this.playerScale);
    this.placePlayer();
    const distances = this.finder.distances(START_CELL);
    const corners = [...SPAWNS].sort((a, b) => (distances[b] ?? 0) - (distances[a] ?? 0));
    this.aliens.forEach((alien, i) => {
      const spawn = corners[i % corners.length] as number;
      alien.mover = restingAt(spawn);
      alien.cameFrom = -1;
      alien.image.setPosition(cellX(spawn), cellY(spawn));
      alien.halo.setPosition(cellX(spawn), cellY(spawn));
    });
    this.safeUntil = this.time.now + SAFE_MS;
    this.tweens.add({
      targets: this.playerImage,
      alpha: 0.3,
      duration: 150,
      yoyo: true,
      repeat: Math.floor(SAFE_MS / 300) - 1,
      onComplete: () => this.playerImage.setAlpha(1),
    });
    this.prompt.ask(this.target?.text ?? '');
    this.phase = 'play';
  }

  private gameOver(won: boolean): void {
    this.phase = 'over';
    const line = won ? `${this.chase.score} words found!` : `Out of hearts! ${this.chase.score} words found!`;
    this.time.delayedCall(900, () => {
      this.banner(line);
      this.time.delayedCall(1800, () =>
        this.kit.finishGame({
          stats: { bestScore: Math.max(this.kit.stats.bestScore, this.chase.score) },
        }),
      );
    });
  }
}
