import Phaser from 'phaser';
import {
  addBackground,
  addButton,
  addScoreboard,
  addWordPrompt,
  banner,
  burst,
  COLOURS,
  css,
  drawTeamBadge,
  fitToWidth,
  getKit,
  type Kit,
  PLAY_SCENE,
  type PlayStart,
  popIn,
  popText,
  shake,
  showDialog,
  TEXT,
} from '../../kit';
import { buildGrid, GRID_MAX_SIZE, type Unplaced, type WordGrid } from '../../mechanics/letter-grid/grid';
import {
  applyJudgement,
  currentTarget,
  doneFlags,
  isRoundOver,
  type Outcome,
  resetTurn,
  revealWord,
  type RoundState,
  startRound,
} from '../logic/round';
import { pickRoundWords, unplacedMessage } from '../../mechanics/letter-grid/round-words';
import { type Cell, judgeSelection, lineCells, snapEnd } from '../../mechanics/letter-grid/selection';
import { type RoundConfig, roundConfig, type SETTINGS } from '../logic/settings';
import { makeLetterAtlas } from './letter-atlas';
import type { WordSearchStat, WordSearchState } from '../logic/saved-state';

/**
 * Where things sit on the 1920 × 1080 stage: the grid a square on the left (clear of the teacher-panel corner,
 * top-left 140 × 140), the side panel on the right (below the mute/fullscreen corner, top-right 260 × 140), the
 * kit's scoreboard along the bottom.
 */
const GRID_LEFT = 170;
const GRID_TOP = 44;
const GRID_BOX = 840;
const PANEL_LEFT = 1110;
const PANEL_RIGHT = 1890;
const PANEL_TOP = 150;
const PANEL_BOTTOM = 900;
const PANEL_CENTRE = (PANEL_LEFT + PANEL_RIGHT) / 2;
const PANEL_INNER = PANEL_RIGHT - PANEL_LEFT - 60;
const SCOREBOARD_Y = 1000;
const LETTER_ATLAS = 'wordsearch-letters';
const INK = COLOURS.ink;
const DEPTH = { card: 0, found: 1, preview: 2, letters: 3, cursor: 4, overlay: 100 } as const;

interface ListRow {
  text: Phaser.GameObjects.Text;
  strike: Phaser.GameObjects.Rectangle;
  badge: Phaser.GameObjects.GameObject | null;
}

