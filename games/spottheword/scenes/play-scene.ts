import type Phaser from 'phaser';
import {
  GamePlayScene,
  COLOURS,
  TEXT,
  addCard,
  addScoreboard,
  addTimer,
  askQuestion,
  burst,
  css,
  popText,
  type PlayStart,
  type Question,
  type Timer,
  type WordEntry,
} from '../../kit';
import { arrangeHalves, cardFace, cardParts, cardSlots, HALF_BOXES, halfKeys, keySlot } from '../logic/layout';
import { touchOutcome } from '../logic/outcomes';
import {
  FREEZE_MS,
  HALVES,
  endRace,
  playMode,
  plays,
  startRace,
  touch,
  type Half,
  type PlayMode,
  type TouchOutcome,
  type WordRace,
} from '../logic/race';
import { newRound, roundSummary, wordPlayed, type RoundState } from '../logic/round';
import type { settings as schema } from '../settings';

/** A card on one half: the word, where it is, and what it shows (lit right or wrong, its key). */
interface SpotCard {
  container: Phaser.GameObjects.Container;
  entry: WordEntry;
  half: Half;
  slot: number;
  /** The card's colour over its cream face (right, wrong), cleared when it is a plain card again. */
  glow: Phaser.GameObjects.Graphics;
  /** Where the card rests (its centre's x). */
  x: number;
  width: number;
  height: number;
}

/** What covers a half: frost while it is frozen, a shade while it waits for its turn. */
interface HalfCover {
  frost: Phaser.GameObjects.Container;
  thaw: Phaser.GameObjects.Rectangle;
  shade: Phaser.GameObjects.Rectangle;
}

const PROMPT = { x: 960, y: 90 };
const TIMER = { x: 960, y: 225 };
/** How long a spotted (or missed) word stays on screen before the next one. */
const NEXT_MS = 1600;

/**
 * Spot The Word (design/games.md #10): the stage split in two halves, one per team, holding the same cards laid out
 * differently; a word is spoken and the halves race to touch it, several fingers at once. A wrong touch freezes that
 * half for 2 s. On a screen that takes one finger at a time (or a laptop) the halves take turns. The rules are
 * logic/ (race, layout, round); the spoken word and its choices are the kit's question ('act').
 */
export class PlayScene extends GamePlayScene<typeof schema, RoundState> {
  private round!: RoundState;
  /** Race or turns for this round (the browser test and the bench read these fields: keep their names). */
  private mode: PlayMode = 'turns';
  private race: WordRace | null = null;
  private question: Question | null = null;
  /** The cards of each half, slot by slot. */
  private cards: [SpotCard[], SpotCard[]] = [[], []];
  private covers: HalfCover[] = [];
  private timer: Timer | null = null;
  /** The sideways shake running on a card or a frost, so a new one replaces it (no drift). */
  /** The play's clock (ms): see `update`. */
  private clock = 0;
  /** Each half's wrong card while it is frozen. */
  private frozenCard: [SpotCard | null, SpotCard | null] = [null, null];
  private shakes = new Map<Phaser.GameObjects.Container, Phaser.Tweens.Tween>();
  private lastRound = false;
  /** The teacher revealed this word: nothing of it counts after that (the class's word outcomes). */
  private revealed = false;

