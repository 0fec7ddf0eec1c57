import type Phaser from 'phaser';
import {
  GamePlayScene,
  addCannon,
  addScoreboard,
  addTimer,
  addTurnHeading,
  addWordPrompt,
  banner,
  type Cannon,
  celebrate,
  COLOURS,
  type KitImage,
  leftOutReport,
  outlined,
  popIn,
  popText,
  shake,
  tellLeftOut,
  TEXT,
  type Timer,
  typeLetters,
  type WordDeck,
  type WordEntry,
  type WordPrompt,
} from '../../kit';
import { restoreCast } from '../../mechanics/battle/cast';
import { keyboardLetters, letterGameDeck } from '../../mechanics/letters/letter-games';
import { type WordEvent, wordOutcome } from '../../mechanics/outcomes/word-events';
import { t } from '../texts';
import {
  type BlastRound,
  dropWord,
  neededLetter,
  newRound,
  ROUND_SECONDS,
  roundSummary,
  shoot,
  startWord,
  timeUp,
  WORDS_PER_ROUND,
} from '../logic/round';
import { shotEvent, timeUpEvent } from '../logic/outcomes';
import { type BlasterConfig, blasterConfig, type SETTINGS } from '../logic/settings';
import { fillSky, replacementLetter } from '../logic/sky';
import { afterRound, type BlasterStat, type BlasterState } from '../logic/state';
import { Blanks, flyLetter } from './blanks';
import { type Alien, AlienFleet } from './fleet';

/**
 * The words Alien Blaster plays: single words of 2 to 12 letters a–z (twelve blanks fit across the sky). Phrases and
 * entries with other characters are left out, and the teacher is told which before play.
 */
const WORD_RULES = { maxLetters: 12, phrases: 'leave-out' } as const;
/** The top line: the word's 'say it again' on the left, whose turn it is, the round's clock on the right. */
const TOP_Y = 75;
const TIMER = { x: 1490, y: TOP_Y };
/** The cannon stands in the middle under the sky (it does not slide: every alien is in reach). */
const CANNON = { x: 960, y: 872 };
/** The round's two words (stars) left of the cannon, the hint line right of it. */
const SIDE_Y = 850;
const OVERLAY_DEPTH = 100;

/**
 * Alien Blaster: aliens (the teacher's monsters) carrying letters sway over the cannon (the team's character). A word
 * is spoken and its blanks appear; the team shoots its letters in order, by tapping an alien or typing its letter. A
 * right letter flies into its blank and scores; a wrong one costs what the teacher chose. A team's round ends after
 * 60 seconds or 2 completed words (the round summary), then the next team plays; the game ends once every team has
 * played its rounds.
 */
export class PlayScene extends GamePlayScene<typeof SETTINGS, BlasterState, BlasterStat> {
  private config!: BlasterConfig;
  private deck!: WordDeck;
  private round!: BlastRound;
  private fleet!: AlienFleet;
  private cannon!: Cannon;
  private blanks!: Blanks;
  private prompt!: WordPrompt;
  private timer!: Timer;
  private note!: Phaser.GameObjects.Text;
  private tokens: Phaser.GameObjects.Graphics[] = [];
  /** The team character's powers, fired in turn. */
  private powers: readonly string[] = [];
  private shots = 0;
  /** The word being blasted, and the letters its aliens carry, slot by slot. */
  private entry: WordEntry | null = null;
  private sky: string[] = [];
  /** A shot is flying, a word is being celebrated or shown, or the round is not under way. */
  private busy = true;
  /** Play has begun (the left-out dialog, if any, was closed). */
  private started = false;
  private ended = false;
  private blasted = 0;
  /** A wrong letter was shot at this word already (its class outcome counts one wrong try). */
  private missedWord = false;

