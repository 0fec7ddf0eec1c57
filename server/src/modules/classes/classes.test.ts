import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_LIMITS,
  ClassMessage,
  ErrorDetail,
  type ClassDto,
  type ClassSummaryDto,
  type ClassResultInput,
  type ClassScoreboardDto,
} from '@playwords/common';
import { classes, classResultPoints, classResults, classWordOutcomes } from '../../db/schema';
import { basicTeacher, proTeacher, signIn, type SignedInMember } from '../../test/factories';
import { startTestApp, type Browser, type TestContext } from '../../test/harness';
import { RESULTS_PER_USER } from './service';

// Classes (issue 21) through the API on a fresh database: her classes and teams, results recorded once, the
// scoreboard's totals, days and games, lessons, and the words a class missed.

let ctx: TestContext;
let ann: SignedInMember;
let kim: SignedInMember;
let pro: SignedInMember;
let annList: number;
let annOtherList: number;
let kimPrivateList: number;

const HOUR = 3_600_000;
const db = () => ctx.database.db;
const classRow = async (id: number) => (await db().select().from(classes).where(eq(classes.id, id)))[0];
const resultRows = async (classId: number) =>
  db().select().from(classResults).where(eq(classResults.classId, classId)).orderBy(classResults.id);
const allCounts = async () => ({
  classes: (await db().select().from(classes)).length,
  results: (await db().select().from(classResults)).length,
  points: (await db().select().from(classResultPoints)).length,
  words: (await db().select().from(classWordOutcomes)).length,
});
const del = (browser: Browser, url: string) => browser.request({ method: 'DELETE', url });

const TEAMS = [
  { name: 'Lions', colour: 'red', shape: 'circle' },
  { name: 'Tigers', colour: 'blue', shape: 'star', pupils: ['Mia', ' Leo '] },
];

