import type Phaser from 'phaser';
import {
  addTurnHeading,
  askQuestion,
  banner,
  bob,
  celebrate,
  COLOURS,
  css,
  GamePlayScene,
  popIn,
  popText,
  shake,
  STAGE_HEIGHT,
  STAGE_WIDTH,
  TEXT,
  type Answer,
  type KitImage,
  type PlayStart,
  type Question,
  type WordEntry,
} from '../../kit';
import { restoreCast } from '../../mechanics/battle/cast';
import { boardSize, cellIndex, landingRow, openColumns } from '../logic/board';
import { holdsWord, columnsOf, listenWords, sayWords } from '../logic/column-words';
import { firstTeam, newBoardGame, playTurn, type BoardGame, type TurnResult } from '../logic/game';
import { boardLayout, columnAt, columnX, type Layout } from '../logic/layout';
import type { settings as schema } from '../settings';
import type { FourStat, FourState } from '../state';
import { BoardView } from './board-view';
import { ColumnCards } from './column-cards';
import { t } from '../texts';
import { addCounter, counterTexture } from './counter-art';

/** What the game says on its screen (besides the kit's). */
const SAY = {
  fourInARow: t('play.fourInARow'),
  draw: t('play.draw'),
  full: t('play.full'),
  listenSolo: t('play.listenSolo'),
  sayHint: t('play.sayHint'),
  won: (team: string) => t('play.won', { team }),
  drawSummary: t('play.drawSummary'),
} as const;

/** The veil over the board while the teacher judges a said word (under the kit's card and judge bar). */
const VEIL_DEPTH = -5;
const CARD_Y = 560;
const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

type Phase = 'starting' | 'choosing' | 'judging' | 'dropping' | 'passing' | 'over';

/**
 * Four In A Row (design/games.md #17): a board of columns with a list word over each. In 'say' mode the team whose
 * turn it is chooses a column (a tap, keys 1–9, or ← → and Enter) and says its word; the teacher judges with the
 * kit's judge bar. In 'listen' mode the word is spoken and the team finds its column. A right answer drops the team's
 * counter (its character's face in its colour and shape) there; a wrong one passes the turn without a drop. The words
 * are dealt again after every drop. Four in a row wins the board (a round); a full board is a draw. The rules are
 * logic/ (board, game, column words, layout); this scene draws and wires them.
 */
export class PlayScene extends GamePlayScene<typeof schema, FourState, FourStat> {
  /** Read by the browser test: keep the names. */
  private phase: Phase = 'starting';
  /** How this board is answered: 'say' or 'listen' (the panel may change the setting under it: a new board). */
  private mode = 'say';
  /** The way of answering the panel chose, taken up at the next turn. */
  private nextMode = 'say';
  private hint: Phaser.GameObjects.Text | null = null;
  private match!: BoardGame;
  private layout!: Layout;
  private cursor = -1;
  private board!: BoardView;
  private cards!: ColumnCards;
  private question: Question | null = null;
  /** Listen mode: the spoken word of this turn. */
  private target: WordEntry | null = null;
  private cast: KitImage[] = [];
  private faces: string[] = [];
  private veil: Phaser.GameObjects.Rectangle | null = null;
  private bigCounter: Phaser.GameObjects.Container | null = null;
  private legend: { counter: Phaser.GameObjects.Container; wins: Phaser.GameObjects.Text }[] = [];
  private bigTeam = -1;
  private pressed = -1;

