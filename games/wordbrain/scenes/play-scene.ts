import type Phaser from 'phaser';
import {
  GamePlayScene,
  addButton,
  addGridPanel,
  burst,
  COLOURS,
  endGridRound,
  GRID_BOX,
  GRID_OVERLAY_DEPTH,
  GRID_PANEL,
  type GridPanel,
  leftOutReport,
  popText,
  shake,
  tellLeftOut,
} from '../../kit';
import { LetterGridBoard } from '../../kit/boards/letter-grid-board';
import type { LeftOut } from '../../mechanics/letters/letter-games';
import { RoundOutcomes, type WordEvent } from '../../mechanics/outcomes/word-events';
import { pathEvent } from '../logic/outcomes';
import { generatePuzzle, type Puzzle, type Step } from '../logic/puzzle';
import {
  countMiss,
  isRoundOver,
  judgePath,
  nextStep,
  resetTurn,
  REVEALED,
  type RoundState,
  startRound,
  takeWord,
} from '../logic/round';
import { type WordbrainStat, type WordbrainState } from '../logic/saved-state';
import { type RoundConfig, roundConfig, type SETTINGS } from '../logic/settings';
import { gridSizeFor, pickPuzzleWords, playableWords } from '../logic/words';
import { t } from '../texts';
import { PathSelection } from './path-selection';

/**
 * Wordbrain's play: one puzzle a round. Teams take turns tracing a word of the list through touching letters; a
 * found word scores, its letters vanish and the letters above fall. A hint lights a word's first letter.
 */
export class PlayScene extends GamePlayScene<typeof SETTINGS, WordbrainState, WordbrainStat> {
  /** An empty list is told in the game's own left-out dialog, not the kit's notice. */
  protected override readonly needsWords = false;
  private config!: RoundConfig;
  private puzzle: Puzzle | null = null;
  private round!: RoundState;
  /** The next word to find and its path from the grid as it is now (hints, the teacher's reveal, tests). */
  private plan: Step | null = null;
  private board!: LetterGridBoard;
  /** The letter images by the cell they are in now (they move as letters fall). */
  private tiles: (Phaser.GameObjects.Image | null)[] = [];
  private selection!: PathSelection;
  private trace!: Phaser.GameObjects.Graphics;
  private hintRing: Phaser.GameObjects.Graphics | null = null;
  private panel!: GridPanel;
  private ended = false;
  private foundWords = 0;
  /** The class's outcome of each word of the round, decided once (kit.reportWord). */
  private outcomes = new RoundOutcomes();

  protected play(): void {
    this.config = roundConfig(this.kit.settings);
    const { words, leftOut } = playableWords(
      this.kit.words.map((w) => w.text),
      this.config.size,
    );
    this.kit.setPanelHandlers({
      skip: () => this.endRoundNow(),
      reveal: () => this.revealOne(),
      onSettingsChange: () => this.scene.restart(this.start),
    });
    this.puzzle = words.length >= 2 ? this.buildPuzzle(new Map(words.map((w) => [w.entry, w.letters]))) : null;
    if (this.puzzle) {
      this.round = startRound(this.puzzle);
      this.plan = this.puzzle.solution[0] ?? null;
      this.drawBoard(this.puzzle);
      this.drawPanel();
    }
    this.tellLeftOut(leftOut);
  }

  /** Draws the puzzle's words from the deck and hides them; a word is dropped if no grid is found (never seen). */
  private buildPuzzle(playable: ReadonlyMap<string, string>): Puzzle | null {
    const deck = this.kit.deck;
    const { size, wordCount } = this.config;
    const words = pickPuzzleWords(() => deck.next().text, deck.size, playable, wordCount, size);
    const seed = this.kit.rng.int(2 ** 32);
    for (; words.length > 0; words.pop()) {
      const puzzle = generatePuzzle(words, gridSizeFor(words, size), seed);
      if (puzzle) return puzzle;
    }
    return null;
  }

  private drawBoard(puzzle: Puzzle): void {
    const letters = puzzle.cells.map((letter) => letter ?? ' ');
    const textureKey = 'wordbrain-letters';
    this.board = new LetterGridBoard(this, {
      letters,
      columns: puzzle.size,
      rows: puzzle.size,
      box: GRID_BOX,
      textureKey,
    });
    this.tiles = puzzle.cells.map((letter, cell) => {
      const image = this.board.letterImage(cell) ?? null;
      if (letter === null) image?.destroy();
      return letter === null ? null : image;
    });
    this.trace = this.add.graphics().setDepth(this.board.depths.drag);
    this.selection = new PathSelection(this, this.board, {
      cells: () => this.round.cells,
      onSelect: (path) => this.judge(path),
      onChange: (path) => this.drawTrace(path),
      complete: (path) => judgePath(this.round, path).kind === 'found',
      onHint: (message) => this.tell(message),
    });
    this.selection.locked = true;
  }

  // ---- the side panel ---------------------------------------------------------------------------------------

