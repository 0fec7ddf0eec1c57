import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../kit/logic';
import {
  createField,
  DIZZY_MS,
  DUCK_MS,
  endField,
  FIRST_POP_MS,
  maxUp,
  POPS_TO_TARGET,
  showTarget,
  step,
  targetUp,
  upCount,
  whack,
  WRONG_DOWN_MS,
  type Field,
  type FieldEvent,
} from './field';
import { speedAt, TOP_SPEED, type Speed } from './speed';

const WORDS = ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger'];
const FRAME_MS = 16;

/** A random source that never takes a chance (next() is always high) and always picks the first of a list. */
const unlucky: Rng = { next: () => 0.99, int: () => 0, pick: (list) => list[0]!, shuffle: (list) => [...list] };

/** Plays the field frame by frame for `ms`, checking after every frame what must always hold. */
function play(field: Field, speed: Speed, rng: Rng, ms: number, from = 0, onFrame?: (now: number) => void) {
  const log: FieldEvent[] = [];
  const events: FieldEvent[] = [];
  const broken: string[] = [];
  for (let now = from; now <= from + ms; now += FRAME_MS) {
    events.length = 0;
    step(field, now, speed, rng, events);
    for (const event of events) log.push({ kind: event.kind, monster: { ...event.monster } });
    if (events.length > 0) {
      const up = field.up.filter((m) => m !== null);
      // The spoken word's monster is never up twice at once, no word is on two signs at once, and no more are up
      // than the speed allows (a whacked one on its way down aside).
      if (up.filter((m) => m.target).length > 1) broken.push(`${now}: the target twice`);
      if (new Set(up.map((m) => m.word)).size !== up.length) broken.push(`${now}: a word twice`);
      if (!field.over && up.filter((m) => !m.whacked).length > maxUp(field, speed)) broken.push(`${now}: too many`);
    }
    onFrame?.(now);
  }
  expect(broken).toEqual([]);
  return log;
}

/** The longest run of other pops while the spoken word's monster was down, before it came up again. */
function longestWait(log: readonly FieldEvent[]): number {
  let shown = false;
  let others = 0;
  let longest = 0;
  for (const { kind, monster } of log) {
    if (monster.target) {
      shown = kind === 'up';
      if (kind === 'up') others = 0;
    } else if (kind === 'up' && !shown) {
      others += 1;
      longest = Math.max(longest, others);
    }
  }
  return longest;
}

