import Phaser from 'phaser';
import {
  COLOURS,
  PLAY_SCENE,
  STAGE_WIDTH,
  TEXT,
  addBackground,
  addButton,
  addScoreboard,
  askQuestion,
  banner,
  bob,
  burst,
  celebrate,
  drawTeamBadge,
  getKit,
  outlined,
  popIn,
  popText,
  shake,
  type Kit,
  type KitImage,
  type PlayStart,
  type Question,
  type WordEntry,
  fitScale,
  showNoWords,
  trail,
} from '../../kit';
import {
  judge,
  mvpTeams,
  roundLineCrossed,
  skipTurn,
  type BattleState,
  type FightersSettings,
  type Outcome,
} from '../../mechanics/battle/battle';
import { assignCharacters, pickMonster } from '../../mechanics/battle/cast';
import { type settings as schema, toRules } from '../settings';
import type { FightStat, FightState } from '../state';

interface Fighter {
  team: number;
  image: Phaser.GameObjects.Image;
  picture: KitImage;
  homeX: number;
  baseScale: number;
  ring: Phaser.GameObjects.Ellipse;
  badge: Phaser.GameObjects.Graphics | null;
}

// The arena: fighters on the left, the monster on the right, answers along the bottom.
const GROUND_Y = 690;
const FIGHTERS_LEFT = 80;
const FIGHTERS_RIGHT = 740;
const MONSTER_X = 1440;
const MONSTER_BOX = 420;
const HEALTH_BAR = { x: 1140, y: 215, width: 600, height: 64 };
const OPTIONS_Y = 950;
/** The word buttons of a listen turn: the spoken word and two wrong ones (fewer for a shorter list). */
const OPTION_COUNT = 3;

const fighterBox = (teams: number) => (teams <= 2 ? 280 : teams === 3 ? 220 : 170);

/**
 * Fighters Basic (design/games.md #8): each team's character attacks one monster. Listen and choose (three word
 * buttons) or say it (the teacher judges). The monster's health is split into three rounds; the kit shows the
 * standings and saves between them, and the podium after the monster falls.
 */
export class PlayScene extends Phaser.Scene {
  private kit!: Kit<typeof schema, FightState, FightStat>;
  private rules!: FightersSettings;
  private battle!: BattleState;
  private monster!: Phaser.GameObjects.Image;
  private monsterPicture!: KitImage;
  private monsterScale = 1;
  private fighters: Fighter[] = [];
  private healthFill!: Phaser.GameObjects.Rectangle;
  private healthText!: Phaser.GameObjects.Text;
  private turnText!: Phaser.GameObjects.Text;
  /** This turn's question (the kit's: its prompt and choices, or its word card and judge bar). */
  private question: Question | null = null;
  private target: WordEntry | null = null;
  /** True from an answer until the next word: further presses are ignored. */
  private busy = false;
  private mode: FightersSettings['mode'] = 'listen';

  constructor() {
    super(PLAY_SCENE);
  }

  create(start: PlayStart<FightState>): void {
    this.kit = getKit<typeof schema, FightState, FightStat>(this);
    this.rules = toRules(this.kit.settings);
    addBackground(this);
    if (this.kit.words.length === 0) return showNoWords(this, this.kit);
    addScoreboard(this, 80, { x: 900, width: Math.min(1400, this.kit.teams.count * 340) });

    const state = start.state;
    this.battle = state.battle;
    this.placeMonster(state.monster);
    this.placeFighters(state.cast);
    this.drawHealthBar();
    this.turnText = this.add.text(440, 210, '', outlined()).setOrigin(0.5);

    this.kit.setPanelHandlers({
      // Through the question, so a turn ends once (an answered one ignores it).
      skip: () => this.question?.skip(),
      reveal: () => this.reveal(),
      onSettingsChange: (values) => {
        // The monster's health applies to the next game; the answer mode changes at once, on the same word.
        this.rules = { ...toRules(values), monsterHealth: this.battle.maxHealth };
        if (this.rules.mode !== this.mode && !this.busy && this.target) this.showAnswers(this.target);
      },
    });
    this.time.delayedCall(start.resumed ? 500 : 300, () => this.nextTurn());
  }

