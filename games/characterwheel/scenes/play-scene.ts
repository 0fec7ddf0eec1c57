import { COLOURS, GamePlayScene, type PlayStart } from '../../kit';
import { SpinnerWheel, type WheelSegment } from '../../kit/boards/spinner-wheel';
import { WHEEL_TOOL_COLOURS, WHEEL_TOOL_LAYOUT, WheelPanel } from '../../kit/boards/wheel-panel';
import { lastOneLine, poolSummary, segmentColours, WheelPool } from '../../mechanics/wheel/pool';
import { TickPacer } from '../../mechanics/wheel/tick-pacer';
import { castOf, secondButton, type CastMember } from '../logic/cast';
import type { settings as schema } from '../settings';

const WHEEL = WHEEL_TOOL_LAYOUT.wheel;
const PALETTE = WHEEL_TOOL_COLOURS;
/** How long a landed character stays highlighted on the wheel before elimination takes it off. */
const LEAVE_MS = 1300;

type Phase = 'ready' | 'spinning' | 'landed' | 'lastOne';

/**
 * Character Wheel (design/games.md #18), a tool: the teacher's favourite characters (and monsters, a setting) round
 * a spinner; SPIN picks one, each on the wheel equally likely (games/mechanics/wheel), shows it big with its picture
 * and says its name. Elimination takes a landed one off the wheel until Reset; a long list shows 24 at a time.
 */
export class PlayScene extends GamePlayScene<typeof schema> {
  /** Read by the browser test: keep the names. */
  private phase: Phase = 'ready';
  private cast: CastMember[] = [];
  private pool!: WheelPool;
  private landed: { item: number; name: string } | null = null;
  private wheel!: SpinnerWheel;
  private panel!: WheelPanel;
  private readonly ticks = new TickPacer();

  protected play(_start: PlayStart): void {
    const { settings, images } = this.kit;
    this.cast = castOf(images.all('characters'), images.all('monsters'), settings.monsters);
    this.pool = new WheelPool(this.cast.length, { eliminate: settings.elimination }, () => this.kit.rng.next());
    this.wheel = new SpinnerWheel(this, { ...WHEEL, segments: this.segments() });
    // A tap on the wheel spins it too.
    this.add
      .circle(WHEEL.x, WHEEL.y, WHEEL.radius, COLOURS.white, 0.001)
      .setInteractive({ useHandCursor: true })
      .on('pointerup', () => this.spin());
    this.panel = new WheelPanel(this, this.kit, { onSpin: () => this.spin(), onReset: () => this.reset() });
    this.panel.prompt();
    // A new setting (monsters, elimination) draws the wheel again, everyone back on it.
    this.kit.setPanelHandlers({ onSettingsChange: () => this.scene.restart(this.start) });
    this.ready();
  }

  /** The wheel's segments: the characters shown, each its picture on a colour of its own. */
  private segments(): WheelSegment[] {
    const shown = this.pool.shown;
    const colours = segmentColours(shown.length, PALETTE.length);
    return shown.map((item, i) => {
      const texture = this.cast[item]!.picture;
      return {
        colour: PALETTE[colours[i]!]!,
        picture: (scene, x, y, rotation, size) => {
          const image = scene.add.image(x, y, texture).setRotation(rotation + Math.PI / 2);
          return image.setScale(size / Math.max(image.width, image.height, 1));
        },
      };
    });
  }

  /** Waits for a spin, or says that only one is left. */
  private ready(): void {
    const pool = this.pool;
    this.panel.setInfo(poolSummary(pool));
    this.panel.setReset(secondButton(pool.eliminate, pool.hidden));
    const last = pool.lastOne;
    if (last !== null) {
      this.phase = 'lastOne';
      this.panel.setSpinEnabled(false);
      const line = lastOneLine(this.cast[last]!.name);
      this.panel.show({ title: this.cast[last]!.name, picture: this.cast[last]!.picture, line }, true);
      this.wheel.highlight(0);
      this.kit.speech.say(line);
      return;
    }
    this.phase = 'ready';
    this.panel.setSpinEnabled(pool.canSpin);
  }

  private spin(): void {
    if (this.phase !== 'ready' || !this.pool.canSpin || this.wheel.busy) return;
    this.phase = 'spinning';
    this.panel.setSpinEnabled(false);
    this.kit.play('spin');
    const { plan, item } = this.pool.spin(this.wheel.angle);
    this.wheel.spin(plan, {
      // Each tick (spaced, so that neither the sound nor the card's redrawing runs every frame) shows who passes.
      onTick: (segment) => {
        if (!this.ticks.tick(this.time.now)) return;
        this.kit.play('tick');
        this.panel.show(this.resultOf(this.pool.shown[segment]!), false);
      },
      onDone: () => this.land(item),
    });
  }

  private resultOf(item: number): { title: string; picture: string } {
    const member = this.cast[item]!;
    return { title: member.name, picture: member.picture };
  }

  /** The wheel stopped on `item`: shown big, its name said; with elimination it then leaves the wheel. */
  private land(item: number): void {
    const name = this.cast[item]!.name;
    this.landed = { item, name };
    this.phase = 'landed';
    this.panel.show(this.resultOf(item), true);
    this.kit.play('win');
    this.kit.speech.say(name);
    if (!this.pool.eliminate) return this.ready();
    this.time.delayedCall(LEAVE_MS, () => {
      this.pool.landed(item);
      this.wheel.setSegments(this.segments());
      this.kit.play('pop');
      this.ready();
    });
  }

  /** Reset (elimination: everyone back) or Others (a long list: another 24 on the wheel). */
  private reset(): void {
    if (this.phase === 'spinning' || this.phase === 'landed') return;
    if (this.pool.eliminate) this.pool.reset();
    else this.pool.shuffle();
    this.wheel.setSegments(this.segments());
    this.landed = null;
    this.panel.prompt();
    this.ready();
  }
}
