import { expect, test, type Frame, type Page } from '@playwright/test';
import { clickStage, gameFrame, inKit, startGame } from './game-helpers';
import { logInThroughPage, readFixtures, snap } from './helpers';

// A teacher types 'apple banana school bus' and sees three pictures she did not have to find, picks another one for
// apple and finds it in Word Search, plays a listening game with pictures only, and prints flashcards and bingo
// cards for her class.

/** The emoji name of a picture's URL (`/pictures/red-apple.png` → `red-apple`). */
function emojiOf(url: string | null): string | null {
  return url?.match(/\/pictures\/([a-z0-9-]+)\.png$/)?.[1] ?? null;
}

/** The game's picture of a word: its URL, whether its texture loaded, and whether the play scene draws it. */
function pictureInGame(frame: Frame, word: string) {
  return frame.evaluate((w) => {
    type Node = { type: string; texture?: { key: string }; visible: boolean; list?: Node[] };
    const kit = (
      window as unknown as {
        __playwordsKit: {
          pictures: { url(word: string): string | null; key(word: string): string | null };
          game: {
            textures: { exists(key: string): boolean };
            scene: { getScene(key: string): { children: { list: Node[] } } | null };
          };
        };
      }
    ).__playwordsKit;
    const key = kit.pictures.key(w);
    const drawn = (nodes: Node[]): boolean =>
      nodes.some((n) => (n.type === 'Image' && n.texture?.key === key && n.visible) || drawn(n.list ?? []));
    const play = kit.game.scene.getScene('play');
    return {
      url: kit.pictures.url(w),
      loaded: key !== null && kit.game.textures.exists(key),
      drawn: key !== null && play !== null && drawn(play.children.list),
    };
  }, word);
}

/** A download's bytes. */
async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), start()]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

/** The page count of a PDF, read back with pdf-lib. */
async function pageCount(bytes: Buffer): Promise<number> {
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  return (await PDFDocument.load(bytes)).getPageCount();
}

