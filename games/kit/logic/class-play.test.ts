import { describe, expect, it } from 'vitest';
import { CLASS_LIMITS, type GameClass } from '@playwords/common';
import {
  buildClassResult,
  chosenTeams,
  classFits,
  classPointsGiven,
  classPointsOf,
  classTeamStyles,
  firstChosen,
  newResultId,
  playingTeams,
  readClasses,
  readClassId,
  readClassPlay,
  resultWords,
  toggleChosen,
} from './class-play';

const team = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Team ${id}`,
  colour: 0x8e24aa,
  shape: 'star',
  lesson: 2,
  all_time: 10,
  ...extra,
});

const FOUR: GameClass = readClasses([
  { id: 4, name: 'K2 Blue', teams: [team('a'), team('b'), team('c'), team('d')] },
])[0]!;

describe('readClasses', () => {
  it('keeps well-formed classes and their teams, trimming names to their limits', () => {
    const [read] = readClasses([
      { id: 3, name: '  K1 Red ', teams: [team('t1', { name: ' Dragons ', colour: 0xe53935, shape: 'circle' })] },
    ]);
    expect(read).toEqual({
      id: 3,
      name: 'K1 Red',
      teams: [{ id: 't1', name: 'Dragons', colour: 0xe53935, shape: 'circle', lesson: 2, all_time: 10 }],
    });
    const long = readClasses([{ id: 1, name: 'x'.repeat(99), teams: [team('t', { name: 'y'.repeat(99) })] }])[0]!;
    expect(long.name).toHaveLength(CLASS_LIMITS.name);
    expect(long.teams[0]!.name).toHaveLength(CLASS_LIMITS.teamName);
  });

  it('reads anything but a list as none, and leaves out each malformed class', () => {
    expect(readClasses(undefined)).toEqual([]);
    expect(readClasses({ id: 1 })).toEqual([]);
    const read = readClasses([
      null,
      { id: 0, name: 'no id', teams: [team('a')] },
      { id: 1.5, name: 'half id', teams: [team('a')] },
      { id: 2, name: ' ', teams: [team('a')] },
      { id: 3, name: 'no teams', teams: [] },
      { id: 4, name: 'five teams', teams: ['a', 'b', 'c', 'd', 'e'].map((id) => team(id)) },
      { id: 5, name: 'bad colour', teams: [team('a', { colour: 'red' })] },
      { id: 6, name: 'too big a colour', teams: [team('a', { colour: 0x1000000 })] },
      { id: 7, name: 'bad shape', teams: [team('a', { shape: 'hexagon' })] },
      { id: 8, name: 'no team id', teams: [team('')] },
      { id: 9, name: 'same ids', teams: [team('a'), team('a')] },
      { id: 10, name: 'good', teams: [team('a', { lesson: 'x', all_time: null })] },
      { id: 10, name: 'the same id again', teams: [team('b')] },
    ]);
    expect(read.map((c) => c.name)).toEqual(['good']);
    expect(read[0]!.teams[0]).toMatchObject({ lesson: 0, all_time: 0 });
  });

  it('keeps at most the API’s number of classes', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `C${i}`, teams: [team('a')] }));
    expect(readClasses(many)).toHaveLength(CLASS_LIMITS.classes);
  });

  it('preselects class_id only when it names one of the classes', () => {
    expect(readClassId(4, [FOUR])).toBe(4);
    expect(readClassId(5, [FOUR])).toBeNull();
    expect(readClassId('4', [FOUR])).toBeNull();
    expect(readClassId(null, [FOUR])).toBeNull();
  });
});

describe('a class’s teams as the game’s', () => {
  it('gives the teams’ names, colours and shapes as team styles', () => {
    expect(classTeamStyles(FOUR.teams.slice(0, 2))).toEqual([
      { name: 'Team a', colour: 0x8e24aa, shape: 'star' },
      { name: 'Team b', colour: 0x8e24aa, shape: 'star' },
    ]);
  });

  it('plays the first `max` teams at first; a class with fewer teams than `min` does not fit', () => {
    expect(firstChosen(FOUR, 3)).toEqual(['a', 'b', 'c']);
    expect(firstChosen(FOUR, 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(classFits(FOUR, 4)).toBe(true);
    expect(classFits({ ...FOUR, teams: FOUR.teams.slice(0, 1) }, 2)).toBe(false);
  });

  it('toggles a team in or out within min and max, keeping the class’s order', () => {
    let chosen = firstChosen(FOUR, 3);
    chosen = toggleChosen(FOUR, chosen, 'd', 2, 3);
    expect(chosen).toEqual(['a', 'b', 'c']);
    chosen = toggleChosen(FOUR, chosen, 'a', 2, 3);
    expect(chosen).toEqual(['b', 'c']);
    chosen = toggleChosen(FOUR, chosen, 'b', 2, 3);
    expect(chosen).toEqual(['b', 'c']);
    chosen = toggleChosen(FOUR, chosen, 'a', 2, 3);
    expect(chosen).toEqual(['a', 'b', 'c']);
    expect(toggleChosen(FOUR, chosen, 'zzz', 2, 3)).toEqual(['a', 'b', 'c']);
    expect(chosenTeams(FOUR, ['c', 'a']).map((t) => t.id)).toEqual(['a', 'c']);
  });

  it('reads a saved class play back only when its class and teams are still there', () => {
    expect(readClassPlay({ classId: 4, teams: ['b', 'd'] }, [FOUR])).toEqual({ classId: 4, teams: ['b', 'd'] });
    expect(readClassPlay({ classId: 4, teams: [] }, [FOUR])).toEqual({ classId: 4, teams: [] });
    expect(readClassPlay({ classId: 5, teams: ['a'] }, [FOUR])).toBeNull();
    expect(readClassPlay({ classId: 4, teams: ['a', 'gone'] }, [FOUR])).toBeNull();
    expect(readClassPlay({ classId: 4, teams: ['a', 'a'] }, [FOUR])).toBeNull();
    expect(readClassPlay({ classId: 4, teams: 'a' }, [FOUR])).toBeNull();
    expect(readClassPlay(undefined, [FOUR])).toBeNull();
    expect(playingTeams({ classId: 4, teams: ['d', 'a'] }, [FOUR])?.map((t) => t.id)).toEqual(['d', 'a']);
    expect(playingTeams({ classId: 4, teams: ['x'] }, [FOUR])).toBeNull();
  });
});

describe('the class’s result', () => {
  it('gives class points by place to the class team playing as each game team', () => {
    // Game team 0 came 2nd, team 1 1st, team 2 3rd.
    expect(classPointsOf([2, 1, 3], ['a', 'b', 'c'])).toEqual([
      { team_id: 'a', points: 2 },
      { team_id: 'b', points: 3 },
      { team_id: 'c', points: 1 },
    ]);
    expect(classPointsOf([1, 1], ['a', 'b'])).toEqual([
      { team_id: 'a', points: 2 },
      { team_id: 'b', points: 2 },
    ]);
    expect(classPointsOf([1], ['a'])).toEqual([{ team_id: 'a', points: 0 }]);
    expect(classPointsOf([1, 2], [])).toEqual([]);
  });

  it('caps a tool’s tallies at the API’s points, by game team index', () => {
    expect(classPointsGiven([3, 500, -500, 7], ['a', 'b', 'c'])).toEqual([
      { team_id: 'a', points: 3 },
      { team_id: 'b', points: CLASS_LIMITS.points },
      { team_id: 'c', points: -CLASS_LIMITS.points },
    ]);
  });

  it('keeps the words within the API’s limits', () => {
    const counts = (word: string, n = 1) => ({ word, right: n, wrong: 0, skipped: 0, revealed: 0 });
    expect(resultWords([counts('cat', 5000), counts('x'.repeat(51)), counts('')])).toEqual([
      counts('cat', CLASS_LIMITS.outcomeCount),
    ]);
    const many = Array.from({ length: 250 }, (_, i) => counts(`w${i}`));
    expect(resultWords(many)).toHaveLength(CLASS_LIMITS.resultWords);
  });

  it('builds the result, or nothing when no word was counted and no team won a point', () => {
    const base = { id: 'abcdefgh12345678', playedAt: '2026-11-27T02:00:00.000Z', game: 'wordsearch', wordlistId: 3 };
    const words = [{ word: 'cat', right: 1, wrong: 2, skipped: 0, revealed: 1 }];
    expect(buildClassResult({ ...base, teams: [], words })).toEqual({
      id: 'abcdefgh12345678',
      game: 'wordsearch',
      wordlist_id: 3,
      played_at: '2026-11-27T02:00:00.000Z',
      teams: [],
      words,
    });
    expect(buildClassResult({ ...base, teams: [{ team_id: 'a', points: 2 }], words: [] })?.teams).toEqual([
      { team_id: 'a', points: 2 },
    ]);
    expect(buildClassResult({ ...base, teams: [], words: [] })).toBeNull();
    expect(buildClassResult({ ...base, teams: [{ team_id: 'a', points: 0 }], words: [] })).toBeNull();
  });

  it('makes a fresh id: the browser’s UUID, else 24 random base36 characters', () => {
    expect(newResultId({ randomUUID: () => '0b9c7c8e-1111-4222-8333-444455556666' })).toBe(
      '0b9c7c8e-1111-4222-8333-444455556666',
    );
    const fallback = newResultId(undefined);
    expect(fallback).toMatch(/^[0-9a-z]{24}$/);
    expect(newResultId(undefined)).not.toBe(fallback);
    const throwing = {
      randomUUID: () => {
        throw new Error('insecure');
      },
      getRandomValues: <T extends Uint8Array>(array: T) => array.fill(71),
    };
    expect(newResultId(throwing)).toBe('z'.repeat(24));
    expect(newResultId({}, () => 0.5)).toBe('k'.repeat(24));
  });
});
