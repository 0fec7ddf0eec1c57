import type Phaser from 'phaser';
import {
  type Answer,
  addTurnHeading,
  askQuestion,
  banner,
  celebrate,
  COLOURS,
  css,
  fitScale,
  GamePlayScene,
  type KitImage,
  type PlayStart,
  type Question,
  showHeroes,
  STAGE_WIDTH,
  trail,
} from '../../kit';
import { restoreCast } from '../../mechanics/battle/cast';
import {
  endTurn,
  type FightRules,
  type FightState,
  isOver,
  mvps,
  nextRound,
  flying,
  refillMonsters,
  resolveShot,
  rivalsOf,
  roundEnds,
  shooterOf,
  shotDamage,
  type ShotOutcome,
} from '../logic/fight';
import { monsterZone, shipAt, shipSlots, stepSights } from '../logic/layout';
import { aimShot, type Block, firstBlock, type ShotPath, shotAt } from '../logic/space';
import { type AnswerWay, answerWay, type settings as schema, toRules } from '../settings';
import { podium, type SpaceStat } from '../state';
import { t } from '../texts';
import { MonstersView } from './monsters-view';
import { ShipView } from './ship';

const OVERLAY_DEPTH = 100;
const PROMPT = { x: STAGE_WIDTH / 2, y: 200 };
const CHOICES_Y = 960;
const HINT_Y = 960;
/** The longest frame the space clock moves by: a hidden tab or a hiccup does not teleport the monsters. */
const MAX_FRAME_MS = 50;
const ARROWS = new Map<string, 1 | -1>([
  ['ArrowLeft', -1],
  ['ArrowUp', -1],
  ['ArrowRight', 1],
  ['ArrowDown', 1],
]);

/** What the turn is waiting for: the answer, the rival to fire at, the shot to land; nothing (between turns, over). */
type Phase = 'ask' | 'aim' | 'shot' | 'idle' | 'over';

interface Flight {
  shot: ShotPath;
  block: Block | null;
  /** When it lands on the clock: at the monster in its way, or at the rival ship. */
  lands: number;
  team: number;
  target: number;
  image: Phaser.GameObjects.Image;
  sparks: { stop(): void };
}

/**
 * Space Fight (design/games.md #21): the teams' ships around the stage, monsters drifting between them. The team up
 * answers a word through the kit's question (listen and choose, or say it with the teacher's judge bar). A right
 * answer lets it fire: a student taps a rival ship (or picks it with the arrows and fires with Enter or Space) and
 * one of its pilot's powers flies straight at it; a monster in the way takes the shot instead. Destroyed ships are
 * out; the last ship flying wins, the most damage is MVP, then the podium. A round (the kit's summary and save) is
 * each ship's turns, or a ship destroyed.
 */
export class PlayScene extends GamePlayScene<typeof schema, FightState, SpaceStat> {
  /** The fight (the browser test reads it: keep the name). */
  fight!: FightState;
  private rules!: FightRules;
  private way: AnswerWay = 'listen';
  private cast: KitImage[] = [];
  /** The ships, team by team (the browser test reads their slots: keep the name). */
  ships: ShipView[] = [];
  private monsters!: MonstersView;
  /** The space clock (ms): the monsters' drift and the shots' flight follow it; the teacher's pause holds it. */
  clock = 0;
  /** The phase of the turn, the word asked, the team firing and its targets (the browser test reads them). */
  phase: Phase = 'idle';
  question: Question | null = null;
  shooter = 0;
  targets: number[] = [];
  sighted: number | null = null;
  private flight: Flight | null = null;
  private hint: Phaser.GameObjects.Text | null = null;
  /** What the last shot did (the browser test reads it). */
  lastShot: ShotOutcome | null = null;
  private destroyedThisGame = 0;

