import type Phaser from 'phaser';
import {
  GamePlayScene,
  addButton,
  addGridPanel,
  addWordPrompt,
  COLOURS,
  css,
  endGridRound,
  fitToWidth,
  GRID_BOX,
  GRID_OVERLAY_DEPTH,
  GRID_PANEL,
  type GridPanel,
  leftOutReport,
  popIn,
  popText,
  shake,
  tellLeftOut,
  TEXT,
  type WordPrompt,
} from '../../kit';
import { LetterGridBoard } from '../../kit/boards/letter-grid-board';
import { LineSelection } from '../../kit/boards/line-selection';
import {
  buildGrid,
  GRID_MAX_SIZE,
  MIN_WORD_LETTERS,
  type Unplaced,
  type WordGrid,
} from '../../mechanics/letter-grid/grid';
import { biggerGridHelps, pickRoundWords } from '../../mechanics/letter-grid/round-words';
import { type Cell, judgeSelection } from '../../mechanics/letter-grid/selection';
import { RoundOutcomes, type WordEvent } from '../../mechanics/outcomes/word-events';
import { selectionEvent } from '../logic/outcomes';
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
import { type WordSearchStat, type WordSearchState } from '../logic/saved-state';
import { type RoundConfig, roundConfig, type SETTINGS } from '../logic/settings';
import { t } from '../texts';

export class PlayScene extends GamePlayScene<typeof SETTINGS, WordSearchState, WordSearchStat> {
  /** An empty list is told in the game's own left-out dialog, not the kit's notice. */
  protected override readonly needsWords = false;
  private config!: RoundConfig;
  private grid!: WordGrid;
  private round!: RoundState;
  private board!: LetterGridBoard;
  private selection!: LineSelection;
  private panel!: GridPanel;
  private prompt: WordPrompt | null = null;
  private listenCount: Phaser.GameObjects.Text | null = null;
  private listenFound: Phaser.GameObjects.Text | null = null;
  private ended = false;
  private foundWords = 0;
  /** The class's outcome of each word of the round, decided once (kit.reportWord). */
  private outcomes = new RoundOutcomes();

  protected play(): void {
    this.config = roundConfig(this.kit.settings);
    const left = this.buildPuzzle();
    const { letters, width, height, directions } = this.grid;
    const textureKey = 'wordsearch-letters';
    this.board = new LetterGridBoard(this, { letters, columns: width, rows: height, box: GRID_BOX, textureKey });
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
    this.tellProblems(left);
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
    const { listen } = this.config;
    const teams = this.kit.teams.count > 1;
    this.panel = addGridPanel(this, {
      solo: listen ? t('panel.findWord') : t('panel.findWords'),
      words: listen ? null : this.grid.placements.map((placement) => placement.entry),
      // With one team there is no 'Next team' button under the hint.
      hintAbove: teams ? 180 : 70,
    });
    if (listen) this.drawListenPanel();
    if (!teams) return;
    const y = GRID_PANEL.top + GRID_PANEL.height - 75;
    addButton(this, GRID_PANEL.centre, y, t('panel.nextTeam'), () => this.passTurn(), { key: 'N', height: 110 });
  }

  /** Listen mode: no list; the word is spoken, with how many are found and the last one found. */
  private drawListenPanel(): void {
    const listen = { ...TEXT.body, color: css(COLOURS.skyDeep) };
    this.add.text(GRID_PANEL.centre, GRID_PANEL.top + 170, t('panel.listenAndFind'), listen).setOrigin(0.5);
    this.prompt = addWordPrompt(this, GRID_PANEL.centre, GRID_PANEL.top + 300);
    this.listenCount = this.add.text(GRID_PANEL.centre, GRID_PANEL.top + 430, '', { ...TEXT.small }).setOrigin(0.5);
    const found = { ...TEXT.small, color: css(COLOURS.neutral) };
    this.listenFound = this.add.text(GRID_PANEL.centre, GRID_PANEL.top + 500, '', found).setOrigin(0.5);
    this.updateListenCount();
  }

  private updateListenCount(): void {
    const done = doneFlags(this.round).filter(Boolean).length;
    this.listenCount?.setText(t('panel.foundOf', { done, total: this.grid.placements.length }));
  }

  private tell(message: string): void {
    this.panel.tell(message);
  }

  // ---- flow -------------------------------------------------------------------------------------------------

