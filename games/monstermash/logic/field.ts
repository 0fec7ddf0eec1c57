// The holes of Monster Mash during one spoken word (design/games.md #14): monsters pop up out of free holes holding
// word signs (the word and the kit's distractors), stay up for a while and go down again; the team whacks the one
// holding the spoken word. Pure: the scene passes its play clock (ms; the teacher panel's pause holds it) and the
// kit's seeded random source, and draws what `step` says came up and went down.
//
// What the class can count on (field.test.ts proves it):
// - the spoken word's monster is never up twice at once, and no two monsters up hold the same word;
// - it is always shown within POPS_TO_TARGET pops: after it went down (or the word was spoken) at most
//   POPS_TO_TARGET − 1 other monsters pop before it comes back;
// - it stays up a little longer than the others (speed.ts);
// - a wrong whack sends that monster down and leaves the hammer dizzy for DIZZY_MS; the right whack ends the word.
import type { Rng } from '../../kit/logic';
import type { Speed } from './speed';

/** The spoken word's monster pops up within this many pops (the rules' N). */
export const POPS_TO_TARGET = 4;
/** The chance that a pop is the spoken word's monster when it may be (it is down, and not yet due). */
export const TARGET_CHANCE = 0.3;
/** The first monster comes up this long after the word is spoken (the class is listening). */
export const FIRST_POP_MS = 700;
/** After a wrong whack the hammer is dizzy: whacks do nothing for this long (guessing never pays, even at 0). */
export const DIZZY_MS = 1000;
/** A monster whacked with the wrong word ducks away this long after the whack. */
export const WRONG_DOWN_MS = 450;
/** When the word ends, the other monsters duck this long after. */
export const DUCK_MS = 150;
/** With the field full, the next pop is tried again this soon. */
const RETRY_MS = 100;

export interface Monster {
  hole: number;
  word: string;
  /** Holds the spoken word. */
  target: boolean;
  upAt: number;
  /** When it goes down (Infinity: it stays up until the word ends, e.g. the teacher's Reveal). */
  downAt: number;
  whacked: 'right' | 'wrong' | null;
}

export interface Field {
  readonly holes: number;
  /** The words on the signs this turn: the spoken one and its distractors, all different. */
  readonly words: readonly string[];
  readonly target: string;
  /** The monster up in each hole (null: an empty hole). */
  up: (Monster | null)[];
  nextPopAt: number;
  /** Other monsters popped while the spoken word's was down, since it last popped up. */
  sinceTarget: number;
  /** The last pop's hole and word, not repeated at once when there is a choice. */
  lastHole: number;
  lastWord: string | null;
  /** Whacks do nothing until then (the last wrong whack's dizziness). */
  dizzyUntil: number;
  pops: number;
  /** The word is over (whacked, skipped or timed out): nothing pops any more. */
  over: boolean;
}

export type FieldEvent = { kind: 'up' | 'down'; monster: Monster };

export type WhackOutcome =
  | { kind: 'right'; monster: Monster }
  | { kind: 'wrong'; monster: Monster; dizzyUntil: number }
  /** Nothing up in that hole (or it is on its way down): no point lost. */
  | { kind: 'empty' }
  /** The word is over, or the hammer is still dizzy. */
  | { kind: 'ignored'; why: 'over' | 'dizzy' };

/** A field of `holes` empty holes for one spoken word; `words` are the signs' words (the target among them). */
export function createField(holes: number, words: readonly string[], target: string, now: number): Field {
  const distinct = [...new Set([target, ...words])];
  return {
    holes: Math.max(1, Math.floor(holes)),
    words: distinct,
    target,
    up: Array.from({ length: Math.max(1, Math.floor(holes)) }, () => null),
    nextPopAt: now + FIRST_POP_MS,
    sinceTarget: 0,
    lastHole: -1,
    lastWord: null,
    dizzyUntil: 0,
    pops: 0,
    over: false,
  };
}

/** How many monsters may be up at once: the speed's number, but at most half the holes and one per word. */
export function maxUp(field: Field, speed: Speed): number {
  return Math.max(1, Math.min(speed.maxUp, field.words.length, Math.floor(field.holes / 2)));
}

export function upCount(field: Field): number {
  let count = 0;
  for (const monster of field.up) if (monster) count += 1;
  return count;
}

export function targetUp(field: Field): Monster | null {
  for (const monster of field.up) if (monster?.target) return monster;
  return null;
}

/**
 * The field at `now`: monsters whose time is up go down, and one pops up when it is time and there is room. What
 * happened is pushed onto `events` (reused by the scene, so a frame allocates nothing) and returned.
 */