  protected play(): void {
    this.config = blasterConfig(this.kit.settings);
    const sorted = letterGameDeck(this.kit.words, WORD_RULES, this.kit.rng);
    this.deck = sorted.deck;
    const state = this.start.state;
    this.kit.teams.setCurrent(state.team);
    this.round = newRound(state.team);

    addTurnHeading(this, 960, TOP_Y, { solo: t('play.solo'), maxWidth: 620 });
    this.prompt = addWordPrompt(this, 390, TOP_Y, { key: 'SPACE', maxWidth: 420 });
    this.timer = addTimer(this, TIMER.x, TIMER.y, {
      seconds: ROUND_SECONDS,
      onDone: () => this.outOfTime(),
      warnSeconds: 10,
    });
    this.timer.stop();
    this.blanks = new Blanks(this);
    this.fleet = new AlienFleet(this, {
      count: this.config.aliens,
      sway: this.config.sway,
      picture: () => this.kit.images.pick('monsters').key,
      onTap: (alien) => this.fireAt(alien, alien.letter),
    });
    this.cannon = addCannon(this, { ...CANNON, minX: CANNON.x, maxX: CANNON.x, size: 140 });
    const character = this.castFor(state.team);
    this.powers = this.kit.images.powersOf(character);
    this.cannon.setCharacter(character.key, this.kit.teams.current.colour);
    this.drawProgress();
    this.note = this.add
      .text(1470, SIDE_Y, t('play.hint'), { ...outlined(TEXT.small), wordWrap: { width: 640 } })
      .setOrigin(0.5);
    addScoreboard(this, 1010);

    typeLetters(this, { onLetter: (letter) => this.typed(letter) });
    this.events.on('update', (_time: number, delta: number) => this.fleet.update(delta));
    this.kit.setPanelHandlers({
      skip: () => this.teacherDrops(false),
      reveal: () => this.teacherDrops(true),
      onSettingsChange: () => this.scene.restart(this.start),
    });
    tellLeftOut(this, {
      leftOut: sorted.leftOut,
      told: state.told,
      nonePlayable: sorted.words.length === 0,
      report: (items) => leftOutReport(items, WORD_RULES),
      titles: { none: t('leftOut.none'), some: t('leftOut.some') },
      play: () => this.begin(),
      playNow: () => this.begin(),
      end: () => this.kit.finishGame({}),
      depth: OVERLAY_DEPTH,
    });
  }

  /** Each team's character, the same all game (the cast is saved): the team's cannon. */
  private castFor(team: number): KitImage {
    const state = this.start.state;
    const characters = this.kit.images.all('characters');
    const cast = restoreCast(state.cast, characters, this.kit.teams.count, () => this.kit.rng.next()).map(
      (character) => character ?? this.kit.images.pick('characters'),
    );
    state.cast = cast.map((character) => character.key);
    return cast[team] ?? this.kit.images.pick('characters');
  }

  /** The round's two words as round tokens beside the cannon, ticked as they are blasted. */
  private drawProgress(): void {
    const x = 470;
    this.add.text(x, SIDE_Y - 88, t('play.words'), outlined(TEXT.small)).setOrigin(0.5);
    this.tokens = Array.from({ length: WORDS_PER_ROUND }, (_, i) => {
      const token = this.add.graphics({ x: x + (i - (WORDS_PER_ROUND - 1) / 2) * 130, y: SIDE_Y + 10 });
      paintToken(token, false);
      return token;
    });
  }

  // ---- a round -------------------------------------------------------------------------------------------------

  private begin(): void {
    this.started = true;
    const team = this.kit.teams.current;
    const line = this.kit.teams.count > 1 ? t('play.teamGetReady', { team: team.name }) : t('play.getReady');
    banner(this, line, 960, 540, { colour: team.colour, size: 110, depth: OVERLAY_DEPTH });
    this.time.delayedCall(1300, () => this.nextWord());
  }

