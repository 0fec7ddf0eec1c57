import type Phaser from 'phaser';
import {
  COLOURS,
  TEXT,
  addButton,
  addScoreboard,
  addTurnHeading,
  burst,
  css,
  lob,
  popText,
  type KitButton,
  type KitImage,
  type PlayStart,
} from '../../kit';
import type { MazeAlien } from '../../kit/boards/maze-aliens';
import { MAZE_PANEL_X as PANEL_X, MazeChaseScene } from '../../kit/boards/maze-chase';
import { restoreCast } from '../../mechanics/battle/cast';
import { CHASE_LEVELS } from '../../mechanics/maze/chase';
import {
  STUN_SECONDS,
  caught,
  enterZone,
  skipTurn,
  useZap,
  zapped,
  type ChaseSettings,
  type FoundZone,
} from '../logic/chase';
import { type settings as schema, toRules } from '../settings';
import type { ChaseStat, RoundState } from '../state';
import { t } from '../texts';

// The maze (the kit's maze chase) fills the left of the stage under the scoreboard; the right column holds whose
// turn it is, the level, the spoken word, the zap button and the arrow pad.
const MAZE = { cell: 112, y: 150, texture: 'alienchase:maze' };
/** A kit round is two turns of every team: the kit saves and shows the standings between rounds. */
const TURNS_PER_ROUND = 2;
/** After a turn starts the character cannot be caught for a moment. */
const SAFE_MS = 1500;

/**
 * Alien Chase (design/games.md #11): teams take turns steering their character through a maze to the zone holding
 * the spoken word while aliens chase it (arrow keys, the on-screen pad, or a tap on a cell). Every found word raises
 * the difficulty (more, faster aliens and more zones) up to 10 by default; a catch ends the turn. A few zaps a game
 * (the Zap button or Z) throw the character's power and stun the aliens near it. The maze, the character, the
 * aliens and the zones are the kit's boards, shared with Alien Chase Basic.
 */
export class PlayScene extends MazeChaseScene<typeof schema, RoundState, ChaseStat, ChaseSettings, FoundZone> {
  protected readonly chaseRules = { levels: CHASE_LEVELS, toRules, enterZone };
  private cast: KitImage[] = [];
  private levelText!: Phaser.GameObjects.Text;
  private zapButton!: KitButton;

  protected setUp(start: PlayStart<RoundState>): void {
    addScoreboard(this, 72, { x: 750, width: Math.min(1300, this.kit.teams.count * 330) });
    const seed = this.kit.rng.int(2 ** 31);
    // Each team's character: the saved ones, or the teacher's favourites shared out.
    const characters = this.kit.images.all('characters');
    this.cast = restoreCast(start.state.cast, characters, this.kit.teams.count, this.random) as KitImage[];
    this.addMaze({ ...MAZE, seed, hero: (this.cast[0] as KitImage).key });

    this.add
      .graphics()
      .fillStyle(COLOURS.ink, 0.55)
      .fillRoundedRect(PANEL_X - 210, 150, 420, 560, 36);
    addTurnHeading(this, PANEL_X, 215, { solo: t('play.heading'), maxWidth: 300 }).setColor(css(COLOURS.white));
    this.levelText = this.add.text(PANEL_X, 300, '', { ...TEXT.body, color: css(COLOURS.white) }).setOrigin(0.5);
    this.zapButton = addButton(this, PANEL_X, 640, '', () => this.zap(), {
      width: 360,
      height: 110,
      colour: COLOURS.violet,
      key: 'Z',
    });
    this.maze.addPlayer();
    // Speed applies at once (read every frame); the highest level, turns and zaps from the next word.
    this.setChaseHandlers();
    this.maze.fillAliens(this.levelConfig());
    this.time.delayedCall(400, () => this.nextTurn());
  }

