import type Phaser from 'phaser';
import {
  GamePlayScene,
  addHearts,
  addWordPicture,
  addLetterKeys,
  addTurnHeading,
  alphabetRows,
  banner,
  breathe,
  celebrate,
  COLOURS,
  css,
  drawTeamBadge,
  fitScale,
  flash,
  type Hearts,
  type KitImage,
  leftOutReport,
  type LetterKeys,
  lob,
  type PlayStart,
  popIn,
  popText,
  shake,
  tellLeftOut,
  TEXT,
  type WordDeck,
  type WordEntry,
} from '../../kit';
import { assignCharacters } from '../../mechanics/battle/cast';
import { keyboardLetters, letterGameDeck } from '../../mechanics/letters/letter-games';
import { wordOutcome } from '../../mechanics/outcomes/word-events';
import { t } from '../texts';
import {
  applyLuck,
  blanks,
  type BattleState,
  endTurn,
  guess,
  guessesAgain,
  type GuessOutcome,
  luckTurns,
  newWord,
  type WordState,
} from '../logic/battle';
import { blanksLayout, CLUE_PICTURE, showsPicture } from '../logic/clue';
import { guessEvent } from '../logic/outcomes';
import { MAX_LETTERS, type SETTINGS } from '../logic/settings';
import { type HangmanStat, type HangmanState } from '../logic/state';
import { spinLuckWheel } from './luck-wheel';

/** Where things sit: the characters face each other across the top, the word's blanks, then the keyboard. */
const GROUND_Y = 400;
const FIGHTER_BOX = 230;
const BLANKS_Y = 565;
const KEYS_Y = 860;
const OVERLAY_DEPTH = 100;
const BOOST_NAMES = { double: 'boost.double', shield: 'boost.shield', extra: 'boost.extra' } as const;

interface Fighter {
  image: Phaser.GameObjects.Image;
  picture: KitImage;
  x: number;
  scale: number;
  hearts: Hearts;
  boost: Phaser.GameObjects.Text;
}

/**
 * Hangman Battle: the teams' characters face each other over a hidden word. The team whose turn it is picks a
 * letter: a right one fires a power per time it is in the word at a rival, a wrong one costs a heart; after a right
 * letter the luck wheel may give a boost for 2–3 turns. The word is said when solved or lost (each word is a round);
 * the last team standing wins.
 */
export class PlayScene extends GamePlayScene<typeof SETTINGS, HangmanState, HangmanStat> {
  private battle!: BattleState;
  private deck!: WordDeck;
  private entry: WordEntry | null = null;
  private word: WordState | null = null;
  private fighters: Fighter[] = [];
  private keyboard: LetterKeys | null = null;
  private letters: Phaser.GameObjects.Text[] = [];
  /** Where the word's picture goes before its blanks (null: it has none), and the picture once shown. */
  private pictureX: number | null = null;
  private picture: Phaser.GameObjects.Image | null = null;
  private misses!: Phaser.GameObjects.Text;
  private busy = true;
  private ended = false;

  protected play(start: PlayStart<HangmanState>): void {
    this.battle = start.state.battle;
    const rules = { maxLetters: MAX_LETTERS };
    const sorted = letterGameDeck(this.kit.words, rules, this.kit.rng);
    this.deck = sorted.deck;
    this.placeFighters();
    this.kit.teams.setCurrent(this.battle.turn);
    addTurnHeading(this, 960, 70, { solo: '', maxWidth: 900 });
    this.misses = this.add
      .text(960, BLANKS_Y + 80, '', { ...TEXT.small, color: css(COLOURS.white), stroke: css(COLOURS.ink) })
      .setStroke(css(COLOURS.ink), 8)
      .setOrigin(0.5);
    this.kit.setPanelHandlers({
      skip: () => this.skipTurn(),
      reveal: () => this.revealWord(),
    });
    tellLeftOut(this, {
      leftOut: sorted.leftOut,
      told: start.state.told,
      nonePlayable: sorted.words.length === 0,
      report: (items) => leftOutReport(items, rules),
      titles: { none: t('leftOut.none'), some: t('leftOut.some') },
      play: () => this.nextWord(),
      playNow: () => this.time.delayedCall(300, () => this.nextWord()),
      end: () => this.kit.finishGame({}),
      depth: OVERLAY_DEPTH,
    });
  }