  private nextWord(): void {
    if (this.ended) return;
    const entry = this.deck.next();
    const letters = keyboardLetters(entry.text).letters;
    this.entry = entry;
    this.missedWord = false;
    startWord(this.round, letters);
    this.blanks.show(letters.length, entry.text);
    this.sky = fillSky(letters, 0, this.config.aliens, () => this.kit.rng.next());
    this.fleet.setLetters(this.sky);
    this.prompt.ask(entry.text);
    this.tell(t('play.hint'));
    this.timer.start();
    this.busy = false;
  }

  /** A letter typed on the keyboard: the alien carrying it is shot; a letter no alien carries is a wrong shot. */
  private typed(letter: string): void {
    if (letter < 'a' || letter > 'z' || letter.length !== 1) return;
    const alien = this.fleet.carrying(letter);
    this.fireAt(alien ?? null, letter);
  }

  /** The cannon fires at an alien (or at the empty sky, for a typed letter no alien has). */
  private fireAt(alien: Alien | null, letter: string): void {
    const round = this.round;
    if (this.busy || this.ended || neededLetter(round) === null) return;
    const word = round.word ?? '';
    const outcome = shoot(round, letter, this.config.wrongCost);
    if (outcome.kind === 'ignored') return;
    this.reportWord(shotEvent(outcome, this.missedWord));
    if (outcome.kind === 'miss') this.missedWord = true;
    this.busy = true;
    // The clock stops with the word's last letter: the word is won even if the shot lands on the last second.
    if (outcome.kind === 'hit' && outcome.wordDone) this.timer.stop();
    if (outcome.kind === 'miss' && outcome.seconds > 0) this.timer.countdown.add(-outcome.seconds * 1000);
    const target = alien
      ? { x: alien.container.x, y: alien.container.y }
      : { x: 960 + (this.kit.rng.next() - 0.5) * 900, y: 330 };
    const team = this.kit.teams.current;
    const teamIndex = this.kit.teams.teams.indexOf(team);
    const power = this.powers[this.shots++ % this.powers.length] ?? '';
    this.cannon.fire(power, target, () => {
      if (outcome.kind === 'miss') return this.missed(alien, outcome.points, outcome.seconds, teamIndex);
      this.kit.teams.award(teamIndex, outcome.points);
      const from = alien ? { x: alien.container.x, y: alien.container.y } : target;
      popText(this, from.x, from.y - 90, `+${outcome.points}`, { colour: team.colour, size: 96 });
      this.kit.play('tick');
      this.cannon.cheer();
      if (!outcome.wordDone) this.tell(t('play.nextLetter'));
      if (alien) {
        // The sky holds the next letter the word needs again (a new word brings a new sky of its own).
        const next = outcome.wordDone
          ? letter
          : replacementLetter(this.sky, alien.slot, word, round.next, () => this.kit.rng.next());
        this.sky[alien.slot] = next;
        this.fleet.shootDown(alien, team.colour, next);
      }
      flyLetter(this, letter, from, this.blanks.at(outcome.slot), () => {
        this.blanks.fill(outcome.slot, letter, team.colour);
        if (outcome.wordDone) this.wordBlasted(word);
      });
      if (!outcome.wordDone && !this.ended) this.busy = false;
    });
  }

  private missed(alien: Alien | null, points: number, seconds: number, team: number): void {
    this.kit.play('wrong');
    shake(this, 0.004);
    this.blanks.nudge();
    if (alien) this.fleet.dodge(alien);
    if (points < 0) {
      this.kit.teams.award(team, points);
      const at = alien ? alien.container : { x: CANNON.x, y: CANNON.y - 200 };
      popText(this, at.x, at.y - 90, `${points}`, { colour: COLOURS.wrong, size: 96 });
    }
    if (seconds > 0)
      popText(this, TIMER.x, TIMER.y + 110, t('play.lostSeconds', { seconds }), { colour: COLOURS.wrong, size: 72 });
    this.tell(t('play.notThat'));
    if (this.entry) this.kit.speech.say(this.entry.text);
    this.time.delayedCall(250, () => (this.busy = this.ended || this.round.word === null));
  }

