import type Phaser from 'phaser';
import {
  GamePlayScene,
  addButton,
  addTimer,
  addWordPicture,
  banner,
  burst,
  celebrate,
  COLOURS,
  css,
  type KitButton,
  leftOutReport,
  type PlayStart,
  popIn,
  popText,
  shake,
  tellLeftOut,
  TEXT,
  type Timer,
  typeLetters,
} from '../../kit';
import { letterGameWords } from '../../mechanics/letters/letter-games';
import { type WordEvent, wordOutcome } from '../../mechanics/outcomes/word-events';
import { BESTS, bestKey, recordRun } from '../logic/bests';
import { CLUE_PICTURE, clueRow, showsPicture } from '../logic/clue';
import { timeUpEvent, verdictEvent } from '../logic/outcomes';
import {
  type Attempt,
  DIFFICULTY_RULES,
  type Difficulty,
  pickWord,
  place,
  type Puzzle,
  scramble,
  spelled,
  takeBack,
  verdict,
} from '../logic/scramble';
import { type TimeTrialStat, type TimeTrialState } from '../logic/saved-state';
import { difficultyOf, type SETTINGS } from '../logic/settings';
import { t } from '../texts';

/** The difficulties' names on the screen. */
const LEVEL = { easy: 'play.level.easy', medium: 'play.level.medium', hard: 'play.level.hard' } as const;

const LETTER_RULES = { minLetters: 3, maxLetters: 10 };
const CLUE_Y = 235;
const SLOTS_Y = 430;
const TILES_Y = 690;
const BUTTONS_Y = 920;
const OVERLAY_DEPTH = 100;

interface Word {
  entry: string;
  letters: string;
}

/**
 * Time Trial's play: one run against the clock a round. A scrambled word's letter tiles are tapped (or typed) into
 * the slots; a right word scores and the next one comes, a wrong one shakes and goes back. When the time is up the
 * run's words are compared with the class's best for this list and difficulty.
 */
export class PlayScene extends GamePlayScene<typeof SETTINGS, TimeTrialState, TimeTrialStat> {
  /** An empty list is told in the game's own left-out dialog, not the kit's notice. */
  protected override readonly needsWords = false;
  private difficulty: Difficulty = 'easy';
  private words: Word[] = [];
  private word: Word | null = null;
  private recent: string[] = [];
  private puzzle: Puzzle | null = null;
  private attempt: Attempt = { placed: [] };
  private timer!: Timer;
  private tiles: KitButton[] = [];
  private slots: Phaser.GameObjects.Text[] = [];
  private puzzleObjects: Phaser.GameObjects.GameObject[] = [];
  private solvedText!: Phaser.GameObjects.Text;
  /** The 'Unscramble' line, and the word's picture after it (logic/clue: the clue on easy, else with the answer). */
  private clueText!: Phaser.GameObjects.Text;
  private picture: Phaser.GameObjects.Image | null = null;
  private best = 0;
  private solved = 0;
  /** Input waits (a dialog, a word being celebrated, the run over). */
  private busy = true;
  private ended = false;
  /** The word on the slots is still to be decided (the class's word outcomes: kit.reportWord). */
  private wordOpen = false;

  protected play(start: PlayStart<TimeTrialState>): void {
    this.difficulty = difficultyOf(this.kit.settings);
    const rules = DIFFICULTY_RULES[this.difficulty];
    const { words, leftOut } = letterGameWords(
      this.kit.words.map((w) => w.text),
      LETTER_RULES,
    );
    this.words = words;
    this.kit.setPanelHandlers({
      skip: () => this.revealWord('skipped'),
      reveal: () => this.revealWord('revealed'),
      onSettingsChange: () => this.scene.restart(this.start),
    });
    if (words.length > 0) {
      this.best = this.kit.readRecord(BESTS)[this.bestKey()] ?? 0;
      this.drawHud(rules.seconds);
      this.listenToKeyboard();
    }
    tellLeftOut(this, {
      leftOut,
      told: start.state.reported,
      nonePlayable: words.length === 0,
      report: (items) => (items.length > 0 ? leftOutReport(items, LETTER_RULES) : t('leftOut.noWords')),
      titles: { none: t('leftOut.none'), some: t('leftOut.some') },
      play: () => this.begin(),
      end: () => this.kit.finishGame({}),
      endKey: 'ENTER',
      depth: OVERLAY_DEPTH,
    });
  }

  private bestKey(): string {
    return bestKey(this.kit.data.wordlist?.id ?? null, this.difficulty);
  }