  private drawPanel(): void {
    const words = this.round.words.map((w) => w.entry);
    this.panel = addGridPanel(this, { solo: t('panel.findWords'), words, hintAbove: 180 });
    const { centre, top, height } = GRID_PANEL;
    const teams = this.kit.teams.count > 1;
    const buttonY = top + height - 75;
    const hintX = teams ? centre - 180 : centre;
    addButton(this, hintX, buttonY, t('panel.hint'), () => this.showHint(), { key: 'H', height: 110 });
    if (!teams) return;
    addButton(this, centre + 190, buttonY, t('panel.next'), () => this.passTurn(), { key: 'N', height: 110 });
  }

  private tell(message: string): void {
    this.panel.tell(message);
  }

  /** The traced path: a fat line through its letters in the team's colour, its letters white. */
  private drawTrace(path: readonly number[]): void {
    const { board, trace } = this;
    trace.clear();
    this.tiles.forEach((tile) => tile?.setTint(COLOURS.ink));
    if (path.length === 0) return;
    const colour = this.kit.teams.current.colour;
    trace.fillStyle(colour, 1).lineStyle(board.cell * 0.3, colour, 1);
    path.forEach((cell, i) => {
      const x = board.cellCentreX(cell % board.columns);
      const y = board.cellCentreY(Math.floor(cell / board.columns));
      trace.fillCircle(x, y, board.cell * 0.4);
      const before = path[i - 1];
      if (before !== undefined) {
        const bx = board.cellCentreX(before % board.columns);
        const by = board.cellCentreY(Math.floor(before / board.columns));
        trace.lineBetween(bx, by, x, y);
      }
      this.tiles[cell]?.setTint(COLOURS.white);
    });
  }

  // ---- flow -------------------------------------------------------------------------------------------------

  private begin(): void {
    // Unlocked on the next tick: the Enter that pressed 'Play' must not also take a letter.
    this.time.delayedCall(0, () => (this.selection.locked = false));
    this.tell(t('hint.trace'));
  }

  private passTurn(): void {
    if (this.ended || this.selection.locked) return;
    this.selection.cancel();
    this.nextTeam();
    this.kit.sfx.play('tick');
  }

  private nextTeam(): void {
    if (this.ended || this.kit.teams.count < 2) return;
    this.kit.teams.nextTurn();
    resetTurn(this.round);
  }

  /** Lights the first letter of a word that can be found now, and says the word. */
  private showHint(): void {
    if (this.ended || this.selection.locked || !this.plan) return;
    const { word, path } = this.plan;
    const first = path[0] ?? 0;
    this.hintRing?.destroy();
    const x = this.board.cellCentreX(first % this.board.columns);
    const y = this.board.cellCentreY(Math.floor(first / this.board.columns));
    const ring = this.add.graphics({ x, y }).setDepth(this.board.depths.cursor);
    ring.lineStyle(12, COLOURS.sun, 1).strokeCircle(0, 0, this.board.cell * 0.44);
    this.tweens.add({ targets: ring, scale: 1.12, yoyo: true, repeat: -1, duration: 450, ease: 'Sine.easeInOut' });
    this.hintRing = ring;
    const entry = this.round.words[word]?.entry ?? '';
    this.kit.speech.say(entry);
    this.tell(`“${entry}” starts here!`);
  }

  /** The teacher's Reveal: the next word is shown and taken out; nobody scores. */
  private revealOne(): void {
    if (this.ended || !this.plan) return;
    const { word, path } = this.plan;
    this.reportWord(word, 'revealed');
    this.kit.speech.say(this.round.words[word]?.entry ?? '');
    this.removeWord(word, path, null);
    if (isRoundOver(this.round)) this.finishRound(t('end.roundOver'));
  }

  /** The teacher skips the rest: the hidden words are ticked off, nobody scores, the round ends. */
  private endRoundNow(): void {
    if (this.ended) return;
    this.round.foundBy.forEach((by, i) => {
      if (by !== null) return;
      this.round.foundBy[i] = REVEALED;
      this.panel.list?.mark(i, COLOURS.neutral, null);
    });
    this.finishRound(t('end.roundOver'));
  }

  private finishRound(message = t('end.allFound')): void {
    if (this.ended) return;
    this.ended = true;
    this.selection.stop();
    this.hintRing?.destroy();
    // The words still hidden (the teacher's Skip ticks them off) were left.
    for (const { word, outcome } of this.outcomes.leave(this.round.words.map((w) => w.entry))) {
      this.kit.reportWord(word, outcome);
    }
    const lastRound = this.start.round >= this.config.rounds;
    endGridRound(this, { message, found: this.foundWords, state: this.start.state, lastRound });
  }

  // ---- a traced word ----------------------------------------------------------------------------------------