  /** The word's last letter landed: the word is said and celebrated; the round goes on or ends with two words. */
  private wordBlasted(word: string): void {
    const team = this.kit.teams.current;
    this.blasted++;
    this.blanks.showWord(word, team.colour);
    this.prompt.reveal();
    if (this.entry) this.kit.speech.say(this.entry.text);
    this.kit.play('correct');
    celebrate(this, 960, 260, 4, 260);
    const token = this.tokens[this.round.completed - 1];
    if (token) {
      paintToken(token, true);
      popIn(this, token);
    }
    this.tell(this.round.ended ? t('play.twoWords') : t('play.blasted'));
    this.time.delayedCall(1800, () => {
      if (this.round.ended) return this.finishRound(t('play.twoWordsBanner'));
      this.blanks.clear();
      this.nextWord();
    });
  }

  /** The clock ran out: the word in progress is shown and said (it comes back sooner), and the round ends. */
  private outOfTime(): void {
    if (this.ended || !timeUp(this.round)) return;
    this.busy = true;
    this.reportWord(timeUpEvent(this.round));
    this.kit.play('wrong');
    this.tell(t('play.timeUp'));
    if (this.entry && this.round.word !== null) {
      this.showAnswer(this.round.word);
      this.tell(t('play.wordWas'));
    }
    if (this.entry) this.deck.miss(this.entry);
    this.time.delayedCall(1600, () => this.finishRound(t('play.timeUp')));
  }

  /** The teacher panel's Skip (the next word) or Reveal (the word shown and said first); nobody scores. */
  private teacherDrops(reveal: boolean): void {
    const word = this.round.word;
    if (this.busy || this.ended || word === null) return;
    this.busy = true;
    this.timer.stop();
    this.reportWord(reveal ? 'revealed' : 'skipped');
    dropWord(this.round);
    if (reveal) this.showAnswer(word);
    this.time.delayedCall(reveal ? 2200 : 300, () => {
      this.blanks.clear();
      this.nextWord();
    });
  }

  /** Reports the word's outcome to the class's tally. */
  private reportWord(event: WordEvent | null): void {
    if (event && this.entry) this.kit.reportWord(this.entry, wordOutcome(event));
  }

  private showAnswer(letters: string): void {
    this.blanks.showWord(letters, null);
    this.prompt.reveal();
    if (this.entry) this.kit.speech.say(this.entry.text);
  }

  /** The team's round is over: the next team's round (through the kit's summary) or, when all have played, the end. */
  private finishRound(line: string): void {
    if (this.ended) return;
    this.ended = true;
    this.busy = true;
    this.timer.stop();
    const team = this.kit.teams.current;
    banner(this, line, 960, 540, { colour: team.colour, size: 130, stay: true, depth: OVERLAY_DEPTH });
    const stats = { wordsBlasted: this.kit.stats.wordsBlasted + this.blasted };
    const next = afterRound(this.start.state, this.kit.teams.count, this.config.roundsPerTeam);
    const name = this.kit.teams.count > 1 ? team.name : t('play.theClass');
    this.time.delayedCall(1800, () => {
      if (next.gameOver) return this.kit.finishGame({ stats });
      this.kit.teams.setCurrent(next.state.team);
      this.kit.endRound({ state: next.state, stats, summary: roundSummary(this.round, name) });
    });
  }

  private tell(text: string): void {
    this.note.setText(text);
  }
}

/** A word's token: an empty ring, or (blasted) a sun-yellow disc with a tick. */
function paintToken(g: Phaser.GameObjects.Graphics, done: boolean): void {
  g.clear();
  g.fillStyle(COLOURS.ink).fillCircle(0, 0, 58);
  g.fillStyle(done ? COLOURS.sun : COLOURS.trough).fillCircle(0, 0, 48);
  if (!done) return;
  g.lineStyle(14, COLOURS.ink).beginPath().moveTo(-24, 2).lineTo(-6, 22).lineTo(26, -18).strokePath();
}
