// A whole lesson for one class (issue 21): a Pro teacher makes her class on My Classes, presents a lesson plan of
// three games (One At A Time → Word Search → Fighters) with one click between them and the class's scoreboard in
// between, the class wins points in Word Search, and afterwards her class page shows the totals and the words the
// class missed.
import { expect, test, type Frame, type Page } from '@playwright/test';
import {
  classPlayOf,
  clickStage,
  createSelectedList,
  gameFrame,
  playWordSearchGameForClass,
  waitForScene,
} from './game-helpers';
import { logInThroughPage, readFixtures, snap } from './helpers';

const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 800 },
  projector: { width: 1920, height: 1080 },
} as const;

/** The page at each size, one screenshot each. */
async function snapSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await snap(page, `${name}-${size}`);
  }
  await page.setViewportSize(SIZES.laptop);
}

/** The game of a lesson's step has loaded in its frame, under the lesson's bar. */
async function expectLessonGame(page: Page, name: string, step: number): Promise<Frame> {
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  const frame = await gameFrame(page, name);
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Game ${step} of 3`)).toBeVisible();
  return frame;
}

// The class and the plan go at the end: the game tests after this file sign in as the same teacher, and their team
// screens must stay as they know them.
const made: { classes: number[]; plans: number[] } = { classes: [], plans: [] };
test.afterEach(async ({ page }) => {
  const csrf = (await page.request.get('/api/users/get_csrf/')).headers()['x-csrftoken']!;
  for (const id of made.plans.splice(0))
    await page.request.delete(`/api/lessons/${id}/`, { headers: { 'X-CSRFToken': csrf } });
  for (const id of made.classes.splice(0))
    await page.request.delete(`/api/classes/${id}/`, { headers: { 'X-CSRFToken': csrf } });
});

test('a lesson of three games for one class, with its scoreboard between them and its hard words afterwards', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { proTeacher } = readFixtures();
  await logInThroughPage(page, proTeacher.username, proTeacher.password);
  const suffix = Date.now().toString(36);
  const listId = await createSelectedList(page, `Lesson zoo ${suffix}`);

  // Her class, made on My Classes: a name, and the two teams a new class starts with.
  const className = `K2 Blue ${suffix}`;
  await page.goto('/classes');
  await page
    .getByRole('button', { name: /^(New class|Make your first class)$/ })
    .first()
    .click();
  await page.getByLabel('Class name').fill(className);
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByText(className).first()).toBeVisible();
  await snapSizes(page, 'classes');
  const classes = (await (await page.request.get('/api/classes/')).json()) as {
    id: number;
    name: string;
    teams: { id: string; name: string }[];
  }[];
  const cls = classes.find((c) => c.name === className)!;
  made.classes.push(cls.id);
  expect(cls.teams).toHaveLength(2);

  // Her lesson plan: three games, this list, this class.
  const csrf = (await page.request.get('/api/users/get_csrf/')).headers()['x-csrftoken']!;
  const planName = `Monday ${suffix}`;
  const planRes = await page.request.post('/api/lessons/', {
    headers: { 'X-CSRFToken': csrf },
    data: { name: planName, class_id: cls.id, wordlist_id: listId, games: ['oneatatime', 'wordsearch', 'fighters'] },
  });
  expect(planRes.status()).toBe(201);
  const plan = (await planRes.json()) as { id: number };
  made.plans.push(plan.id);

  // Presenting: the class's scoreboard first, then game 1 with one click.
  await page.goto('/lessons');
  await page.getByRole('link', { name: `Present ${planName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons/${plan.id}/present`));
  await expect(page.getByRole('button', { name: 'Start the lesson' })).toBeVisible();
  await snapSizes(page, 'lesson-start');
  await page.getByRole('button', { name: 'Start the lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/oneatatime\\?wl=${listId}&class=${cls.id}&lesson=${plan.id}&step=1`));
  await expectLessonGame(page, 'One At A Time', 1);

  // Next → the scoreboard between games → Word Search.
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByText('Game 1 of 3 done!')).toBeVisible();
  await page.getByRole('button', { name: 'Play Word Search' }).click();
  const frame = await expectLessonGame(page, 'Word Search', 2);

  // The class is preselected on the team screen: Enter starts with its teams; one word found, then the round and
  // the game end (the teacher's Skip, then Finish).
  await waitForScene(frame, 'kit-title');
  await clickStage(page, frame, 960, 780);
  await waitForScene(frame, 'kit-teams');
  await page.keyboard.press('Enter');
  await waitForScene(frame, 'play');
  await page.waitForTimeout(800);
  expect(await classPlayOf(frame)).toEqual({ classId: cls.id, teams: cls.teams.map((t) => t.id) });
  const sent = await playWordSearchGameForClass(page, frame);
  const points = new Map<string, number>();
  for (const { result } of sent)
    for (const t of result.teams) points.set(t.team_id, (points.get(t.team_id) ?? 0) + t.points);
  // Two teams: the winner 2 class points, the other 1.
  expect([...points.values()].sort()).toEqual([1, 2]);

  // The scoreboard between games has the points (the page sent them to the server once).
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByText('Game 2 of 3 done!')).toBeVisible();
  const scoreboard = async () => {
    const res = await page.request.get(`/api/classes/${cls.id}/scoreboard/`);
    const body = (await res.json()) as { totals: { team_id: string; lesson: number; all_time: number }[] };
    return Object.fromEntries(body.totals.map((t) => [t.team_id, [t.lesson, t.all_time]]));
  };
  const wanted = Object.fromEntries(cls.teams.map((t) => [t.id, [points.get(t.id)!, points.get(t.id)!]]));
  await expect.poll(scoreboard, { timeout: 20_000 }).toEqual(wanted);
  const winner = cls.teams.find((t) => points.get(t.id) === 2)!;
  await expect(page.getByRole('listitem').filter({ hasText: winner.name }).first()).toContainText('2');
  await snapSizes(page, 'lesson-between');

  // Game 3, then the end of the lesson with the final scoreboard.
  await page.getByRole('button', { name: 'Play Fighters' }).click();
  await expectLessonGame(page, 'Fighters', 3);
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByText('Lesson done!')).toBeVisible();
  expect(await scoreboard()).toEqual(wanted);

  // Her class page: the totals, and the words of the list the class missed (found: never missed; the rest skipped).
  await page.goto(`/classes/${cls.id}`);
  await expect(page.getByRole('heading', { name: className })).toBeVisible();
  const words = (await (await page.request.get(`/api/classes/${cls.id}/words/?wordlist=${listId}`)).json()) as {
    words: { word: string; right: number; missed: number }[];
  };
  const found = words.words.filter((w) => w.right === 1);
  expect(found).toHaveLength(1);
  expect(words.words.filter((w) => w.missed > 0).length).toBeGreaterThan(0);
  await expect(page.getByLabel(new RegExp(`^${found[0]!.word}: missed 0 of 1`))).toBeVisible();
  await snapSizes(page, 'class-page');
});