  private judge(path: number[]): void {
    const judgement = judgePath(this.round, path);
    const entry = 'word' in judgement ? (this.round.words[judgement.word]?.entry ?? '') : '';
    const event = pathEvent(judgement);
    if (event) this.reportWord(event.word, event.event);
    switch (judgement.kind) {
      case 'ignored':
        return;
      case 'found': {
        const team = this.kit.teams.current;
        this.foundWords++;
        this.kit.teams.award(team.id, 1);
        this.kit.sfx.play('correct');
        this.kit.speech.say(entry);
        const { x, y } = this.pathMiddle(path);
        popText(this, x, y, '+1', { colour: team.colour, size: 96, hold: 0, fade: 1100, depth: GRID_OVERLAY_DEPTH });
        this.tell(t('hint.yes', { word: entry }));
        this.removeWord(judgement.word, path, team.id);
        if (isRoundOver(this.round)) return this.finishRound();
        this.time.delayedCall(900, () => this.nextTeam());
        return;
      }
      case 'not-yet':
        this.flashPath(path, COLOURS.sun);
        this.kit.speech.say(entry);
        this.tell(t('hint.notYet'));
        return;
      case 'again':
        this.tell(t('hint.foundAlready'));
        return;
      case 'miss': {
        this.flashPath(path, COLOURS.wrong);
        this.kit.sfx.play('wrong');
        shake(this);
        const passes = countMiss(this.round, this.kit.teams.count, this.config);
        this.tell(passes ? t('hint.notThisTime') : t('hint.tryAgain'));
        if (passes) this.time.delayedCall(900, () => this.nextTeam());
      }
    }
  }

  /** Reports a word's outcome to the class's tally, once a round. */
  private reportWord(index: number, event: WordEvent): void {
    const word = this.round.words[index]?.entry;
    const outcome = word === undefined ? null : this.outcomes.settle(word, event);
    if (word !== undefined && outcome) this.kit.reportWord(word, outcome);
  }

  private pathMiddle(path: readonly number[]): { x: number; y: number } {
    const cell = path[Math.floor(path.length / 2)] ?? 0;
    return {
      x: this.board.cellCentreX(cell % this.board.columns),
      y: this.board.cellCentreY(Math.floor(cell / this.board.columns)),
    };
  }

  /** A wrong (or too early) word: its letters flash in a colour and settle back. */
  private flashPath(path: readonly number[], colour: number): void {
    for (const cell of path) {
      const tile = this.tiles[cell];
      if (!tile) continue;
      tile.setTint(colour);
      this.tweens.add({ targets: tile, angle: { from: -12, to: 12 }, duration: 70, yoyo: true, repeat: 2 });
      this.time.delayedCall(600, () => tile.setAngle(0).setTint(COLOURS.ink));
    }
  }

  /**
   * A word goes (found by `team`, or revealed): its letters pop in the team's colour and vanish, the list ticks it
   * off, and the letters above fall into the gaps. Tracing waits until they land.
   */
  private removeWord(word: number, path: readonly number[], team: number | null): void {
    const colour = team === null ? COLOURS.neutral : (this.kit.teams.teams[team]?.colour ?? COLOURS.neutral);
    this.panel.list?.mark(word, colour, team === null ? null : (this.kit.teams.teams[team] ?? null));
    this.hintRing?.destroy();
    this.hintRing = null;
    path.forEach((cell, i) => {
      const tile = this.tiles[cell];
      this.tiles[cell] = null;
      if (!tile) return;
      tile.setTint(COLOURS.white);
      if (team !== null) burst(this, tile.x, tile.y, colour, 10);
      this.tweens.add({
        targets: tile,
        scale: 1.5,
        alpha: 0,
        delay: i * 60,
        duration: 320,
        onComplete: () => tile.destroy(),
      });
    });
    const moves = takeWord(this.round, word, path, team ?? REVEALED);
    this.plan = nextStep(this.round);
    const tiles = [...this.tiles];
    for (const { from, to } of moves) {
      const tile = tiles[from] ?? null;
      if (this.tiles[from] === tile) this.tiles[from] = null;
      this.tiles[to] = tile;
      if (!tile) continue;
      const rows = Math.floor(to / this.board.columns) - Math.floor(from / this.board.columns);
      const y = this.board.cellCentreY(Math.floor(to / this.board.columns));
      this.tweens.add({ targets: tile, y, delay: 300, duration: 250 + rows * 90, ease: 'Bounce.easeOut' });
    }
    this.selection.locked = true;
    this.time.delayedCall(300 + path.length * 60 + 250, () => {
      if (!this.ended) this.selection.locked = false;
    });
  }

  // ---- before play ------------------------------------------------------------------------------------------

  /** The entries left out, told once per game; fewer than two words to play: the teacher is told why, and it ends. */
  private tellLeftOut(leftOut: readonly LeftOut[]): void {
    const rules = { maxLetters: this.maxLetters() };
    tellLeftOut(this, {
      leftOut,
      told: this.start.state.reported,
      nonePlayable: !this.puzzle,
      report: (items) => (items.length > 0 ? leftOutReport(items, rules) : t('leftOut.needsTwo')),
      titles: { none: t('leftOut.none'), some: t('leftOut.some') },
      play: () => this.begin(),
      end: () => this.kit.finishGame({}),
      endKey: 'ENTER',
      depth: GRID_OVERLAY_DEPTH,
    });
  }

  private maxLetters(): number {
    const side = this.config.size === 'auto' ? 5 : this.config.size;
    return side * side;
  }
}