  // ---- the fighters ------------------------------------------------------------------------------------------

  /** Each team's character (the same ones all game: the cast is saved), facing the middle, with its hearts. */
  private placeFighters(): void {
    const count = this.battle.hearts.length;
    const characters = this.kit.images.all('characters');
    const saved = this.start.state.cast.map((key) => characters.find((c) => c.key === key));
    const cast =
      saved.length === count && saved.every((c): c is KitImage => c !== undefined)
        ? saved
        : assignCharacters(characters, count, () => this.kit.rng.next()).map(
            (c) => c ?? this.kit.images.pick('characters'),
          );
    this.start.state.cast = cast.map((c) => c.key);
    const slot = 1600 / count;
    const heartSize = count > 2 ? 56 : 72;
    cast.forEach((picture, team) => {
      const x = 160 + slot * (team + 0.5);
      this.add.ellipse(x, GROUND_Y + 8, FIGHTER_BOX * 0.8, 40, COLOURS.shadow, 0.25);
      const image = this.add.image(x, GROUND_Y, picture.key).setOrigin(0.5, 1).setDepth(10);
      const scale = fitScale(image, FIGHTER_BOX);
      image.setScale(scale).setFlipX(x > 960);
      breathe(this, image, scale);
      const style = this.kit.teams.teams[team];
      if (style) drawTeamBadge(this, x - FIGHTER_BOX / 2 - 10, GROUND_Y - 40, style, 64).setDepth(11);
      const left = this.battle.hearts[team] ?? 0;
      const hearts = addHearts(this, x, GROUND_Y + 60, this.battle.maxHearts, left, heartSize);
      const boost = this.add
        .text(x, GROUND_Y - FIGHTER_BOX - 30, '', { ...TEXT.small, color: css(COLOURS.sun) })
        .setStroke(css(COLOURS.ink), 8)
        .setOrigin(0.5);
      this.fighters.push({ image, picture, x, scale, hearts, boost });
      if (left === 0) this.knockOut(team, false);
      this.kit.teams.setScore(team, left);
    });
    this.showBoosts();
  }

  private showBoosts(): void {
    this.fighters.forEach((fighter, team) => {
      const boost = this.battle.boosts[team];
      fighter.boost.setText(boost ? t('boost.turns', { boost: t(BOOST_NAMES[boost.kind]), turns: boost.turns }) : '');
    });
  }

  private setHearts(team: number): void {
    const hearts = this.battle.hearts[team] ?? 0;
    this.fighters[team]?.hearts.set(hearts);
    this.kit.teams.setScore(team, hearts);
  }

  private knockOut(team: number, animate = true): void {
    const fighter = this.fighters[team];
    if (!fighter) return;
    this.tweens.killTweensOf(fighter.image);
    const fallen = { angle: fighter.image.flipX ? -90 : 90, alpha: 0.35 };
    if (animate) this.tweens.add({ targets: fighter.image, ...fallen, duration: 500, ease: 'Bounce.Out' });
    else fighter.image.setAngle(fallen.angle).setAlpha(fallen.alpha);
  }

  // ---- a word ------------------------------------------------------------------------------------------------

  private nextWord(): void {
    if (this.ended) return;
    this.entry = this.deck.next();
    this.word = newWord(keyboardLetters(this.entry.text).letters, this.kit.settings.misses);
    const count = this.word.letters.length;
    const { size, first, pictureX } = blanksLayout(count, this.kit.pictures.has(this.entry));
    this.pictureX = pictureX;
    const fontSize = `${Math.max(56, Math.round(size * 0.8))}px`;
    this.letters = [...this.word.letters].map((_, i) => {
      const x = first + i * size;
      this.add.rectangle(x, BLANKS_Y + 42, size - 18, 10, COLOURS.ink);
      return this.add.text(x, BLANKS_Y, '', { ...TEXT.title, fontSize }).setOrigin(0.5);
    });
    this.keyboard = addLetterKeys(this, {
      rows: alphabetRows(9),
      x: 960,
      y: KEYS_Y,
      keySize: 100,
      gap: 12,
      onLetter: (letter) => this.pick(letter),
    });
    this.showMisses();
    if (showsPicture(this.kit.settings.pictureClue, false)) this.showPicture();
    this.startTurn();
  }