  protected play(start: PlayStart<FightState>): void {
    this.fight = structuredClone(start.state);
    podium.fight = this.fight;
    this.rules = toRules(this.kit.settings);
    const teams = this.fight.health.length;
    const characters = this.kit.images.all('characters');
    this.cast = restoreCast(this.fight.cast, characters, teams, () => this.kit.rng.next()).map(
      (c) => c ?? this.kit.images.pick('characters'),
    );
    this.fight.cast = this.cast.map((c) => c.key);

    const slots = shipSlots(teams);
    this.ships = slots.map((slot, team) => {
      const style = this.kit.teams.teams[team] ?? this.kit.teams.current;
      const ship = new ShipView(this, slot, style, (this.cast[team] as KitImage).key);
      const health = this.fight.health[team] ?? 0;
      ship.setHealth(health, this.fight.maxHealth, false);
      this.kit.teams.setScore(team, health);
      if (health <= 0) ship.explode(false);
      return ship;
    });
    this.monsters = new MonstersView(this);
    for (const monster of this.fight.monsters) this.monsters.add(monster, this.clock, false);
    this.kit.teams.setCurrent(this.fight.turn);
    // White on an ink outline: readable on any of her backgrounds.
    addTurnHeading(this, STAGE_WIDTH / 2, 70, { solo: '', maxWidth: 900 })
      .setColor(css(COLOURS.white))
      .setStroke(css(COLOURS.ink), 12);

    this.kit.setPanelHandlers({
      skip: () => this.skip(),
      reveal: () => this.question?.reveal(),
      onSettingsChange: () => this.settingsChanged(),
    });
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => this.tap(pointer));
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => this.key(event));
    this.time.delayedCall(start.resumed ? 600 : 400, () => this.nextTurn());
  }

  override update(_time: number, delta: number): void {
    if (!this.monsters) return;
    this.clock += Math.min(MAX_FRAME_MS, Math.max(0, delta));
    this.monsters.update(this.clock);
    const flight = this.flight;
    if (!flight) return;
    const at = shotAt(flight.shot, Math.min(this.clock, flight.lands));
    flight.image.setPosition(at.x, at.y);
    flight.image.angle += delta * 0.6;
    if (this.clock >= flight.lands) this.land(flight);
  }

  // ── A turn ──────────────────────────────────────────────────────────────────────────────────────────────────

  /** The team up is named, its ship glows, the monsters are made up to the teacher's number, and a word is asked. */
  private nextTurn(): void {
    if (this.phase === 'over' || isOver(this.fight)) return;
    this.kit.teams.setCurrent(this.fight.turn);
    this.ships.forEach((ship, team) => ship.setTurn(team === this.fight.turn));
    const pictures = this.kit.images.all('monsters').map((m) => m.key);
    const zone = monsterZone(this.fight.health.length);
    const change = refillMonsters(this.fight, this.kit.settings.monsters, zone, pictures, () => this.kit.rng.next());
    for (const monster of change.removed) this.monsters.leave(monster);
    for (const monster of change.added) this.monsters.add(monster, this.clock, true);
    this.ask(this.kit.deck.next());
  }

  private ask(word: Question['target']): void {
    this.question?.destroy();
    this.way = answerWay(this.kit.settings);
    this.phase = 'ask';
    this.question = askQuestion(this, word, this.way === 'listen' ? 'choose' : 'judge', (a) => this.answered(a), {
      choices: 3,
      prompt: PROMPT,
      choicesY: CHOICES_Y,
    });
  }

  private answered(answer: Answer): void {
    if (this.phase !== 'ask') return;
    if (answer.right !== true) {
      this.phase = 'idle';
      if (answer.right === false) this.kit.play('wrong');
      const ship = this.ships[this.fight.turn];
      if (ship && answer.right === false) ship.recoil();
      this.time.delayedCall(answer.right === null ? 400 : 1600, () => this.finishTurn(false));
      return;
    }
    this.kit.play('correct');
    this.time.delayedCall(700, () => this.startAim(shooterOf(this.fight, answer.team)));
  }

  /** A right answer: the rivals' ships light up to be tapped (the arrows' sights start on the first). */
  private startAim(team: number): void {
    if (this.phase !== 'ask') return;
    this.phase = 'aim';
    this.shooter = team;
    this.targets = rivalsOf(this.fight, team);
    this.question?.destroy();
    this.question = null;
    this.targets.forEach((target) => this.ships[target]?.setTarget(true));
    this.sight(this.targets[0] ?? null);
    this.hint = banner(this, t('play.fire'), STAGE_WIDTH / 2, HINT_Y, {
      size: 88,
      stay: true,
      depth: OVERLAY_DEPTH,
      colour: COLOURS.sun,
    });
  }

  private sight(target: number | null): void {
    this.sighted = target;
    this.ships.forEach((ship, team) => ship.setSighted(team === target));
  }

  private tap(pointer: Phaser.Input.Pointer): void {
    if (this.phase !== 'aim') return;
    const target = shipAt({ x: pointer.worldX, y: pointer.worldY }, shipSlots(this.ships.length), this.targets);
    if (target !== null) this.fire(target);
  }

  /** The arrows move the sights over the rival ships; Enter or Space fires at the one in them. */
  private key(event: KeyboardEvent): void {
    if (this.phase !== 'aim' || event.ctrlKey || event.metaKey || event.altKey) return;
    const step = ARROWS.get(event.key);
    if (step) {
      event.preventDefault?.();
      this.sight(stepSights(this.targets, this.sighted, step));
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && !event.repeat && this.sighted !== null) {
      event.preventDefault?.();
      this.fire(this.sighted);
    }
  }

  /**
   * The shot: one of the pilot's powers flies straight from the ship at the rival. Whether a monster takes it is
   * known now (`firstBlock` over the monsters' loops on the same clock), and shown as it flies.
   */
  private fire(target: number): void {
    if (this.phase !== 'aim' || !this.targets.includes(target)) return;
    this.phase = 'shot';
    this.hint?.destroy();
    this.hint = null;
    this.targets.forEach((t) => this.ships[t]?.setTarget(false));
    const from = this.ships[this.shooter];
    const to = this.ships[target];
    if (!from || !to) return;
    const shot = aimShot(from.centre, to.centre, this.clock);
    const block = firstBlock(shot, this.fight.monsters);
    const power = this.kit.rng.pick(this.kit.images.powersOf(this.cast[this.shooter] as KitImage));
    const image = this.add.image(shot.from.x, shot.from.y, power).setDepth(60);
    image.setScale(fitScale(image, 96));
    const colour = this.kit.teams.teams[this.shooter]?.colour ?? COLOURS.sun;
    this.flight = {
      shot,
      block,
      lands: block ? block.time : shot.start + shot.duration,
      team: this.shooter,
      target,
      image,
      sparks: trail(this, image, colour),
    };
    from.recoil();
    this.kit.play('spin');
  }

  /** The shot arrives: the monster in its way takes it (and may drift off), or the rival ship does. */
  private land(flight: Flight): void {
    this.flight = null;
    flight.sparks.stop();
    flight.image.destroy();
    const outcome = resolveShot(this.fight, {
      team: flight.team,
      target: flight.target,
      blockedBy: flight.block?.monster ?? null,
      damage: shotDamage(() => this.kit.rng.next()),
    });
    this.lastShot = outcome;
    if (outcome.kind === 'none') return this.finishTurn(false);
    if (outcome.kind === 'blocked') {
      this.monsters.block(outcome.monster, flight.block?.at ?? flight.shot.to);
      if (outcome.leaves) this.monsters.leave(outcome.monster);
      this.kit.play('wrong');
      this.time.delayedCall(1300, () => this.finishTurn(false));
      return;
    }
    const ship = this.ships[outcome.target];
    ship?.hit(outcome.damage, flight.shot.to);
    ship?.setHealth(outcome.health, this.fight.maxHealth, true);
    this.kit.teams.setScore(outcome.target, outcome.health);
    this.kit.play('correct');
    if (outcome.destroyed) {
      this.destroyedThisGame += 1;
      this.time.delayedCall(350, () => {
        ship?.explode();
        this.kit.play('wrong');
        const team = this.kit.teams.teams[outcome.target];
        if (team && outcome.winner === null)
          banner(this, t('play.out', { team: team.name }), STAGE_WIDTH / 2, HINT_Y, { size: 88, depth: OVERLAY_DEPTH });
      });
    }
    if (outcome.winner !== null) {
      const winner = outcome.winner;
      this.time.delayedCall(1600, () => this.victory(winner));
      return;
    }
    this.time.delayedCall(outcome.destroyed ? 2200 : 1400, () => this.finishTurn(outcome.destroyed));
  }

  /** The turn passes to the next ship flying; the round ends after every ship's turns, or a ship destroyed. */
  private finishTurn(shipDestroyed: boolean): void {
    if (this.phase === 'over') return;
    this.phase = 'idle';
    this.question?.destroy();
    this.question = null;
    endTurn(this.fight);
    if (!roundEnds(this.fight, this.rules, shipDestroyed)) return this.nextTurn();
    const left = flying(this.fight).length;
    const summary = t('play.stillFlying', { left });
    this.kit.endRound({ state: nextRound(this.fight), stats: this.stats(), summary });
  }

  private stats(): Partial<Record<SpaceStat, number>> {
    return { shipsDestroyed: this.kit.stats.shipsDestroyed + this.destroyedThisGame };
  }

  // ── The teacher panel ───────────────────────────────────────────────────────────────────────────────────────

  /** Skip: an unanswered word passes the turn (through the question); a team about to fire passes too. */
  private skip(): void {
    if (this.phase === 'ask') return this.question?.skip();
    if (this.phase !== 'aim') return;
    this.phase = 'idle';
    this.hint?.destroy();
    this.hint = null;
    this.targets.forEach((t) => this.ships[t]?.setTarget(false));
    this.finishTurn(false);
  }

  /** The answer way changes on the word being asked; the turns per round at once; monsters from the next turn. */
  private settingsChanged(): void {
    this.rules = { ...toRules(this.kit.settings), health: this.fight.maxHealth };
    const question = this.question;
    if (this.phase === 'ask' && question && !question.answered && answerWay(this.kit.settings) !== this.way)
      this.ask(question.target);
  }

  // ── The end ─────────────────────────────────────────────────────────────────────────────────────────────────

  /** The last ship flying wins: a lap of honour, the MVP (most damage) takes a bow, then the podium. */
  private victory(winner: number): void {
    this.phase = 'over';
    this.question?.destroy();
    this.question = null;
    const team = this.kit.teams.teams[winner];
    const ship = this.ships[winner];
    ship?.celebrate();
    this.kit.play('win');
    celebrate(this, ship?.centre.x ?? STAGE_WIDTH / 2, (ship?.centre.y ?? 540) - 80, 5, 140);
    const title = banner(this, t('end.win', { team: team?.name ?? t('end.aTeam') }), STAGE_WIDTH / 2, 420, {
      size: 120,
      stay: true,
      depth: OVERLAY_DEPTH,
    });
    this.time.delayedCall(2600, () => {
      title.destroy();
      this.showMvp();
    });
  }

  private showMvp(): void {
    const best = mvps(this.fight);
    const heroes = best.flatMap((i) => {
      const team = this.kit.teams.teams[i];
      const pilot = this.cast[i];
      return team && pilot ? [{ picture: pilot.key, team }] : [];
    });
    const damage = best.length > 0 ? (this.fight.damage[best[0] as number] ?? 0) : 0;
    const names = best.map((i) => this.kit.teams.teams[i]?.name ?? '').join(t('end.and'));
    showHeroes(this, {
      title: best.length > 1 ? t('end.mvps') : t('end.mvp'),
      heroes,
      line: heroes.length > 0 ? t('end.damage', { names, damage }) : t('end.everyone'),
      onContinue: () => this.kit.finishGame({ stats: this.stats() }),
    });
  }
}
