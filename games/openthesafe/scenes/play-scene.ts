import type Phaser from 'phaser';
import {
  GamePlayScene,
  addButton,
  addLetterKeys,
  addScoreboard,
  addTurnHeading,
  addWordPicture,
  addWordPrompt,
  banner,
  celebrate,
  COLOURS,
  css,
  leftOutReport,
  type LetterKeys,
  popIn,
  popText,
  shake,
  showRoundOver,
  tellLeftOut,
  TEXT,
  type WordDeck,
  type WordEntry,
  type WordPrompt,
} from '../../kit';
import { keyboardLetters, type LeftOut, letterGameDeck } from '../../mechanics/letters/letter-games';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { t } from '../texts';
import { safeClue, type SafeClue } from '../logic/clue';
import { boardLabel, buildKeypad } from '../logic/keypad';
import { teacherEvent, tryEvent } from '../logic/outcomes';
import { newRound, roundSummary, type SafeRound, safeDone } from '../logic/round';
import { eraseLetter, giveUp, type LetterMark, newSafe, pointsFor, type Safe, TRIES, typeLetter } from '../logic/safe';
import { type SafeConfig, safeConfig, type SETTINGS } from '../logic/settings';
import { type SafeStat, type SafeState } from '../logic/state';

/**
 * Where things sit on the 1920 × 1080 stage: on the left the turn, the spoken word and the safe's display (a row of
 * slots per try); on the right the safe with its keypad; the scoreboard along the bottom.
 */
const LEFT_X = 600;
const DISPLAY = { left: 170, top: 320, width: 860, height: 400 };
const SAFE = { left: 1100, top: 130, width: 700, height: 800 };
const KEYPAD_AREA = 600;
const OVERLAY_DEPTH = 100;
/** The spoken word's prompt (and, once the safe is done, the word with its picture). */
const PROMPT = { y: 210, picture: 150, maxWidth: 820 };
/** The clue's picture: beside the prompt's 'say again' when the word is said, in its place when it is not. */
const CLUE_PICTURE = { besideX: DISPLAY.left + 75, besideSize: 150, aloneSize: 170 };
const SLOT_COLOURS: Record<LetterMark | 'empty', number> = {
  right: COLOURS.correct,
  present: COLOURS.sun,
  absent: COLOURS.neutral,
  empty: COLOURS.cream,
};

interface Slot {
  box: Phaser.GameObjects.Rectangle;
  letter: Phaser.GameObjects.Text;
}

/**
 * Open The Safe: a word is spoken (or only its length and first letter shown); the team taps its letters in order on
 * the safe's keypad; each try lights its slots right place / in the word / absent. Opened → points (fewer tries, more
 * points); after three failed tries the answer is shown and said and the turn passes.
 */
export class PlayScene extends GamePlayScene<typeof SETTINGS, SafeState, SafeStat> {
  private config!: SafeConfig;
  private deck!: WordDeck;
  private round!: SafeRound;
  private prompt: WordPrompt | null = null;
  /** This safe's clue (logic/clue) and its picture while it shows. */
  private clue: SafeClue = { say: true, picture: false, firstLetter: false };
  private cluePicture: Phaser.GameObjects.Image | null = null;
  private note!: Phaser.GameObjects.Text;
  private door!: Phaser.GameObjects.Container;
  /** This safe's word, its rules and its keypad (null between safes). */
  private entry: WordEntry | null = null;
  private safe: Safe | null = null;
  private keypad: LetterKeys | null = null;
  private slots: Slot[][] = [];
  private busy = true;
  private ended = false;
  private cracked = 0;

  protected play(): void {
    this.config = safeConfig(this.kit.settings);
    const rules = { maxLetters: this.config.maxLetters };
    const sorted = letterGameDeck(this.kit.words, rules, this.kit.rng);
    this.deck = sorted.deck;
    this.round = newRound(this.kit.teams.count, this.config.safesPerTeam);
    this.drawSafe();
    addTurnHeading(this, LEFT_X, 90, { solo: t('play.solo'), maxWidth: 800 });
    const display = this.add.graphics();
    display
      .fillStyle(COLOURS.shadow, 0.25)
      .fillRoundedRect(DISPLAY.left + 8, DISPLAY.top + 14, DISPLAY.width, DISPLAY.height, 32);
    display
      .fillStyle(COLOURS.night, 0.92)
      .fillRoundedRect(DISPLAY.left, DISPLAY.top, DISPLAY.width, DISPLAY.height, 32);
    this.note = this.add
      .text(LEFT_X, 775, '', { ...TEXT.small, color: css(COLOURS.white), stroke: css(COLOURS.ink), strokeThickness: 8 })
      .setOrigin(0.5);
    addButton(this, LEFT_X, 880, '⌫  Back', () => this.erase(), { colour: COLOURS.coral, height: 110 });
    addScoreboard(this, 1010);
    this.kit.setPanelHandlers({
      skip: () => this.endSafe(false),
      reveal: () => this.endSafe(true),
      onSettingsChange: () => this.scene.restart(this.start),
    });
    this.tellLeftOut(sorted.leftOut, sorted.words.length === 0);
  }