  /** The word's picture before its blanks (the clue, or with the answer), when it has one. */
  private showPicture(): void {
    if (this.picture || this.pictureX === null || !this.entry) return;
    this.picture = addWordPicture(this, this.pictureX, BLANKS_Y + 5, this.entry, CLUE_PICTURE.size);
    if (this.picture) popIn(this, this.picture, 0, this.picture.scale);
  }

  private showMisses(): void {
    const word = this.word;
    if (word) this.misses.setText(t('play.wrongLetters', { wrong: word.wrong, limit: word.wrongLimit }));
  }

  private startTurn(): void {
    this.kit.teams.setCurrent(this.battle.turn);
    this.fighters.forEach((fighter, team) => {
      const current = team === this.battle.turn;
      this.tweens.add({ targets: fighter.image, scale: fighter.scale * (current ? 1.15 : 1), duration: 250 });
    });
    this.showBoosts();
    // Unlocked on the next tick: the key that closed a dialog must not also guess.
    this.time.delayedCall(0, () => (this.busy = false));
  }

  private pick(letter: string): void {
    if (this.busy || !this.word || this.ended) return;
    const outcome = guess(this.battle, this.word, letter);
    if (outcome.kind === 'ignored') return;
    const event = guessEvent(outcome);
    if (event && this.entry) this.kit.reportWord(this.entry, wordOutcome(event));
    this.busy = true;
    this.keyboard?.setUsed(letter, true);
    this.keyboard?.mark(letter, outcome.kind === 'right' ? 'right' : 'absent');
    if (outcome.kind === 'wrong') return this.missed(outcome);
    this.kit.play('correct');
    this.showBlanks();
    this.strike(outcome, 0, () => this.afterRight(outcome));
  }

  private showBlanks(): void {
    if (!this.word) return;
    blanks(this.word).forEach((letter, i) => {
      const text = this.letters[i];
      if (text && letter && text.text === '') {
        text.setText(letter.toUpperCase());
        popIn(this, text);
      }
    });
  }

  /** One power per hit, thrown one after another at the rival. */
  private strike(outcome: Extract<GuessOutcome, { kind: 'right' }>, index: number, done: () => void): void {
    const hit = outcome.hits[index];
    const from = this.fighters[outcome.team];
    const to = hit ? this.fighters[hit.target] : undefined;
    if (!hit || !from || !to) return done();
    const power = this.kit.rng.pick(this.kit.images.powersOf(from.picture));
    const start = { x: from.x, y: GROUND_Y - from.image.displayHeight * 0.6 };
    const end = { x: to.x, y: GROUND_Y - to.image.displayHeight * 0.5 };
    lob(this, power, start, end, () => {
      if (hit.blocked) {
        popText(this, end.x, end.y - 80, t('play.blocked'), { colour: COLOURS.sky, size: 64, depth: OVERLAY_DEPTH });
      } else {
        flash(this, to.image, COLOURS.wrong);
        this.setHearts(hit.target);
        popText(this, end.x, end.y - 80, `-${hit.damage}`, { colour: COLOURS.wrong, size: 80, depth: OVERLAY_DEPTH });
        if ((this.battle.hearts[hit.target] ?? 0) === 0) this.knockOut(hit.target);
      }
      this.time.delayedCall(150, () => this.strike(outcome, index + 1, done));
    });
  }

  private afterRight(outcome: Extract<GuessOutcome, { kind: 'right' }>): void {
    if (outcome.winner !== null) return this.victory(outcome.winner);
    if (outcome.solved) return this.wordDone(true);
    if (!this.kit.settings.luck) return this.nextGuess();
    const random = () => this.kit.rng.next();
    spinLuckWheel(
      this,
      960,
      540,
      random,
      () => this.kit.play('tick'),
      (segment) => {
        applyLuck(this.battle, outcome.team, segment, luckTurns(random));
        this.showBoosts();
        this.nextGuess();
      },
    );
  }