  // ── Setting the stage ────────────────────────────────────────────────────────────────────────────────────────

  private fightState(): FightState {
    return {
      battle: this.battle,
      monster: this.monsterPicture.key,
      cast: this.fighters.map((f) => f.picture.key),
    };
  }

  private placeMonster(savedKey: string): void {
    const monsters = this.kit.images.all('monsters');
    const random = () => this.kit.rng.next();
    this.monsterPicture = monsters.find((m) => m.key === savedKey) ?? (pickMonster(monsters, random) as KitImage);
    this.add.ellipse(MONSTER_X, GROUND_Y + 10, MONSTER_BOX * 0.9, 60, COLOURS.shadow, 0.25);
    this.monster = this.add.image(MONSTER_X, GROUND_Y, this.monsterPicture.key).setOrigin(0.5, 1).setDepth(10);
    this.monsterScale = fitScale(this.monster, MONSTER_BOX);
    this.monster.setScale(this.monsterScale);
    // Breathing: a slow squash and stretch so the monster looks alive.
    this.tweens.add({
      targets: this.monster,
      scaleY: this.monsterScale * 1.05,
      scaleX: this.monsterScale * 0.97,
      duration: 900,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.InOut',
    });
  }

  private placeFighters(savedKeys: string[]): void {
    const characters = this.kit.images.all('characters');
    const count = this.kit.teams.count;
    const restored = savedKeys.length === count ? savedKeys.map((k) => characters.find((c) => c.key === k)) : [];
    const cast: KitImage[] =
      restored.every((c): c is KitImage => c !== undefined) && restored.length === count
        ? restored
        : (assignCharacters(characters, count, () => this.kit.rng.next()) as KitImage[]);
    const box = fighterBox(count);
    const slot = (FIGHTERS_RIGHT - FIGHTERS_LEFT) / count;
    cast.forEach((picture, team) => {
      const x = FIGHTERS_LEFT + slot * (team + 0.5);
      const colour = this.kit.teams.teams[team]?.colour ?? COLOURS.white;
      const ring = this.add
        .ellipse(x, GROUND_Y + 6, box * 0.95, 56, colour, 0.85)
        .setStrokeStyle(6, COLOURS.ink)
        .setVisible(false);
      this.add.ellipse(x, GROUND_Y + 8, box * 0.8, 40, COLOURS.shadow, 0.22);
      const image = this.add.image(x, GROUND_Y, picture.key).setOrigin(0.5, 1).setDepth(10);
      const baseScale = fitScale(image, box);
      image.setScale(baseScale);
      const style = this.kit.teams.teams[team];
      const badge = style ? drawTeamBadge(this, x, GROUND_Y + 64, style, 64).setDepth(11) : null;
      this.fighters.push({ team, image, picture, homeX: x, baseScale, ring, badge });
    });
  }

  private drawHealthBar(): void {
    const { x, y, width, height } = HEALTH_BAR;
    const frame = this.add.graphics().setDepth(30);
    frame.fillStyle(COLOURS.ink).fillRoundedRect(x - 8, y - height / 2 - 8, width + 16, height + 16, 24);
    frame.fillStyle(0x3a405e).fillRoundedRect(x, y - height / 2, width, height, 18);
    this.healthFill = this.add
      .rectangle(x, y, width, height - 12, COLOURS.correct)
      .setOrigin(0, 0.5)
      .setDepth(31);
    this.healthText = this.add
      .text(x + width / 2, y - 2, '', outlined(TEXT.small, COLOURS.white, COLOURS.ink, 8))
      .setOrigin(0.5)
      .setDepth(32);
    this.add
      .text(x - 40, y - 2, '♥', outlined(TEXT.heading, COLOURS.wrong, COLOURS.ink, 8))
      .setOrigin(0.5)
      .setDepth(32);
    this.updateHealth(false);
  }

