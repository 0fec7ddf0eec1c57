import { COLOURS, GamePlayScene, TEXT, fitToWidth, outlined, type PlayStart } from '../../kit';
import { SpinnerWheel, type WheelSegment } from '../../kit/boards/spinner-wheel';
import { WHEEL_PANEL_TEXT, WHEEL_TOOL_COLOURS, WHEEL_TOOL_LAYOUT, WheelPanel } from '../../kit/boards/wheel-panel';
import { lastOneLine, segmentColours, WheelPool } from '../../mechanics/wheel/pool';
import { planRoll } from '../../mechanics/wheel/roller';
import { TickPacer } from '../../mechanics/wheel/tick-pacer';
import { Elimination } from '../../mechanics/wheel/wheel';
import {
  drawnLine,
  lastOneShown,
  numberAt,
  numberRange,
  NUMBER_WHEEL_TEXT,
  rangeInfo,
  rangeLabel,
  readsAsAnother,
  rangeProblem,
  spokenNumber,
  type NumberRange,
} from '../logic/range';
import type { settings as schema } from '../settings';
import { DigitRoller } from './digit-roller';

const WHEEL = WHEEL_TOOL_LAYOUT.wheel;
const ROLLER = { x: 590, y: 520 };
const DRAWN_Y = 920;
const PALETTE = WHEEL_TOOL_COLOURS;
/** How long a landed number stays highlighted on the wheel before elimination takes it off. */
const LEAVE_MS = 1300;

/**
 * A number on its segment, along the radius reading outwards (as the kit's labels are), as big as the segment's width
 * allows, underlined when upside down it reads as another number (6 and 9, 16 and 91), as on dice and pool balls.
 */
function drawLabel(scene: Phaser.Scene, x: number, y: number, rotation: number, size: number, value: number) {
  const label = scene.add
    .text(0, 0, String(value), { ...TEXT.heading, fontSize: `${Math.min(120, Math.floor(size * 0.9))}px` })
    .setOrigin(0.5);
  const parts: Phaser.GameObjects.GameObject[] = [label];
  if (readsAsAnother(value)) {
    parts.push(
      scene.add.rectangle(0, label.height * 0.36, label.width * 0.8, Math.max(6, label.height * 0.07), COLOURS.ink),
    );
  }
  const container = scene.add.container(x, y, parts).setRotation(rotation);
  // Along the radius it has room between the hub and the rim.
  const at = Math.hypot(x, y);
  const longest = 2 * Math.min(WHEEL.radius * 0.95 - at, at - WHEEL.radius * 0.15);
  return label.width > longest ? container.setScale(longest / label.width) : container;
}

type Phase = 'ready' | 'spinning' | 'landed' | 'lastOne' | 'noRange';

/**
 * Number Wheel (design/games.md #19), a tool: a number from the teacher's smallest to her largest, each equally likely
 * (games/mechanics/wheel). Up to 24 numbers go round a spinner; a bigger range rolls on a digit roller. The number is
 * shown big and said in words ('forty-two'); elimination keeps a drawn number out until Reset.
 */
export class PlayScene extends GamePlayScene<typeof schema> {
  /** Read by the browser test: keep the names. */
  private phase: Phase = 'ready';
  private range: NumberRange | null = null;
  private landed: { value: number; words: string } | null = null;
  /** The wheel's numbers (a small range), or the roller's (a big one). */
  private pool: WheelPool | null = null;
  private numbers: Elimination | null = null;
  private drawn: number[] = [];
  private wheel: SpinnerWheel | null = null;
  private roller: DigitRoller | null = null;
  private drawnText: Phaser.GameObjects.Text | null = null;
  private panel!: WheelPanel;
  private readonly ticks = new TickPacer();

  protected play(_start: PlayStart): void {
    const { settings } = this.kit;
    this.panel = new WheelPanel(this, this.kit, {
      onSpin: () => this.spin(),
      onReset: () => this.reset(),
      bareTitleSize: 220,
    });
    // A new range or elimination draws the tool again, every number back.
    this.kit.setPanelHandlers({ onSettingsChange: () => this.scene.restart(this.start) });
    const min = Number(settings.min);
    const max = Number(settings.max);
    const range = numberRange(min, max);
    this.range = range;
    if (!range) {
      this.phase = 'noRange';
      this.panel.prompt(rangeProblem(min, max));
      this.panel.setSpinEnabled(false);
      return;
    }
    const random = () => this.kit.rng.next();
    if (range.mode === 'wheel') {
      this.pool = new WheelPool(range.count, { eliminate: settings.elimination }, random);
      this.wheel = new SpinnerWheel(this, { ...WHEEL, labelSize: 120, segments: this.segments() });
      this.add
        .circle(WHEEL.x, WHEEL.y, WHEEL.radius, COLOURS.white, 0.001)
        .setInteractive({ useHandCursor: true })
        .on('pointerup', () => this.spin());
    } else {
      this.numbers = new Elimination(range.count);
      this.roller = new DigitRoller(this, { ...ROLLER, reels: range.reels, heading: rangeLabel(range) });
      const { width, height } = this.roller.container.getBounds();
      this.add
        .rectangle(ROLLER.x, ROLLER.y, width, height, COLOURS.white, 0.001)
        .setInteractive({ useHandCursor: true })
        .on('pointerup', () => this.spin());
      this.drawnText = this.add.text(ROLLER.x, DRAWN_Y, '', outlined(TEXT.body)).setOrigin(0.5);
    }
    this.panel.prompt();
    this.ready();
  }