  private missed(outcome: Extract<GuessOutcome, { kind: 'wrong' }>): void {
    this.kit.play('wrong');
    shake(this);
    this.setHearts(outcome.team);
    this.showMisses();
    const fighter = this.fighters[outcome.team];
    if (fighter) flash(this, fighter.image, COLOURS.wrong);
    if ((this.battle.hearts[outcome.team] ?? 0) === 0) this.knockOut(outcome.team);
    this.time.delayedCall(800, () => {
      if (outcome.winner !== null) return this.victory(outcome.winner);
      if (outcome.lost) return this.wordDone(false);
      this.nextGuess();
    });
  }

  /** The same team again (an extra guess), or the next team standing. */
  private nextGuess(): void {
    if (guessesAgain(this.battle)) {
      banner(this, t('play.guessAgain'), 960, BLANKS_Y - 100, { size: 80, depth: OVERLAY_DEPTH });
      this.busy = false;
      return;
    }
    endTurn(this.battle);
    this.startTurn();
  }

  /** The teacher's Skip: the turn passes. */
  private skipTurn(): void {
    if (this.busy || this.ended || !this.word) return;
    this.busy = true;
    this.battle.guessesLeft = 0;
    this.nextGuess();
  }

  /** The teacher's Reveal: the word is shown and said; the next word comes (a round). */
  private revealWord(): void {
    if (this.busy || this.ended || !this.word) return;
    this.busy = true;
    if (this.entry) this.kit.reportWord(this.entry, wordOutcome('revealed'));
    this.wordDone(false);
  }

  /** Solved or lost: the word is shown and said; the next team starts the next word (the kit's round summary). */
  private wordDone(solved: boolean): void {
    if (!this.word || !this.entry) return;
    this.keyboard?.destroy();
    this.keyboard = null;
    this.word.guessed = [...new Set(this.word.letters)];
    this.showBlanks();
    if (showsPicture(this.kit.settings.pictureClue, true)) this.showPicture();
    this.kit.speech.say(this.entry.text);
    if (solved) {
      this.kit.play('win');
      celebrate(this, 960, BLANKS_Y, 5, 160);
    } else this.deck.miss(this.entry);
    const title = solved ? t('play.solved', { word: this.entry.text }) : t('play.itWas', { word: this.entry.text });
    banner(this, title, 960, KEYS_Y, { size: 100, stay: true, depth: OVERLAY_DEPTH, maxWidth: 1500 });
    endTurn(this.battle);
    const stats = { wordsSolved: this.kit.stats.wordsSolved + (solved ? 1 : 0) };
    this.time.delayedCall(2600, () => {
      const left = this.battle.hearts.filter((h) => h > 0).length;
      this.kit.endRound({ state: this.start.state, stats, summary: t('play.standing', { left }) });
    });
  }

  private victory(winner: number): void {
    this.ended = true;
    this.keyboard?.destroy();
    this.keyboard = null;
    if (this.word) this.word.guessed = [...new Set(this.word.letters)];
    this.showBlanks();
    if (showsPicture(this.kit.settings.pictureClue, true)) this.showPicture();
    if (this.entry) this.kit.speech.say(this.entry.text);
    this.kit.play('win');
    const team = this.kit.teams.teams[winner];
    const fighter = this.fighters[winner];
    if (fighter) this.tweens.add({ targets: fighter.image, y: GROUND_Y - 60, yoyo: true, repeat: 3, duration: 300 });
    celebrate(this, fighter?.x ?? 960, GROUND_Y - 100, 5, 120);
    banner(this, `${team?.name ?? 'A team'} wins!`, 960, KEYS_Y, { size: 120, stay: true, depth: OVERLAY_DEPTH });
    this.time.delayedCall(3000, () => this.kit.finishGame({}));
  }

  /** Before play: which entries the keyboard game leaves out, and why (none playable: only 'End game'). */
}
