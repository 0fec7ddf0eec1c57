// The space between the ships: monsters drifting on slow loops, and straight shots flying across. Which monster (if
// any) a shot runs into is decided here, over the monsters' positions while the shot flies, so the scene only shows
// it: its projectile and its monsters follow these same functions of the same clock. Pure: no Phaser, no DOM.

export interface Point {
  x: number;
  y: number;
}

/** A box on the stage: where the monsters' loops are centred. */
export interface Zone {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A monster's drift: a slow loop (a Lissajous curve) around its home, `amp` pixels each way, one swing each `period`
 * milliseconds, starting at `phase` (radians). Its body is a circle of `radius` pixels.
 */
export interface Drift {
  home: Point;
  amp: Point;
  period: Point;
  phase: Point;
  radius: number;
}

/** A monster drifting between the ships: its picture (a texture key), its loop, and the shots it has taken. */
export interface Monster extends Drift {
  /** Unique in a game: the scene's views follow it. */
  id: number;
  picture: string;
  hits: number;
}

/**
 * How far a monster swings from its home, and how long a swing takes: mostly up and down, so it keeps crossing the
 * ships' lines of fire (a team may wait for the way to be clear), a little sideways.
 */
export const DRIFT = { amp: { x: 50, y: 130 }, period: { min: 5000, max: 9000 } } as const;
/** A monster's body on the stage (its picture's box is twice that). */
export const MONSTER_RADIUS = 72;
/** A shot's size when it touches a monster (the projectile's picture is about twice that). */
export const SHOT_RADIUS = 26;
/** Shots a monster takes before it drifts off (a new one comes in its place on the next turn). */
export const MONSTER_HITS = 2;
/** How fast a shot flies (px per ms); a shot lasts at least MIN_FLIGHT ms. */
export const SHOT_SPEED = 1.3;
export const MIN_FLIGHT = 450;
/** The step of the search for the first contact along the flight (ms): one frame at 60 fps. */
export const STEP_MS = 1000 / 60;

/** Where a monster is at `time` (ms on the scene's clock). */
export function driftAt(drift: Drift, time: number): Point {
  return {
    x: drift.home.x + drift.amp.x * Math.sin((2 * Math.PI * time) / drift.period.x + drift.phase.x),
    y: drift.home.y + drift.amp.y * Math.sin((2 * Math.PI * time) / drift.period.y + drift.phase.y),
  };
}

/** The places across its zone a new monster's home may take (its height is free). */
const HOME_COLUMNS = 9;

/**
 * A new monster's loop in `zone`: its home at the place across the zone farthest from the monsters already there
 * (`avoid`: their homes; a tie is drawn at random), at a random height; its speed and where on its loop it starts
 * at random, so no two swing together.
 */
export function newDrift(zone: Zone, random: () => number, avoid: readonly Point[] = []): Drift {
  const between = (min: number, max: number) => min + random() * (max - min);
  const columns = Array.from(
    { length: HOME_COLUMNS },
    (_, i) => zone.left + ((zone.right - zone.left) * i) / (HOME_COLUMNS - 1),
  );
  const gapOf = (x: number) => Math.min(Infinity, ...avoid.map((p) => Math.abs(p.x - x)));
  const widest = Math.max(...columns.map(gapOf));
  const best = columns.filter((x) => gapOf(x) === widest);
  const x = best[Math.min(best.length - 1, Math.floor(random() * best.length))] as number;
  return {
    home: { x, y: between(zone.top, zone.bottom) },
    amp: { ...DRIFT.amp },
    period: { x: between(DRIFT.period.min, DRIFT.period.max), y: between(DRIFT.period.min, DRIFT.period.max) },
    phase: { x: between(0, 2 * Math.PI), y: between(0, 2 * Math.PI) },
    radius: MONSTER_RADIUS,
  };
}

/** A straight shot from one ship to another: where and when it starts, and how long it flies. */
export interface ShotPath {
  from: Point;
  to: Point;
  /** The scene's clock when it is fired (ms). */
  start: number;
  /** Its flight time (ms). */
  duration: number;
}

/** A shot fired at `start` from `from` to `to`, at SHOT_SPEED (never quicker than MIN_FLIGHT). */
export function aimShot(from: Point, to: Point, start: number): ShotPath {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  return { from, to, start, duration: Math.max(MIN_FLIGHT, distance / SHOT_SPEED) };
}

/** Where the shot is at `time` (at its start before it, at its end after it). */
export function shotAt(shot: ShotPath, time: number): Point {
  const t = shot.duration > 0 ? Math.min(1, Math.max(0, (time - shot.start) / shot.duration)) : 1;
  return { x: shot.from.x + (shot.to.x - shot.from.x) * t, y: shot.from.y + (shot.to.y - shot.from.y) * t };
}

/**
 * Where along the segment from `a` to `b` (0 at a, 1 at b) it first comes within `radius` of `centre`, or null when
 * it never does (a segment starting inside the circle touches it at 0).
 */
export function segmentMeetsCircle(a: Point, b: Point, centre: Point, radius: number): number | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - centre.x;
  const fy = a.y - centre.y;
  const c = fx * fx + fy * fy - radius * radius;
  if (c <= 0) return 0;
  const aa = dx * dx + dy * dy;
  if (aa === 0) return null;
  const b2 = fx * dx + fy * dy;
  const discriminant = b2 * b2 - aa * c;
  if (discriminant < 0) return null;
  const u = (-b2 - Math.sqrt(discriminant)) / aa;
  return u >= 0 && u <= 1 ? u : null;
}

/** The monster that takes a shot: which one, when (on the scene's clock) and where the shot is then. */
export interface Block {
  monster: number;
  time: number;
  at: Point;
}

/**
 * The first monster the shot runs into while it flies, or null when it gets through. The flight is cut into steps
 * of `step` ms; in each, the shot's move is seen from each monster (whose own move in that step is taken off it), so
 * a monster drifting into the shot's way blocks it as surely as one waiting there. The earliest contact wins.
 */
export function firstBlock(
  shot: ShotPath,
  monsters: readonly Drift[],
  shotRadius: number = SHOT_RADIUS,
  step: number = STEP_MS,
): Block | null {
  const end = shot.start + shot.duration;
  for (let t0 = shot.start; t0 < end; t0 += step) {
    const t1 = Math.min(end, t0 + step);
    const a = shotAt(shot, t0);
    const b = shotAt(shot, t1);
    let best: { monster: number; u: number } | null = null;
    monsters.forEach((monster, index) => {
      const m0 = driftAt(monster, t0);
      const m1 = driftAt(monster, t1);
      // The shot's move relative to the monster (which stands still at the origin meanwhile).
      const u = segmentMeetsCircle(
        { x: a.x - m0.x, y: a.y - m0.y },
        { x: b.x - m1.x, y: b.y - m1.y },
        { x: 0, y: 0 },
        monster.radius + shotRadius,
      );
      if (u !== null && (best === null || u < best.u)) best = { monster: index, u };
    });
    if (best !== null) {
      const { monster, u } = best as { monster: number; u: number };
      const time = t0 + (t1 - t0) * u;
      return { monster, time, at: shotAt(shot, time) };
    }
  }
  return null;
}
