// Lesson plans over the API (issue 21): a teacher's own plans, created, read, changed and deleted; another
// teacher's answer 404; every bad input 400 under its field with nothing changed; the cap on plans; a class or
// list deleted leaves its plans without it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_LIMITS, ClassMessage, ErrorDetail, type LessonPlanDto } from '@playwords/common';
import { classes, lessonPlans, wordlists } from '../../db/schema';
import { basicTeacher, proTeacher } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
let ann: { id: number };
let annBrowser: Browser;
let kim: { id: number };
let kimBrowser: Browser;
let annClass: number;
let kimClass: number;
let annList: number;
let kimPrivateList: number;
let kimPublicList: number;

const db = () => ctx.database.db;
const del = (browser: Browser, url: string) => browser.request({ method: 'DELETE', url });
const storedPlans = async (ownerId: number) =>
  db().select().from(lessonPlans).where(eq(lessonPlans.ownerId, ownerId)).orderBy(lessonPlans.id);

/** A class of hers, written straight into the classes module's table (its API is another module's test). */
async function makeClass(ownerId: number, name: string): Promise<number> {
  const now = ctx.clock.now();
  const [row] = await db()
    .insert(classes)
    .values({
      ownerId,
      name,
      teams: [{ id: 't1', name: 'Red', colour: 'red', shape: 'circle', pupils: [] }],
      lessonStartedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: classes.id });
  return row!.id;
}

