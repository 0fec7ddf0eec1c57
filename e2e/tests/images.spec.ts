import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughPage, readFixtures, snap } from './helpers';

// --- A tiny PNG encoder, so the test's picture is made here rather than kept as a binary fixture. -------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `width`×`height` whose pixels `paint` gives. */
function encodePng(width: number, height: number, paint: (x: number, y: number) => number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A round orange robot face on a transparent ground, its nose (a red triangle) pointing left. */
function robotPng(): Buffer {
  const size = 160;
  return encodePng(size, size, (x, y) => {
    const dx = x - 90;
    const dy = y - 80;
    if (x < 40 && Math.abs(dy) < (40 - x) * 0.6 + 4 && x > 10) return [220, 40, 40, 255]; // nose
    if (dx * dx + dy * dy < 55 * 55) {
      if ((x - 70) ** 2 + (y - 65) ** 2 < 81 || (x - 110) ** 2 + (y - 65) ** 2 < 81) return [30, 30, 60, 255]; // eyes
      return [255, 150, 40, 255];
    }
    return [0, 0, 0, 0];
  });
}

/** Scrolls through the page so lazy thumbnails load, and checks that every picture in the main area drew. */
async function expectPicturesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll(
          (images) =>
            images.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
              .length,
        ),
    )
    .toBe(0);
}

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/users/get_csrf/');
  return { 'X-CSRFToken': res.headers()['x-csrftoken']! };
}