  private updateHud(): void {
    this.levelText.setText(t('play.level', { level: this.chase.level }));
    const zaps = this.chase.teams[this.chase.turn]?.zaps ?? 0;
    this.zapButton.setLabel(t('play.zapButton', { zaps }));
    this.zapButton.setEnabled(zaps > 0);
  }

  // ── Turns, words and zones ───────────────────────────────────────────────────────────────────────────────────

  private nextTurn(): void {
    if (!this.scene.isActive() || this.chase.over) return;
    const team = this.chase.turn;
    this.kit.teams.setCurrent(team);
    this.maze.player.setPicture(
      (this.cast[team] as KitImage).key,
      this.kit.teams.count > 1 ? this.kit.teams.current.colour : COLOURS.sun,
    );
    this.maze.player.hop();
    this.updateHud();
    // Found by walking is scored in `found`; a skip (the panel) ends the turn in `skipped`.
    this.ask(450);
    this.safeUntil = Math.max(this.safeUntil, this.time.now + SAFE_MS);
    this.phase = 'play';
  }

  protected found(outcome: FoundZone): void {
    this.kit.teams.award(outcome.team, 1);
    this.afterTurn(1300);
  }

  protected skipped(): void {
    skipTurn(this.chase, this.rules);
    this.afterTurn(300);
  }

  /** The next team's turn, the round's end (every team played its turns of the round), or the game's. */
  private afterTurn(delay: number): void {
    this.updateHud();
    if (this.chase.over) return this.gameOver();
    const roundTurns = this.kit.teams.count * TURNS_PER_ROUND;
    if (this.chase.played % roundTurns !== 0) {
      this.time.delayedCall(delay, () => this.nextTurn());
      return;
    }
    this.endRoundIn(delay + 200, {
      state: { chase: this.chase, cast: this.cast.map((c) => c.key) } satisfies RoundState,
      summary: t('play.summary', {
        level: this.chase.level,
        found: this.chase.teams.reduce((n, team) => n + team.found, 0),
      }),
    });
  }

  /** A zap: the character throws its power at the aliens near it, which stand stunned for a few seconds. */
  private zap(): void {
    if (this.phase !== 'play' || !useZap(this.chase)) return;
    this.updateHud();
    const { aliens, player } = this.maze;
    const hit = zapped(aliens.distancesFrom(player.cell));
    const from = player.position;
    const power = this.kit.rng.pick(this.kit.images.powersOf(this.cast[this.chase.turn] as KitImage));
    this.kit.play('spin');
    burst(this, from.x, from.y, COLOURS.sun, 16);
    if (hit.length === 0) popText(this, from.x, from.y - 60, t('play.zap'), { colour: COLOURS.sun });
    aliens.stun(hit, this.time.now + STUN_SECONDS * 1000);
    for (const i of hit) {
      const alien = aliens.list[i];
      if (!alien) continue;
      const to = { x: alien.image.x, y: alien.image.y };
      lob(this, power, from, to, () => burst(this, to.x, to.y, COLOURS.sky, 14), { size: 80, arc: 80, ms: 350 });
    }
  }

  // ── Caught, and the end ──────────────────────────────────────────────────────────────────────────────────────

  /** A catch ends the team's turn with no point: the character tumbles, starts again, and the next team plays. */
  protected caughtBy(alien: MazeAlien): void {
    const outcome = caught(this.chase, this.rules);
    if (outcome.kind !== 'caught') return;
    this.maze.question?.skip();
    this.maze.caught(alien, t('play.caught'));
    this.time.delayedCall(1400, () => {
      this.maze.respawn(SAFE_MS);
      this.afterTurn(200);
    });
  }

  private gameOver(): void {
    this.phase = 'over';
    const found = this.chase.teams.reduce((n, t) => n + t.found, 0);
    this.maze.end(t('play.found', { found }), () =>
      this.kit.finishGame({ stats: { wordsFound: this.kit.stats.wordsFound + found } }),
    );
  }
}
