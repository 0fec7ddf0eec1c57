import Phaser from 'phaser';
import {
  addBackground,
  addButton,
  addScoreboard,
  addTurnHeading,
  addWordList,
  addWordPrompt,
  banner,
  celebrate,
  COLOURS,
  css,
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
  type WordList,
  type WordPrompt,
} from '../../kit';
import { LetterGridBoard } from '../../kit/boards/letter-grid-board';
import { LineSelection } from '../../kit/boards/line-selection';
import { buildGrid, GRID_MAX_SIZE, type Unplaced, type WordGrid } from '../../mechanics/letter-grid/grid';
import { biggerGridHelps, pickRoundWords, unplacedReport } from '../../mechanics/letter-grid/round-words';
import { type Cell, judgeSelection } from '../../mechanics/letter-grid/selection';
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
import { tellOnce, type WordSearchStat, type WordSearchState } from '../logic/saved-state';
import { type RoundConfig, roundConfig, type SETTINGS } from '../logic/settings';

/**
 * Where things sit on the 1920 × 1080 stage: the grid a square on the left (clear of the teacher-panel corner,
 * top-left 140 × 140), the side panel on the right (below the mute/fullscreen corner, top-right 260 × 140), the
 * kit's scoreboard along the bottom (y 1000).
 */
const GRID = { left: 170, top: 44, size: 840 };
const PANEL = { left: 1110, top: 150, width: 780, height: 750 };
const PANEL_CENTRE = PANEL.left + PANEL.width / 2;
const PANEL_INNER = PANEL.width - 60;
/** Dialogs, banners and points float above the board's layers. */
const OVERLAY_DEPTH = 100;