  private updateHealth(animate: boolean): void {
    const fraction = this.battle.maxHealth > 0 ? this.battle.health / this.battle.maxHealth : 0;
    const width = Math.max(0, (HEALTH_BAR.width - 12) * fraction);
    const colour = fraction > 0.5 ? COLOURS.correct : fraction > 0.25 ? COLOURS.sun : COLOURS.wrong;
    this.healthFill.setFillStyle(colour);
    this.healthText.setText(`${this.battle.health} / ${this.battle.maxHealth}`);
    this.healthFill.x = HEALTH_BAR.x + 6;
    if (animate) this.tweens.add({ targets: this.healthFill, width, duration: 450, ease: 'Cubic.Out' });
    else this.healthFill.width = width;
  }

  // ── Turns ────────────────────────────────────────────────────────────────────────────────────────────────────

  private nextTurn(): void {
    if (!this.scene.isActive()) return;
    this.kit.teams.setCurrent(this.battle.turn);
    const team = this.kit.teams.current;
    this.highlightFighter(this.battle.turn);
    this.turnText.setText(this.kit.teams.count > 1 ? `${team.name}!` : 'Your turn!');
    popIn(this, this.turnText);
    this.target = this.kit.deck.next();
    this.busy = false;
    this.showAnswers(this.target);
  }

  private highlightFighter(turn: number): void {
    for (const fighter of this.fighters) {
      const current = fighter.team === turn && this.fighters.length > 1;
      this.tweens.killTweensOf(fighter.image);
      fighter.ring.setVisible(current || this.fighters.length === 1);
      fighter.image.setY(GROUND_Y).setAngle(0).setX(fighter.homeX);
      this.tweens.add({
        targets: fighter.image,
        scale: fighter.baseScale * (current ? 1.2 : 1),
        duration: 250,
        ease: 'Back.Out',
      });
      if (current || this.fighters.length === 1) {
        // A happy hop: this team is up.
        this.tweens.add({
          targets: fighter.image,
          y: GROUND_Y - 24,
          duration: 380,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.InOut',
          delay: 250,
        });
      }
    }
  }

  /**
   * Asks `word` in the current mode (the kit's question turn): listen and choose speaks it and offers three buttons;
   * say-it shows it for the class to read and the teacher judges. The kit shows what was right and says the word.
   */
  private showAnswers(word: WordEntry): void {
    this.clearAnswers();
    this.mode = this.rules.mode;
    this.question = askQuestion(
      this,
      word,
      this.mode === 'listen' ? 'choose' : 'judge',
      (answer) => (answer.right === null ? this.skip() : this.resolve(answer.right, answer.team)),
      {
        choices: OPTION_COUNT,
        choicesY: OPTIONS_Y,
        // A stack of long phrases covers the fighters' feet: their badges step aside until the answer is given.
        onStacked: (stacked) => this.fighters.forEach((f) => f.badge?.setVisible(!stacked)),
      },
    );
  }

  private clearAnswers(): void {
    this.question?.destroy();
    this.question = null;
  }

  // ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

  /** An answer for the team whose turn it is (or `team`, named by the judge bar's number keys): its outcome. */
  private resolve(correct: boolean, team?: number): void {
    if (this.busy || this.battle.over || !this.target) return;
    this.busy = true;
    const before = this.battle.health;
    const outcome = judge(this.battle, correct ? 'correct' : 'wrong', this.rules, () => this.kit.rng.next(), team);
    this.play(outcome, before);
  }

  private skip(): void {
    if (this.busy || this.battle.over || !this.target) return;
    this.busy = true;
    skipTurn(this.battle);
    this.clearAnswers();
    this.turnText.setText('Next word!');
    this.time.delayedCall(500, () => this.nextTurn());
  }

  private reveal(): void {
    this.question?.reveal();
  }

