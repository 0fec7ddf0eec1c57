import { addSidePanel, type SidePanel } from '../../kit';
import type { MazeAlien } from '../../kit/boards/maze-aliens';
import { MAZE_PANEL_X as PANEL_X, MazeChaseScene } from '../../kit/boards/maze-chase';
import { BASIC_CHASE_LEVELS } from '../../mechanics/maze/chase';
import { LIVES, caught, enterZone, skipWord, type ChaseSettings, type FoundZone } from '../logic/rules';
import { type settings as schema, toRules } from '../settings';
import type { ChaseStat, RoundState } from '../state';
import { t } from '../texts';

// The maze (the kit's maze chase) fills the left of the stage; the right column holds lives, score, level, the
// spoken word and the arrow pad.
const MAZE = { cell: 115, y: 148, texture: 'alienchasebasic:maze' };
/** A kit round is this many words: the kit saves and shows the standings between rounds. */
const WORDS_PER_ROUND = 5;
/** After a catch the character blinks and cannot be caught for a moment. */
const SAFE_MS = 2000;

/**
 * Alien Chase Basic (design/games.md #12): one team steers its character through a maze to the zone holding the
 * spoken word while aliens chase it. Arrow keys, the on-screen pad, or a tap on a cell (the character walks there
 * along the maze). Every found word raises the level (more, faster aliens and more zones) up to 5. The maze, the
 * character, the aliens and the zones are the kit's boards (kit/boards), which Alien Chase draws too.
 */
export class PlayScene extends MazeChaseScene<typeof schema, RoundState, ChaseStat, ChaseSettings, FoundZone> {
  protected readonly chaseRules = { levels: BASIC_CHASE_LEVELS, toRules, enterZone };
  private panel!: SidePanel;
  private wordsThisRound = 0;

  protected setUp(): void {
    const seed = this.kit.rng.int(2 ** 31);
    this.addMaze({ ...MAZE, seed, hero: this.kit.images.pick('characters').key });
    this.panel = addSidePanel(this, PANEL_X, 160, LIVES, this.chase.lives);
    this.updateHud();
    this.maze.addPlayer();
    // Speed and the number of words apply at once, the starting level to the next game. A skip while the
    // character is caught waits (the word is asked again).
    this.setChaseHandlers(() => this.updateHud());
    this.maze.fillAliens(this.levelConfig());
    this.time.delayedCall(400, () => this.nextWord());
  }

  private updateHud(): void {
    this.panel.score.setText(`★ ${this.chase.score} / ${this.rules.words}`);
    this.panel.note.setText(t('play.level', { level: this.chase.level }));
  }

  // ── Words and zones ──────────────────────────────────────────────────────────────────────────────────────────

  private nextWord(): void {
    if (!this.scene.isActive() || this.chase.over) return;
    // Found by walking is scored in `found`; a skip (the panel) ends the word in `skipped`.
    this.ask(580);
    // A breath to listen before an alien standing next to the character can catch it.
    this.safeUntil = Math.max(this.safeUntil, this.time.now + 800);
    this.phase = 'play';
  }

  protected found(outcome: FoundZone): void {
    this.wordsThisRound += 1;
    this.kit.teams.award(0, 1);
    this.updateHud();
    if (outcome.finished) return this.gameOver(true);
    if (this.wordsThisRound < WORDS_PER_ROUND) {
      this.time.delayedCall(1300, () => this.nextWord());
      return;
    }
    this.endRoundIn(1400, {
      state: { chase: this.chase } satisfies RoundState,
      summary: t('play.found', { found: this.chase.score }),
    });
  }

  protected skipped(): void {
    skipWord(this.chase, this.rules);
    this.updateHud();
    if (this.chase.over) return this.gameOver(true);
    this.time.delayedCall(300, () => this.nextWord());
  }

  // ── Caught, and the end ──────────────────────────────────────────────────────────────────────────────────────

  protected caughtBy(alien: MazeAlien): void {
    const outcome = caught(this.chase);
    if (outcome.kind !== 'caught') return;
    this.panel.hearts.set(outcome.livesLeft);
    this.maze.caught(alien, outcome.finished ? t('play.caught') : t('play.caughtTryAgain'));
    if (outcome.finished) {
      // The word ends with the game: skipped (the class's word outcome, through the question: once, as it counts).
      this.maze.question?.skip();
      this.time.delayedCall(1400, () => this.gameOver(false));
      return;
    }
    this.time.delayedCall(1600, () => this.respawn());
  }

  private respawn(): void {
    this.maze.respawn(SAFE_MS);
    this.safeUntil = this.time.now + SAFE_MS;
    this.maze.question?.askAgain();
    this.phase = 'play';
  }

  private gameOver(won: boolean): void {
    this.phase = 'over';
    const line = won
      ? t('play.found', { found: this.chase.score })
      : t('play.outOfHearts', { found: this.chase.score });
    this.maze.end(line, () =>
      this.kit.finishGame({ stats: { bestScore: Math.max(this.kit.stats.bestScore, this.chase.score) } }),
    );
  }
}