  // ---- the safe ----------------------------------------------------------------------------------------------

  /** The safe's body, and its door (the keypad's backing) hinged on the left, which swings open when cracked. */
  private drawSafe(): void {
    const { left, top, width, height } = SAFE;
    const body = this.add.graphics();
    body.fillStyle(COLOURS.shadow, 0.3).fillRoundedRect(left + 10, top + 18, width, height, 40);
    body.fillStyle(COLOURS.ink).fillRoundedRect(left, top, width, height, 40);
    body.fillStyle(COLOURS.trough).fillRoundedRect(left + 24, top + 24, width - 48, height - 48, 28);
    // Inside: the treasure.
    for (let i = 0; i < 9; i++) {
      const x = left + width / 2 + ((i % 3) - 1) * 110;
      const y = top + height / 2 + 60 - Math.floor(i / 3) * 60;
      body.fillStyle(COLOURS.sun).fillCircle(x, y, 48).lineStyle(6, COLOURS.ink).strokeCircle(x, y, 48);
    }
    const door = this.add.graphics();
    const w = width - 48;
    const h = height - 48;
    door.fillStyle(COLOURS.night).fillRoundedRect(0, 0, w, h, 28);
    door.lineStyle(8, COLOURS.neutral).strokeRoundedRect(14, 14, w - 28, h - 28, 22);
    for (const [x, y] of [
      [40, 40],
      [w - 40, 40],
      [40, h - 40],
      [w - 40, h - 40],
    ] as const)
      door.fillStyle(COLOURS.neutral).fillCircle(x, y, 12);
    this.door = this.add.container(left + 24, top + 24, [door]);
  }

  private get keypadCentre(): { x: number; y: number } {
    return { x: SAFE.left + SAFE.width / 2, y: SAFE.top + SAFE.height / 2 };
  }

  // ---- a safe, turn by turn -----------------------------------------------------------------------------------

  private nextSafe(): void {
    if (this.ended) return;
    const entry = this.deck.next();
    const letters = keyboardLetters(entry.text).letters;
    this.entry = entry;
    this.clue = safeClue(this.config.clue, this.kit.pictures.has(entry));
    this.safe = newSafe(letters, this.clue.firstLetter);
    // A new prompt each safe, and only once there is something to say: the last one's answer (and its 'say again')
    // go with it.
    this.prompt?.destroy();
    this.prompt = null;
    const side = this.config.side;
    const gap = 14;
    const keySize = Math.min(150, Math.floor((KEYPAD_AREA - gap * (side - 1)) / side));
    const { x, y } = this.keypadCentre;
    this.door.setScale(1, 1).setAlpha(1);
    this.keypad = addLetterKeys(this, {
      rows: buildKeypad(letters, side, () => this.kit.rng.next()),
      x,
      y,
      keySize,
      gap,
      onLetter: (letter) => this.type(letter),
      onBackspace: () => this.erase(),
    });
    for (const { button } of this.keypad.keys) popIn(this, button);
    this.drawSlots(letters.length);
    this.showTyped();
    if (this.clue.firstLetter)
      this.tell(t('play.firstLetter', { length: letters.length, letter: letters[0]?.toUpperCase() ?? '' }));
    else {
      if (this.clue.say) this.addPrompt().ask(entry.text);
      this.tell(t('play.try', { n: 1, tries: TRIES, count: pointsFor(1) }));
    }
    this.showCluePicture(entry);
    // Unlocked on the next tick: the key that closed a dialog must not also type.
    this.time.delayedCall(0, () => (this.busy = false));
  }

  /** The clue's picture: beside 'say again' when the word is said too, else big in the prompt's place. */
  private showCluePicture(entry: WordEntry): void {
    this.cluePicture?.destroy();
    this.cluePicture = null;
    if (!this.clue.picture) return;
    const [x, size] = this.clue.say
      ? [CLUE_PICTURE.besideX, CLUE_PICTURE.besideSize]
      : [LEFT_X, CLUE_PICTURE.aloneSize];
    this.cluePicture = addWordPicture(this, x, PROMPT.y, entry, size);
    if (this.cluePicture) popIn(this, this.cluePicture, 0, this.cluePicture.scale);
  }