describe('the pops', () => {
  const cases = [6, 9, 12].flatMap((holes) =>
    [1, 4, TOP_SPEED].flatMap((level) => [2, 3, 4, 6].map((words) => ({ holes, level, words }))),
  );

  it.each(cases)(
    '$holes holes, speed $level, $words words: the target is never up twice at once and shows within N pops',
    ({ holes, level, words }) => {
      for (let seed = 1; seed <= 5; seed++) {
        const rng = createRng(seed * 7919 + holes * 31 + level * 7 + words);
        const field = createField(holes, WORDS.slice(0, words), 'cat', 0);
        const log = play(field, speedAt(level), rng, 60_000);
        expect(longestWait(log)).toBeLessThanOrEqual(POPS_TO_TARGET - 1);
        // Over a minute the target really does come and go, again and again.
        expect(log.filter((e) => e.kind === 'up' && e.monster.target).length).toBeGreaterThanOrEqual(6);
      }
    },
  );

  it('shows the target at the Nth pop at the latest, even when chance never picks it', () => {
    const field = createField(9, WORDS, 'cat', 0);
    const log = play(field, speedAt(TOP_SPEED), unlucky, 20_000);
    const pops = log.filter((e) => e.kind === 'up').map((e) => e.monster);
    const targets = pops.flatMap((m, i) => (m.target ? [i] : []));
    expect(targets[0]).toBe(POPS_TO_TARGET - 1);
    expect(longestWait(log)).toBe(POPS_TO_TARGET - 1);
  });

  it('keeps the target showing within N pops while wrong monsters are whacked', () => {
    const rng = createRng(42);
    const field = createField(12, WORDS, 'cat', 0);
    let wrong = 0;
    const log = play(field, speedAt(6), rng, 60_000, 0, (now) => {
      // A child whacks a wrong monster now and then (the dizzy hammer holds most of these whacks).
      const monster = field.up.find((m) => m && !m.target && !m.whacked);
      if (monster && rng.next() < 0.05 && whack(field, monster.hole, now).kind === 'wrong') wrong += 1;
    });
    expect(wrong).toBeGreaterThan(10);
    expect(longestWait(log)).toBeLessThanOrEqual(POPS_TO_TARGET - 1);
  });

  it('waits for the class to hear the word before the first pop', () => {
    const field = createField(9, WORDS, 'cat', 5000);
    const rng = createRng(1);
    expect(step(field, 5000 + FIRST_POP_MS - 1, speedAt(1), rng)).toEqual([]);
    expect(step(field, 5000 + FIRST_POP_MS, speedAt(1), rng).map((e) => e.kind)).toEqual(['up']);
  });

  it('keeps the target up longer than the others (speed.ts says how long)', () => {
    const field = createField(9, WORDS, 'cat', 0);
    const log = play(field, speedAt(3), createRng(9), 30_000);
    const ups = new Map<string, number>();
    const times: { target: boolean; ms: number }[] = [];
    for (const { kind, monster } of log) {
      const id = `${monster.hole}@${monster.upAt}`;
      if (kind === 'up') ups.set(id, monster.upAt);
      else if (ups.has(id)) times.push({ target: monster.target, ms: monster.downAt - monster.upAt });
    }
    const { upMs, targetUpMs } = speedAt(3);
    expect(new Set(times.filter((t) => t.target).map((t) => t.ms))).toEqual(new Set([targetUpMs]));
    expect(new Set(times.filter((t) => !t.target).map((t) => t.ms))).toEqual(new Set([upMs]));
  });

  it('pops a new monster in another hole than the last one, and only into a free hole', () => {
    const field = createField(6, WORDS, 'cat', 0);
    const rng = createRng(3);
    let last = -1;
    const events: FieldEvent[] = [];
    for (let now = 0; now < 30_000; now += FRAME_MS) {
      const occupied = field.up.map((m) => m !== null);
      events.length = 0;
      step(field, now, speedAt(5), rng, events);
      for (const event of events.filter((e) => e.kind === 'up')) {
        expect(event.monster.hole).not.toBe(last);
        // Free before this frame, or freed by a monster going down in this frame.
        const freed = events.some((e) => e.kind === 'down' && e.monster.hole === event.monster.hole);
        expect(!occupied[event.monster.hole] || freed).toBe(true);
        last = event.monster.hole;
      }
    }
  });

  it('plays a list of one word: its monster alone, one at a time', () => {
    const field = createField(9, ['cat'], 'cat', 0);
    const log = play(field, speedAt(TOP_SPEED), createRng(5), 20_000);
    expect(log.filter((e) => e.kind === 'up').every((e) => e.monster.word === 'cat')).toBe(true);
    expect(maxUp(field, speedAt(TOP_SPEED))).toBe(1);
  });

  it('has at most half the holes and one monster per word up at once', () => {
    expect(maxUp(createField(6, WORDS, 'cat', 0), speedAt(TOP_SPEED))).toBe(3);
    expect(maxUp(createField(12, WORDS, 'cat', 0), speedAt(TOP_SPEED))).toBe(4);
    expect(maxUp(createField(12, WORDS.slice(0, 3), 'cat', 0), speedAt(TOP_SPEED))).toBe(3);
    expect(maxUp(createField(12, WORDS, 'cat', 0), speedAt(1))).toBe(2);
  });
});

/** A field with monsters up: the target in hole 0, 'dog' in hole 1 (set by hand). */
function fieldWithMonsters(now = 1000): Field {
  const field = createField(9, WORDS, 'cat', 0);
  field.up[0] = { hole: 0, word: 'cat', target: true, upAt: now, downAt: now + 3000, whacked: null };
  field.up[1] = { hole: 1, word: 'dog', target: false, upAt: now, downAt: now + 2000, whacked: null };
  return field;
}

