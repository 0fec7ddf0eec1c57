import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { bordersPassed, segmentAt, spinAngle } from '../../mechanics/wheel/wheel';
import { planWordWheelSpin, TASK_LEAD_MS } from './spin';
import { TASKS, taskAt } from './tasks';
import { WheelWords } from './wheel-words';

const chiSquare = (counts: readonly number[]) => {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
};

describe("Word Wheel's spin", () => {
  it('lands both wheels where they were planned, the task first and the word at least a second later', () => {
    const rng = createRng(11);
    let angles = { word: 0, task: 0 };
    for (let i = 0; i < 400; i++) {
      const words = 1 + (i % 20);
      const spin = planWordWheelSpin(words, angles, () => rng.next(), true);
      expect(spin.task).not.toBeNull();
      angles = { word: spin.word.endAngle, task: spin.task!.endAngle };
      expect(segmentAt(angles.word, words)).toBe(spin.word.index);
      expect(segmentAt(angles.task, TASKS.length)).toBe(spin.task!.index);
      expect(spin.word.duration - spin.task!.duration).toBeGreaterThanOrEqual(TASK_LEAD_MS);
      expect(spinAngle(spin.word, 0, spin.word.duration)).toBe(spin.word.endAngle);
    }
  });

  it('spins the word wheel alone when the task wheel is off', () => {
    const spin = planWordWheelSpin(8, { word: 30, task: 0 }, () => 0.5, false);
    expect(spin.task).toBeNull();
    expect(segmentAt(spin.word.endAngle, 8)).toBe(spin.word.index);
  });

  it('is physical: it eases out and ticks past the segments, many at first and few at the end', () => {
    const spin = planWordWheelSpin(12, { word: 0, task: 0 }, () => 0.3, false);
    const ticks = (from: number, to: number) =>
      bordersPassed(spinAngle(spin.word, 0, from), spinAngle(spin.word, 0, to), 12);
    const tenth = spin.word.duration / 10;
    expect(ticks(0, tenth)).toBeGreaterThan(4 * ticks(9 * tenth, spin.word.duration));
    // At least three whole turns: every segment passes the pointer three times.
    expect(ticks(0, spin.word.duration)).toBeGreaterThanOrEqual(36);
  });

  it('lands on the words of the wheel fairly, the task wheel on or off', () => {
    const rng = createRng(2026);
    const words = Array.from({ length: 16 }, (_, i) => `word ${i + 1}`);
    const wheel = new WheelWords(words, { eliminate: false, size: 16 }, () => rng.next());
    const counts = new Map<string, number>();
    let angles = { word: 0, task: 0 };
    for (let i = 0; i < 48_000; i++) {
      const spin = planWordWheelSpin(wheel.words.length, angles, () => rng.next(), i % 2 === 0);
      angles = { word: spin.word.endAngle, task: spin.task?.endAngle ?? angles.task };
      const word = wheel.wordAt(segmentAt(angles.word, wheel.words.length));
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    expect(counts.size).toBe(16);
    // 15 degrees of freedom: 37.70 is the 0.1 % tail.
    expect(chiSquare([...counts.values()])).toBeLessThan(37.7);
  });

  it('is fair: over many seeded spins every word segment and every task comes up about as often', () => {
    const rng = createRng(77);
    const words = new Array<number>(20).fill(0);
    const tasks = new Array<number>(TASKS.length).fill(0);
    let angles = { word: 0, task: 0 };
    for (let i = 0; i < 60_000; i++) {
      const spin = planWordWheelSpin(20, angles, () => rng.next(), true);
      angles = { word: spin.word.endAngle, task: spin.task!.endAngle };
      words[segmentAt(angles.word, 20)]! += 1;
      tasks[TASKS.indexOf(taskAt(segmentAt(angles.task, TASKS.length)))]! += 1;
    }
    // The 0.1 % tails of chi-square with 19 and 3 degrees of freedom.
    expect(chiSquare(words)).toBeLessThan(43.82);
    expect(chiSquare(tasks)).toBeLessThan(16.27);
  });
});

describe("the task wheel's tasks", () => {
  it('are say it, spell it, make a sentence and act it out, in the wheel order', () => {
    expect(TASKS.map((task) => task.text)).toEqual(['Say it!', 'Spell it!', 'Make a sentence!', 'Act it out!']);
    expect(taskAt(1).id).toBe('spell');
    expect(() => taskAt(4)).toThrow(RangeError);
  });
});