  private play(outcome: Outcome, healthBefore: number): void {
    if (outcome.kind === 'hit') {
      this.kit.teams.award(outcome.team, outcome.damage);
      this.attack(outcome.team, outcome.damage, () => {
        if (outcome.finished) return this.victory();
        if (roundLineCrossed(healthBefore, outcome.health, this.battle.maxHealth)) return this.endRound();
        this.afterTurn(700);
      });
    } else if (outcome.kind === 'strike') {
      if (outcome.penalty > 0) this.kit.teams.award(outcome.team, -outcome.penalty);
      this.strikeBack(outcome.team, outcome.penalty, () => this.afterTurn(900));
    } else {
      this.busy = false;
    }
  }

  private afterTurn(delay: number): void {
    this.time.delayedCall(delay, () => {
      this.clearAnswers();
      this.nextTurn();
    });
  }

  private endRound(): void {
    this.time.delayedCall(900, () => {
      this.kit.endRound({
        state: this.fightState(),
        summary: `The monster has ${this.battle.health} of ${this.battle.maxHealth} health left!`,
      });
    });
  }

  // ── Juice ────────────────────────────────────────────────────────────────────────────────────────────────────

  private attack(team: number, damage: number, done: () => void): void {
    const fighter = this.fighters[team];
    if (!fighter) return done();
    const colour = this.kit.teams.teams[team]?.colour ?? COLOURS.sun;
    const powers = this.kit.images.powersOf(fighter.picture);
    const power = this.kit.rng.pick(powers);
    const startX = fighter.homeX + 60;
    const startY = GROUND_Y - fighter.image.displayHeight * 0.6;
    const endX = MONSTER_X - 40;
    const endY = GROUND_Y - this.monster.displayHeight * 0.55;
    // The character leans into the throw.
    this.tweens.add({ targets: fighter.image, x: fighter.homeX + 50, duration: 140, yoyo: true, ease: 'Quad.Out' });
    const projectile = this.add.image(startX, startY, power).setDepth(60);
    projectile.setScale(fitScale(projectile, 130));
    const sparks = trail(this, projectile, colour);
    const flight = { t: 0 };
    const arc = 260;
    this.tweens.add({
      targets: flight,
      t: 1,
      duration: 520,
      ease: 'Sine.In',
      onUpdate: () => {
        const t = flight.t;
        projectile.x = startX + (endX - startX) * t;
        projectile.y = startY + (endY - startY) * t - arc * 4 * t * (1 - t);
        projectile.angle = t * 540;
      },
      onComplete: () => {
        projectile.destroy();
        sparks.stop();
        this.impact(endX, endY, damage, colour);
        done();
      },
    });
  }

  private impact(x: number, y: number, damage: number, colour: number): void {
    this.kit.play('correct');
    burst(this, x, y, colour, 34);
    shake(this, 0.008, 220);
    this.flash(this.monster, COLOURS.white);
    this.tweens.add({
      targets: this.monster,
      angle: { from: -8, to: 0 },
      x: { from: MONSTER_X + 40, to: MONSTER_X },
      duration: 380,
      ease: 'Back.Out',
    });
    popText(this, x + 60, y - 60, `-${damage}`, { colour: COLOURS.sun });
    this.updateHealth(true);
  }

  /** Two quick flashes of solid colour (a hit, a knock). */
  private flash(target: Phaser.GameObjects.Image, colour: number): void {
    let count = 0;
    this.time.addEvent({
      delay: 90,
      repeat: 3,
      callback: () => {
        count += 1;
        if (count % 2 === 1) target.setTint(colour).setTintMode(Phaser.TintModes.FILL);
        else target.clearTint().setTintMode(Phaser.TintModes.MULTIPLY);
      },
    });
  }