  private drawHud(seconds: number): void {
    const rules = DIFFICULTY_RULES[this.difficulty];
    this.timer = addTimer(this, 960, 110, { seconds, onDone: () => this.timeUp() });
    this.timer.stop();
    const side = { ...TEXT.body, color: css(COLOURS.white), stroke: css(COLOURS.ink), strokeThickness: 10 };
    this.solvedText = this.add.text(560, 110, '', side).setOrigin(0.5);
    this.add.text(1360, 110, t('play.best', { best: this.best }), side).setOrigin(0.5);
    const level = t(LEVEL[this.difficulty]);
    this.clueText = this.add.text(960, CLUE_Y, t('play.unscramble', { level }), side).setOrigin(0.5);
    this.updateSolved();
    if (rules.hintCost !== null) {
      const label = rules.hintCost > 0 ? t('play.hearItCost', { cost: rules.hintCost }) : t('play.hearIt');
      addButton(this, 700, BUTTONS_Y, label, () => this.hint(), { key: 'SPACE', height: 110 });
    }
    const undoX = rules.hintCost !== null ? 1260 : 960;
    addButton(this, undoX, BUTTONS_Y, t('play.undo'), () => this.undo(), { height: 110, colour: COLOURS.violet });
  }

  private updateSolved(): void {
    this.solvedText.setText(t('play.words', { solved: this.solved }));
  }

  /** The computer's keyboard types letters (the first unused tile of that letter) and Backspace takes one back. */
  private listenToKeyboard(): void {
    typeLetters(this, {
      onLetter: (letter) => {
        if (!this.busy && this.puzzle && letter >= 'a' && letter <= 'z') this.placeTile(letter);
      },
      onBackspace: () => {
        if (!this.busy && this.puzzle) this.undo();
      },
    });
  }

  // ---- flow -------------------------------------------------------------------------------------------------

  private begin(): void {
    this.nextWord();
    this.timer.start();
  }

  private nextWord(): void {
    const word = pickWord(this.words, this.recent, () => this.kit.rng.next());
    this.word = word;
    this.recent = [...this.recent, word.letters].slice(-Math.min(3, this.words.length - 1));
    this.puzzle = scramble(word.letters, this.difficulty, () => this.kit.rng.next());
    this.attempt = { placed: [] };
    this.drawPuzzle(this.puzzle);
    this.showPicture(false);
    this.wordOpen = true;
    this.busy = false;
  }

  /**
   * The word's picture after the 'Unscramble' line when the rules show it (`answered`: the word is solved or
   * shown), the line moving over to make room; the next word takes it away (it is one of the puzzle's objects).
   */
  private showPicture(answered: boolean): void {
    const word = this.word;
    if (this.picture || !word || !showsPicture(this.difficulty, answered)) return;
    const { textX, pictureX } = clueRow(this.clueText.width, this.kit.pictures.has(word.entry), 960);
    this.clueText.setX(textX);
    if (pictureX === null) return;
    this.picture = addWordPicture(this, pictureX, CLUE_Y, word.entry, CLUE_PICTURE.size);
    if (!this.picture) return;
    this.puzzleObjects.push(this.picture);
    popIn(this, this.picture, 0, this.picture.scale);
  }

  /** The slots (the fixed first letter in its place) and the shuffled tiles under them. */
  private drawPuzzle(puzzle: Puzzle): void {
    for (const object of this.puzzleObjects) object.destroy();
    this.puzzleObjects = [];
    this.picture = null;
    this.clueText.setX(960);
    this.tiles = [];
    this.slots = [];
    const count = puzzle.answer.length;
    const slot = Math.min(150, Math.floor(1700 / count));
    const slotsLeft = 960 - ((count - 1) * slot) / 2;
    const board = this.add.graphics();
    this.puzzleObjects.push(board);
    for (let i = 0; i < count; i++) {
      const x = slotsLeft + i * slot;
      const fixed = i === 0 && puzzle.fixed !== '';
      board.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(x - slot / 2 + 10, SLOTS_Y - 70, slot - 12, 156, 24);
      board
        .fillStyle(fixed ? COLOURS.sun : COLOURS.cream, 1)
        .fillRoundedRect(x - slot / 2 + 6, SLOTS_Y - 78, slot - 12, 156, 24);
      const text = this.add
        .text(x, SLOTS_Y, fixed ? puzzle.fixed.toUpperCase() : '', { ...TEXT.word, color: css(COLOURS.ink) })
        .setOrigin(0.5);
      this.slots.push(text);
      this.puzzleObjects.push(text);
    }
    const tile = Math.min(150, Math.floor(1700 / puzzle.tiles.length));
    const tilesLeft = 960 - ((puzzle.tiles.length - 1) * tile) / 2;
    puzzle.tiles.forEach((letter, i) => {
      const size = tile - 16;
      const button = addButton(this, tilesLeft + i * tile, TILES_Y, letter.toUpperCase(), () => this.placeTile(i), {
        width: size,
        height: Math.max(size, 110),
        fontSize: Math.max(48, Math.round(size * 0.5)),
        colour: COLOURS.skyDeep,
      });
      this.tiles.push(button);
      this.puzzleObjects.push(button);
    });
  }

  private placeTile(tile: number | string): void {
    if (this.busy || !this.puzzle) return;
    const index = place(this.puzzle, this.attempt, tile);
    if (index < 0) return;
    this.tiles[index]?.setEnabled(false);
    this.kit.sfx.play('tick');
    this.showSpelled();
    const result = verdict(this.puzzle, this.attempt);
    this.reportWord(verdictEvent(result));
    if (result === 'right') this.right();
    else if (result === 'wrong') this.wrong();
  }

