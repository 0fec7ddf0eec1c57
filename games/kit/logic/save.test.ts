import { describe, expect, it } from 'vitest';
import { buildSave, readRecord, readSave, type RecordRules } from './save';
import type { SettingsSchema } from './settings';

const schema = { rounds: { kind: 'number', label: 'Rounds', default: 3, min: 1, max: 5 } } satisfies SettingsSchema;
const state = { round: 2, teams: { scores: [3, 1], current: 1 }, game: { found: ['cat'] }, finished: false };

describe('save', () => {
  it('builds the {version, settings, state, stats} the host keeps', () => {
    const save = buildSave(2, { rounds: 4 }, state, { gamesFinished: 0, roundsPlayed: 1, found: 1 });
    expect(save).toEqual({
      version: 2,
      settings: { rounds: 4 },
      state,
      stats: { gamesFinished: 0, roundsPlayed: 1, found: 1 },
    });
  });

  it('offers an unfinished game of the same version for resuming', () => {
    const read = readSave(buildSave(2, { rounds: 4 }, state, { gamesFinished: 1, roundsPlayed: 5 }), 2, schema);
    expect(read.settings).toEqual({ rounds: 4 });
    expect(read.stats).toEqual({ gamesFinished: 1, roundsPlayed: 5 });
    expect(read.resume?.round).toBe(2);
    expect(read.resume?.game).toEqual({ found: ['cat'] });
    expect(read.resume?.teams.teams.map((t) => t.score)).toEqual([3, 1]);
    expect(read.resume?.teams.current.id).toBe(1);
  });

  it('keeps settings and stats but offers nothing to resume for another version, a finished game or junk', () => {
    const stats = { gamesFinished: 2, roundsPlayed: 4 };
    expect(readSave(buildSave(1, { rounds: 2 }, state, stats), 2, schema)).toEqual({
      settings: { rounds: 2 },
      resume: null,
      stats,
      records: {},
    });
    expect(readSave(buildSave(2, {}, { ...state, finished: true }, stats), 2, schema).resume).toBeNull();
    expect(readSave(buildSave(2, {}, { ...state, round: 0 }, stats), 2, schema).resume).toBeNull();
    expect(
      readSave({ version: 2, settings: { rounds: 99 }, state: 'x', stats: { gamesFinished: -3 } }, 2, schema),
    ).toEqual({
      settings: { rounds: 3 },
      resume: null,
      stats: { gamesFinished: 0, roundsPlayed: 0 },
      records: {},
    });
  });

  it('keeps records beside the statistics, across versions, each read by its own rules', () => {
    const bests: RecordRules<Record<string, number>> = {
      name: 'bests',
      initial: {},
      parse: (saved) => (typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : null),
    };
    const save = buildSave(1, {}, state, { gamesFinished: 0, roundsPlayed: 1 }, { bests: { '3:easy': 4 } });
    expect(save.records).toEqual({ bests: { '3:easy': 4 } });
    expect(buildSave(1, {}, state, { gamesFinished: 0, roundsPlayed: 1 })).not.toHaveProperty('records');
    const read = readSave(save, 2, schema);
    expect(read.resume).toBeNull();
    expect(readRecord(read.records, bests)).toEqual({ '3:easy': 4 });
    expect(readRecord(readSave({ ...save, records: { bests: 7 } }, 1, schema).records, bests)).toEqual({});
    expect(readSave({ ...save, records: [1] as unknown as Record<string, unknown> }, 1, schema).records).toEqual({});
  });

  it('keeps the class playing in the save, and resumes it in its teams’ styles while it is on the page', () => {
    const classes = [
      {
        id: 7,
        name: 'K2 Blue',
        teams: [
          { id: 'x', name: 'Dragons', colour: 0x8e24aa, shape: 'star' as const, lesson: 0, all_time: 3 },
          { id: 'y', name: 'Rockets', colour: 0xef6c00, shape: 'triangle' as const, lesson: 0, all_time: 1 },
        ],
      },
    ];
    const saved = buildSave(
      2,
      {},
      { ...state, class: { classId: 7, teams: ['y', 'x'] } },
      { gamesFinished: 0, roundsPlayed: 1 },
    );
    const read = readSave(saved, 2, schema, classes).resume!;
    expect(read.classPlay).toEqual({ classId: 7, teams: ['y', 'x'] });
    expect(read.teams.teams.map((t) => [t.name, t.score])).toEqual([
      ['Rockets', 3],
      ['Dragons', 1],
    ]);
    // The class is gone from the page (or the page has no classes): the game resumes without it.
    const gone = readSave(saved, 2, schema).resume!;
    expect(gone.classPlay).toBeNull();
    expect(gone.teams.teams.map((t) => t.name)).toEqual(['Red Circles', 'Blue Squares']);
    // Not one class team per game team: no class.
    const mismatched = buildSave(
      2,
      {},
      { ...state, class: { classId: 7, teams: ['x'] } },
      { gamesFinished: 0, roundsPlayed: 1 },
    );
    expect(readSave(mismatched, 2, schema, classes).resume!.classPlay).toBeNull();
    // A class playing with the game's own teams keeps them.
    const own = buildSave(2, {}, { ...state, class: { classId: 7, teams: [] } }, { gamesFinished: 0, roundsPlayed: 1 });
    const ownRead = readSave(own, 2, schema, classes).resume!;
    expect(ownRead.classPlay).toEqual({ classId: 7, teams: [] });
    expect(ownRead.teams.teams[0]!.name).toBe('Red Circles');
    // An old save without a class resumes without one.
    expect(
      readSave(buildSave(2, {}, state, { gamesFinished: 0, roundsPlayed: 1 }), 2, schema, classes).resume!.classPlay,
    ).toBeNull();
  });

  it('starts fresh without a save', () => {
    expect(readSave(null, 1, schema)).toEqual({
      settings: { rounds: 3 },
      resume: null,
      stats: { gamesFinished: 0, roundsPlayed: 0 },
      records: {},
    });
  });
});
