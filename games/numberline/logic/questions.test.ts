import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { LINE_MAXES, type LineMax } from './line';
import { askNumber, MODES, type Mode, type NumberQuestion } from './questions';

/** Many questions of a mode on a line, seeded. */
function many(mode: Mode | 'mixed', max: LineMax, ticks: boolean, count = 300): NumberQuestion[] {
  const rng = createRng(max * 7 + (ticks ? 1 : 0));
  return Array.from({ length: count }, () => askNumber({ mode, max, ticks }, rng));
}

const onGrid = (q: NumberQuestion, n: number) => n % q.line.step === 0 && n >= 0 && n <= q.line.max;

describe('Number Line questions', () => {
  it('find: a number inside the line, on its grid, said in words and shown in digits', () => {
    for (const max of LINE_MAXES)
      for (const ticks of [true, false])
        for (const q of many('find', max, ticks)) {
          expect(q.answer).toBeGreaterThan(0);
          expect(q.answer).toBeLessThan(max);
          expect(onGrid(q, q.answer)).toBe(true);
          expect(q.marks).toEqual([]);
          expect(q.line.ticks).toBe(ticks);
          expect(q.shown).toBe(`Where is ${q.answer}?`);
        }
    const rng = createRng(3);
    const q = askNumber({ mode: 'find', max: 1000, ticks: false }, rng);
    expect(q.spoken).toMatch(/^Where is [a-z -]+\?$/);
  });

  it('says the numbers as a classroom does', () => {
    const found = many('find', 1000, false, 2000).find((q) => q.answer === 105);
    expect(found?.spoken).toBe('Where is one hundred and five?');
  });

  it('0–1000 with ticks asks tens only (its ticks count in tens); hidden, any number', () => {
    expect(many('find', 1000, true).every((q) => q.answer % 10 === 0)).toBe(true);
    expect(many('find', 1000, false).some((q) => q.answer % 10 !== 0)).toBe(true);
  });

  it('before and after: the neighbour of a marked number where the character stands, never an end', () => {
    for (const max of LINE_MAXES)
      for (const mode of ['before', 'after'] as const)
        for (const q of many(mode, max, true)) {
          const [given] = q.marks;
          expect(q.marks).toHaveLength(1);
          expect(q.start).toBe(given);
          expect(q.answer).toBe(given! + (mode === 'after' ? q.line.step : -q.line.step));
          expect(q.answer).toBeGreaterThan(0);
          expect(q.answer).toBeLessThan(max);
          expect(onGrid(q, given!)).toBe(true);
          expect(q.shown).toMatch(new RegExp(`comes ${mode} ${given}\\?$`));
        }
  });

  it('before, after and between show the ticks even when the teacher hid them (they are about neighbours)', () => {
    for (const mode of ['before', 'after', 'between'] as const)
      expect(many(mode, 20, false, 20).every((q) => q.line.ticks)).toBe(true);
  });

  it('crosses a ten on the big lines now and then, and counts in tens on 0–1000', () => {
    const after = many('after', 100, true);
    expect(after.some((q) => q.answer % 10 === 0)).toBe(true);
    const before = many('before', 100, true);
    expect(before.some((q) => q.marks[0]! % 10 === 0)).toBe(true);
    const tens = many('after', 1000, true);
    expect(tens.some((q) => q.answer % 100 === 0)).toBe(true);
    expect(tens[0]!.spoken).toMatch(/^Counting in tens, what comes after [a-z -]+\?$/);
    expect(many('before', 10, true)[0]!.spoken).toMatch(/^What comes before [a-z]+\?$/);
  });

  it('between: the number in the middle of two marked ones a step either side', () => {
    for (const max of LINE_MAXES)
      for (const q of many('between', max, true)) {
        expect(q.marks).toEqual([q.answer - q.line.step, q.answer + q.line.step]);
        expect(onGrid(q, q.marks[0]!) && onGrid(q, q.marks[1]!)).toBe(true);
      }
    const q = many('between', 10, true, 1)[0]!;
    expect(q.spoken).toMatch(/^What number is between [a-z]+ and [a-z]+\?$/);
    expect(q.shown).toBe(`What number is between ${q.marks[0]} and ${q.marks[1]}?`);
  });

  it('jump: from the marked start, a whole number of hops (at most nine), landing on the line', () => {
    for (const max of LINE_MAXES)
      for (const ticks of [true, false])
        for (const q of many('jump', max, ticks)) {
          const jump = q.jump!;
          expect(q.marks).toEqual([q.start]);
          expect(q.answer).toBe(q.start + jump.by);
          expect(jump.by).not.toBe(0);
          expect(Math.abs(jump.by) % jump.hop).toBe(0);
          expect(Math.abs(jump.by) / jump.hop).toBeLessThanOrEqual(9);
          expect(onGrid(q, q.start) && onGrid(q, q.answer)).toBe(true);
          expect(q.shown).toBe(
            `Start at ${q.start} and jump ${jump.by > 0 ? 'forward' : 'back'} ${Math.abs(jump.by)}.`,
          );
        }
    const jumps = many('jump', 100, true);
    expect(jumps.some((q) => q.jump!.by < 0) && jumps.some((q) => q.jump!.by > 0)).toBe(true);
    expect(jumps.some((q) => q.jump!.hop === 10) && jumps.some((q) => q.jump!.hop === 1)).toBe(true);
    expect(many('jump', 1000, true).some((q) => q.jump!.hop === 100)).toBe(true);
    const small = many('jump', 10, true, 1)[0]!;
    expect(small.spoken).toMatch(/^Start at [a-z]+ and jump (forward|back) [a-z]+\.$/);
  });

  it('mixed: every mode comes up', () => {
    const modes = new Set(many('mixed', 20, true).map((q) => q.mode));
    expect([...modes].sort()).toEqual([...MODES].sort());
  });

  it('does not repeat a recent answer when the line has room for another', () => {
    const rng = createRng(11);
    let recent: number[] = [];
    for (let i = 0; i < 200; i++) {
      const q = askNumber({ mode: 'find', max: 10, ticks: true }, rng, recent);
      expect(recent).not.toContain(q.answer);
      recent = [...recent, q.answer].slice(-3);
    }
  });

  it('is the same for the same seed (a test or a screenshot can rely on it)', () => {
    const a = askNumber({ mode: 'mixed', max: 100, ticks: false }, createRng(5));
    const b = askNumber({ mode: 'mixed', max: 100, ticks: false }, createRng(5));
    expect(a).toEqual(b);
  });
});