async function newClass(browser: Browser, name = 'K2 Blue', teams: unknown[] = TEAMS): Promise<ClassDto> {
  const res = await browser.post('/api/classes/', { name, teams });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function newList(browser: Browser, theme: string, words: string[]): Promise<number> {
  const res = await browser.post('/api/wordlists/', { theme, words, is_private: true });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

let resultSeq = 0;
/** A result as the kit sends it, played now by default, with a fresh id. */
function result(overrides: Partial<ClassResultInput> = {}): ClassResultInput {
  resultSeq += 1;
  return {
    id: `result-${String(resultSeq).padStart(4, '0')}`,
    game: 'wordsearch',
    wordlist_id: null,
    played_at: ctx.clock.now().toISOString(),
    teams: [],
    words: [],
    ...overrides,
  };
}

/** Moves the clock (weeks apart) and signs everyone in again: sessions do not last that long. */
async function at(instant: string): Promise<void> {
  ctx.clock.set(instant);
  ann = await signIn(ctx, ann, ann.browser.ip);
  kim = await signIn(ctx, kim, kim.browser.ip);
  pro = await signIn(ctx, pro, pro.browser.ip);
}

const post = (browser: Browser, classId: number, body: unknown) =>
  browser.post(`/api/classes/${classId}/results/`, body);
const scoreboard = async (browser: Browser, classId: number): Promise<ClassScoreboardDto> => {
  const res = await browser.get(`/api/classes/${classId}/scoreboard/`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await startTestApp();
  ann = await basicTeacher(ctx, { username: 'ann_teacher', logIn: true });
  kim = await basicTeacher(ctx, { username: 'kim_teacher', logIn: true });
  pro = await proTeacher(ctx, { logIn: true, days: 365 });
  annList = await newList(ann.browser, 'Fruit', ['apple', 'banana', 'cherry', 'grape']);
  annOtherList = await newList(ann.browser, 'Pets', ['cat', 'dog']);
  kimPrivateList = await newList(kim.browser, 'Secret', ['one', 'two']);
});
afterAll(async () => ctx.close());

describe('a class and its teams', () => {
  it('creates a class with server-made team ids, tidied names and first names (201)', async () => {
    const now = ctx.clock.now().toISOString();
    const res = await ann.browser.post('/api/classes/', {
      name: '  K1   Red ',
      teams: [
        { name: ' Lions ', colour: 'red', shape: 'circle', id: 'ignored' },
        { name: 'Tigers', colour: 'teal', shape: 'triangle', pupils: ['Mia', ' ', ' Leo  Z '] },
      ],
    });
    expect(res.statusCode).toBe(201);
    const created: ClassDto = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'K1 Red',
      teams: [
        { id: expect.stringMatching(/^[A-Za-z0-9_-]+$/), name: 'Lions', colour: 'red', shape: 'circle', pupils: [] },
        {
          id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
          name: 'Tigers',
          colour: 'teal',
          shape: 'triangle',
          pupils: ['Mia', 'Leo Z'],
        },
      ],
      lesson_started_at: now,
      scores_reset_at: null,
      created_at: now,
      updated_at: now,
    });
    expect(created.teams[0]!.id).not.toBe('ignored');
    expect(created.teams[0]!.id).not.toBe(created.teams[1]!.id);
    expect(await classRow(created.id)).toMatchObject({ ownerId: ann.id, name: 'K1 Red', teams: created.teams });

    // Read back, alone and in her list (by name); Kim has none.
    expect((await ann.browser.get(`/api/classes/${created.id}/`)).json()).toEqual(created);
    const other = await newClass(ann.browser, 'A first');
    const list = (await ann.browser.get('/api/classes/')).json() as ClassSummaryDto[];
    expect(list.map((c) => c.name).slice(0, 2)).toEqual(['A first', 'K1 Red']);
    expect(list[1]).toEqual({
      ...created,
      totals: created.teams.map((t) => ({ team_id: t.id, lesson: 0, all_time: 0 })),
    });
    expect((await kim.browser.get('/api/classes/')).json()).toEqual([]);
    expect((await del(ann.browser, `/api/classes/${other.id}/`)).statusCode).toBe(204);
  });

  it('patches the name and the teams: a team sent with its id keeps it and its points, one left out is removed', async () => {
    const cls = await newClass(ann.browser, 'Patch me');
    const [lions, tigers] = cls.teams;
    expect((await post(ann.browser, cls.id, result({ teams: [{ team_id: lions!.id, points: 2 }] }))).statusCode).toBe(
      201,
    );
    ctx.clock.advance(60_000);
    const res = await ann.browser.patch(`/api/classes/${cls.id}/`, {
      name: 'Patched',
      teams: [
        { id: lions!.id, name: 'Big Lions', colour: 'green', shape: 'square' },
        { name: 'Bears', colour: 'pink', shape: 'star', pupils: ['Sam'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const patched: ClassDto = res.json();
    expect(patched.name).toBe('Patched');
    expect(patched.updated_at).toBe(ctx.clock.now().toISOString());
    expect(patched.teams).toEqual([
      { id: lions!.id, name: 'Big Lions', colour: 'green', shape: 'square', pupils: [] },
      { id: expect.any(String), name: 'Bears', colour: 'pink', shape: 'star', pupils: ['Sam'] },
    ]);
    expect([lions!.id, tigers!.id]).not.toContain(patched.teams[1]!.id);
    // The kept team keeps its points; the new one starts at none; the removed one is gone from the totals.
    expect((await scoreboard(ann.browser, cls.id)).totals).toEqual([
      { team_id: lions!.id, lesson: 2, all_time: 2 },
      { team_id: patched.teams[1]!.id, lesson: 0, all_time: 0 },
    ]);
    // Only the name: the teams stay.
    const renamed = await ann.browser.patch(`/api/classes/${cls.id}/`, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', teams: patched.teams });
    // A team id the class does not have: 400 on teams, nothing changed.
    const before = await classRow(cls.id);
    const bad = await ann.browser.patch(`/api/classes/${cls.id}/`, {
      teams: [{ id: tigers!.id, name: 'Ghosts', colour: 'red', shape: 'circle' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ teams: [ClassMessage.badTeamId] });
    expect(await classRow(cls.id)).toEqual(before);
  });

  it('deletes a class with its results and word counts (204)', async () => {
    const cls = await newClass(ann.browser, 'Short lived');
    const res = await post(
      ann.browser,
      cls.id,
      result({
        wordlist_id: annList,
        teams: [{ team_id: cls.teams[0]!.id, points: 2 }],
        words: [{ word: 'apple', right: 1, wrong: 1, skipped: 0, revealed: 0 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect((await del(ann.browser, `/api/classes/${cls.id}/`)).statusCode).toBe(204);
    expect(await classRow(cls.id)).toBeUndefined();
    expect(await resultRows(cls.id)).toEqual([]);
    expect(await db().select().from(classWordOutcomes).where(eq(classWordOutcomes.classId, cls.id))).toEqual([]);
    expect((await ann.browser.get(`/api/classes/${cls.id}/`)).statusCode).toBe(404);
  });

  it('refuses a 51st class', async () => {
    const cara = await basicTeacher(ctx, { logIn: true });
    for (let i = 0; i < CLASS_LIMITS.classes; i++) await newClass(cara.browser, `Class ${i}`);
    const res = await cara.browser.post('/api/classes/', { name: 'One too many', teams: TEAMS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ non_field_errors: [ClassMessage.tooManyClasses] });
    expect(await db().select().from(classes).where(eq(classes.ownerId, cara.id))).toHaveLength(CLASS_LIMITS.classes);
  });
});

describe('bad input: 400 on the field, nothing changed', () => {
  const team = (extra: Record<string, unknown> = {}) => ({ name: 'Lions', colour: 'red', shape: 'circle', ...extra });
  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a 10 000 character name', { name: 'x'.repeat(10_000), teams: [team()] }, { name: [ClassMessage.nameTooLong] }],
    ['a 41 character name', { name: 'x'.repeat(41), teams: [team()] }, { name: [ClassMessage.nameTooLong] }],
    ['a blank name', { name: '   ', teams: [team()] }, { name: [ClassMessage.nameRequired] }],
    ['no name', { teams: [team()] }, { name: [ClassMessage.nameRequired] }],
    [
      '5 teams',
      { name: 'C', teams: ['A', 'B', 'C', 'D', 'E'].map((name) => team({ name })) },
      { teams: [ClassMessage.teamsCount] },
    ],
    ['0 teams', { name: 'C', teams: [] }, { teams: [ClassMessage.teamsCount] }],
    ['teams not a list', { name: 'C', teams: 'Lions' }, { teams: [ClassMessage.teamsCount] }],
    ['a bad colour', { name: 'C', teams: [team({ colour: 'gold' })] }, { teams: [ClassMessage.badColour] }],
    ['a bad shape', { name: 'C', teams: [team({ shape: 'hexagon' })] }, { teams: [ClassMessage.badShape] }],
    [
      'two teams of the same name',
      { name: 'C', teams: [team(), team({ name: ' lions ', colour: 'blue' })] },
      { teams: [ClassMessage.teamNamesRepeated] },
    ],
    ['a blank team name', { name: 'C', teams: [team({ name: ' ' })] }, { teams: [ClassMessage.teamNameRequired] }],
    [
      'a 10 000 character team name',
      { name: 'C', teams: [team({ name: 'y'.repeat(10_000) })] },
      { teams: [ClassMessage.teamNameTooLong] },
    ],
    [
      '41 pupils',
      { name: 'C', teams: [team({ pupils: Array.from({ length: 41 }, (_, i) => `P${i}`) })] },
      { teams: [ClassMessage.tooManyPupils] },
    ],
    [
      'a 31 character first name',
      { name: 'C', teams: [team({ pupils: ['z'.repeat(31)] })] },
      { teams: [ClassMessage.pupilNameTooLong] },
    ],
  ];

  it.each(cases)('creating with %s', async (_, body, fields) => {
    const before = await allCounts();
    const res = await ann.browser.post('/api/classes/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(fields);
    expect(Object.keys(res.json()).filter((k) => k !== 'codes')).toEqual(Object.keys(fields));
    expect(await allCounts()).toEqual(before);
  });

  it('patching with a bad name or teams', async () => {
    const cls = await newClass(ann.browser, 'Unchanged');
    const before = await classRow(cls.id);
    for (const [, body, fields] of cases.filter(([, body]) => 'name' in body && 'teams' in body)) {
      const res = await ann.browser.patch(`/api/classes/${cls.id}/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(fields);
    }
    expect(await classRow(cls.id)).toEqual(before);
  });

  it('a NUL character in a name', async () => {
    const before = await allCounts();
    const res = await ann.browser.post('/api/classes/', { name: 'K2\u0000', teams: TEAMS });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain('name');
    expect(await allCounts()).toEqual(before);
  });

  describe('a result', () => {
    let cls: ClassDto;
    beforeAll(async () => {
      cls = await newClass(ann.browser, 'Strict');
    });
    const words = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ word: `w${i}`, right: 1, wrong: 0, skipped: 0, revealed: 0 }));
    const resultCases: [string, () => unknown, Record<string, string[]>][] = [
      ['a short id', () => ({ ...result(), id: 'abc' }), { id: [ClassMessage.badResultId] }],
      ['an id with spaces', () => ({ ...result(), id: 'abc def ghi' }), { id: [ClassMessage.badResultId] }],
      ['a 65 character id', () => ({ ...result(), id: 'a'.repeat(65) }), { id: [ClassMessage.badResultId] }],
      [
        '101 points',
        () => result({ teams: [{ team_id: cls.teams[0]!.id, points: 101 }] }),
        { teams: [ClassMessage.badPoints] },
      ],
      [
        '2.5 points',
        () => result({ teams: [{ team_id: cls.teams[0]!.id, points: 2.5 }] }),
        { teams: [ClassMessage.badPoints] },
      ],
      [
        'a team not in the class',
        () => result({ teams: [{ team_id: 'tnotateam', points: 3 }] }),
        { teams: [ClassMessage.badTeamId] },
      ],
      [
        'the same team twice',
        () =>
          result({
            teams: [
              { team_id: cls.teams[0]!.id, points: 1 },
              { team_id: cls.teams[0]!.id, points: 2 },
            ],
          }),
        { teams: [ClassMessage.badTeamId] },
      ],
      ['an unknown game', () => result({ game: 'chess' }), { game: [ClassMessage.badGame] }],
      ['the placeholder game', () => result({ game: 'none' }), { game: [ClassMessage.badGame] }],
      [
        "another's private list",
        () => result({ wordlist_id: kimPrivateList }),
        { wordlist_id: [ClassMessage.badWordlist] },
      ],
      [
        'a list that does not exist',
        () => result({ wordlist_id: 99_999 }),
        { wordlist_id: [ClassMessage.badWordlist] },
      ],
      ['201 words', () => result({ wordlist_id: annList, words: words(201) }), { words: [ClassMessage.tooManyWords] }],
      [
        'a negative count',
        () =>
          result({ wordlist_id: annList, words: [{ word: 'apple', right: -1, wrong: 0, skipped: 0, revealed: 0 }] }),
        { words: [ClassMessage.badWord] },
      ],
      [
        'a count over 1000',
        () =>
          result({ wordlist_id: annList, words: [{ word: 'apple', right: 1001, wrong: 0, skipped: 0, revealed: 0 }] }),
        { words: [ClassMessage.badWord] },
      ],
      [
        'a 10 000 character word',
        () =>
          result({
            wordlist_id: annList,
            words: [{ word: 'a'.repeat(10_000), right: 1, wrong: 0, skipped: 0, revealed: 0 }],
          }),
        { words: [ClassMessage.badWord] },
      ],
      ['a date that is no date', () => result({ played_at: 'yesterday' }), { played_at: [ClassMessage.badDate] }],
      ['month 13', () => result({ played_at: '2026-13-01T10:00:00Z' }), { played_at: [ClassMessage.badDate] }],
    ];

    it.each(resultCases)('with %s', async (_, body, fields) => {
      const before = await allCounts();
      const res = await post(ann.browser, cls.id, body());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(fields);
      expect(Object.keys(res.json()).filter((k) => k !== 'codes')).toEqual(Object.keys(fields));
      expect(await allCounts()).toEqual(before);
      expect(await classRow(cls.id)).toMatchObject({ lastPlayedAt: null });
    });

    it('a date in the future is kept as now, one older than 30 days as now', async () => {
      const now = ctx.clock.now();
      const future = await post(
        ann.browser,
        cls.id,
        result({ played_at: new Date(now.getTime() + 48 * HOUR).toISOString() }),
      );
      expect(future.statusCode).toBe(201);
      const old = await post(
        ann.browser,
        cls.id,
        result({ played_at: new Date(now.getTime() - 31 * 24 * HOUR).toISOString() }),
      );
      expect(old.statusCode).toBe(201);
      const kept = await post(ann.browser, cls.id, result({ played_at: new Date(now.getTime() - HOUR).toISOString() }));
      expect(kept.statusCode).toBe(201);
      expect((await resultRows(cls.id)).map((r) => r.playedAt.toISOString())).toEqual([
        now.toISOString(),
        now.toISOString(),
        new Date(now.getTime() - HOUR).toISOString(),
      ]);
    });
  });
});

describe("another teacher's class", () => {
  it('is 404 everywhere for Kim, and nothing changes', async () => {
    const cls = await newClass(ann.browser, 'Mine');
    await post(ann.browser, cls.id, result({ teams: [{ team_id: cls.teams[0]!.id, points: 3 }] }));
    const before = { row: await classRow(cls.id), counts: await allCounts() };
    const base = `/api/classes/${cls.id}`;
    const answers = [
      await kim.browser.get(`${base}/`),
      await kim.browser.patch(`${base}/`, { name: 'Stolen' }),
      await del(kim.browser, `${base}/`),
      await kim.browser.get(`${base}/scoreboard/`),
      await post(kim.browser, cls.id, result({ teams: [{ team_id: cls.teams[0]!.id, points: 3 }] })),
      await kim.browser.post(`${base}/new-lesson/`),
      await kim.browser.post(`${base}/reset/`),
      await kim.browser.get(`${base}/lists/`),
      await kim.browser.get(`${base}/words/?wordlist=${annList}`),
      await kim.browser.post(`${base}/words/reset/`, { wordlist_id: annList }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: ErrorDetail.notFound });
    }
    expect({ row: await classRow(cls.id), counts: await allCounts() }).toEqual(before);
    // An id that is no id, or no class at all.
    expect((await ann.browser.get('/api/classes/abc/')).statusCode).toBe(404);
    expect((await ann.browser.get('/api/classes/999999/scoreboard/')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/classes/' });
    expect(res.statusCode).toBe(403);
  });
});

describe('class totals across games', () => {
  it('adds two games from two games to the totals, the days and the games', async () => {
    await at('2026-02-02T09:00:00.000Z');
    const cls = await newClass(ann.browser, 'Two games');
    const [lions, tigers] = cls.teams.map((t) => t.id) as [string, string];
    ctx.clock.set('2026-02-02T09:15:00.000Z');
    const first = await post(
      ann.browser,
      cls.id,
      result({
        game: 'wordsearch',
        wordlist_id: annList,
        played_at: '2026-02-02T09:10:00.000Z',
        teams: [
          { team_id: lions, points: 2 },
          { team_id: tigers, points: 1 },
        ],
      }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      recorded: true,
      totals: [
        { team_id: lions, lesson: 2, all_time: 2 },
        { team_id: tigers, lesson: 1, all_time: 1 },
      ],
    });
    await at('2026-02-02T09:40:00.000Z');
    const second = await post(
      ann.browser,
      cls.id,
      result({
        game: 'fighters',
        wordlist_id: annList,
        played_at: '2026-02-02T09:35:00.000Z',
        teams: [
          { team_id: lions, points: 1 },
          { team_id: tigers, points: 2 },
        ],
      }),
    );
    expect(second.statusCode).toBe(201);
    // The teacher takes a point away by hand (game null).
    const byHand = await post(
      ann.browser,
      cls.id,
      result({ game: null, played_at: '2026-02-02T09:39:00.000Z', teams: [{ team_id: tigers, points: -1 }] }),
    );
    expect(byHand.statusCode).toBe(201);
    // Words only (a round's end): no game in the list.
    const wordsOnly = await post(
      ann.browser,
      cls.id,
      result({ wordlist_id: annList, words: [{ word: 'apple', right: 1, wrong: 0, skipped: 0, revealed: 0 }] }),
    );
    expect(wordsOnly.json().totals).toEqual([
      { team_id: lions, lesson: 3, all_time: 3 },
      { team_id: tigers, lesson: 2, all_time: 2 },
    ]);

    const board = await scoreboard(ann.browser, cls.id);
    expect(board.class).toEqual((await ann.browser.get(`/api/classes/${cls.id}/`)).json());
    expect(board.totals).toEqual([
      { team_id: lions, lesson: 3, all_time: 3 },
      { team_id: tigers, lesson: 2, all_time: 2 },
    ]);
    // Her list of classes carries the same totals (one call for every card).
    const listed = (await ann.browser.get('/api/classes/')).json() as ClassSummaryDto[];
    expect(listed.find((c) => c.id === cls.id)).toEqual({ ...board.class, totals: board.totals });
    expect(board.days).toEqual([{ day: '2026-02-02', points: { [lions]: 3, [tigers]: 2 } }]);
    const ids = (await resultRows(cls.id)).map((r) => r.id);
    expect(board.games).toEqual([
      {
        id: ids[2],
        game: null,
        wordlist_id: null,
        played_at: '2026-02-02T09:39:00.000Z',
        teams: [{ team_id: tigers, points: -1 }],
      },
      {
        id: ids[1],
        game: 'fighters',
        wordlist_id: annList,
        played_at: '2026-02-02T09:35:00.000Z',
        teams: expect.arrayContaining([
          { team_id: lions, points: 1 },
          { team_id: tigers, points: 2 },
        ]),
      },
      {
        id: ids[0],
        game: 'wordsearch',
        wordlist_id: annList,
        played_at: '2026-02-02T09:10:00.000Z',
        teams: expect.arrayContaining([
          { team_id: lions, points: 2 },
          { team_id: tigers, points: 1 },
        ]),
      },
    ]);

    // Next day (UTC): a day of its own on the chart, and a new lesson (more than 4 hours later).
    await at('2026-02-03T10:00:00.000Z');
    const nextDay = await post(
      ann.browser,
      cls.id,
      result({ game: 'fighters', teams: [{ team_id: lions, points: 2 }] }),
    );
    expect(nextDay.json().totals).toEqual([
      { team_id: lions, lesson: 2, all_time: 5 },
      { team_id: tigers, lesson: 0, all_time: 2 },
    ]);
    const later = await scoreboard(ann.browser, cls.id);
    expect(later.days).toEqual([
      { day: '2026-02-02', points: { [lions]: 3, [tigers]: 2 } },
      { day: '2026-02-03', points: { [lions]: 2, [tigers]: 0 } },
    ]);
    expect(later.class.lesson_started_at).toBe('2026-02-03T10:00:00.000Z');
    expect(later.games).toHaveLength(4);
  });

  it('records a result id once: the same id again answers 200 recorded:false and changes nothing', async () => {
    const cls = await newClass(ann.browser, 'Repeats');
    const lions = cls.teams[0]!.id;
    const body = result({
      wordlist_id: annList,
      teams: [{ team_id: lions, points: 3 }],
      words: [{ word: 'apple', right: 0, wrong: 2, skipped: 0, revealed: 0 }],
    });
    const first = await post(ann.browser, cls.id, body);
    expect(first.statusCode).toBe(201);
    const before = await allCounts();
    const again = await post(ann.browser, cls.id, { ...body, teams: [{ team_id: lions, points: 50 }] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ recorded: false, totals: first.json().totals });
    expect(await allCounts()).toEqual(before);
    const words = (await ann.browser.get(`/api/classes/${cls.id}/words/?wordlist=${annList}`)).json();
    expect(words.words).toEqual([{ word: 'apple', right: 0, wrong: 2, skipped: 0, revealed: 0, missed: 2 }]);
    // The same client id in another class is another result.
    const other = await newClass(ann.browser, 'Repeats too');
    expect((await post(ann.browser, other.id, { ...body, teams: [] })).statusCode).toBe(201);
  });

  it('counts two concurrent posts of the same id once', async () => {
    const cls = await newClass(ann.browser, 'Concurrent');
    const lions = cls.teams[0]!.id;
    const body = result({
      wordlist_id: annList,
      teams: [{ team_id: lions, points: 4 }],
      words: [{ word: 'banana', right: 1, wrong: 1, skipped: 0, revealed: 0 }],
    });
    const answers = await Promise.all([post(ann.browser, cls.id, body), post(ann.browser, cls.id, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await resultRows(cls.id)).toHaveLength(1);
    expect((await scoreboard(ann.browser, cls.id)).totals[0]).toEqual({ team_id: lions, lesson: 4, all_time: 4 });
    const words = await db().select().from(classWordOutcomes).where(eq(classWordOutcomes.classId, cls.id));
    expect(words).toMatchObject([{ word: 'banana', right: 1, wrong: 1 }]);
  });
});

describe('the results route is rate-limited per teacher', () => {
  it(`takes ${RESULTS_PER_USER.limit} results in ${RESULTS_PER_USER.windowSeconds / 60} minutes, then 429 with Retry-After`, async () => {
    const dan = await basicTeacher(ctx, { logIn: true });
    const cls = await newClass(dan.browser, 'Busy');
    const body = result({ teams: [{ team_id: cls.teams[0]!.id, points: 1 }] });
    for (let i = 0; i < RESULTS_PER_USER.limit; i++) {
      const res = await post(dan.browser, cls.id, body);
      expect(res.statusCode).toBe(i === 0 ? 201 : 200);
    }
    const refused = await post(dan.browser, cls.id, result({ teams: [{ team_id: cls.teams[0]!.id, points: 1 }] }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resultRows(cls.id)).toHaveLength(1);
    // Ann is not slowed by Dan.
    const mine = await newClass(ann.browser, 'Not busy');
    expect((await post(ann.browser, mine.id, result())).statusCode).toBe(201);
  });
});

describe('lessons and reset', () => {
  it('new-lesson starts this lesson from now; the all-time totals stay', async () => {
    await at('2026-03-02T09:00:00.000Z');
    const cls = await newClass(ann.browser, 'Lessons');
    const lions = cls.teams[0]!.id;
    await post(ann.browser, cls.id, result({ teams: [{ team_id: lions, points: 3 }] }));
    await at('2026-03-02T09:30:00.000Z');
    const res = await ann.browser.post(`/api/classes/${cls.id}/new-lesson/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: cls.id, lesson_started_at: '2026-03-02T09:30:00.000Z' });
    expect((await scoreboard(ann.browser, cls.id)).totals[0]).toEqual({ team_id: lions, lesson: 0, all_time: 3 });
    await at('2026-03-02T09:45:00.000Z');
    const next = await post(ann.browser, cls.id, result({ teams: [{ team_id: lions, points: 1 }] }));
    expect(next.json().totals[0]).toEqual({ team_id: lions, lesson: 1, all_time: 4 });
  });

  it('starts a new lesson by itself when a result comes more than 4 hours after the last one', async () => {
    await at('2026-03-09T09:00:00.000Z');
    const cls = await newClass(ann.browser, 'Gap');
    const lions = cls.teams[0]!.id;
    await post(ann.browser, cls.id, result({ teams: [{ team_id: lions, points: 2 }] }));
    // 3h59 later: the same lesson.
    await at('2026-03-09T12:59:00.000Z');
    const same = await post(ann.browser, cls.id, result({ teams: [{ team_id: lions, points: 2 }] }));
    expect(same.json().totals[0]).toEqual({ team_id: lions, lesson: 4, all_time: 4 });
    expect((await classRow(cls.id))!.lessonStartedAt.toISOString()).toBe('2026-03-09T09:00:00.000Z');
    // Next week: a new lesson starts at that result.
    await at('2026-03-16T09:05:00.000Z');
    const nextWeek = await post(
      ann.browser,
      cls.id,
      result({ played_at: '2026-03-16T09:00:00.000Z', teams: [{ team_id: lions, points: 1 }] }),
    );
    expect(nextWeek.json().totals[0]).toEqual({ team_id: lions, lesson: 1, all_time: 5 });
    expect((await classRow(cls.id))!.lessonStartedAt.toISOString()).toBe('2026-03-16T09:00:00.000Z');
    // A result queued offline last week and sent now counts all time, not in this lesson, and starts nothing.
    const late = await post(
      ann.browser,
      cls.id,
      result({ played_at: '2026-03-09T13:30:00.000Z', teams: [{ team_id: lions, points: 3 }] }),
    );
    expect(late.json().totals[0]).toEqual({ team_id: lions, lesson: 1, all_time: 8 });
    expect((await classRow(cls.id))!.lessonStartedAt.toISOString()).toBe('2026-03-16T09:00:00.000Z');
  });

  it('reset: totals, the chart and the games count only what is played after', async () => {
    await at('2026-04-06T09:00:00.000Z');
    const cls = await newClass(ann.browser, 'Reset');
    const lions = cls.teams[0]!.id;
    await post(ann.browser, cls.id, result({ teams: [{ team_id: lions, points: 3 }] }));
    await at('2026-04-06T09:10:00.000Z');
    const res = await ann.browser.post(`/api/classes/${cls.id}/reset/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scores_reset_at: '2026-04-06T09:10:00.000Z' });
    const after = await scoreboard(ann.browser, cls.id);
    expect(after.totals[0]).toEqual({ team_id: lions, lesson: 0, all_time: 0 });
    expect(after.days).toEqual([]);
    expect(after.games).toEqual([]);
    // The results stay stored.
    expect(await resultRows(cls.id)).toHaveLength(1);
    await at('2026-04-06T09:20:00.000Z');
    await post(ann.browser, cls.id, result({ teams: [{ team_id: lions, points: 2 }] }));
    const board = await scoreboard(ann.browser, cls.id);
    expect(board.totals[0]).toEqual({ team_id: lions, lesson: 2, all_time: 2 });
    expect(board.days).toEqual([{ day: '2026-04-06', points: { [lions]: 2, [cls.teams[1]!.id]: 0 } }]);
    expect(board.games).toHaveLength(1);
  });
});

describe('hard words', () => {
  it('sums word outcomes over results, hardest first, per list; reset forgets one list', async () => {
    await at('2026-05-04T09:00:00.000Z');
    const cls = await newClass(ann.browser, 'Words');
    const o = (word: string, right: number, wrong: number, skipped = 0, revealed = 0) => ({
      word,
      right,
      wrong,
      skipped,
      revealed,
    });
    // A round of Word Search, then a game's end in Fighters with the same list.
    await post(
      ann.browser,
      cls.id,
      result({ wordlist_id: annList, words: [o('apple', 1, 0), o('banana', 0, 1), o('cherry', 1, 1)] }),
    );
    await at('2026-05-04T09:20:00.000Z');
    await post(
      ann.browser,
      cls.id,
      result({
        game: 'fighters',
        wordlist_id: annList,
        teams: [{ team_id: cls.teams[0]!.id, points: 2 }],
        words: [o('banana', 0, 0, 1), o('cherry', 0, 0, 0, 1), o('Grape', 3, 1), o('grape', 0, 1)],
      }),
    );
    // Another list, later.
    ctx.clock.set('2026-05-04T09:30:00.000Z');
    await post(ann.browser, cls.id, result({ wordlist_id: annOtherList, words: [o('cat', 0, 2)] }));

    const res = await ann.browser.get(`/api/classes/${cls.id}/words/?wordlist=${annList}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      wordlist_id: annList,
      words: [
        // 2 missed of 2 played, then 2 of 3, then 2 of 6 (grape's two reports summed), then apple.
        { word: 'banana', right: 0, wrong: 1, skipped: 1, revealed: 0, missed: 2 },
        { word: 'cherry', right: 1, wrong: 1, skipped: 0, revealed: 1, missed: 2 },
        { word: 'grape', right: 3, wrong: 2, skipped: 0, revealed: 0, missed: 2 },
        { word: 'apple', right: 1, wrong: 0, skipped: 0, revealed: 0, missed: 0 },
      ],
    });

    const lists = await ann.browser.get(`/api/classes/${cls.id}/lists/`);
    expect(lists.json()).toEqual([
      { wordlist_id: annOtherList, theme: 'Pets', words_played: 1, last_played_at: '2026-05-04T09:30:00.000Z' },
      { wordlist_id: annList, theme: 'Fruit', words_played: 4, last_played_at: '2026-05-04T09:20:00.000Z' },
    ]);

    // A bad list id in the query, or in the reset: 400 on the field.
    const badQuery = await ann.browser.get(`/api/classes/${cls.id}/words/?wordlist=abc`);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ wordlist: [ClassMessage.badWordlist] });
    const badReset = await ann.browser.post(`/api/classes/${cls.id}/words/reset/`, { wordlist_id: 'x' });
    expect(badReset.statusCode).toBe(400);
    expect(badReset.json()).toMatchObject({ wordlist_id: [ClassMessage.badWordlist] });

    const reset = await ann.browser.post(`/api/classes/${cls.id}/words/reset/`, { wordlist_id: annList });
    expect(reset.statusCode).toBe(204);
    expect((await ann.browser.get(`/api/classes/${cls.id}/words/?wordlist=${annList}`)).json()).toEqual({
      wordlist_id: annList,
      words: [],
    });
    // The other list, and the points, stay.
    expect((await ann.browser.get(`/api/classes/${cls.id}/words/?wordlist=${annOtherList}`)).json().words).toEqual([
      { word: 'cat', right: 0, wrong: 2, skipped: 0, revealed: 0, missed: 2 },
    ]);
    expect((await scoreboard(ann.browser, cls.id)).totals[0]!.all_time).toBe(2);
    expect((await ann.browser.get(`/api/classes/${cls.id}/lists/`)).json()).toHaveLength(1);
  });

  it('lists a public list she played with its theme, and null once she can no longer read it', async () => {
    const shared = await pro.browser.post('/api/wordlists/', {
      theme: 'Shared',
      words: ['sun', 'moon'],
      is_private: false,
    });
    expect(shared.statusCode).toBe(201);
    const sharedId = shared.json().id as number;
    const cls = await newClass(ann.browser, 'Public list');
    const res = await post(
      ann.browser,
      cls.id,
      result({ wordlist_id: sharedId, words: [{ word: 'sun', right: 0, wrong: 1, skipped: 0, revealed: 0 }] }),
    );
    expect(res.statusCode).toBe(201);
    expect((await ann.browser.get(`/api/classes/${cls.id}/lists/`)).json()).toMatchObject([
      { wordlist_id: sharedId, theme: 'Shared', words_played: 1 },
    ]);
    expect((await pro.browser.post(`/api/wordlists/${sharedId}/unpublish/`, {})).statusCode).toBe(200);
    expect((await ann.browser.get(`/api/classes/${cls.id}/lists/`)).json()).toMatchObject([
      { wordlist_id: sharedId, theme: null, words_played: 1 },
    ]);
  });
});