describe('whacks', () => {
  it('the right monster: the word is over, the others duck, nothing pops any more', () => {
    const field = fieldWithMonsters();
    const outcome = whack(field, 0, 1500);
    expect(outcome).toMatchObject({ kind: 'right', monster: { word: 'cat', whacked: 'right' } });
    expect(field.over).toBe(true);
    expect(field.up[1]!.downAt).toBe(1500 + DUCK_MS);
    const rng = createRng(1);
    const log = play(field, speedAt(10), rng, 5000, 1500);
    expect(log.map((e) => `${e.kind} ${e.monster.word}`)).toEqual(['down dog']);
    // The whacked monster stays for the celebration; the scene clears the field for the next word.
    expect(field.up[0]?.word).toBe('cat');
    expect(whack(field, 0, 7000)).toEqual({ kind: 'ignored', why: 'over' });
  });

  it('a wrong monster: it ducks away, and the hammer is dizzy for a moment', () => {
    const field = fieldWithMonsters();
    expect(whack(field, 1, 1200)).toMatchObject({
      kind: 'wrong',
      monster: { word: 'dog' },
      dizzyUntil: 1200 + DIZZY_MS,
    });
    expect(field.up[1]!.downAt).toBe(1200 + WRONG_DOWN_MS);
    expect(field.over).toBe(false);
    // Dizzy: even the right monster does nothing…
    expect(whack(field, 0, 1200 + DIZZY_MS - 1)).toEqual({ kind: 'ignored', why: 'dizzy' });
    // …until the dizziness is gone.
    expect(whack(field, 0, 1200 + DIZZY_MS).kind).toBe('right');
  });

  it('a whacked wrong monster cannot be whacked again on its way down', () => {
    const field = fieldWithMonsters();
    whack(field, 1, 1200);
    expect(whack(field, 1, 1200 + DIZZY_MS)).toEqual({ kind: 'empty' });
  });

  it('an empty hole, or a monster whose time is up: nothing happens and no point is lost', () => {
    const field = fieldWithMonsters();
    expect(whack(field, 5, 1200)).toEqual({ kind: 'empty' });
    expect(whack(field, 1, 3000)).toEqual({ kind: 'empty' });
    expect(field.dizzyUntil).toBe(0);
  });
});

describe('the word ending, and the teacher’s Reveal', () => {
  it('Reveal keeps the target up where it is', () => {
    const field = fieldWithMonsters();
    const monster = showTarget(field, 1200, createRng(1));
    expect(monster.hole).toBe(0);
    expect(monster.downAt).toBe(Infinity);
    play(field, speedAt(1), createRng(1), 20_000, 1200);
    expect(field.up[0]).toBe(monster);
  });

  it('Reveal pops the target up when it is down, never twice', () => {
    const field = createField(9, WORDS, 'cat', 0);
    field.up[4] = { hole: 4, word: 'dog', target: false, upAt: 0, downAt: 3000, whacked: null };
    const events: FieldEvent[] = [];
    const monster = showTarget(field, 500, createRng(2), events);
    expect(events).toEqual([{ kind: 'up', monster }]);
    expect(monster).toMatchObject({ word: 'cat', target: true, downAt: Infinity });
    expect(monster.hole).not.toBe(4);
    expect(showTarget(field, 600, createRng(2))).toBe(monster);
    play(field, speedAt(10), createRng(2), 20_000, 600);
    expect(targetUp(field)).toBe(monster);
  });

  it('Reveal with every hole full takes the place of the monster up longest', () => {
    const field = createField(6, WORDS, 'cat', 0);
    WORDS.slice(1).forEach((word, hole) => {
      field.up[hole] = { hole, word, target: false, upAt: 100 + ((hole + 2) % 5), downAt: 9000, whacked: null };
    });
    field.up[5] = { hole: 5, word: 'zzz', target: false, upAt: 200, downAt: 9000, whacked: null };
    const events: FieldEvent[] = [];
    const monster = showTarget(field, 500, createRng(3), events);
    expect(events.map((e) => `${e.kind} ${e.monster.word}`)).toEqual(['down monkey', 'up cat']);
    expect(monster.hole).toBe(3);
    expect(upCount(field)).toBe(6);
  });

  it('a word ending with nobody whacking: the others duck and nothing pops', () => {
    const field = fieldWithMonsters();
    endField(field, 1500);
    const log = play(field, speedAt(10), createRng(4), 5000, 1500);
    expect(log.map((e) => `${e.kind} ${e.monster.word}`)).toEqual(['down dog', 'down cat']);
    expect(upCount(field)).toBe(0);
  });
});