  protected play(start: PlayStart<FourState>): void {
    this.mode = this.nextMode = this.kit.settings.mode;
    const teams = this.kit.teams;
    const size = boardSize(this.kit.settings.board, teams.count);
    // A list with pictures gets taller word cards (the picture over the word).
    this.layout = boardLayout(size, this.kit.pictures.count > 0);
    this.match = newBoardGame(size, teams.count, firstTeam(start.round, teams.count));
    teams.setCurrent(this.match.turn);

    const characters = this.kit.images.all('characters');
    this.cast = restoreCast(start.state.cast, characters, teams.count, () => this.kit.rng.next()).map(
      (c) => c ?? this.kit.images.pick('characters'),
    );
    this.faces = this.cast.map((face, i) => counterTexture(this, teams.teams[i]!, i, face));

    this.board = new BoardView(this, this.layout, this.faces, teams.teams);
    this.cards = new ColumnCards(this, this.layout);
    this.drawPanels();
    this.listen();

    this.kit.setPanelHandlers({
      skip: () => this.skip(),
      reveal: () => this.reveal(),
      // The way of answering changes from the next turn, on the same board; a board size from the next board (as
      // the panel says), the number of boards as it comes.
      onSettingsChange: (values) => {
        this.nextMode = values.mode;
        if (this.phase === 'choosing' && this.nextMode !== this.mode) this.nextTurn();
        // 'Pictures only' turned on or off: the listening turn's cards show it at once.
        else if (this.phase === 'choosing' && this.mode === 'listen')
          this.cards.deal(this.cards.words, false, this.picturesOnly);
      },
    });
    this.time.delayedCall(350, () => this.nextTurn());
  }

  // ── The panels beside the board ──────────────────────────────────────────────────────────────────────────────

  /** Left: the team whose turn it is, its counter big and its name. Right: every team's counter and boards won. */
  private drawPanels(): void {
    const { left, right } = this.layout.panels;
    const lx = (left.left + left.right) / 2;
    const width = left.right - left.left;
    this.card(left.left, 170, width, 560);
    addTurnHeading(this, lx, 640, { solo: SAY.listenSolo, maxWidth: width - 150 });
    this.showBigCounter();

    const rx = (right.left + right.right) / 2;
    const panelWidth = right.right - right.left;
    // Say mode: what to do (listen mode's word prompt stands there instead).
    this.card(right.left, 170, panelWidth, 560);
    this.hint = this.add
      .text(rx, 450, SAY.sayHint, { ...TEXT.heading, fontSize: '64px', wordWrap: { width: panelWidth - 60 } })
      .setOrigin(0.5)
      .setDepth(-29)
      .setVisible(this.mode === 'say');
    const teams = this.kit.teams.teams;
    const gap = Math.min(140, (panelWidth - 20) / teams.length);
    const size = Math.min(110, gap - 16);
    const showWins = this.kit.settings.boards > 1;
    this.card(right.left, 770, panelWidth, showWins ? 270 : 200);
    this.legend = teams.map((team, i) => {
      const x = rx + (i - (teams.length - 1) / 2) * gap;
      const counter = addCounter(this, x, showWins ? 850 : 870, this.faces[i]!, team, size);
      // Boards won, under each team's counter, when there is more than one board.
      const wins = this.add
        .text(0, size / 2 + 40, String(team.score), { ...TEXT.heading, color: css(COLOURS.ink) })
        .setOrigin(0.5)
        .setVisible(showWins);
      counter.add(wins);
      return { counter, wins };
    });
    this.markLegend();
    // The turn passing (or the panel's scores) redraws both; the team board outlives this scene.
    const off = this.kit.teams.onChange(() => {
      this.showBigCounter();
      this.markLegend();
    });
    this.events.once('shutdown', off);
  }

  private card(x: number, y: number, width: number, height: number): void {
    const g = this.add.graphics().setDepth(-30);
    g.fillStyle(COLOURS.ink, 0.9).fillRoundedRect(x, y, width, height, 40);
    g.fillStyle(COLOURS.cream, 0.94).fillRoundedRect(x + 6, y + 6, width - 12, height - 12, 34);
  }

