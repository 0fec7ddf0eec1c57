import { expect, test, type Frame, type Page } from '@playwright/test';
import {
  clickStage,
  expectPremiumGate,
  inKit,
  openAsPremium,
  sceneOf,
  startGame,
  waitForScene,
  WORDS,
} from './game-helpers';
import { logInThroughPage, readFixtures, snap } from './helpers';

// Four In A Row, a Premium beta game: a Basic and a Pro teacher are refused its page by the server (403) and see its
// card locked, naming Premium; a Premium teacher opens it from her dashboard with her own list and plays a board of
// two teams with real input: Red taps a column and the teacher clicks ✓ Correct (the counter falls where the
// scene's board says), Blue moves along with the arrow keys and presses Enter, then C; a wrong answer passes the
// turn without a drop; Red makes four in a row along the bottom (the four light up) and the podium follows. In the
// Listening mode a tap on the spoken word's column drops the counter, a tap on another passes the turn.

const FOUR = { id: 17, key: 'fourinarow', name: 'Four In A Row' };

/** The play scene's fields the test reads (the names are the scene's own). */
interface Scene {
  phase: 'starting' | 'choosing' | 'judging' | 'dropping' | 'passing' | 'over';
  cursor: number;
  layout: { columns: number; rows: number; cell: number; left: number; top: number };
  match: {
    board: { columns: number; rows: number; cells: number[] };
    turn: number;
    drops: number;
    passes: number;
    outcome: { kind: 'win'; team: number; line: number[] } | { kind: 'draw' } | null;
  };
  cards: { words: ({ text: string } | null)[] };
  board: { counters: Map<number, { x: number; y: number }> };
  question: { target: { text: string }; answered: boolean } | null;
  children: { list: { x: number; y: number; visible: boolean; list?: { text?: string }[] }[] };
}

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const { layout, match } = scene;
    // Where each counter on the board is drawn, by cell.
    const counters = [...scene.board.counters.entries()].map(([cell, c]) => ({ cell, x: c.x, y: c.y }));
    const judge = scene.children.list
      .filter((o) => o.visible && o.list?.some((child) => child.text === '✓ Correct'))
      .map((o) => [o.x, o.y]);
    return {
      phase: scene.phase,
      cursor: scene.cursor,
      layout: { columns: layout.columns, rows: layout.rows, cell: layout.cell, left: layout.left, top: layout.top },
      cells: match.board.cells,
      turn: match.turn,
      drops: match.drops,
      passes: match.passes,
      outcome: match.outcome,
      words: scene.cards.words.map((w) => w?.text ?? null),
      target: scene.question && !scene.question.answered ? scene.question.target.text : null,
      counters,
      correct: (judge[0] as [number, number] | undefined) ?? null,
      said: (kit as unknown as { speech: { lastSaid: string | null } }).speech.lastSaid,
      scores: kit.teams.teams.map((team) => team.score),
    };
  });
}

type Play = Awaited<ReturnType<typeof readPlay>>;

const at = (play: Play, column: number, row: number) => row * play.layout.columns + column;
const columnCentre = (play: Play, column: number) => play.layout.left + (column + 0.5) * play.layout.cell;
const rowCentre = (play: Play, row: number) => play.layout.top + (row + 0.5) * play.layout.cell;

async function waitForTurn(frame: Frame, team: number): Promise<Play> {
  await expect
    .poll(
      async () => {
        const play = await readPlay(frame);
        return `${play.phase} ${play.turn}`;
      },
      { timeout: 20_000 },
    )
    .toBe(`choosing ${team}`);
  return readPlay(frame);
}

/** A turn by keys: the column's digit, then the teacher's C (✓ Correct) or X (✗ Wrong). */
async function keyTurn(page: Page, frame: Frame, team: number, column: number, verdict: 'c' | 'x'): Promise<void> {
  await waitForTurn(frame, team);
  await page.keyboard.press(String(column + 1));
  await expect.poll(async () => (await readPlay(frame)).correct).not.toBeNull();
  await page.keyboard.press(verdict);
}