test('a Pro teacher uploads a character with a power, edits and publishes it; another teacher finds and favourites it', async ({
  page,
  browser,
}) => {
  const { proTeacher, basicTeacher } = readFixtures();
  const suffix = Date.now().toString(36);
  const name = `Robo Cat ${suffix}`;
  const newName = `Robo Dog ${suffix}`;

  await logInThroughPage(page, proTeacher.username, proTeacher.password);
  await page.goto('/my-images');
  await expect(page.getByRole('heading', { name: 'Manage Your Images Here!' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'CHARACTERS', selected: true })).toBeVisible();
  // Her favourites are her images too: a new account starts with the official library.
  await expect(page.getByRole('button', { name: / \(favourite\)$/ }).first()).toBeVisible();

  // The help names the games from the catalogue.
  await page.getByRole('button', { name: 'Which games use characters?' }).click();
  const help = page.getByRole('dialog', { name: 'Games that use characters' });
  await expect(help.getByText('Fighters', { exact: true })).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();

  await page.getByRole('button', { name: 'Add A New Character' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add A New Character' });
  // Nothing filled in: the spec's texts, nothing sent.
  await dialog.getByRole('button', { name: 'Create Character' }).click();
  await expect(dialog.getByText('You must include a name')).toBeVisible();
  await expect(dialog.getByText('You need to include an image.')).toBeVisible();

  await dialog
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(dialog.getByText('Please only submit images.')).toBeVisible();
  await dialog
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'robot.png', mimeType: 'image/png', buffer: robotPng() });
  await expect(dialog.getByRole('img', { name: 'Preview of the new character' })).toBeVisible();
  await expect(dialog.getByText('Please only submit images.')).toBeHidden();
  // The nose points left: flip it so the character faces right.
  await dialog.getByRole('button', { name: 'Flip' }).click();
  await expect(dialog.getByRole('button', { name: 'Flip' })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Colour' }).selectOption('blu');
  const powers = dialog.getByRole('group', { name: 'Powers' });
  const firstPower = powers.getByRole('button').first();
  await expect(firstPower).toBeVisible();
  const powerName = (await firstPower.innerText()).trim();
  await firstPower.click();
  await expect(dialog.getByText('1 of 5 chosen')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('Robot, "space cat" robot');
  await expect(dialog.getByText('Tags: robot, space cat')).toBeVisible();
  await snap(page, 'images-create');
  await dialog.getByRole('button', { name: 'Create Character' }).click();
  await expect(dialog).toBeHidden();

  const tile = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(tile).toBeVisible();
  await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, 'images-mine');

  // What was stored: a PNG of the picture's size, mirrored (the nose, red, is now on the right).
  const mine = await (await page.request.get('/api/images/characters/mine/')).json();
  const created = mine.results.find((image: { name: string }) => image.name === name);
  expect(created).toMatchObject({ color: 'blu', tags: ['robot', 'space cat'], is_private: true });
  expect(created.power.map((power: { name: string }) => power.name)).toEqual([powerName]);
  const stored = await page.request.get(created.image);
  expect(stored.headers()['content-type']).toBe('image/png');
  const redSide = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number) => Array.from(context.getImageData(x, 80, 1, 1).data);
    return { width: bitmap.width, left: at(25), right: at(bitmap.width - 26) };
  }, created.image as string);
  expect(redSide.width).toBe(160);
  expect(redSide.right).toEqual([220, 40, 40, 255]);
  expect(redSide.left).toEqual([255, 150, 40, 255]);

  // The detail dialog, then an edit: no change is refused, a new name is saved.
  await tile.click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByText('Downloads: 0')).toBeVisible();
  await expect(detail.getByText('blue', { exact: true })).toBeVisible();
  await expect(detail.getByText(powerName, { exact: true })).toBeVisible();
  await expect(detail.getByText('robot, space cat')).toBeVisible();
  await expect(detail.getByText('e2e_pro_teacher')).toBeVisible();
  await detail.getByRole('button', { name: 'Edit' }).click();
  await detail.getByRole('button', { name: 'Submit Edit' }).click();
  await expect(detail.getByText("You haven't made any changes.")).toBeVisible();
  await detail.getByRole('textbox', { name: 'Name' }).fill('   ');
  await detail.getByRole('button', { name: 'Submit Edit' }).click();
  await expect(detail.getByText('Name cannot be blank.')).toBeVisible();
  await detail.getByRole('textbox', { name: 'Name' }).fill(newName);
  await detail.getByRole('button', { name: 'Submit Edit' }).click();
  const edited = page.getByRole('dialog', { name: newName });
  await expect(edited.getByRole('button', { name: 'Edit' })).toBeVisible();

  // Published, and favourited so her games draw it.
  await edited.getByRole('button', { name: 'Upload Online' }).click();
  await expect(edited.getByRole('button', { name: 'Remove Upload' })).toBeVisible();
  await edited.getByRole('button', { name: 'Favourite' }).click();
  await expect(edited.getByRole('button', { name: 'Unfavourite' })).toBeVisible();
  await snap(page, 'images-detail');
  const me = await (await page.request.get('/api/users/me/')).json();
  expect(me.favourite_characters).toContain(created.id);
  // Her games draw her favourites: Fighters Basic (game index 8, uses characters) carries the new character.
  const list = await page.request.post('/api/wordlists/', {
    headers: await csrfHeaders(page),
    data: { theme: `Robots ${suffix}`, words: ['robot', 'cat', 'dog', 'sun'], is_private: true },
  });
  expect(list.status()).toBe(201);
  const game = await page.request.get(`/api/games/8/template/?wl=${(await list.json()).id}`);
  expect(game.status()).toBe(200);
  expect(await game.text()).toContain(newName);
  const likesAfterHers = Number((await edited.getByText(/^Downloads: \d+$/).innerText()).split(': ')[1]);
  await edited.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `${newName} (favourite)` })).toBeVisible();

  // A Basic teacher, on a phone: no tile, and she finds the published character and favourites it.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await context.newPage();
  await logInThroughPage(other, basicTeacher.username, basicTeacher.password);
  await other.goto('/my-images');
  // On Basic she cannot upload, but the official pictures her games use are here, favourited.
  await expect(other.getByRole('button', { name: / \(favourite\)$/ }).first()).toBeVisible();
  await expect(other.getByRole('button', { name: /^Add A New/ })).toHaveCount(0);
  await other.getByRole('tab', { name: 'PROJECTILES' }).click();
  await expect(other.getByRole('button', { name: / \(favourite\)$/ }).first()).toBeVisible();
  await expect(other.getByRole('button', { name: /^Add A New/ })).toHaveCount(0);
  await snap(other, 'images-mine-basic-phone');

  await other.getByRole('link', { name: 'Find Public Images' }).click();
  await expect(other.getByRole('heading', { name: 'Public Images' })).toBeVisible();
  await expect(other.getByText('Find images others have published!')).toBeVisible();
  await expect(other.getByRole('tab', { name: 'PUBLIC CHARACTERS', selected: true })).toBeVisible();
  // The official library is there for everyone, shown with the product logo.
  const library = await (await other.request.get('/api/images/characters/?limit=50&offset=0')).json();
  expect(library.count).toBeGreaterThanOrEqual(12);
  const official = library.results.find((image: { created_by: { id: number } }) => image.created_by.id === 21);
  await other.getByRole('button', { name: new RegExp(`^${official.name}`) }).click();
  const officialDetail = other.getByRole('dialog', { name: official.name });
  await expect(officialDetail.getByRole('img', { name: 'PlayWords (official image)' })).toBeVisible();
  await snap(other, 'images-detail-official-phone');
  await officialDetail.getByRole('button', { name: 'Close' }).click();
  await expect(officialDetail).toBeHidden();

  await other.getByRole('textbox', { name: 'Search Public Characters' }).fill(`dog ${suffix}`);
  await other.getByRole('button', { name: 'Search' }).click();
  const found = other.getByRole('button', { name: newName, exact: true });
  await expect(found).toBeVisible();
  await snap(other, 'images-public-phone');
  await found.click();
  const publicDetail = other.getByRole('dialog', { name: newName });
  await expect(publicDetail.getByText(`Downloads: ${likesAfterHers}`)).toBeVisible();
  await expect(publicDetail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await publicDetail.getByRole('button', { name: 'Favourite' }).click();
  await expect(publicDetail.getByRole('button', { name: 'Unfavourite' })).toBeVisible();
  await expect(publicDetail.getByText(`Downloads: ${likesAfterHers + 1}`)).toBeVisible();
  await snap(other, 'images-detail-phone');
  const otherMe = await (await other.request.get('/api/users/me/')).json();
  expect(otherMe.favourite_characters).toContain(created.id);

  // Public Images on a projector-sized screen.
  await page.goto('/public-images');
  await expect(page.getByRole('button', { name: `${newName} (favourite)` })).toBeVisible();
  await expectPicturesLoaded(page);
  await snap(page, 'images-public');

  // Clean up through the page: delete asks first.
  await page.goto('/my-images');
  await page.getByRole('button', { name: `${newName} (favourite)` }).click();
  await page.getByRole('dialog', { name: newName }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
  await expect(confirm.getByText(`Are you sure you want to delete ${newName}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${newName}`) })).toHaveCount(0);
  const gone = await page.request.delete(`/api/images/characters/${created.id}/`, { headers: await csrfHeaders(page) });
  expect(gone.status()).toBe(404);
  await context.close();
});