  protected play(start: PlayStart<RoundState>): void {
    this.round = start.state;
    this.lastRound = start.round >= this.kit.settings.rounds;
    this.mode = playMode(this.kit.settings.mode, navigator.maxTouchPoints ?? 0);

    this.drawHalves();
    // Each team's badge and score over its half; in turn mode the team playing stands out.
    addScoreboard(this, 90, { x: 960, width: 2080 }).showTurn(this.mode === 'turns');
    this.timer =
      this.kit.settings.seconds > 0
        ? addTimer(this, TIMER.x, TIMER.y, { seconds: this.kit.settings.seconds, onDone: () => this.timeUp() })
        : null;
    this.timer?.stop();

    // A teacher at a laptop (or two children at one keyboard) plays with the keys shown on the cards.
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || !this.race) return;
      const at = keySlot(this.mode, this.race.turn, this.cards[0].length, event.key);
      const card = at ? this.cards[at.half][at.slot] : undefined;
      if (card) this.touchCard(card);
    });
    this.kit.setPanelHandlers({
      skip: () => this.question?.skip(),
      reveal: () => this.reveal(),
    });
    this.time.delayedCall(500, () => this.ask());
  }

  /** Each half's frame in its team's colour, the divider, and the covers each half can get. */
  private drawHalves(): void {
    const g = this.add.graphics();
    for (const half of HALVES) {
      const box = HALF_BOXES[half];
      const team = this.kit.teams.teams[half]!;
      g.fillStyle(COLOURS.white, 0.35).fillRoundedRect(box.x - 16, box.y - 16, box.width + 32, box.height + 32, 36);
      g.lineStyle(10, team.colour).strokeRoundedRect(box.x - 16, box.y - 16, box.width + 32, box.height + 32, 36);
    }
    g.fillStyle(COLOURS.ink).fillRoundedRect(952, 280, 16, 800, 8);
    this.covers = HALVES.map((half) => this.drawCover(half));
  }

  private drawCover(half: Half): HalfCover {
    const box = HALF_BOXES[half];
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const shade = this.add
      .rectangle(cx, cy, box.width + 32, box.height + 32, COLOURS.night, 0.6)
      .setDepth(55)
      .setVisible(false);
    // Frost: an icy veil, a big snowflake and a bar melting away over the 2 seconds.
    const veil = this.add.rectangle(0, 0, box.width + 32, box.height + 32, COLOURS.sky, 0.55);
    const flake = this.add.graphics();
    for (const [colour, width] of [
      [COLOURS.ink, 34],
      [COLOURS.white, 18],
    ] as const) {
      flake.lineStyle(width, colour);
      for (let arm = 0; arm < 6; arm++) {
        const a = (arm * Math.PI) / 3;
        const [dx, dy] = [Math.cos(a), Math.sin(a)];
        flake.lineBetween(0, 0, dx * 170, dy * 170);
        for (const along of [90, 135]) {
          const [bx, by] = [dx * along, dy * along];
          for (const turn of [-0.7, 0.7]) {
            const b = a + turn;
            flake.lineBetween(bx, by, bx + Math.cos(b) * 50, by + Math.sin(b) * 50);
          }
        }
      }
    }
    const trough = this.add.rectangle(0, box.height / 2 - 50, 600, 36, COLOURS.trough).setStrokeStyle(6, COLOURS.ink);
    const thaw = this.add.rectangle(-300, box.height / 2 - 50, 600, 36, COLOURS.white).setOrigin(0, 0.5);
    const frost = this.add.container(cx, cy, [veil, flake, trough, thaw]).setDepth(60).setVisible(false);
    return { frost, thaw, shade };
  }

  // ── A word ───────────────────────────────────────────────────────────────────────────────────────────────────

  private ask(): void {
    this.clearCards();
    this.question?.destroy();
    const target = this.kit.deck.next();
    this.revealed = false;
    const turn = (this.kit.teams.teams.indexOf(this.kit.teams.current) === 1 ? 1 : 0) as Half;
    this.question = askQuestion(this, target, 'act', (answer) => answer.right === null && this.noWinner(), {
      choices: Number(this.kit.settings.cards),
      prompt: PROMPT,
    });
    const choices = this.question.choices;
    const orders = arrangeHalves(
      choices.length,
      choices.findIndex((c) => c.text === target.text),
      (list) => this.kit.rng.shuffle(list),
    );
    this.race = startRace(this.mode, turn, this.clock);
    for (const half of HALVES) {
      const { width, height, centres } = cardSlots(half, choices.length);
      const keys = plays(this.race, half) ? halfKeys(this.mode, half, choices.length) : [];
      this.cards[half] = orders[half].map((choice, slot) =>
        this.addSpotCard(half, slot, choices[choice]!, centres[slot]!, width, height, keys[slot]),
      );
      this.covers[half]!.shade.setVisible(!plays(this.race, half));
      this.covers[half]!.frost.setVisible(false);
      this.frozenCard[half] = null;
    }
    this.timer?.container.setVisible(true);
    this.timer?.reset();
  }

  private addSpotCard(
    half: Half,
    slot: number,
    entry: WordEntry,
    [x, y]: [number, number],
    width: number,
    height: number,
    key: string | undefined,
  ): SpotCard {
    // The word's picture over it; with the teacher's 'Pictures only' the picture alone (a word without one keeps its
    // text): the word is always heard here, so pre-readers spot its picture. The card fills its slot either way.
    const face = cardFace(this.kit.pictures.has(entry), this.kit.picturesOnly);
    const parts = cardParts({ width, height }, face);
    const container = addCard(this, x, y, entry.text, {
      maxWidth: width,
      height: parts.height,
      fontSize: parts.fontSize,
      wrap: true,
      depth: 40,
      ...(face === 'word'
        ? {}
        : { picture: entry.text, pictureSize: parts.pictureSize, pictureOnly: face === 'picture' }),
    });
    const glow = this.add.graphics();
    container.addAt(glow, 1);
    if (key) {
      // The key that touches this card, in a keycap on its corner.
      const cap = this.add.graphics();
      cap.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2 - 8, -height / 2 - 8, 80, 80, 20);
      const label = this.add
        .text(-width / 2 + 32, -height / 2 + 28, key.toUpperCase(), { ...TEXT.small, color: css(COLOURS.white) })
        .setOrigin(0.5);
      container.add([cap, label]);
    }
    const card: SpotCard = { container, entry, half, slot, glow, x, width, height };
    container.setSize(width, height).setInteractive({ useHandCursor: true });
    // Every finger is its own pointer (the kit boots Phaser with several): two children touch at the same time.
    container.on('pointerdown', () => this.touchCard(card));
    return card;
  }

  private clearCards(): void {
    this.shakes.clear();
    for (const half of HALVES) {
      for (const card of this.cards[half]) card.container.destroy();
      this.cards[half] = [];
    }
  }

  /** A card of a half was touched (a finger, the mouse, or its key). */
  private touchCard(card: SpotCard): void {
    const race = this.race;
    const question = this.question;
    if (!race || !question || question.answered) return;
    const right = card.entry.text === question.target.text;
    const outcome = touch(race, card.half, right, this.clock);
    const wrongTry = touchOutcome(outcome, this.revealed);
    if (wrongTry) this.kit.reportWord(question.target, wrongTry);
    if (outcome.kind === 'right') return this.spotted(card, question);
    if (outcome.kind === 'wrong') return this.missed(card, outcome, question);
    // A frozen half's touch: the frost shivers.
    if (outcome.why === 'frozen') {
      const box = HALF_BOXES[card.half];
      this.jiggle(this.covers[card.half]!.frost, box.x + box.width / 2);
    }
  }

  private spotted(card: SpotCard, question: Question): void {
    this.timer?.stop();
    const team = this.kit.teams.teams[card.half]!;
    this.paint(card, COLOURS.correct);
    this.tweens.add({ targets: card.container, scale: 1.08, duration: 160, yoyo: true, repeat: 1 });
    this.lightTarget(1 - card.half);
    this.kit.teams.award(card.half, 1);
    this.kit.play('correct');
    burst(this, card.container.x, card.container.y, team.colour);
    popText(this, card.container.x, card.container.y - 40, '+1', { colour: team.colour });
    question.answer(true);
    this.timer?.container.setVisible(false);
    this.time.delayedCall(NEXT_MS, () => this.next());
  }

  private missed(card: SpotCard, outcome: Extract<TouchOutcome, { kind: 'wrong' }>, question: Question): void {
    this.kit.play('wrong');
    this.paint(card, COLOURS.wrong);
    this.jiggle(card.container, card.x);
    this.freeze(card);
    if (!outcome.over) return;
    // The turn's last try: the right card lights up and the word is said.
    this.timer?.stop();
    this.lightTarget(card.half);
    question.answer(false);
    this.timer?.container.setVisible(false);
    this.time.delayedCall(NEXT_MS, () => this.next());
  }

  /** The card's half freezes: frost over it until the rules thaw it (`update`). */
  private freeze(card: SpotCard): void {
    const { frost, thaw } = this.covers[card.half]!;
    this.frozenCard[card.half] = card;
    frost.setVisible(true).setAlpha(0);
    thaw.setScale(1, 1);
    this.tweens.add({ targets: frost, alpha: 1, duration: 150 });
  }

  /**
   * The play's clock runs on the scene's updates (the teacher panel's pause holds it, as it holds tweens and the
   * timer): the rules read it for freezes and reaction times. A frozen half's bar melts; once thawed, its wrong
   * card is plain again and, on its turn, the team hears the word again.
   */
  override update(_time: number, delta: number): void {
    this.clock += delta;
    const race = this.race;
    if (!race) return;
    for (const half of HALVES) {
      const { frost, thaw } = this.covers[half]!;
      if (!frost.visible) continue;
      const left = race.frozenUntil[half] - this.clock;
      if (left > 0) {
        thaw.setScale(left / FREEZE_MS, 1);
        continue;
      }
      frost.setVisible(false);
      const card = this.frozenCard[half];
      this.frozenCard[half] = null;
      if (!card || race.over) continue;
      this.paint(card, null);
      if (this.mode === 'turns') this.question?.askAgain();
    }
  }

  /** Nobody spotted it (the teacher's Skip, or the time ran out): both halves see the right card. */
  private noWinner(): void {
    if (!this.race || !endRace(this.race)) return;
    this.timer?.stop();
    this.timer?.container.setVisible(false);
    for (const half of HALVES) this.lightTarget(half);
    this.time.delayedCall(NEXT_MS, () => this.next());
  }

  /** The clock ran out: skipped (the question's outcome), then the word shown and said. */
  private timeUp(): void {
    this.question?.skip();
    this.question?.reveal();
  }

  /** The teacher's Reveal: the word is shown and said, and its cards light up (the race goes on, without a clock). */
  private reveal(): void {
    if (!this.question || this.question.answered) return;
    this.revealed = true;
    this.question.reveal();
    this.timer?.stop();
    this.timer?.container.setVisible(false);
    for (const half of HALVES) this.lightTarget(half);
  }

  private lightTarget(half: number): void {
    const card = this.cards[half as Half].find((c) => c.entry.text === this.question?.target.text);
    if (!card) return;
    this.paint(card, COLOURS.correct);
    this.tweens.add({ targets: card.container, scale: 1.06, duration: 220, yoyo: true, repeat: 2 });
  }

  /** The word is over: the next one, or the round's end. */
  private next(): void {
    const race = this.race;
    if (!race || !this.scene.isActive()) return;
    this.race = null;
    const result = wordPlayed(this.round, race.winner, race.winnerMs);
    this.round = result.round;
    if (this.mode === 'turns') this.kit.teams.nextTurn();
    if (!result.over) return this.ask();
    if (this.lastRound) return this.kit.finishGame();
    const names = [this.kit.teams.teams[0]!.name, this.kit.teams.teams[1]!.name] as const;
    this.kit.endRound({ state: newRound(this.kit.settings.words), summary: roundSummary(this.round, names) });
  }

  // ── Looks ────────────────────────────────────────────────────────────────────────────────────────────────────

  /** Colours a card's face (right, wrong), or makes it plain again (null). */
  private paint(card: SpotCard, colour: number | null): void {
    card.glow.clear();
    if (colour === null) return;
    const { width, height } = card;
    card.glow.fillStyle(colour, 0.85).fillRoundedRect(-width / 2 + 8, -height / 2 + 8, width - 16, height - 16, 42);
  }

  /** A shake sideways around `home` (its resting x): shaken again mid-shake, it still comes back there. */
  private jiggle(target: Phaser.GameObjects.Container, home: number): void {
    this.shakes.get(target)?.stop();
    target.setX(home);
    const tween = this.tweens.add({
      targets: target,
      x: home + 18,
      duration: 50,
      yoyo: true,
      repeat: 3,
      onComplete: () => target.setX(home),
    });
    this.shakes.set(target, tween);
  }
}