  private showBigCounter(): void {
    const { left } = this.layout.panels;
    const team = this.match.turn;
    if (this.bigCounter && team === this.bigTeam) return;
    this.bigTeam = team;
    if (this.bigCounter) this.tweens.killTweensOf(this.bigCounter);
    this.bigCounter?.destroy();
    const size = Math.min(300, left.right - left.left - 80);
    this.bigCounter = addCounter(
      this,
      (left.left + left.right) / 2,
      420,
      this.faces[team]!,
      this.kit.teams.teams[team]!,
      size,
    );
    // Above the veil of the teacher's judging: the class sees who is answering.
    this.bigCounter.setDepth(VEIL_DEPTH + 1);
    popIn(this, this.bigCounter);
    bob(this, this.bigCounter, 10, 900);
  }

  /** The team whose turn it is stands out in the legend; the boards won follow the scores. */
  private markLegend(): void {
    const teams = this.kit.teams;
    const current = teams.teams.indexOf(teams.current);
    this.legend.forEach(({ counter, wins }, i) => {
      counter.setAlpha(i === current ? 1 : 0.7).setScale(i === current ? 1.12 : 1);
      wins.setText(String(teams.teams[i]?.score ?? 0));
    });
  }

  // ── Input: taps on the columns and their words, the arrow keys, Enter and the digits ──────────────────────────

