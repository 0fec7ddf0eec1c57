import { describe, expect, it } from 'vitest';
import type { GameClass } from '@playwords/common';
import { choiceIndex, choiceOf, initialChoice, stepChoice, stripOptions, stripPage } from './team-choice';

const cls = (id: number, teams: number): GameClass => ({
  id,
  name: `Class ${id}`,
  teams: Array.from({ length: teams }, (_, i) => ({
    id: `${id}-${i}`,
    name: `T${i}`,
    colour: 0xe53935,
    shape: 'circle' as const,
    lesson: 0,
    all_time: 0,
  })),
});

const CLASSES = [cls(1, 3), cls(2, 1), cls(3, 4)];

describe('the team setup’s choice of teams', () => {
  it('offers her own teams first, then her classes, those with too few teams not fitting', () => {
    const options = stripOptions(CLASSES, 2);
    expect(options.map((o) => (o.kind === 'ours' ? 'ours' : [o.cls.id, o.fits]))).toEqual([
      'ours',
      [1, true],
      [2, false],
      [3, true],
    ]);
  });

  it('starts on the class playing, else the page’s class, else her own teams', () => {
    expect(initialChoice(CLASSES, { classId: 3, teams: ['3-1', '3-3'] }, 1, 2, 3)).toEqual({
      kind: 'class',
      classId: 3,
      chosen: ['3-1', '3-3'],
    });
    expect(initialChoice(CLASSES, null, 3, 2, 3)).toEqual({ kind: 'class', classId: 3, chosen: ['3-0', '3-1', '3-2'] });
    // A class playing with the game's own teams (no team ids) or too many for this game: the page's class instead.
    expect(initialChoice(CLASSES, { classId: 3, teams: [] }, 1, 2, 3)).toMatchObject({ classId: 1 });
    expect(initialChoice(CLASSES, { classId: 3, teams: ['3-0', '3-1', '3-2', '3-3'] }, 1, 2, 3)).toMatchObject({
      classId: 1,
    });
    expect(initialChoice(CLASSES, null, 2, 2, 4)).toEqual({ kind: 'ours' });
    expect(initialChoice(CLASSES, null, null, 1, 4)).toEqual({ kind: 'ours' });
    expect(initialChoice([], null, 1, 1, 4)).toEqual({ kind: 'ours' });
  });

  it('moves with the arrow keys past classes that cannot play, stopping at the ends', () => {
    const options = stripOptions(CLASSES, 2);
    expect(stepChoice(options, 0, 1)).toBe(1);
    expect(stepChoice(options, 1, 1)).toBe(3);
    expect(stepChoice(options, 3, 1)).toBe(3);
    expect(stepChoice(options, 3, -1)).toBe(1);
    expect(stepChoice(options, 0, -1)).toBe(0);
  });

  it('makes a choice of an option, and finds the option of a choice', () => {
    const options = stripOptions(CLASSES, 2);
    expect(choiceOf(options[0]!, 3)).toEqual({ kind: 'ours' });
    expect(choiceOf(options[2]!, 3)).toBeNull();
    const chosen = choiceOf(options[3]!, 3)!;
    expect(chosen).toEqual({ kind: 'class', classId: 3, chosen: ['3-0', '3-1', '3-2'] });
    expect(choiceIndex(options, chosen)).toBe(3);
    expect(choiceIndex(options, { kind: 'ours' })).toBe(0);
  });

  it('pages the strip', () => {
    expect(stripPage(0, 6, 4)).toEqual({ page: 0, pages: 2 });
    expect(stripPage(5, 6, 4)).toEqual({ page: 1, pages: 2 });
    expect(stripPage(3, 4, 4)).toEqual({ page: 0, pages: 1 });
    expect(stripPage(0, 0, 4)).toEqual({ page: 0, pages: 1 });
  });
});