  private strikeBack(team: number, penalty: number, done: () => void): void {
    const fighter = this.fighters[team];
    if (!fighter) return done();
    this.tweens.killTweensOf(fighter.image);
    fighter.image.setY(GROUND_Y);
    // The monster lunges across the arena, bumps the team's character (a playful knock-back) and goes home.
    this.tweens.add({
      targets: this.monster,
      x: Math.min(MONSTER_X, fighter.homeX + 330),
      duration: 320,
      ease: 'Back.In',
      yoyo: true,
      hold: 80,
      onYoyo: () => {
        this.kit.play('wrong');
        shake(this, 0.005, 160);
        this.flash(fighter.image, COLOURS.wrong);
        burst(this, fighter.homeX + 40, GROUND_Y - fighter.image.displayHeight / 2, COLOURS.wrong, 14);
        this.tweens.add({
          targets: fighter.image,
          x: fighter.homeX - 50,
          angle: -18,
          duration: 160,
          yoyo: true,
          hold: 120,
          ease: 'Quad.Out',
        });
        const oops = penalty > 0 ? `Oops! -${penalty}` : 'Oops!';
        const above = GROUND_Y - fighter.image.displayHeight - 50;
        popText(this, fighter.homeX, above, oops, {
          colour: COLOURS.white,
          outline: COLOURS.wrong,
          size: 72,
          rise: 60,
          hold: 700,
          fade: 400,
        });
      },
      onComplete: done,
    });
  }

  private victory(): void {
    this.clearAnswers();
    this.turnText.setText('');
    this.tweens.killTweensOf(this.monster);
    this.kit.play('win');
    celebrate(this, MONSTER_X, GROUND_Y - 200);
    shake(this, 0.012, 400);
    this.tweens.add({
      targets: this.monster,
      angle: 200,
      scale: 0,
      alpha: 0,
      y: GROUND_Y - 200,
      duration: 1100,
      ease: 'Back.In',
    });
    const title = banner(this, 'You beat the monster!', STAGE_WIDTH / 2, 400, { size: 110, stay: true, depth: 80 });
    this.time.delayedCall(2200, () => {
      title.destroy();
      this.showMvp();
    });
  }

  /** Most damage is MVP: the team's character takes a bow before the podium. */
  private showMvp(): void {
    const mvps = mvpTeams(this.battle);
    const veil = this.add.rectangle(STAGE_WIDTH / 2, 540, STAGE_WIDTH, 1080, COLOURS.night, 0.8).setDepth(85);
    veil.setInteractive();
    const names = mvps.map((i) => this.kit.teams.teams[i]?.name ?? '').filter(Boolean);
    banner(this, mvps.length > 1 ? 'MVPs!' : 'MVP!', STAGE_WIDTH / 2, 240, {
      colour: COLOURS.sun,
      size: 160,
      stay: true,
    });
    const spacing = 460;
    mvps.forEach((teamIndex, i) => {
      const fighter = this.fighters[teamIndex];
      const team = this.kit.teams.teams[teamIndex];
      if (!fighter || !team) return;
      const x = STAGE_WIDTH / 2 + (i - (mvps.length - 1) / 2) * spacing;
      const hero = this.add.image(x, 690, fighter.picture.key).setOrigin(0.5, 1).setDepth(90);
      popIn(this, hero, 200 + i * 150, fitScale(hero, mvps.length > 2 ? 240 : 300));
      bob(this, hero, 20, 500);
      drawTeamBadge(this, x, 760, team, 80).setDepth(90);
      this.time.delayedCall(300 + i * 150, () => burst(this, x, 520, team.colour, 40));
    });
    const damage = mvps.length > 0 ? (this.battle.teams[mvps[0] as number]?.damage ?? 0) : 0;
    const line = names.length > 0 ? `${names.join(' & ')}: ${damage} damage!` : 'Everyone tried hard!';
    this.add
      .text(STAGE_WIDTH / 2, 870, line, outlined())
      .setOrigin(0.5)
      .setDepth(90);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.kit.finishGame({
        stats: { monstersBeaten: this.kit.stats.monstersBeaten + 1 },
      });
    };
    const go = addButton(this, STAGE_WIDTH / 2, 990, 'To the podium ▶', finish, {
      width: 640,
      colour: COLOURS.correct,
      key: 'ENTER',
    });
    go.setDepth(95);
    popIn(this, go, 800);
    this.time.delayedCall(8000, finish);
  }
}