  /** The safe is done: the word said and shown, with its picture, in the prompt's place (whatever the clue). */
  private revealWord(): void {
    const word = this.entry?.text ?? '';
    this.cluePicture?.destroy();
    this.cluePicture = null;
    const prompt = this.prompt ?? this.addPrompt();
    if (prompt.word === word) this.kit.speech.say(word);
    else prompt.ask(word);
    prompt.reveal();
  }

  private addPrompt(): WordPrompt {
    this.prompt = addWordPrompt(this, LEFT_X, PROMPT.y, {
      key: 'SPACE',
      picture: PROMPT.picture,
      maxWidth: PROMPT.maxWidth,
    });
    return this.prompt;
  }

  /** A row of slots per try, sized to the word. */
  private drawSlots(count: number): void {
    const gap = 10;
    const size = Math.min(104, Math.floor((DISPLAY.width - 60 - gap * (count - 1)) / count));
    const rowGap = (DISPLAY.height - TRIES * size) / (TRIES + 1);
    const fontSize = `${Math.max(48, Math.round(size * 0.62))}px`;
    const left = LEFT_X - ((count - 1) * (size + gap)) / 2;
    this.slots = Array.from({ length: TRIES }, (_, row) =>
      Array.from({ length: count }, (_, i) => {
        const x = left + i * (size + gap);
        const y = DISPLAY.top + rowGap + row * (size + rowGap) + size / 2;
        const box = this.add.rectangle(x, y, size, size, SLOT_COLOURS.empty).setStrokeStyle(5, COLOURS.ink);
        const letter = this.add.text(x, y, '', { ...TEXT.heading, fontSize }).setOrigin(0.5);
        return { box, letter };
      }),
    );
  }

  /** The row being typed shows the letters so far (a given first letter in blue). */
  private showTyped(): void {
    const safe = this.safe;
    const row = safe ? this.slots[safe.tries.length] : undefined;
    if (!safe || !row) return;
    row.forEach((slot, i) => {
      const letter = safe.typed[i] ?? '';
      slot.letter.setText(letter.toUpperCase()).setColor(css(i < safe.given ? COLOURS.skyDeep : COLOURS.ink));
      slot.box.setStrokeStyle(i === safe.typed.length ? 9 : 5, i === safe.typed.length ? COLOURS.skyDeep : COLOURS.ink);
    });
  }

  private type(letter: string): void {
    const safe = this.safe;
    if (this.busy || !safe) return;
    const row = safe.tries.length;
    const outcome = typeLetter(safe, letter);
    if (outcome.kind === 'ignored') return;
    const event = tryEvent(outcome);
    if (event && this.entry) this.kit.reportWord(this.entry, wordOutcome(event));
    if (outcome.kind === 'typed') {
      this.showTyped();
      const slot = this.slots[row]?.[outcome.slot];
      if (slot) popIn(this, slot.letter);
      return;
    }
    this.busy = true;
    this.lightRow(row, outcome.guess, outcome.marks, () => {
      if (outcome.result === 'open') this.opened(row + 1);
      else if (outcome.result === 'again') this.tryAgain(row + 2);
      else this.failed();
    });
  }

  private erase(): void {
    if (this.busy || !this.safe) return;
    if (eraseLetter(this.safe)) this.showTyped();
  }

  /** The try's slots light one by one, and the keypad's keys take their letters' marks. */
  private lightRow(row: number, guess: string, marks: LetterMark[], done: () => void): void {
    const slots = this.slots[row] ?? [];
    slots.forEach((slot, i) => {
      slot.letter.setText((guess[i] ?? '').toUpperCase()).setColor(css(COLOURS.ink));
      slot.box.setStrokeStyle(5, COLOURS.ink);
      this.time.delayedCall(i * 140, () => {
        const mark = marks[i] ?? 'absent';
        slot.box.setFillStyle(SLOT_COLOURS[mark]);
        popIn(this, slot.letter);
        this.kit.play('tick');
      });
    });
    // A key keeps its best news: right beats in the word, which beats absent.
    const best = new Map<string, LetterMark>();
    const rank = { absent: 0, present: 1, right: 2 };
    for (const safeRow of this.safe?.tries ?? [])
      safeRow.marks.forEach((mark, i) => {
        const letter = safeRow.guess[i] ?? '';
        const had = best.get(letter);
        if (!had || rank[mark] > rank[had]) best.set(letter, mark);
      });
    this.time.delayedCall(slots.length * 140 + 250, () => {
      for (const [letter, mark] of best) this.keypad?.mark(letter, mark);
      done();
    });
  }