export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof SETTINGS, WordSearchState, WordSearchStat>;
  private start!: PlayStart<WordSearchState>;
  private config!: RoundConfig;
  private grid!: WordGrid;
  private round!: RoundState;
  private board!: LetterGridBoard;
  private selection!: LineSelection;
  private list: WordList | null = null;
  private prompt: WordPrompt | null = null;
  private listenCount: Phaser.GameObjects.Text | null = null;
  private listenFound: Phaser.GameObjects.Text | null = null;
  private hint!: Phaser.GameObjects.Text;
  private ended = false;
  private foundWords = 0;

  constructor() {
    super(PLAY_SCENE);
  }

  create(start: PlayStart<WordSearchState>): void {
    this.kit = getKit<typeof SETTINGS, WordSearchState, WordSearchStat>(this);
    this.start = start;
    this.config = roundConfig(this.kit.settings);
    addBackground(this);
    const left = this.buildPuzzle();
    const { letters, width, height, directions } = this.grid;
    const textureKey = 'wordsearch-letters';
    this.board = new LetterGridBoard(this, { letters, columns: width, rows: height, box: GRID, textureKey });
    this.selection = new LineSelection(this, this.board, {
      directions,
      onSelect: (from, to) => this.judge(from, to),
      onHint: (message) => this.tell(message),
    });
    this.drawPanel();
    this.kit.setPanelHandlers({
      skip: () => this.endRoundNow(),
      reveal: () => this.revealOne(),
      // The restart keeps what the teacher was already told in this game (start.state.reported).
      onSettingsChange: () => this.scene.restart(this.start),
    });
    const untold = tellOnce(start.state, left);
    if (this.grid.placements.length === 0) this.showProblems(left, true);
    else if (untold.length > 0) this.showProblems(untold, false);
    else this.begin();
  }

  /** Draws the round's words and hides them in a new grid; returns the words left out, each with why. */
  private buildPuzzle(): Unplaced[] {
    const { size, wordCount, directions } = this.config;
    const deck = this.kit.deck;
    const picked = pickRoundWords(() => deck.next().text, deck.size, wordCount, size);
    const seed = this.kit.rng.int(2 ** 32);
    this.grid = buildGrid(picked.words, { width: size, height: size, directions, seed });
    this.round = startRound(this.grid.placements.length, this.config, () => this.kit.rng.next());
    return [...picked.skipped, ...this.grid.unplaced];
  }

  // ---- the side panel ---------------------------------------------------------------------------------------

  private drawPanel(): void {
    const { left, top, width, height } = PANEL;
    const panel = this.add.graphics();
    panel.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(left + 8, top + 16, width, height, 36);
    panel.fillStyle(COLOURS.white, 0.95).fillRoundedRect(left, top, width, height, 36);
    const teams = this.kit.teams.count > 1;
    addTurnHeading(this, PANEL_CENTRE, top + 70, { solo: this.config.listen ? 'Find the word!' : 'Find the words!' });
    // With one team there is no 'Next team' button under the hint.
    const hintY = top + height - (teams ? 180 : 70);
    this.hint = this.add.text(PANEL_CENTRE, hintY, '', { ...TEXT.small, color: css(COLOURS.skyDeep) }).setOrigin(0.5);
    if (this.config.listen) this.drawListenPanel();
    else {
      const words = this.grid.placements.map((placement) => placement.entry);
      const area = { left: left + 30, top: top + 125, width: PANEL_INNER, height: hintY - 45 - (top + 125) };
      this.list = addWordList(this, words, area);
    }
    if (!teams) return;
    addButton(this, PANEL_CENTRE, top + height - 75, 'Next team ▶', () => this.passTurn(), { key: 'N', height: 110 });
    // Under the grid and the panel: four team cards need the width of the stage.
    addScoreboard(this, 1000);
  }

  /** Listen mode: no list; the word is spoken, with how many are found and the last one found. */
  private drawListenPanel(): void {
    const listen = { ...TEXT.body, color: css(COLOURS.skyDeep) };
    this.add.text(PANEL_CENTRE, PANEL.top + 170, 'Listen and find!', listen).setOrigin(0.5);
    this.prompt = addWordPrompt(this, PANEL_CENTRE, PANEL.top + 300);
    this.listenCount = this.add.text(PANEL_CENTRE, PANEL.top + 430, '', { ...TEXT.small }).setOrigin(0.5);
    const found = { ...TEXT.small, color: css(COLOURS.neutral) };
    this.listenFound = this.add.text(PANEL_CENTRE, PANEL.top + 500, '', found).setOrigin(0.5);
    this.updateListenCount();
  }

  private updateListenCount(): void {
    const done = doneFlags(this.round).filter(Boolean).length;
    this.listenCount?.setText(`Found ${done} of ${this.grid.placements.length}`);
  }

  /** One short line under the word list; a long word in it is squeezed to the panel rather than overflowing. */
  private tell(message: string): void {
    fitToWidth(this.hint.setText(message).setScale(1), PANEL_INNER);
  }

  // ---- flow -------------------------------------------------------------------------------------------------

  private begin(): void {
    // Unlocked on the next tick: the Enter that pressed 'Play' must not also mark a letter.
    this.time.delayedCall(0, () => (this.selection.locked = false));
    this.tell(this.config.listen ? 'Listen, then find it!' : 'Drag across a word!');
    this.askTarget();
  }

  /** Listen mode: speaks the word to find now, or after `delay` ms (the last word's reaction first). */
  private askTarget(delay = 0): void {
    const ask = () => {
      const target = currentTarget(this.round);
      if (target !== null) this.prompt?.ask(this.grid.placements[target]?.entry ?? '');
    };
    if (delay > 0) this.time.delayedCall(delay, ask);
    else ask();
  }

  /** The 'Next team' button: whatever the team was selecting is dropped. */
  private passTurn(): void {
    if (this.selection.locked) return;
    this.selection.cancel();
    this.nextTeam();
    this.kit.sfx.play('tick');
  }

  /** The turn passes (a find, too many misses, the button); the heading and the scoreboard follow kit.teams. */
  private nextTeam(): void {
    if (this.ended || this.kit.teams.count < 2) return;
    this.kit.teams.nextTurn();
    resetTurn(this.round);
  }

  /** The teacher's Reveal: the word asked (or the first hidden one) is shown and said; nobody scores. */
  private revealOne(): void {
    if (this.ended) return;
    const placement = revealWord(this.round);
    if (placement === null) return;
    this.markFound(placement, null);
    this.kit.speech.say(this.grid.placements[placement]?.entry ?? '');
    this.updateListenCount();
    if (isRoundOver(this.round)) this.finishRound('Round over!');
    else this.askTarget(1400);
  }

  /** The teacher skips the rest: every hidden word is shown, nobody scores, the round ends. */
  private endRoundNow(): void {
    if (this.ended) return;
    for (let placement = revealWord(this.round); placement !== null; placement = revealWord(this.round)) {
      this.markFound(placement, null);
    }
    this.updateListenCount();
    this.finishRound('Round over!');
  }

  private finishRound(message = 'All found!'): void {
    if (this.ended) return;
    this.ended = true;
    this.selection.stop();
    this.kit.sfx.play('win');
    const x = GRID.left + GRID.size / 2;
    const y = GRID.top + GRID.size / 2;
    celebrate(this, x, y, 5, 150);
    banner(this, message, x, y, { size: 160, stay: true, depth: OVERLAY_DEPTH, maxWidth: GRID.size });
    const found = this.foundWords;
    const stats = { wordsFound: this.kit.stats.wordsFound + found };
    this.time.delayedCall(2200, () => {
      if (this.start.round >= this.config.rounds) this.kit.finishGame({ stats });
      else {
        const summary = found === 1 ? '1 word found!' : `${found} words found!`;
        this.kit.endRound({ state: this.start.state, stats, summary });
      }
    });
  }

  // ---- a selection ------------------------------------------------------------------------------------------

  private judge(from: Cell, to: Cell): void {
    const judgement = judgeSelection(this.grid, from, to, {
      done: doneFlags(this.round),
      target: this.config.listen ? currentTarget(this.round) : null,
    });
    const letters = judgement.kind === 'found' ? (this.grid.placements[judgement.placement]?.letters.length ?? 1) : 0;
    const { teams } = this.kit;
    this.react(applyJudgement(this.round, judgement, teams.current.id, letters, teams.count, this.config), from, to);
  }

  private react(outcome: Outcome, from: Cell, to: Cell): void {
    const entry = 'placement' in outcome ? (this.grid.placements[outcome.placement]?.entry ?? '') : '';
    switch (outcome.kind) {
      case 'ignored':
        return;
      case 'found': {
        const team = this.kit.teams.teams[outcome.team];
        if (!team) return;
        this.foundWords++;
        this.markFound(outcome.placement, outcome.team);
        this.kit.teams.award(outcome.team, outcome.points);
        this.kit.sfx.play('correct');
        this.kit.speech.say(entry);
        const { x, y } = this.board.midpoint(from, to);
        const float = { colour: team.colour, size: 96, hold: 0, fade: 1100, depth: OVERLAY_DEPTH };
        popText(this, x, y, `+${outcome.points}`, float);
        this.tell(`Yes! “${entry}”`);
        this.updateListenCount();
        if (outcome.roundOver) return this.finishRound();
        this.askTarget(1400);
        break;
      }
      case 'again':
        this.tell('Found already!');
        this.kit.speech.say(entry);
        return;
      case 'not-target':
        this.board.flashMiss(from, to);
        this.tell(`That is “${entry}”!`);
        this.kit.sfx.play('wrong');
        if (!outcome.turnPasses) this.askTarget(1200);
        break;
      case 'miss':
        this.board.flashMiss(from, to);
        this.kit.sfx.play('wrong');
        shake(this);
        this.tell(outcome.turnPasses ? 'Not this time!' : 'Try again!');
        break;
    }
    if (outcome.turnPasses) this.time.delayedCall(900, () => this.nextTeam());
  }

  /** Paints a word in its finder's colour (grey when the teacher revealed it) and ticks it off. */
  private markFound(index: number, teamIndex: number | null): void {
    const placement = this.grid.placements[index];
    if (!placement) return;
    const team = teamIndex === null ? null : (this.kit.teams.teams[teamIndex] ?? null);
    const colour = team?.colour ?? COLOURS.neutral;
    this.board.markWord(placement.cells, colour, team !== null);
    this.list?.mark(index, colour, team);
    if (this.listenFound) {
      // The word just found, under the count: the grid itself shows all of them.
      fitToWidth(this.listenFound.setText(placement.entry).setScale(1), PANEL_INNER);
      popIn(this, this.listenFound, 0, this.listenFound.scaleX);
    }
  }

  /**
   * Tells the teacher, before play, which words are not in this puzzle and why. When none fits there is no 'Play':
   * a bigger grid (the largest, through the kit so the panel and the save show it too) or the end of the game.
   */
  private showProblems(problems: readonly Unplaced[], noneFits: boolean): void {
    this.selection.locked = true;
    const size = this.config.size;
    const bigger = { label: 'Bigger grid', action: () => this.kit.updateSettings({ size: GRID_MAX_SIZE }) };
    const end = { label: 'End game', action: () => this.kit.finishGame({}), key: 'E' };
    const play = { label: 'Play', action: () => this.begin(), key: 'ENTER', colour: COLOURS.correct };
    const buttons = noneFits
      ? [...(size < GRID_MAX_SIZE ? [{ ...bigger, key: 'ENTER' }] : []), end]
      : [play, ...(biggerGridHelps(problems, size) ? [bigger] : [])];
    const title = noneFits ? 'No word of the list fits this grid' : 'Some words are not in this puzzle';
    showDialog(this, { title, body: unplacedReport(problems, size), buttons }, OVERLAY_DEPTH);
  }
}