  private listen(): void {
    const over = (objects: Phaser.GameObjects.GameObject[]) => objects.length > 0;
    this.input.on('pointermove', (pointer: Phaser.Input.Pointer, objects: Phaser.GameObjects.GameObject[]) => {
      if (pointer.wasTouch || this.phase !== 'choosing' || over(objects)) return;
      const column = columnAt(this.layout, pointer.worldX, pointer.worldY);
      if (column >= 0) this.point(column);
    });
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer, objects: Phaser.GameObjects.GameObject[]) => {
      this.pressed =
        this.phase === 'choosing' && !over(objects) ? columnAt(this.layout, pointer.worldX, pointer.worldY) : -1;
      if (this.pressed >= 0) this.point(this.pressed);
    });
    this.input.on('pointerup', (pointer: Phaser.Input.Pointer, objects: Phaser.GameObjects.GameObject[]) => {
      const column = columnAt(this.layout, pointer.worldX, pointer.worldY);
      const pressed = this.pressed;
      this.pressed = -1;
      if (pressed >= 0 && column === pressed && !over(objects)) this.choose(column);
    });
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (this.phase !== 'choosing' || event.ctrlKey || event.altKey || event.metaKey) return;
      const digit = DIGIT_KEYS.indexOf(event.key);
      if (digit >= 0 && digit < this.layout.columns) return this.choose(digit);
      if (event.key === 'ArrowLeft') return this.step(-1);
      if (event.key === 'ArrowRight') return this.step(1);
      if (event.key === 'Enter' || event.key === ' ') this.choose(this.cursor);
    });
  }

  /** The column the team points at (the mouse, a finger going down, the arrow keys). */
  private point(column: number): void {
    if (column === this.cursor && this.phase === 'choosing') return;
    this.cursor = column;
    this.showCursor();
  }

  private showCursor(): void {
    const colour = this.kit.teams.current.colour;
    this.board.showCursor(this.cursor, landingRow(this.match.board, this.cursor), this.match.turn);
    this.cards.focus(this.cursor, colour);
  }

  /** ← →: the next column that is not full, wrapping round. */
  private step(direction: 1 | -1): void {
    const open = openColumns(this.match.board);
    if (open.length === 0) return;
    const columns = this.layout.columns;
    let column = this.cursor;
    for (let i = 0; i < columns; i++) {
      column = (column + direction + columns) % columns;
      if (open.includes(column)) break;
    }
    this.kit.play('tick');
    this.point(column);
  }

  // ── A turn ────────────────────────────────────────────────────────────────────────────────────────────────────

  private nextTurn(): void {
    const open = openColumns(this.match.board);
    if (this.nextMode !== this.mode) {
      // The teacher changed the way of answering: this turn is asked again the new way.
      this.mode = this.nextMode;
      this.question?.destroy();
      this.question = null;
      this.target = null;
      this.hint?.setVisible(this.mode === 'say');
      if (this.mode === 'say') this.dealSayWords();
    }
    this.phase = 'choosing';
    this.kit.teams.setCurrent(this.match.turn);
    if (!open.includes(this.cursor)) {
      const middle = (this.layout.columns - 1) / 2;
      this.cursor = [...open].sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0] ?? 0;
    }
    if (this.mode === 'listen') {
      this.question?.destroy();
      const target = this.kit.deck.next();
      this.target = target;
      const { right } = this.layout.panels;
      this.question = askQuestion(this, target, 'act', (answer) => this.answered(answer), {
        choices: open.length,
        prompt: { x: (right.left + right.right) / 2, y: 420, maxWidth: right.right - right.left - 40 },
      });
      const words = listenWords(this.layout.columns, open, this.question.choices, target, (items) =>
        this.kit.rng.shuffle(items),
      );
      this.cards.deal(words, true, this.picturesOnly);
    } else if (this.cards.words.every((word) => word === null)) {
      this.dealSayWords();
    }
    this.showCursor();
  }

  /** 'Pictures only' (the teacher panel) applies to Listening: the team finds the picture of the word it hears. */
  private get picturesOnly(): boolean {
    return this.mode === 'listen' && this.kit.picturesOnly;
  }

  private dealSayWords(): void {
    this.cards.deal(sayWords(this.layout.columns, openColumns(this.match.board), (n) => this.kit.deck.take(n)));
  }

  /** The team chose a column: say mode asks the teacher to judge its word; listen mode checks it is the word's. */
  private choose(column: number): void {
    if (this.phase !== 'choosing' || column < 0 || column >= this.layout.columns) return;
    this.point(column);
    if (landingRow(this.match.board, column) < 0) {
      this.kit.play('tick');
      popText(this, columnX(this.layout, column), this.layout.top + 60, SAY.full, { size: 64, colour: COLOURS.wrong });
      return;
    }
    if (this.mode === 'listen') {
      if (!this.question || !this.target) return;
      this.phase = 'judging';
      this.question.answer(holdsWord(this.cards.words, column, this.target));
      return;
    }
    const word = this.cards.words[column];
    if (!word) return;
    this.phase = 'judging';
    this.kit.play('tick');
    this.veil = this.add
      .rectangle(STAGE_WIDTH / 2, STAGE_HEIGHT / 2, STAGE_WIDTH, STAGE_HEIGHT, COLOURS.night, 0)
      .setDepth(VEIL_DEPTH);
    this.tweens.add({ targets: this.veil, fillAlpha: 0.55, duration: 200 });
    this.cards.cardAt(column)?.setDepth(VEIL_DEPTH + 1);
    // A moment later, so the key that chose the column is not also the judge bar's (its keys 1–4 name teams).
    this.time.delayedCall(220, () => {
      this.question = askQuestion(this, word, 'judge', (answer) => this.answered(answer), { cardY: CARD_Y });
    });
  }

  /** The answer: right drops the counter in the chosen column; wrong or skipped passes the turn without one. */
  private answered({ right }: Answer): void {
    const column = this.cursor;
    const judged = this.mode === 'say';
    this.phase = right ? 'dropping' : 'passing';
    const lift = () => {
      if (this.veil) this.tweens.add({ targets: this.veil, fillAlpha: 0, duration: 250 });
      if (judged) this.question?.destroy();
    };
    if (right) {
      this.kit.play('correct');
      this.cards.mark(column, 'right');
      this.time.delayedCall(judged ? 650 : 250, () => {
        lift();
        const result = playTurn(this.match, { right: true, column });
        if (result) this.drop(result);
      });
      return;
    }
    if (right === false) {
      this.kit.play('wrong');
      shake(this);
      this.cards.mark(column, 'wrong');
      if (this.target && this.mode === 'listen') {
        for (const c of columnsOf(this.cards.words, this.target)) this.cards.mark(c, 'right');
      }
    }
    this.time.delayedCall(judged ? 900 : 1400, () => {
      lift();
      this.pass();
    });
  }

  private drop(result: TurnResult): void {
    const dropped = result.dropped!;
    this.match = result.game;
    this.board.hideCursor();
    this.cards.focus(-1, COLOURS.sun);
    this.board.dropCounter(
      dropped.column,
      dropped.row,
      dropped.team,
      cellIndex(this.match.board, dropped.column, dropped.row),
      () => this.kit.play('tick'),
      () => this.landed(),
    );
  }

  private landed(): void {
    const outcome = this.match.outcome;
    if (outcome?.kind === 'win') return this.win(outcome.team, outcome.line);
    if (outcome?.kind === 'draw') return this.draw();
    if (this.mode === 'say') this.dealSayWords();
    this.time.delayedCall(300, () => this.nextTurn());
  }

  /** A wrong answer or a skip: the next team's turn, the same words over the columns (say mode). */
  private pass(): void {
    const result = playTurn(this.match, { right: false });
    if (!result) return;
    this.match = result.game;
    for (let column = 0; column < this.layout.columns; column++) this.cards.mark(column, null);
    this.nextTurn();
  }

  // ── The teacher panel ─────────────────────────────────────────────────────────────────────────────────────────

  /** Skip: the turn passes without a drop (during the teacher's judging, the question is skipped). */
  private skip(): void {
    if (this.phase === 'judging' && this.mode === 'say') return this.question?.skip();
    if (this.phase !== 'choosing') return;
    if (this.mode === 'listen') {
      this.phase = 'passing';
      return this.question?.skip();
    }
    this.answered({ right: null });
  }

  /** Reveal: the word is said and shown (listen mode lights its column; say mode says the chosen column's word). */
  private reveal(): void {
    if (this.mode === 'listen' && this.target && this.phase === 'choosing') {
      this.question?.reveal();
      for (const column of columnsOf(this.cards.words, this.target)) this.cards.mark(column, 'right');
      return;
    }
    if (this.phase === 'judging') return this.question?.reveal();
    const word = this.cards.words[this.cursor];
    if (this.phase === 'choosing' && word) this.kit.speech.say(word.text);
  }

  // ── The end of a board ────────────────────────────────────────────────────────────────────────────────────────

  private win(team: number, line: number[]): void {
    this.phase = 'over';
    this.question?.destroy();
    this.kit.teams.award(team, 1);
    this.board.lightLine(line);
    this.kit.play('win');
    const centre = this.layout.left + this.layout.width / 2;
    celebrate(this, centre, this.layout.top + this.layout.height / 2, 5, 160);
    banner(this, SAY.fourInARow, centre, this.layout.top + this.layout.height / 2, { stay: true, maxWidth: 1200 });
    this.time.delayedCall(3200, () => this.endBoard(team));
  }

  private draw(): void {
    this.phase = 'over';
    this.question?.destroy();
    this.kit.play('spin');
    banner(this, SAY.draw, this.layout.left + this.layout.width / 2, this.layout.top + this.layout.height / 2, {
      stay: true,
    });
    this.time.delayedCall(2600, () => this.endBoard(null));
  }

  private endBoard(winner: number | null): void {
    const state: FourState = {
      cast: this.cast.map((face) => face.key),
      results: [...this.start.state.results, winner],
    };
    const stats = {
      countersDropped: this.kit.stats.countersDropped + this.match.drops,
      fourInARows: this.kit.stats.fourInARows + (winner === null ? 0 : 1),
    };
    if (this.start.round >= this.kit.settings.boards) return this.kit.finishGame({ stats });
    const summary = winner === null ? SAY.drawSummary : SAY.won(this.kit.teams.teams[winner]!.name);
    this.kit.endRound({ state, summary, stats });
  }
}