test('a Basic and a Pro teacher are refused Four In A Row: the server says 403 and the card is locked, naming Premium', async ({
  page,
}) => {
  await expectPremiumGate(page, FOUR);

  const { basicTeacher } = readFixtures();
  await logInThroughPage(page, basicTeacher.username, basicTeacher.password);
  const refused = await page.request.get(`/api/games/${FOUR.id}/template/`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    detail: 'Four In A Row is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.',
    codes: { detail: ['games.needsPremiumTrial'] },
  });
  await page.goto('/');
  const card = page.getByRole('article', { name: FOUR.name, exact: true });
  await expect(card.getByText('A Premium beta game: unlock it with Premium.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Play ${FOUR.name}`, exact: true })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'game-fourinarow-locked');
});

test('a Premium teacher plays a board of Four In A Row: a tapped column judged right, a turn by keys, a miss, and four in a row', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const frame = await openAsPremium(page, FOUR);
  await startGame(page, frame, 'fourinarow');

  // Red's turn on the standard 7 × 6 board, a word of her list over every column.
  const red = await waitForTurn(frame, 0);
  expect([red.layout.columns, red.layout.rows]).toEqual([7, 6]);
  expect(red.words.every((word) => word !== null && WORDS.includes(word))).toBe(true);
  expect(new Set(red.words).size).toBe(7);
  expect(red.cells.every((cell) => cell === -1)).toBe(true);

  // A tap on the third column (on its cells) chooses it: its word shows big with the judge bar.
  await clickStage(page, frame, columnCentre(red, 2), rowCentre(red, 2));
  await expect.poll(async () => (await readPlay(frame)).correct).not.toBeNull();
  const judging = await readPlay(frame);
  expect(judging.phase).toBe('judging');
  expect(judging.cursor).toBe(2);
  const word = judging.words[2]!;
  await page.waitForTimeout(500);
  await snap(page, 'game-fourinarow-judge');

  // ✓ Correct: the word is said, and Red's counter falls to the bottom of that column, drawn in its hole.
  await clickStage(page, frame, ...judging.correct!);
  const blue = await waitForTurn(frame, 1);
  const bottom = red.layout.rows - 1;
  expect(blue.cells[at(blue, 2, bottom)]).toBe(0);
  expect(blue.cells.filter((cell) => cell !== -1)).toHaveLength(1);
  expect(blue.drops).toBe(1);
  expect(blue.said).toBe(word);
  expect(blue.counters).toEqual([{ cell: at(blue, 2, bottom), x: columnCentre(blue, 2), y: rowCentre(blue, bottom) }]);
  // New words over the columns after the drop.
  expect(blue.words.every((w) => w !== null && WORDS.includes(w))).toBe(true);
  await snap(page, 'game-fourinarow-board');

  // Blue by keys: → → moves along from the third column to the fifth, Enter chooses it, C judges it right.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await readPlay(frame)).cursor).toBe(4);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await readPlay(frame)).correct).not.toBeNull();
  await page.keyboard.press('c');
  const next = await waitForTurn(frame, 0);
  expect(next.cells[at(next, 4, bottom)]).toBe(1);
  expect(next.counters.find((c) => c.cell === at(next, 4, bottom))).toEqual({
    cell: at(next, 4, bottom),
    x: columnCentre(next, 4),
    y: rowCentre(next, bottom),
  });

  // Red drops into the fourth column; Blue's word is wrong: the turn passes without a drop.
  await keyTurn(page, frame, 0, 3, 'c');
  await keyTurn(page, frame, 1, 4, 'x');
  const missed = await waitForTurn(frame, 0);
  expect(missed.passes).toBe(1);
  expect(missed.drops).toBe(3);
  expect(missed.cells.filter((cell) => cell === 1)).toHaveLength(1);

  // Red, Blue, Red: four red counters along the bottom row win the board.
  await keyTurn(page, frame, 0, 1, 'c');
  await keyTurn(page, frame, 1, 4, 'c');
  await keyTurn(page, frame, 0, 0, 'c');
  await expect.poll(async () => (await readPlay(frame)).phase, { timeout: 20_000 }).toBe('over');
  const won = await readPlay(frame);
  expect(won.outcome).toEqual({ kind: 'win', team: 0, line: [0, 1, 2, 3].map((c) => at(won, c, bottom)) });
  expect(won.scores).toEqual([1, 0]);
  await page.waitForTimeout(900);
  await snap(page, 'game-fourinarow-win');

  // One board a game: the podium, Red first.
  await waitForScene(frame, 'kit-podium');
  await page.waitForTimeout(800);
  await snap(page, 'game-fourinarow-podium');
});

test('in the Listening mode the word is spoken and a tap on its column drops the counter; another column passes the turn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = await openAsPremium(page, FOUR);
  await waitForScene(frame, 'kit-title');
  await inKit(frame, (kit) => kit.updateSettings({ mode: 'listen' }));
  await startGame(page, frame, 'fourinarow');

  // Red hears a word (said, or shown where the browser has no voice) that is over exactly one column.
  const red = await waitForTurn(frame, 0);
  expect(red.target).not.toBeNull();
  expect(red.said).toBe(red.target);
  const column = red.words.indexOf(red.target);
  expect(red.words.filter((w) => w === red.target)).toHaveLength(1);
  await snap(page, 'game-fourinarow-listen');
  await clickStage(page, frame, columnCentre(red, column), rowCentre(red, 0));
  const blue = await waitForTurn(frame, 1);
  expect(blue.cells[at(blue, column, red.layout.rows - 1)]).toBe(0);
  expect(blue.drops).toBe(1);

  // Blue taps a column that is not the word's: no drop, and the turn passes back to Red with a new word.
  const wrong = blue.words.findIndex((w) => w !== null && w !== blue.target);
  await clickStage(page, frame, columnCentre(blue, wrong), rowCentre(blue, 0));
  const again = await waitForTurn(frame, 0);
  expect(again.drops).toBe(1);
  expect(again.passes).toBe(1);
  expect(again.cells.filter((cell) => cell !== -1)).toHaveLength(1);
});