export function step(field: Field, now: number, speed: Speed, rng: Rng, events: FieldEvent[] = []): FieldEvent[] {
  for (let hole = 0; hole < field.up.length; hole++) {
    const monster = field.up[hole];
    if (monster && now >= monster.downAt) {
      field.up[hole] = null;
      events.push({ kind: 'down', monster });
    }
  }
  if (field.over || now < field.nextPopAt) return events;
  const monster = popUp(field, now, speed, rng);
  if (!monster) {
    field.nextPopAt = now + RETRY_MS;
    return events;
  }
  events.push({ kind: 'up', monster });
  // Give or take a quarter, so the pops do not tick like a clock.
  field.nextPopAt = now + Math.round(speed.gapMs * (0.75 + 0.5 * rng.next()));
  return events;
}

/** A monster up in a free hole now, or null when the field is full or no word could be shown. */
function popUp(field: Field, now: number, speed: Speed, rng: Rng): Monster | null {
  if (upCount(field) >= maxUp(field, speed)) return null;
  const free: number[] = [];
  for (let hole = 0; hole < field.up.length; hole++) if (!field.up[hole]) free.push(hole);
  if (free.length === 0) return null;
  const word = chooseWord(field, rng);
  if (word === null) return null;
  const holes = free.length > 1 ? free.filter((hole) => hole !== field.lastHole) : free;
  const hole = rng.pick(holes);
  const target = word === field.target;
  const monster: Monster = {
    hole,
    word,
    target,
    upAt: now,
    downAt: now + (target ? speed.targetUpMs : speed.upMs),
    whacked: null,
  };
  if (target) field.sinceTarget = 0;
  else if (!targetUp(field)) field.sinceTarget += 1;
  field.up[hole] = monster;
  field.lastHole = hole;
  field.lastWord = word;
  field.pops += 1;
  return monster;
}

/**
 * The next sign's word: the spoken one when it is due (POPS_TO_TARGET − 1 others since it went down) or by chance
 * while it is down, else a word not up already (not the last one, when there is a choice). Null when every word is
 * up already.
 */
function chooseWord(field: Field, rng: Rng): string | null {
  const showing = targetUp(field) !== null;
  if (!showing && (field.sinceTarget >= POPS_TO_TARGET - 1 || rng.next() < TARGET_CHANCE)) return field.target;
  const up = new Set<string>();
  for (const monster of field.up) if (monster) up.add(monster.word);
  const others = field.words.filter((word) => word !== field.target && !up.has(word));
  if (others.length === 0) return showing ? null : field.target;
  const fresh = others.length > 1 ? others.filter((word) => word !== field.lastWord) : others;
  return rng.pick(fresh);
}

/** A whack on a hole (a tap, a click, its key). */
export function whack(field: Field, hole: number, now: number): WhackOutcome {
  if (field.over) return { kind: 'ignored', why: 'over' };
  if (now < field.dizzyUntil) return { kind: 'ignored', why: 'dizzy' };
  const monster = field.up[hole];
  if (!monster || monster.whacked || now >= monster.downAt) return { kind: 'empty' };
  if (monster.target) {
    monster.whacked = 'right';
    monster.downAt = Infinity;
    endField(field, now);
    return { kind: 'right', monster };
  }
  monster.whacked = 'wrong';
  monster.downAt = Math.min(monster.downAt, now + WRONG_DOWN_MS);
  field.dizzyUntil = now + DIZZY_MS;
  return { kind: 'wrong', monster, dizzyUntil: field.dizzyUntil };
}

/** The word is over: nothing pops any more and every monster but the spoken word's ducks away. */
export function endField(field: Field, now: number): void {
  field.over = true;
  for (const monster of field.up) {
    if (monster && !monster.target) monster.downAt = Math.min(monster.downAt, now + DUCK_MS);
  }
}

/**
 * The spoken word's monster shown and kept up until the word ends (the teacher's Reveal, or the word's end with
 * nobody whacking it): it pops up now if it is down, in a free hole or, with none free, in place of the monster that
 * has been up longest. What changed is pushed onto `events`.
 */
export function showTarget(field: Field, now: number, rng: Rng, events: FieldEvent[] = []): Monster {
  const up = targetUp(field);
  if (up) {
    up.downAt = Infinity;
    return up;
  }
  let free: number[] = [];
  for (let hole = 0; hole < field.up.length; hole++) if (!field.up[hole]) free.push(hole);
  if (free.length === 0) {
    let oldest = 0;
    for (let hole = 1; hole < field.up.length; hole++) {
      if (field.up[hole]!.upAt < field.up[oldest]!.upAt) oldest = hole;
    }
    events.push({ kind: 'down', monster: field.up[oldest]! });
    field.up[oldest] = null;
    free = [oldest];
  }
  const monster: Monster = {
    hole: rng.pick(free),
    word: field.target,
    target: true,
    upAt: now,
    downAt: Infinity,
    whacked: null,
  };
  field.up[monster.hole] = monster;
  field.sinceTarget = 0;
  field.pops += 1;
  events.push({ kind: 'up', monster });
  return monster;
}