test('pictures found for her words, another chosen, seen in Word Search; pictures only; flashcards and bingo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { proTeacher } = readFixtures();
  const theme = `Picnic ${Date.now().toString(36)}`;
  await logInThroughPage(page, proTeacher.username, proTeacher.password);

  // She types three words: each gets a picture from the dictionary, found for her.
  await page.goto('/my-wordlists');
  await page.getByRole('button', { name: 'CREATE NEW WORDLIST' }).click();
  const form = page.getByRole('region', { name: 'Create a new wordlist' });
  await form.getByLabel('Theme').fill(theme);
  await form.getByLabel('Words').fill('apple banana "school bus"');
  for (const word of ['apple', 'banana', 'school bus']) {
    const tile = form.getByRole('button', { name: `Picture for ${word}: change` });
    await expect(tile).toBeVisible({ timeout: 15_000 });
    const image = tile.getByRole('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await snap(page, 'pictures-create');

  // She picks another picture for apple.
  const appleTile = form.getByRole('button', { name: 'Picture for apple: change' });
  const first = emojiOf(await appleTile.getByRole('img').getAttribute('src'));
  expect(first).toBe('red-apple');
  await appleTile.click();
  const picker = page.getByRole('dialog', { name: 'Picture for “apple”' });
  await expect(picker).toBeVisible();
  await snap(page, 'pictures-picker');
  await picker.getByRole('button', { name: 'Suggestion 2' }).click();
  await expect(picker).toBeHidden();
  const chosen = emojiOf(await appleTile.getByRole('img').getAttribute('src'));
  expect(chosen).not.toBeNull();
  expect(chosen).not.toBe(first);
  await form.getByRole('button', { name: 'Create Wordlist' }).click();
  const card = page.getByRole('article', { name: theme });
  await expect(card.getByRole('button', { name: 'Selected' })).toBeVisible();

  // Saved with the list: the chosen one for apple, the dictionary's for the others.
  const mine = (await (await page.request.get('/api/wordlists/')).json()) as {
    results: { theme: string; id: number; words: string[]; pictures: ({ ref: string; url: string } | null)[] }[];
  };
  const list = mine.results.find((l) => l.theme === theme)!;
  expect(list.words).toEqual(['apple', 'banana', 'school bus']);
  expect(list.pictures.map((p) => p?.ref)).toEqual([
    `emoji:${chosen}`,
    'emoji:banana',
    expect.stringMatching(/^emoji:/),
  ]);

  // Word Search shows her choice beside the word in its list.
  await page.goto('/');
  await page.getByRole('link', { name: 'Play Word Search', exact: true }).click();
  let frame = await gameFrame(page, 'Word Search');
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  await startGame(page, frame, 'wordsearch-pictures');
  await expect.poll(async () => (await pictureInGame(frame, 'apple')).drawn, { timeout: 15_000 }).toBe(true);
  const apple = await pictureInGame(frame, 'apple');
  expect(emojiOf(apple.url)).toBe(chosen);
  expect(apple.loaded).toBe(true);
  await snap(page, 'pictures-wordsearch');

  // Fighters Basic in its listen mode with 'Pictures only': the answer buttons show the pictures alone.
  await page.goto('/');
  await page.getByRole('link', { name: 'Play Fighters Basic', exact: true }).click();
  frame = await gameFrame(page, 'Fighters Basic');
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  await inKit(frame, (kit) => kit.updateSettings({ mode: 'listen', picturesOnly: true }));
  await startGame(page, frame, 'fightersbasic-pictures');
  type Node = { type: string; texture?: { key: string }; visible: boolean; text?: string; list?: Node[] };
  const readButtons = () =>
    frame.evaluate(() => {
      const kit = (
        window as unknown as {
          __playwordsKit: {
            pictures: { key(word: string): string | null };
            game: {
              scene: {
                getScene(k: string): {
                  turns: {
                    busy: boolean;
                    target: { text: string } | null;
                    question: { choices: { text: string }[]; buttons: ({ x: number; y: number } & Node)[] } | null;
                  };
                };
              };
            };
          };
        }
      ).__playwordsKit;
      const turns = kit.game.scene.getScene('play').turns;
      const question = turns.question;
      if (!question || turns.busy) return null;
      return {
        target: turns.target?.text ?? null,
        buttons: question.choices.map((choice, i) => {
          const button = question.buttons[i]!;
          const parts = button.list ?? [];
          return {
            word: choice.text,
            at: [button.x, button.y] as [number, number],
            picture: parts.some((p) => p.type === 'Image' && p.texture?.key === kit.pictures.key(choice.text)),
            textShown: parts.some((p) => p.type === 'Text' && p.visible && p.text === choice.text),
          };
        }),
      };
    });
  await expect.poll(async () => (await readButtons()) !== null, { timeout: 20_000 }).toBe(true);
  const question = (await readButtons())!;
  expect(question.buttons.length).toBeGreaterThan(1);
  for (const button of question.buttons) expect(button).toMatchObject({ picture: true, textShown: false });
  await snap(page, 'pictures-only-fightersbasic');
  const right = question.buttons.find((b) => b.word === question.target)!;
  await clickStage(page, frame, ...right.at);

  // She prints flashcards and bingo cards for her class from My Wordlists.
  await page.goto('/my-wordlists');
  const printCard = page.getByRole('article', { name: theme });
  await printCard.getByRole('button', { name: 'Print' }).click();
  const printDialog = page.getByRole('dialog');
  await expect(printDialog).toBeVisible();
  await snap(page, 'pictures-print-dialog');
  await printDialog.getByRole('radio', { name: /Flashcards/ }).check();
  const flashcards = await downloaded(page, () => printDialog.getByRole('button', { name: 'Make PDF' }).click());
  expect(flashcards.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pageCount(flashcards.bytes)).toBeGreaterThanOrEqual(1);

  await printDialog.getByRole('radio', { name: /Bingo cards/ }).check();
  const bingo = await downloaded(page, () => printDialog.getByRole('button', { name: 'Make PDF' }).click());
  expect(bingo.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pageCount(bingo.bytes)).toBeGreaterThan(1);
});