  private get eliminate(): boolean {
    return this.kit.settings.elimination;
  }

  /** The wheel's segments: its numbers, each on a colour of its own. */
  private segments(): WheelSegment[] {
    const range = this.range!;
    const shown = this.pool!.shown;
    const colours = segmentColours(shown.length, PALETTE.length);
    return shown.map((item, i) => {
      const value = numberAt(range, item);
      return {
        colour: PALETTE[colours[i]!]!,
        picture: (scene, x, y, rotation, size) => drawLabel(scene, x, y, rotation, size, value),
      };
    });
  }

  /** The item (0 for the smallest number) left alone with elimination, or null. */
  private lastOne(): number | null {
    if (!this.eliminate) return null;
    return this.pool ? this.pool.lastOne : this.numbers!.lastOne;
  }

  /** Waits for a spin, or says that only one number is left. */
  private ready(): void {
    const range = this.range!;
    const left = this.pool ? this.pool.inPlay : this.numbers!.left;
    this.panel.setInfo(rangeInfo(range, left, this.eliminate));
    this.panel.setReset(this.eliminate ? WHEEL_PANEL_TEXT.reset : null);
    if (this.drawnText) fitToWidth(this.drawnText.setText(drawnLine(this.drawn)).setScale(1), 1100);
    const last = this.lastOne();
    if (last !== null) {
      this.phase = 'lastOne';
      this.panel.setSpinEnabled(false);
      const value = numberAt(range, last);
      this.panel.show({ title: String(value), line: lastOneShown(value) }, true);
      this.wheel?.highlight(0);
      this.kit.speech.say(lastOneLine(spokenNumber(value)));
      return;
    }
    this.phase = 'ready';
    this.panel.setSpinEnabled(true);
  }

  private spin(): void {
    if (this.phase !== 'ready' || this.wheel?.busy || this.roller?.busy) return;
    const range = this.range!;
    this.phase = 'spinning';
    this.panel.setSpinEnabled(false);
    this.kit.play('spin');
    // Each tick is spaced, so that neither the sound nor the card's redrawing runs every frame; the wheel's show on the
    // card what passes the pointer.
    const tick = (passing?: () => number) => {
      if (!this.ticks.tick(this.time.now)) return;
      this.kit.play('tick');
      if (passing) this.panel.show({ title: String(passing()) }, false);
    };
    if (this.wheel && this.pool) {
      const pool = this.pool;
      const { plan, item } = pool.spin(this.wheel.angle);
      this.wheel.spin(plan, {
        onTick: (segment) => tick(() => numberAt(range, pool.shown[segment]!)),
        onDone: () => this.land(item),
      });
      return;
    }
    const roller = this.roller!;
    const random = () => this.kit.rng.next();
    // The number is drawn first, each one left equally likely; the reels then roll to it.
    const item = this.numbers!.pick(random)!;
    // The reels' first digits roll through all ten (1 to 1000 shows 2131 on the way): the card waits for the result.
    this.panel.show({ title: NUMBER_WHEEL_TEXT.rolling }, false);
    roller.roll(planRoll(numberAt(range, item), roller.angles, random), {
      onTick: () => tick(),
      onDone: () => this.land(item),
    });
  }

  /** The spin stopped on `item`: its number shown big and said in words; with elimination it is not drawn again. */
  private land(item: number): void {
    const value = numberAt(this.range!, item);
    const words = spokenNumber(value);
    this.landed = { value, words };
    this.phase = 'landed';
    this.panel.show({ title: String(value), line: words }, true);
    this.kit.play('win');
    this.kit.speech.say(words);
    if (!this.eliminate) return this.ready();
    if (this.numbers) {
      this.numbers.remove(item);
      this.drawn.push(value);
      return this.ready();
    }
    this.time.delayedCall(LEAVE_MS, () => {
      this.pool!.landed(item);
      this.wheel!.setSegments(this.segments());
      this.kit.play('pop');
      this.ready();
    });
  }

  /** Elimination's Reset: every number back. */
  private reset(): void {
    if (this.phase !== 'ready' && this.phase !== 'lastOne') return;
    this.pool?.reset();
    this.numbers?.reset();
    this.drawn = [];
    if (this.wheel) this.wheel.setSegments(this.segments());
    this.landed = null;
    this.panel.prompt();
    this.ready();
  }
}