  private undo(): void {
    if (this.busy || !this.puzzle) return;
    const index = takeBack(this.attempt);
    if (index < 0) return;
    this.tiles[index]?.setEnabled(true);
    this.showSpelled();
  }

  private showSpelled(): void {
    if (!this.puzzle) return;
    const letters = spelled(this.puzzle, this.attempt);
    this.slots.forEach((slot, i) => slot.setText((letters[i] ?? '').toUpperCase()));
  }

  private right(): void {
    this.busy = true;
    this.solved++;
    this.updateSolved();
    this.kit.teams.award(this.kit.teams.current.id, 1);
    this.kit.sfx.play('correct');
    this.kit.speech.say(this.word?.entry ?? '');
    this.showPicture(true);
    for (const slot of this.slots) {
      slot.setColor(css(COLOURS.correct));
      burst(this, slot.x, slot.y, COLOURS.correct, 8);
    }
    popText(this, 960, SLOTS_Y - 150, '+1', {
      colour: COLOURS.correct,
      size: 110,
      hold: 0,
      fade: 1000,
      depth: OVERLAY_DEPTH,
    });
    this.time.delayedCall(1100, () => !this.ended && this.nextWord());
  }

  private wrong(): void {
    this.busy = true;
    this.kit.sfx.play('wrong');
    shake(this);
    for (const slot of this.slots) slot.setColor(css(COLOURS.wrong));
    this.time.delayedCall(700, () => {
      if (this.ended) return;
      for (const index of this.attempt.placed) this.tiles[index]?.setEnabled(true);
      this.attempt = { placed: [] };
      for (const slot of this.slots) slot.setColor(css(COLOURS.ink));
      this.showSpelled();
      this.busy = false;
    });
  }

  /** Reports the word's outcome to the class's tally; a final one (not a wrong try) closes it. */
  private reportWord(event: WordEvent | null): void {
    if (!event || !this.word || !this.wordOpen) return;
    if (event !== 'missed') this.wordOpen = false;
    this.kit.reportWord(this.word.entry, wordOutcome(event));
  }

  /** The spoken hint: free on easy, 5 s off the clock on medium, none on hard. */
  private hint(): void {
    const cost = DIFFICULTY_RULES[this.difficulty].hintCost;
    if (cost === null || this.busy || !this.word) return;
    this.kit.speech.say(this.word.entry);
    if (cost > 0) {
      this.timer.countdown.add(-cost * 1000);
      popText(this, 960, 230, t('play.cost', { cost }), {
        colour: COLOURS.wrong,
        size: 72,
        hold: 200,
        fade: 900,
        depth: OVERLAY_DEPTH,
      });
    }
  }

  /** The teacher's Skip or Reveal: the word is shown and said, nobody scores, the next one comes. */
  private revealWord(event: 'skipped' | 'revealed'): void {
    if (this.ended || this.busy || !this.puzzle || !this.word) return;
    this.busy = true;
    this.reportWord(event);
    const answer = this.puzzle.answer;
    this.slots.forEach((slot, i) => slot.setText((answer[i] ?? '').toUpperCase()).setColor(css(COLOURS.neutral)));
    this.kit.speech.say(this.word.entry);
    this.showPicture(true);
    this.time.delayedCall(1500, () => !this.ended && this.nextWord());
  }

  /** The clock ran out: the word is shown, the run is compared with the best, and the round ends. */
  private timeUp(): void {
    if (this.ended) return;
    this.ended = true;
    this.busy = true;
    this.reportWord(timeUpEvent(this.wordOpen));
    const answer = this.puzzle?.answer ?? '';
    this.slots.forEach((slot, i) => slot.setText((answer[i] ?? '').toUpperCase()).setColor(css(COLOURS.neutral)));
    this.showPicture(true);
    const run = recordRun(this.kit.readRecord(BESTS), this.bestKey(), this.solved);
    this.kit.keepRecord(BESTS, run.bests);
    this.kit.sfx.play('win');
    banner(this, run.record ? t('end.newBest') : t('end.timeUp'), 960, 560, {
      size: 150,
      stay: true,
      depth: OVERLAY_DEPTH,
    });
    if (run.record) celebrate(this, 960, 540, 5, 150);
    const stats = { wordsUnscrambled: this.kit.stats.wordsUnscrambled + this.solved };
    const words = t('end.words', { count: this.solved });
    const summary = run.record
      ? t('end.summaryBest', { words })
      : t('end.summary', { words, best: Math.max(this.best, this.solved) });
    this.time.delayedCall(2500, () => {
      if (this.start.round >= this.kit.settings.rounds) this.kit.finishGame({ stats });
      else this.kit.endRound({ state: this.start.state, stats, summary });
    });
  }

  // ---- before play ------------------------------------------------------------------------------------------
}