  private begin(): void {
    // Unlocked on the next tick: the Enter that pressed 'Play' must not also mark a letter.
    this.time.delayedCall(0, () => (this.selection.locked = false));
    this.tell(this.config.listen ? t('hint.listenThenFind') : t('hint.drag'));
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
    this.reportWord(placement, 'revealed');
    this.markFound(placement, null);
    this.kit.speech.say(this.grid.placements[placement]?.entry ?? '');
    this.updateListenCount();
    if (isRoundOver(this.round)) this.finishRound(t('end.roundOver'));
    else this.askTarget(1400);
  }

  /** The teacher skips the rest: every hidden word is shown, nobody scores, the round ends. */
  private endRoundNow(): void {
    if (this.ended) return;
    for (let placement = revealWord(this.round); placement !== null; placement = revealWord(this.round)) {
      this.markFound(placement, null);
    }
    this.updateListenCount();
    this.finishRound(t('end.roundOver'));
  }

  private finishRound(message = t('end.allFound')): void {
    if (this.ended) return;
    this.ended = true;
    this.selection.stop();
    // The words still hidden (the teacher's Skip shows them) were left.
    for (const { word, outcome } of this.outcomes.leave(this.grid.placements.map((p) => p.entry))) {
      this.kit.reportWord(word, outcome);
    }
    const lastRound = this.start.round >= this.config.rounds;
    endGridRound(this, { message, found: this.foundWords, state: this.start.state, lastRound });
  }

  // ---- a selection ------------------------------------------------------------------------------------------

  private judge(from: Cell, to: Cell): void {
    const target = this.config.listen ? currentTarget(this.round) : null;
    const judgement = judgeSelection(this.grid, from, to, { done: doneFlags(this.round), target });
    const letters = judgement.kind === 'found' ? (this.grid.placements[judgement.placement]?.letters.length ?? 1) : 0;
    const { teams } = this.kit;
    const outcome = applyJudgement(this.round, judgement, teams.current.id, letters, teams.count, this.config);
    const event = selectionEvent(outcome, target);
    if (event) this.reportWord(event.placement, event.event);
    this.react(outcome, from, to);
  }

  /** Reports a word's outcome to the class's tally, once a round for its fate (wrong tries each time). */
  private reportWord(placement: number, event: WordEvent): void {
    const word = this.grid.placements[placement]?.entry;
    const outcome = word === undefined ? null : this.outcomes.settle(word, event);
    if (word !== undefined && outcome) this.kit.reportWord(word, outcome);
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
        const float = { colour: team.colour, size: 96, hold: 0, fade: 1100, depth: GRID_OVERLAY_DEPTH };
        popText(this, x, y, `+${outcome.points}`, float);
        this.tell(t('hint.yes', { word: entry }));
        this.updateListenCount();
        if (outcome.roundOver) return this.finishRound();
        this.askTarget(1400);
        break;
      }
      case 'again':
        this.tell(t('hint.foundAlready'));
        this.kit.speech.say(entry);
        return;
      case 'not-target':
        this.board.flashMiss(from, to);
        this.tell(t('hint.thatIs', { word: entry }));
        this.kit.sfx.play('wrong');
        if (!outcome.turnPasses) this.askTarget(1200);
        break;
      case 'miss':
        this.board.flashMiss(from, to);
        this.kit.sfx.play('wrong');
        shake(this);
        this.tell(outcome.turnPasses ? t('hint.notThisTime') : t('hint.tryAgain'));
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
    this.panel.list?.mark(index, colour, team);
    if (this.listenFound) {
      // The word just found, under the count: the grid itself shows all of them.
      fitToWidth(this.listenFound.setText(placement.entry).setScale(1), GRID_PANEL.inner);
      popIn(this, this.listenFound, 0, this.listenFound.scaleX);
    }
  }

  /**
   * Tells the teacher, before play, which words are not in this puzzle and why. When none fits there is no 'Play':
   * a bigger grid (the largest, through the kit so the panel and the save show it too) or the end of the game.
   */
  private tellProblems(left: readonly Unplaced[]): void {
    const size = this.config.size;
    const bigger = { label: t('leftOut.biggerGrid'), action: () => this.kit.updateSettings({ size: GRID_MAX_SIZE }) };
    this.selection.locked = true; // until play begins
    tellLeftOut(this, {
      leftOut: left,
      told: this.start.state.reported,
      nonePlayable: this.grid.placements.length === 0,
      report: (problems) => leftOutReport(problems, { gridSize: size, minLetters: MIN_WORD_LETTERS }),
      titles: { none: t('leftOut.none'), some: t('leftOut.some') },
      play: () => this.begin(),
      end: () => this.kit.finishGame({}),
      fix: (problems, none) => ((none ? size < GRID_MAX_SIZE : biggerGridHelps(problems, size)) ? bigger : null),
      depth: GRID_OVERLAY_DEPTH,
    });
  }
}