async function makeList(browser: Browser, theme: string, isPrivate = true): Promise<number> {
  const res = await browser.post('/api/wordlists/', { theme, words: ['cat', 'dog'], is_private: isPrivate });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

async function create(browser: Browser, body: Record<string, unknown>): Promise<LessonPlanDto> {
  const res = await browser.post('/api/lessons/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  ctx = await startTestApp();
  ({ browser: annBrowser, ...ann } = await basicTeacher(ctx, { username: 'ann_teacher', logIn: true }));
  ({ browser: kimBrowser, ...kim } = await proTeacher(ctx, { username: 'kim_teacher', logIn: true }));
  annClass = await makeClass(ann.id, 'K2 Blue');
  kimClass = await makeClass(kim.id, 'K3 Red');
  annList = await makeList(annBrowser, 'Animals');
  kimPrivateList = await makeList(kimBrowser, 'Kim private');
  kimPublicList = await makeList(kimBrowser, 'Kim public', false);
});
afterAll(async () => ctx.close());

describe('lesson plans: create, read, change, delete', () => {
  it('creates a plan for her class and list, answers 201 and lists it', async () => {
    const before = ctx.clock.now().toISOString();
    const plan = await create(annBrowser, {
      name: '  Week  1 ',
      class_id: annClass,
      wordlist_id: annList,
      games: ['oneatatime', 'wordsearch', 'fightersbasic'],
    });
    expect(plan).toEqual({
      id: expect.any(Number),
      name: 'Week 1',
      class_id: annClass,
      wordlist_id: annList,
      games: ['oneatatime', 'wordsearch', 'fightersbasic'],
      created_at: before,
      updated_at: before,
    });
    expect(await storedPlans(ann.id)).toHaveLength(1);

    const list = await annBrowser.get('/api/lessons/');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([plan]);
    const one = await annBrowser.get(`/api/lessons/${plan.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(plan);
  });

  it('lists her plans by name, never another teacher’s', async () => {
    const zebra = await create(annBrowser, { name: 'zebra day', games: ['wordsearch'] });
    const apple = await create(annBrowser, { name: 'Apple day', games: ['wordsearch', 'wordsearch'] });
    await create(kimBrowser, { name: 'Kim’s', class_id: kimClass, games: ['fighters'] });
    const names = (await annBrowser.get('/api/lessons/')).json<LessonPlanDto[]>().map((p) => p.name);
    expect(names).toEqual(['Apple day', 'Week 1', 'zebra day']);
    expect(apple).toMatchObject({ class_id: null, wordlist_id: null, games: ['wordsearch', 'wordsearch'] });
    for (const plan of [zebra, apple]) expect((await del(annBrowser, `/api/lessons/${plan.id}/`)).statusCode).toBe(204);
  });

  it('changes only what was sent, null taking the class or list away, and sets updated_at', async () => {
    const plan = await create(annBrowser, {
      name: 'Edit me',
      class_id: annClass,
      wordlist_id: annList,
      games: ['wordsearch'],
    });
    ctx.clock.advance(60_000);
    const res = await annBrowser.patch(`/api/lessons/${plan.id}/`, { games: ['fightersbasic', 'wordsearch'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...plan,
      games: ['fightersbasic', 'wordsearch'],
      updated_at: ctx.clock.now().toISOString(),
    });
    const cleared = await annBrowser.patch(`/api/lessons/${plan.id}/`, {
      class_id: null,
      wordlist_id: null,
      name: 'B',
    });
    expect(cleared.json()).toMatchObject({
      name: 'B',
      class_id: null,
      wordlist_id: null,
      games: ['fightersbasic', 'wordsearch'],
    });
    expect((await del(annBrowser, `/api/lessons/${plan.id}/`)).statusCode).toBe(204);
    expect((await annBrowser.get(`/api/lessons/${plan.id}/`)).statusCode).toBe(404);
    expect((await del(annBrowser, `/api/lessons/${plan.id}/`)).statusCode).toBe(404);
  });

  it('accepts a public list of another teacher', async () => {
    const plan = await create(annBrowser, { name: 'Public list', wordlist_id: kimPublicList, games: ['wordsearch'] });
    expect(plan.wordlist_id).toBe(kimPublicList);
    expect((await del(annBrowser, `/api/lessons/${plan.id}/`)).statusCode).toBe(204);
  });

  it('answers 403 to a visitor', async () => {
    const visitor = new Browser(ctx.app, '10.61.0.1');
    expect((await visitor.get('/api/lessons/')).statusCode).toBe(403);
    expect((await visitor.post('/api/lessons/', { name: 'x', games: ['wordsearch'] })).statusCode).toBe(403);
  });
});

describe('another teacher’s plan', () => {
  it('is 404 to read, change or delete, and stays as it was', async () => {
    const [kims] = await storedPlans(kim.id);
    const url = `/api/lessons/${kims!.id}/`;
    expect((await annBrowser.get(url)).json()).toEqual({
      detail: ErrorDetail.notFound,
      codes: { detail: ['notFound'] },
    });
    expect((await annBrowser.get(url)).statusCode).toBe(404);
    expect((await annBrowser.patch(url, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await del(annBrowser, url)).statusCode).toBe(404);
    expect((await storedPlans(kim.id))[0]).toEqual(kims);
    for (const bad of ['abc', '0x1', '99999999999', '-1']) {
      expect((await annBrowser.get(`/api/lessons/${bad}/`)).statusCode).toBe(404);
    }
  });
});

describe('bad input', () => {
  it('refuses every bad field with 400 under it, and creates nothing', async () => {
    const good = { name: 'Good', class_id: annClass, wordlist_id: annList, games: ['wordsearch'] };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, name: '' }, 'name', ClassMessage.lessonNameRequired],
      [{ ...good, name: 'x'.repeat(CLASS_LIMITS.lessonName + 1) }, 'name', ClassMessage.lessonNameTooLong],
      [{ ...good, name: ' '.repeat(1000) }, 'name', ClassMessage.lessonNameTooLong],
      [{ ...good, games: [] }, 'games', ClassMessage.lessonGamesCount],
      [
        { ...good, games: Array(CLASS_LIMITS.lessonGames + 1).fill('wordsearch') },
        'games',
        ClassMessage.lessonGamesCount,
      ],
      [{ ...good, games: ['wordsearch', 'none'] }, 'games', ClassMessage.badGame],
      [{ ...good, games: ['chess'] }, 'games', ClassMessage.badGame],
      [{ ...good, class_id: 'seven' }, 'class_id', ClassMessage.classNotFound],
      [{ ...good, class_id: kimClass }, 'class_id', ClassMessage.classNotFound],
      [{ ...good, class_id: 999_999 }, 'class_id', ClassMessage.classNotFound],
      [{ ...good, wordlist_id: kimPrivateList }, 'wordlist_id', ClassMessage.badWordlist],
      [{ ...good, wordlist_id: 999_999 }, 'wordlist_id', ClassMessage.badWordlist],
      [{ ...good, wordlist_id: 1.5 }, 'wordlist_id', ClassMessage.badWordlist],
    ];
    const before = await storedPlans(ann.id);
    for (const [body, field, message] of cases) {
      const res = await annBrowser.post('/api/lessons/', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()[field]).toEqual([message]);
    }
    expect(await storedPlans(ann.id)).toEqual(before);
  });

  it('refuses a bad change with 400 under its field, and changes nothing', async () => {
    const [plan] = await storedPlans(ann.id);
    const url = `/api/lessons/${plan!.id}/`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', ClassMessage.lessonNameRequired],
      [{ games: ['wordsearch', 'nope'] }, 'games', ClassMessage.badGame],
      [{ name: 'Fine', class_id: kimClass }, 'class_id', ClassMessage.classNotFound],
      [{ games: ['wordsearch'], wordlist_id: kimPrivateList }, 'wordlist_id', ClassMessage.badWordlist],
    ];
    for (const [body, field, message] of cases) {
      const res = await annBrowser.patch(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()[field]).toEqual([message]);
    }
    // Both references bad at once: both named.
    const both = await annBrowser.patch(url, { class_id: kimClass, wordlist_id: kimPrivateList });
    expect(both.json()).toMatchObject({
      class_id: [ClassMessage.classNotFound],
      wordlist_id: [ClassMessage.badWordlist],
    });
    expect((await storedPlans(ann.id))[0]).toEqual(plan);
  });
});

describe('limits and deletions', () => {
  it(`allows at most ${CLASS_LIMITS.lessons} plans`, async () => {
    const have = (await storedPlans(ann.id)).length;
    for (let i = have; i < CLASS_LIMITS.lessons; i++)
      await create(annBrowser, { name: `Plan ${i}`, games: ['wordsearch'] });
    const res = await annBrowser.post('/api/lessons/', { name: 'One too many', games: ['wordsearch'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([ClassMessage.tooManyLessons]);
    expect(await storedPlans(ann.id)).toHaveLength(CLASS_LIMITS.lessons);
    // Another teacher has her own count.
    await create(kimBrowser, { name: 'Kim again', games: ['wordsearch'] });
    // One deleted makes room.
    const [first] = await storedPlans(ann.id);
    expect((await del(annBrowser, `/api/lessons/${first!.id}/`)).statusCode).toBe(204);
    await create(annBrowser, { name: 'Room again', class_id: annClass, wordlist_id: annList, games: ['wordsearch'] });
  });

  it('keeps a plan when its class or list is deleted, without it', async () => {
    const plan = await create(kimBrowser, {
      name: 'Goes',
      class_id: kimClass,
      wordlist_id: kimPrivateList,
      games: ['fighters'],
    });
    await db().delete(classes).where(eq(classes.id, kimClass));
    expect((await kimBrowser.get(`/api/lessons/${plan.id}/`)).json()).toMatchObject({
      class_id: null,
      wordlist_id: kimPrivateList,
    });
    expect((await del(kimBrowser, `/api/wordlists/${kimPrivateList}/`)).statusCode).toBe(204);
    expect((await kimBrowser.get(`/api/lessons/${plan.id}/`)).json()).toMatchObject({
      class_id: null,
      wordlist_id: null,
      games: ['fighters'],
    });
    expect(await db().select().from(wordlists).where(eq(wordlists.id, kimPrivateList))).toEqual([]);
  });
});

describe('a lesson plan run for a class', () => {
  it('runs three games with one scoreboard: new lesson, a result per game, totals this lesson and all time', async () => {
    const { browser } = await basicTeacher(ctx, { username: 'lena_teacher', logIn: true });
    const made = await browser.post('/api/classes/', {
      name: 'K2 Green',
      teams: [
        { name: 'Owls', colour: 'green', shape: 'circle' },
        { name: 'Cats', colour: 'purple', shape: 'star' },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const klass = made.json<{ id: number; teams: { id: string }[] }>();
    const [owls, cats] = klass.teams.map((team) => team.id);
    const list = await makeList(browser, 'Farm');
    const plan = await create(browser, {
      name: 'Farm day',
      class_id: klass.id,
      wordlist_id: list,
      games: ['wordsearch', 'fightersbasic', 'alienchasebasic'],
    });

    // An earlier lesson's points: all time, not this lesson.
    const played = (game: string | null, owlPoints: number, catPoints: number, n: number) =>
      browser.post(`/api/classes/${klass.id}/results/`, {
        id: `lesson-test-${n}-0123456789`,
        game,
        wordlist_id: list,
        played_at: ctx.clock.now().toISOString(),
        teams: [
          { team_id: owls, points: owlPoints },
          { team_id: cats, points: catPoints },
        ],
        words: [],
      });
    expect((await played('wordsearch', 1, 2, 0)).statusCode).toBe(201);
    ctx.clock.advance(60_000);

    // The presenter's 'Start the lesson', then the plan's games in order.
    expect((await browser.post(`/api/classes/${klass.id}/new-lesson/`)).statusCode).toBe(200);
    const fetched = (await browser.get(`/api/lessons/${plan.id}/`)).json<LessonPlanDto>();
    const points: [number, number][] = [
      [2, 1],
      [1, 2],
      [2, 1],
    ];
    for (const [index, game] of fetched.games.entries()) {
      ctx.clock.advance(60_000);
      const [owl, cat] = points[index]!;
      expect((await played(game, owl, cat, index + 1)).statusCode).toBe(201);
    }

    const board = await browser.get(`/api/classes/${klass.id}/scoreboard/`);
    expect(board.statusCode).toBe(200);
    const { totals, games } = board.json<{ totals: unknown[]; games: { game: string | null }[] }>();
    expect(totals).toEqual([
      { team_id: owls, lesson: 5, all_time: 6 },
      { team_id: cats, lesson: 4, all_time: 6 },
    ]);
    expect(games.map((game) => game.game)).toEqual(['alienchasebasic', 'fightersbasic', 'wordsearch', 'wordsearch']);

    // Her class deleted through its API: the plan stays, without it.
    expect((await del(browser, `/api/classes/${klass.id}/`)).statusCode).toBe(204);
    expect((await browser.get(`/api/lessons/${plan.id}/`)).json()).toMatchObject({ class_id: null, wordlist_id: list });
  });
});