export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof SETTINGS, WordSearchState, WordSearchStat>;
  private start!: PlayStart<WordSearchState>;
  private config!: RoundConfig;
  private saved!: WordSearchState;
  private grid!: WordGrid;
  private round!: RoundState;
  private cell = 96;
  private originX = 0;
  private originY = 0;
  private letters: Phaser.GameObjects.Image[] = [];
  private preview!: Phaser.GameObjects.Graphics;
  private cursor!: Phaser.GameObjects.Graphics;
  private listRows: ListRow[] = [];
  private listenCount: Phaser.GameObjects.Text | null = null;
  private listenFound: Phaser.GameObjects.Text | null = null;
  private prompt: ReturnType<typeof addWordPrompt> | null = null;
  private turnBadge: Phaser.GameObjects.GameObject | null = null;
  private turnText!: Phaser.GameObjects.Text;
  private hint!: Phaser.GameObjects.Text;
  private hintY = PANEL_BOTTOM - 180;
  /** Input waits while an overlay (words that did not fit, the end of the round) is up. */
  private locked = false;
  private ended = false;
  /** The drag (or first tap / first Enter) in progress; reused objects, so moving the pointer allocates nothing. */
  private anchor: Cell | null = null;
  private readonly end: Cell = { x: 0, y: 0 };
  private readonly pointerCell: Cell = { x: 0, y: 0 };
  private dragging = false;
  private readonly keyCursor: Cell = { x: 0, y: 0 };
  private keyboardUsed = false;
  private foundWords = 0;

  constructor() {
    super(PLAY_SCENE);
  }

  create(start: PlayStart<WordSearchState>): void {
    this.kit = getKit<typeof SETTINGS, WordSearchState, WordSearchStat>(this);
    this.start = start;
    this.config = roundConfig(this.kit.settings);
    this.saved = start.state;
    addBackground(this);
    this.buildPuzzle();
    this.drawBoard();
    this.drawPanel();
    this.bindInput();
    this.kit.setPanelHandlers({
      skip: () => this.endRoundNow(),
      reveal: () => this.revealOne(),
      onSettingsChange: () => this.restartWithSettings(),
    });
    const problems = this.newProblems();
    if (this.grid.placements.length === 0) this.showNothingFits([...this.skipped, ...this.grid.unplaced]);
    else if (problems.length > 0) this.showProblems(problems);
    else this.begin();
  }

  // ---- the puzzle -------------------------------------------------------------------------------------------

  private skipped: Unplaced[] = [];

  private buildPuzzle(): void {
    const { size, wordCount, directions } = this.config;
    const deck = this.kit.deck;
    const picked = pickRoundWords(() => deck.next().text, deck.size, wordCount, size);
    this.skipped = picked.skipped;
    this.grid = buildGrid(picked.words, {
      width: size,
      height: size,
      directions,
      seed: this.kit.rng.int(2 ** 32),
    });
    this.round = startRound(this.grid.placements.length, this.config, () => this.kit.rng.next());
  }

  /** Words that are not in this puzzle and that the teacher has not been told about yet in this game. */
  private newProblems(): Unplaced[] {
    const told = new Set(this.saved.reported);
    const all = [...this.skipped, ...this.grid.unplaced];
    const fresh = all.filter((item) => !told.has(item.entry));
    for (const item of fresh) this.saved.reported.push(item.entry);
    return fresh;
  }

  // ---- drawing ----------------------------------------------------------------------------------------------

  private drawBoard(): void {
    const { width, height } = this.grid;
    this.cell = Math.floor(GRID_BOX / Math.max(width, height));
    const boardWidth = this.cell * width;
    const boardHeight = this.cell * height;
    this.originX = GRID_LEFT + (GRID_BOX - boardWidth) / 2;
    this.originY = GRID_TOP + (GRID_BOX - boardHeight) / 2;

    const card = this.add.graphics();
    card.fillStyle(COLOURS.shadow, 0.25);
    card.fillRoundedRect(this.originX - 16, this.originY - 8, boardWidth + 40, boardHeight + 40, 36);
    card.fillStyle(COLOURS.cream, 1);
    card.fillRoundedRect(this.originX - 24, this.originY - 24, boardWidth + 48, boardHeight + 48, 36);

    // Layers by depth: card, found words, the drag, letters, the keyboard cursor; overlays above all.
    card.setDepth(DEPTH.card);
    this.preview = this.add.graphics().setDepth(DEPTH.preview).setAlpha(0.45);
    this.cursor = this.add.graphics().setDepth(DEPTH.cursor);

    const fontPx = Math.max(48, Math.round(this.cell * 0.62));
    makeLetterAtlas(this, LETTER_ATLAS, this.grid.letters, this.cell, fontPx);
    for (let i = 0; i < this.grid.letters.length; i++) {
      const x = i % width;
      const y = Math.floor(i / width);
      const image = this.add
        .image(this.cellCentreX(x), this.cellCentreY(y), LETTER_ATLAS, this.grid.letters[i])
        .setTint(INK)
        .setDepth(DEPTH.letters);
      this.letters.push(image);
    }
  }

  private drawPanel(): void {
    const panel = this.add.graphics();
    panel.fillStyle(COLOURS.shadow, 0.25);
    panel.fillRoundedRect(PANEL_LEFT + 8, PANEL_TOP + 16, PANEL_RIGHT - PANEL_LEFT, PANEL_BOTTOM - PANEL_TOP, 36);
    panel.fillStyle(COLOURS.white, 0.95);
    panel.fillRoundedRect(PANEL_LEFT, PANEL_TOP, PANEL_RIGHT - PANEL_LEFT, PANEL_BOTTOM - PANEL_TOP, 36);

    const teams = this.kit.teams.count > 1;
    // With one team there is no badge beside the heading and no 'Next team' button under the hint.
    this.turnText = this.add.text(PANEL_CENTRE + (teams ? 40 : 0), PANEL_TOP + 70, '', { ...TEXT.body }).setOrigin(0.5);
    this.hintY = teams ? PANEL_BOTTOM - 180 : PANEL_BOTTOM - 70;
    this.hint = this.add.text(PANEL_CENTRE, this.hintY, '', { ...TEXT.small, color: '#1e6fd9' }).setOrigin(0.5);

    if (this.config.listen) this.drawListenPanel();
    else this.drawWordList();

    if (teams) {
      addButton(this, PANEL_CENTRE, PANEL_BOTTOM - 75, 'Next team ▶', () => this.passTurn(), { key: 'N', height: 110 });
      // Under the grid and the panel: four team cards need the width of the stage.
      addScoreboard(this, SCOREBOARD_Y);
    }
    this.updateTurn(false);
  }

  private drawWordList(): void {
    const entries = this.grid.placements.map((placement) => placement.entry);
    // Two columns from six words: rows stay tall enough for the bigger type.
    const columns = entries.length > 5 ? 2 : 1;
    const rows = Math.ceil(entries.length / columns);
    const top = PANEL_TOP + 125;
    const bottom = this.hintY - 45;
    const rowHeight = Math.min(80, (bottom - top) / Math.max(1, rows));
    const columnWidth = PANEL_INNER / columns;
    entries.forEach((entry, i) => {
      const column = Math.floor(i / rows);
      const row = i % rows;
      const x = PANEL_LEFT + 30 + columnWidth * column + columnWidth / 2;
      const y = top + rowHeight * row + rowHeight / 2;
      const style = rowHeight >= 76 ? TEXT.body : TEXT.small;
      const text = this.add.text(x, y, entry, { ...style, color: css(COLOURS.ink) }).setOrigin(0.5);
      // A long phrase in a narrow column is squeezed to fit rather than running into its neighbour.
      const room = columnWidth - 70;
      fitToWidth(text, room, true);
      const strike = this.add.rectangle(x, y + 4, Math.min(text.displayWidth, room) + 16, 8, INK).setVisible(false);
      // Tapping a word in the list says it: a child who cannot read it yet can still look for it.
      text.setInteractive({ useHandCursor: true }).on('pointerup', () => this.kit.speech.say(entry));
      this.listRows.push({ text, strike, badge: null });
    });
  }

  private drawListenPanel(): void {
    this.add.text(PANEL_CENTRE, PANEL_TOP + 170, 'Listen and find!', { ...TEXT.body, color: '#1e6fd9' }).setOrigin(0.5);
    this.prompt = addWordPrompt(this, PANEL_CENTRE, PANEL_TOP + 300);
    this.listenCount = this.add.text(PANEL_CENTRE, PANEL_TOP + 430, '', { ...TEXT.small }).setOrigin(0.5);
    this.listenFound = this.add
      .text(PANEL_CENTRE, PANEL_TOP + 500, '', { ...TEXT.small, color: '#8a94b8' })
      .setOrigin(0.5);
    this.updateListenCount();
  }

  private updateListenCount(): void {
    if (!this.listenCount) return;
    const done = doneFlags(this.round).filter(Boolean).length;
    this.listenCount.setText(`Found ${done} of ${this.grid.placements.length}`);
  }

  private updateTurn(announce: boolean): void {
    const team = this.kit.teams.current;
    if (this.turnBadge) this.turnBadge.destroy();
    if (this.kit.teams.count > 1) {
      fitToWidth(this.turnText.setText(`${team.name}!`).setScale(1), 560);
      this.turnBadge = drawTeamBadge(
        this,
        this.turnText.x - this.turnText.displayWidth / 2 - 56,
        this.turnText.y,
        team,
        72,
      );
      if (announce) popIn(this, this.turnText, 0, this.turnText.scaleX);
    } else {
      this.turnText.setText(this.config.listen ? 'Find the word!' : 'Find the words!');
    }
  }

  /** One short line under the word list; a long word in it is squeezed to the panel rather than overflowing. */
  private tell(message: string): void {
    fitToWidth(this.hint.setText(message).setScale(1), PANEL_INNER);
  }

  private cellCentreX(x: number): number {
    return this.originX + x * this.cell + this.cell / 2;
  }

  private cellCentreY(y: number): number {
    return this.originY + y * this.cell + this.cell / 2;
  }

  /** A fat rounded stroke over a run of cells: how a found word (or a drag) looks. */
  /**
   * A fat rounded bar over a run of cells: how a found word (or a drag) looks. One rounded rectangle in a
   * rotated object rather than a line with round ends, so a see-through bar has no darker overlaps.
   */
  private drawCapsule(graphics: Phaser.GameObjects.Graphics, from: Cell, to: Cell, colour: number): void {
    const x1 = this.cellCentreX(from.x);
    const y1 = this.cellCentreY(from.y);
    const x2 = this.cellCentreX(to.x);
    const y2 = this.cellCentreY(to.y);
    const length = Math.hypot(x2 - x1, y2 - y1);
    const radius = this.cell * 0.39;
    graphics.setPosition((x1 + x2) / 2, (y1 + y2) / 2).setRotation(Math.atan2(y2 - y1, x2 - x1));
    graphics.fillStyle(colour, 1);
    graphics.fillRoundedRect(-length / 2 - radius, -radius, length + 2 * radius, 2 * radius, radius);
  }

  // ---- flow -------------------------------------------------------------------------------------------------

  private begin(): void {
    // Unlocked on the next tick: the Enter that pressed 'Play' must not also mark a letter.
    this.time.delayedCall(0, () => (this.locked = false));
    this.tell(this.config.listen ? 'Listen, then find it!' : 'Drag across a word!');
    if (this.config.listen) this.askTarget(false);
  }

  private askTarget(afterFind: boolean): void {
    const target = currentTarget(this.round);
    if (target === null || !this.prompt) return;
    const entry = this.grid.placements[target]?.entry ?? '';
    if (afterFind) this.time.delayedCall(1400, () => this.prompt?.ask(entry));
    else this.prompt.ask(entry);
  }

  private passTurn(): void {
    if (this.locked || this.kit.teams.count < 2) return;
    this.cancelSelection();
    this.kit.teams.nextTurn();
    resetTurn(this.round);
    this.updateTurn(true);
    this.kit.sfx.play('tick');
  }

  private revealOne(): void {
    if (this.ended) return;
    const placement = revealWord(this.round);
    if (placement === null) return;
    this.markFound(placement, COLOURS.neutral, null);
    this.kit.speech.say(this.grid.placements[placement]?.entry ?? '');
    this.updateListenCount();
    if (isRoundOver(this.round)) this.finishRound('Round over!');
    else if (this.config.listen) this.askTarget(true);
  }

  /** The teacher skips the rest: every hidden word is shown, nobody scores, the round ends. */
  private endRoundNow(): void {
    if (this.ended) return;
    for (let placement = revealWord(this.round); placement !== null; placement = revealWord(this.round)) {
      this.markFound(placement, COLOURS.neutral, null);
    }
    this.updateListenCount();
    this.finishRound('Round over!');
  }

  private finishRound(message = 'All found!'): void {
    if (this.ended) return;
    this.ended = true;
    this.locked = true;
    this.cancelSelection();
    this.keyboardUsed = false;
    this.cursor.clear();
    this.kit.sfx.play('win');
    for (let i = 0; i < 5; i++) {
      this.time.delayedCall(i * 160, () =>
        burst(
          this,
          GRID_LEFT + 120 + this.kit.rng.int(GRID_BOX - 240),
          GRID_TOP + 120 + this.kit.rng.int(GRID_BOX - 240),
          [COLOURS.sun, COLOURS.coral, COLOURS.violet, COLOURS.grass, COLOURS.sky][i] ?? COLOURS.sun,
        ),
      );
    }
    banner(this, message, GRID_LEFT + GRID_BOX / 2, GRID_TOP + GRID_BOX / 2, {
      size: 160,
      stay: true,
      depth: DEPTH.overlay,
      maxWidth: GRID_BOX,
    });
    const stats = { wordsFound: this.kit.stats.wordsFound + this.foundWords };
    const found = this.foundWords;
    this.time.delayedCall(2200, () => {
      if (this.start.round >= this.config.rounds) this.kit.finishGame({ stats });
      else {
        const summary = found === 1 ? '1 word found!' : `${found} words found!`;
        this.kit.endRound({ state: this.saved, stats, summary });
      }
    });
  }

  // ---- input ------------------------------------------------------------------------------------------------

  private bindInput(): void {
    const zone = this.add
      .zone(this.originX, this.originY, this.cell * this.grid.width, this.cell * this.grid.height)
      .setOrigin(0, 0)
      .setInteractive();
    zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => this.onPointerDown(pointer));
    this.input.on('pointermove', (pointer: Phaser.Input.Pointer) => this.onPointerMove(pointer));
    this.input.on('pointerup', (pointer: Phaser.Input.Pointer) => this.onPointerUp(pointer));

    const keyboard = this.input.keyboard;
    if (!keyboard) return;
    keyboard.on('keydown', (event: KeyboardEvent) => this.onKey(event));
  }

  /**
   * The pointer's place in cell units (fractions kept), written into `pointerCell`. worldX/Y are stage coordinates;
   * x/y are the drawing buffer's pixels, which the kit sizes to the frame.
   */
  private toCell(pointer: Phaser.Input.Pointer): Cell {
    this.pointerCell.x = (pointer.worldX - this.originX) / this.cell - 0.5;
    this.pointerCell.y = (pointer.worldY - this.originY) / this.cell - 0.5;
    return this.pointerCell;
  }

  private onPointerDown(pointer: Phaser.Input.Pointer): void {
    if (this.locked) return;
    const at = this.toCell(pointer);
    const x = Phaser.Math.Clamp(Math.round(at.x), 0, this.grid.width - 1);
    const y = Phaser.Math.Clamp(Math.round(at.y), 0, this.grid.height - 1);
    this.keyboardUsed = false;
    this.cursor.clear();
    // A second tap on another letter finishes a tap-tap selection (small hands on a big board).
    if (this.anchor && !this.dragging && (this.anchor.x !== x || this.anchor.y !== y)) {
      const line = lineCells(this.grid.width, this.grid.height, this.anchor, { x, y }, this.grid.directions);
      if (line) {
        this.end.x = x;
        this.end.y = y;
        this.completeSelection();
        return;
      }
    }
    this.anchor = { x, y };
    this.end.x = x;
    this.end.y = y;
    this.dragging = true;
    this.drawPreview();
    this.kit.sfx.play('tick');
  }

  private onPointerMove(pointer: Phaser.Input.Pointer): void {
    if (!this.dragging || !this.anchor || this.locked) return;
    const lastX = this.end.x;
    const lastY = this.end.y;
    snapEnd(this.grid.width, this.grid.height, this.anchor, this.toCell(pointer), this.grid.directions, this.end);
    if (this.end.x === lastX && this.end.y === lastY) return;
    this.drawPreview();
  }

  private onPointerUp(_pointer: Phaser.Input.Pointer): void {
    if (!this.dragging || !this.anchor) return;
    this.dragging = false;
    if (this.end.x === this.anchor.x && this.end.y === this.anchor.y) {
      // A tap: the letter stays marked as the start; the next tap (or a drag) ends the word.
      this.tell('Now tap the last letter.');
      return;
    }
    this.completeSelection();
  }

  private onKey(event: KeyboardEvent): void {
    if (this.locked || event.ctrlKey || event.altKey || event.metaKey) return;
    let dx = 0;
    let dy = 0;
    switch (event.key) {
      case 'ArrowLeft':
        dx = -1;
        break;
      case 'ArrowRight':
        dx = 1;
        break;
      case 'ArrowUp':
        dy = -1;
        break;
      case 'ArrowDown':
        dy = 1;
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        this.onKeyMark();
        return;
      case 'Escape':
        this.cancelSelection();
        this.tell('Enter on the first letter');
        return;
      default:
        return;
    }
    event.preventDefault();
    if (!this.keyboardUsed) {
      // The first arrow press shows the cursor where it was (top-left at the start) without moving it.
      this.keyboardUsed = true;
    } else {
      this.keyCursor.x = Phaser.Math.Clamp(this.keyCursor.x + dx, 0, this.grid.width - 1);
      this.keyCursor.y = Phaser.Math.Clamp(this.keyCursor.y + dy, 0, this.grid.height - 1);
    }
    if (this.anchor) {
      this.end.x = this.keyCursor.x;
      this.end.y = this.keyCursor.y;
      this.drawPreview();
    }
    this.drawCursor();
    if (!this.anchor) this.tell('Enter on the first letter');
  }

  private onKeyMark(): void {
    if (!this.keyboardUsed) {
      this.keyboardUsed = true;
      this.drawCursor();
      this.tell('Arrows, then Enter');
      return;
    }
    if (!this.anchor) {
      this.anchor = { x: this.keyCursor.x, y: this.keyCursor.y };
      this.end.x = this.keyCursor.x;
      this.end.y = this.keyCursor.y;
      this.drawPreview();
      this.kit.sfx.play('tick');
      this.tell('Enter on the last letter');
      return;
    }
    this.end.x = this.keyCursor.x;
    this.end.y = this.keyCursor.y;
    if (this.end.x === this.anchor.x && this.end.y === this.anchor.y) return;
    this.completeSelection();
  }

  private drawPreview(): void {
    this.preview.clear();
    if (!this.anchor) return;
    const straight = lineCells(this.grid.width, this.grid.height, this.anchor, this.end, this.grid.directions);
    const colour = straight ? this.kit.teams.current.colour : COLOURS.wrong;
    this.drawCapsule(this.preview, this.anchor, straight ? this.end : this.anchor, colour);
  }

  private drawCursor(): void {
    this.cursor.clear();
    if (!this.keyboardUsed) return;
    const size = this.cell * 0.92;
    this.cursor.lineStyle(8, COLOURS.skyDeep, 1);
    this.cursor.strokeRoundedRect(
      this.cellCentreX(this.keyCursor.x) - size / 2,
      this.cellCentreY(this.keyCursor.y) - size / 2,
      size,
      size,
      18,
    );
  }

  private cancelSelection(): void {
    this.anchor = null;
    this.dragging = false;
    this.preview.clear();
  }

  private completeSelection(): void {
    const anchor = this.anchor;
    if (!anchor) return;
    const judgement = judgeSelection(this.grid, anchor, this.end, {
      done: doneFlags(this.round),
      target: this.config.listen ? currentTarget(this.round) : null,
    });
    const team = this.kit.teams.current;
    const placementLetters =
      judgement.kind === 'found' ? (this.grid.placements[judgement.placement]?.letters.length ?? 1) : 0;
    const outcome = applyJudgement(this.round, judgement, team.id, placementLetters, this.kit.teams.count, this.config);
    if (judgement.kind === 'not-straight') {
      this.tell('Go in a straight line!');
      this.flashMiss(anchor, anchor);
      this.cancelSelection();
      return;
    }
    this.react(outcome, anchor, { x: this.end.x, y: this.end.y });
  }

  // ---- feedback ---------------------------------------------------------------------------------------------

  private react(outcome: Outcome, from: Cell, to: Cell): void {
    this.anchor = null;
    this.preview.clear();
    switch (outcome.kind) {
      case 'ignored':
        return;
      case 'found': {
        const team = this.kit.teams.teams[outcome.team];
        const placement = this.grid.placements[outcome.placement];
        if (!team || !placement) return;
        this.foundWords++;
        this.markFound(outcome.placement, team.colour, outcome.team);
        this.kit.teams.award(outcome.team, outcome.points);
        this.kit.sfx.play('correct');
        this.kit.speech.say(placement.entry);
        this.floatPoints(outcome.points, team.colour, from, to);
        this.tell(`Yes! “${placement.entry}”`);
        this.updateListenCount();
        if (outcome.roundOver) {
          this.finishRound();
          return;
        }
        if (outcome.turnPasses) this.time.delayedCall(900, () => this.passTurnAfterPlay());
        if (this.config.listen) this.askTarget(true);
        return;
      }
      case 'again': {
        const entry = this.grid.placements[outcome.placement]?.entry ?? '';
        this.tell('Found already!');
        this.kit.speech.say(entry);
        return;
      }
      case 'not-target': {
        const entry = this.grid.placements[outcome.placement]?.entry ?? '';
        this.flashMiss(from, to);
        this.tell(`That is “${entry}”!`);
        this.kit.sfx.play('wrong');
        if (outcome.turnPasses) this.time.delayedCall(900, () => this.passTurnAfterPlay());
        else this.time.delayedCall(1200, () => this.prompt?.ask(this.targetEntry()));
        return;
      }
      case 'miss':
        this.flashMiss(from, to);
        this.kit.sfx.play('wrong');
        shake(this);
        this.tell(outcome.turnPasses ? 'Not this time!' : 'Try again!');
        if (outcome.turnPasses) this.time.delayedCall(900, () => this.passTurnAfterPlay());
        return;
    }
  }

  private targetEntry(): string {
    const target = currentTarget(this.round);
    return target === null ? '' : (this.grid.placements[target]?.entry ?? '');
  }

  private passTurnAfterPlay(): void {
    if (this.ended || this.kit.teams.count < 2) return;
    this.kit.teams.nextTurn();
    resetTurn(this.round);
    this.updateTurn(true);
  }

  /** Paints a word in a colour (a team's, or grey when the teacher revealed it), pops its letters, ticks the list. */
  private markFound(placementIndex: number, colour: number, teamIndex: number | null): void {
    const placement = this.grid.placements[placementIndex];
    if (!placement) return;
    const last = placement.letters.length - 1;
    const from = { x: placement.x, y: placement.y };
    const to = { x: placement.x + placement.dx * last, y: placement.y + placement.dy * last };
    const capsule = this.add.graphics().setDepth(DEPTH.found);
    this.drawCapsule(capsule, from, to, colour);
    capsule.setAlpha(0);
    this.tweens.add({ targets: capsule, alpha: 0.9, duration: 250 });
    placement.cells.forEach((cell, i) => {
      const letter = this.letters[cell];
      if (!letter) return;
      letter.setTint(COLOURS.white);
      this.tweens.add({
        targets: letter,
        scale: 1.35,
        yoyo: true,
        duration: 140,
        delay: i * 55,
        ease: 'Quad.easeOut',
      });
    });
    const midX = (this.cellCentreX(from.x) + this.cellCentreX(to.x)) / 2;
    const midY = (this.cellCentreY(from.y) + this.cellCentreY(to.y)) / 2;
    if (teamIndex !== null) burst(this, midX, midY, colour);

    const row = this.listRows[placementIndex];
    if (row) {
      row.text.setColor(teamIndex === null ? '#8a94b8' : '#' + colour.toString(16).padStart(6, '0'));
      row.strike.setFillStyle(colour).setVisible(true);
      const team = teamIndex === null ? null : this.kit.teams.teams[teamIndex];
      if (team && this.kit.teams.count > 1) {
        row.badge = drawTeamBadge(this, row.text.x - row.text.displayWidth / 2 - 44, row.text.y, team, 44);
      }
      popIn(this, row.text, 0, row.text.scaleX, row.text.scaleY);
    }
    if (this.listenFound) {
      // The word just found, under the count: the grid itself shows all of them.
      fitToWidth(this.listenFound.setText(placement.entry).setScale(1), PANEL_INNER);
      popIn(this, this.listenFound, 0, this.listenFound.scaleX);
    }
  }

  private flashMiss(from: Cell, to: Cell): void {
    const flash = this.add.graphics().setDepth(DEPTH.preview);
    this.drawCapsule(flash, from, to, COLOURS.wrong);
    flash.setAlpha(0.6);
    this.tweens.add({
      targets: flash,
      x: flash.x + 14,
      duration: 60,
      yoyo: true,
      repeat: 3,
      onComplete: () => {
        this.tweens.add({ targets: flash, alpha: 0, duration: 250, onComplete: () => flash.destroy() });
      },
    });
  }

  private floatPoints(points: number, colour: number, from: Cell, to: Cell): void {
    const x = (this.cellCentreX(from.x) + this.cellCentreX(to.x)) / 2;
    const y = (this.cellCentreY(from.y) + this.cellCentreY(to.y)) / 2;
    popText(this, x, y, `+${points}`, { colour, size: 96, hold: 0, fade: 1100, depth: DEPTH.overlay });
  }

  // ---- overlays ---------------------------------------------------------------------------------------------

  /** Tells the teacher, before play, which words are not in this puzzle and why. */
  private showProblems(problems: readonly Unplaced[]): void {
    this.locked = true;
    const size = this.config.size;
    const lines = problems.slice(0, 6).map((item) => `“${item.entry}”: ${unplacedMessage(item, size)}`);
    if (problems.length > 6) lines.push(`and ${problems.length - 6} more`);
    const canGrow = size < GRID_MAX_SIZE && problems.some((p) => p.reason === 'too-long' || p.reason === 'no-room');
    showDialog(
      this,
      {
        title: 'Some words are not in this puzzle',
        body: lines.join('\n'),
        buttons: [
          { label: 'Play', action: () => this.begin(), key: 'ENTER', colour: COLOURS.correct },
          ...(canGrow ? [{ label: 'Bigger grid', action: () => this.growGrid() }] : []),
        ],
      },
      DEPTH.overlay,
    );
  }

  /** No word of the list can go into any grid this size: say so, and offer what helps instead of a dead end. */
  private showNothingFits(problems: readonly Unplaced[]): void {
    this.locked = true;
    const size = this.config.size;
    const lines = problems.slice(0, 6).map((item) => `“${item.entry}”: ${unplacedMessage(item, size)}`);
    const canGrow = size < GRID_MAX_SIZE;
    if (problems.length > 6) lines.push(`and ${problems.length - 6} more`);
    showDialog(
      this,
      {
        title: 'No word of the list fits this grid',
        body: lines.join('\n'),
        buttons: [
          ...(canGrow ? [{ label: 'Bigger grid', action: () => this.growGrid(), key: 'ENTER' }] : []),
          { label: 'End game', action: () => this.kit.finishGame({}), key: 'E' },
        ],
      },
      DEPTH.overlay,
    );
  }

  private restartWithSettings(): void {
    // The restart keeps what the teacher was already told in this round.
    this.scene.restart({ ...this.start, state: this.saved } satisfies PlayStart<WordSearchState>);
  }

  /** The overlay's 'Bigger grid': the largest size, through the kit so the panel and the save show it too. */
  private growGrid(): void {
    this.kit.updateSettings({ size: GRID_MAX_SIZE });
  }
}