  private opened(tries: number): void {
    const teams = this.kit.teams;
    const index = teams.teams.indexOf(teams.current);
    const points = pointsFor(tries);
    teams.award(index, points);
    this.cracked++;
    this.kit.play('correct');
    this.revealWord();
    // The door swings open on its hinge and the keypad goes with it.
    this.tweens.add({ targets: this.door, scaleX: 0.08, duration: 700, ease: 'Cubic.In' });
    for (const { button } of this.keypad?.keys ?? []) this.tweens.add({ targets: button, alpha: 0, duration: 400 });
    const { x, y } = this.keypadCentre;
    celebrate(this, x, y, 4, 140);
    popText(this, x, y - 200, `+${points}`, { colour: teams.current.colour, size: 120, depth: OVERLAY_DEPTH });
    this.tell(tries === 1 ? t('play.firstTry') : t('play.crackedIn', { tries }));
    this.time.delayedCall(2400, () => this.finishSafe(true));
  }

  private tryAgain(nextTry: number): void {
    this.kit.play('wrong');
    shake(this);
    this.tell(t('play.try', { n: nextTry, tries: TRIES, count: pointsFor(nextTry) }));
    if (this.clue.say) this.kit.speech.say(this.entry?.text ?? '');
    this.showTyped();
    this.busy = false;
  }

  /** Three tries failed: the word resets, its answer shown and said; the turn passes. */
  private failed(): void {
    this.kit.play('wrong');
    if (this.entry) this.deck.miss(this.entry);
    this.showAnswer(t('play.wordWas'));
    this.time.delayedCall(2800, () => this.finishSafe(false));
  }

  /** The answer big over the safe, said aloud. */
  private showAnswer(line: string): void {
    this.tell(line);
    this.revealWord();
    const word = this.entry?.text ?? '';
    const { x, y } = this.keypadCentre;
    banner(this, word, x, y, { size: 120, depth: OVERLAY_DEPTH, maxWidth: SAFE.width - 40 });
  }

  /** The teacher's Skip (next safe) or Reveal (the answer shown and said first); nobody scores. */
  private endSafe(reveal: boolean): void {
    if (this.busy || !this.safe || this.ended) return;
    this.busy = true;
    giveUp(this.safe);
    if (this.entry) this.kit.reportWord(this.entry, wordOutcome(teacherEvent(reveal)));
    if (!reveal) return this.finishSafe(false);
    this.showAnswer(t('play.hereItIs'));
    this.time.delayedCall(2400, () => this.finishSafe(false));
  }

  private finishSafe(opened: boolean): void {
    if (this.ended) return;
    this.keypad?.destroy();
    this.keypad = null;
    for (const slot of this.slots.flat()) {
      slot.box.destroy();
      slot.letter.destroy();
    }
    this.slots = [];
    this.safe = null;
    if (safeDone(this.round, opened)) return this.finishRound();
    this.kit.teams.nextTurn();
    this.time.delayedCall(400, () => this.nextSafe());
  }

  private finishRound(): void {
    this.ended = true;
    showRoundOver(this, {
      state: this.start.state,
      stats: { safesCracked: this.kit.stats.safesCracked + this.cracked },
      summary: roundSummary(this.round),
      lastRound: this.start.round >= this.config.rounds,
    });
  }

  private tell(text: string): void {
    this.note.setText(text);
  }

  /**
   * Tells the teacher, before play, which entries the keypad cannot play and why. When none is playable there is no
   * 'Play': a bigger keypad (through the kit, so the panel and the save show it) or the end of the game.
   */
  /** The entries left out, told once per game; a big keypad is offered when it would take the long ones. */
  private tellLeftOut(leftOut: readonly LeftOut[], nonePlayable: boolean): void {
    const rules = { maxLetters: this.config.maxLetters };
    const bigger = { label: t('leftOut.bigKeypad'), action: () => this.kit.updateSettings({ board: 'big' }) };
    tellLeftOut(this, {
      leftOut,
      told: this.start.state.told,
      nonePlayable,
      report: (items) => leftOutReport(items, rules),
      titles: {
        none: t('leftOut.none', { keypad: boardLabel(this.config.board) }),
        some: t('leftOut.some'),
      },
      play: () => this.nextSafe(),
      playNow: () => this.time.delayedCall(300, () => this.nextSafe()),
      end: () => this.kit.finishGame({}),
      fix: (items) => (items.some((item) => item.reason === 'too-long') && this.config.board !== 'big' ? bigger : null),
      depth: OVERLAY_DEPTH,
    });
  }
}
