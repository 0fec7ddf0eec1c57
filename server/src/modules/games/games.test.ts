import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassMessage,
  ErrorDetail,
  GAME_DATA_ELEMENT_ID,
  OFFICIAL_USER_ID,
  GameMessage,
  gameIndexOf,
  type ClassDto,
  type GameTemplateData,
  type WordlistDto,
} from '@playwords/common';
import { and, eq, ne } from 'drizzle-orm';
import { imageFavourites, images, sessions, wordlists } from '../../db/schema';
import { basicTeacher, premiumTeacher, proTeacher, signIn, type SignedInMember } from '../../test/factories';
import { Browser, startTestApp, TEST_SECRET_KEY, type TestContext } from '../../test/harness';
import { startTrial } from '../licences/service';
import { defaultPictureOf } from '../pictures/service';
import { accountLanguage, isGameSessionToken } from './service';
import { gamePageCsp } from './template';

let ctx: TestContext;
let dist: string;
const who = {} as Record<
  'basic' | 'pro' | 'premium' | 'unverified' | 'stranger' | 'trialsUsed' | 'empty',
  SignedInMember
>;

/** A built page as the games workspace writes it: the marker where the data goes, scripts from /game-assets/. */
const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--PLAYWORDS_DATA--><title>${title}</title>` +
  `<script type="module" crossorigin src="/game-assets/assets/${title}-Ab12Cd34.js"></script></head>` +
  `<body><div id="game"></div></body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'playwords-games-dist-'));
  for (const key of [
    'wordsearch',
    'fightersbasic',
    'alienchasebasic',
    'fighters',
    'wordwheel',
    'numberline',
    'oneatatime',
  ]) {
    mkdirSync(join(dist, key));
    writeFileSync(join(dist, key, 'index.html'), page(key));
  }
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'wordsearch-Ab12Cd34.js'), 'export const ready = true;\n');
  writeFileSync(join(dist, 'assets', 'phaser-Zz99Yy88.js'), 'export default {};\n');
  writeFileSync(join(dist, 'kit-icon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

  ctx = await startTestApp({ GAMES_DIST_DIR: dist });
  const cast = {
    basic: await basicTeacher(ctx, { username: 'basic_gamer' }),
    pro: await proTeacher(ctx, { username: 'pro_gamer' }),
    premium: await premiumTeacher(ctx, { username: 'premium_gamer' }),
    unverified: await basicTeacher(ctx, { username: 'unverified_gamer', verified: false }),
    stranger: await basicTeacher(ctx, { username: 'stranger_gamer' }),
    trialsUsed: await basicTeacher(ctx, { username: 'trialsused_gamer' }),
    empty: await basicTeacher(ctx, { username: 'empty_gamer' }),
  };
  // Both trials used and over: Basic again, with no trial left.
  await startTrial(ctx.database.db, cast.trialsUsed.id, 'PRO', ctx.clock.now());
  await startTrial(ctx.database.db, cast.trialsUsed.id, 'PREMIUM', ctx.clock.now());
  ctx.clock.advance(8 * 24 * 60 * 60 * 1000);

  let n = 0;
  for (const [key, member] of Object.entries(cast)) {
    who[key as keyof typeof cast] = await signIn(ctx, member, `10.70.0.${++n}`);
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

async function createList(browser: Browser, body: Record<string, unknown>): Promise<WordlistDto> {
  const res = await browser.post('/api/wordlists/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const templateUrl = (key: string, wl?: number | string) =>
  `/api/games/${gameIndexOf(key)}/template/${wl === undefined ? '' : `?wl=${wl}`}`;

/** The data element of a game page: the first `</script>` after it must be its own end. */
function readData(html: string): GameTemplateData {
  const match = new RegExp(`<script type="application/json" id="${GAME_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  expect(match, 'the page has its data element').not.toBeNull();
  return JSON.parse(match![1]!) as GameTemplateData;
}

const countRows = async (table: typeof sessions | typeof wordlists) =>
  (await ctx.database.db.select().from(table)).length;

describe('GET /api/games/session_key/', () => {
  it('answers a random session id and a token bound to the user, storing nothing', async () => {
    const before = await countRows(sessions);
    const first = await who.basic.browser.get('/api/games/session_key/');
    const second = await who.basic.browser.get('/api/games/session_key/');
    expect(first.statusCode).toBe(200);
    const key = first.json() as { session_id: string; user_token: string };
    expect(Object.keys(key).sort()).toEqual(['session_id', 'user_token']);
    expect(key.session_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key.user_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json().session_id).not.toBe(key.session_id);
    expect(isGameSessionToken(TEST_SECRET_KEY, who.basic.id, key.session_id, key.user_token)).toBe(true);
    expect(isGameSessionToken(TEST_SECRET_KEY, who.pro.id, key.session_id, key.user_token)).toBe(false);
    expect(
      isGameSessionToken('another-secret-of-at-least-32-characters!', who.basic.id, key.session_id, key.user_token),
    ).toBe(false);
    expect(await countRows(sessions)).toBe(before);
  });

  it('refuses a visitor', async () => {
    const res = await new Browser(ctx.app, '10.70.1.1').get('/api/games/session_key/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
  });
});

describe('GET /api/games/{index}/template/', () => {
  it('embeds her list with words that try to close the script, escaped, as a no-store page with a game CSP', async () => {
    const list = await createList(who.basic.browser, {
      theme: 'Tricky </script> & <!-- theme',
      // One typed text, as a plain form posts it: the quoted phrase stays one entry.
      words: '"</script><script>alert(1)</script>" cat "<!-- $& -->"',
    });
    expect(list.words).toEqual(['</script><script>alert(1)</script>', 'cat', '<!-- $& -->']);

    const res = await who.basic.browser.get(templateUrl('wordsearch', list.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(gamePageCsp());
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    // Only the page's own script tags remain: the words' `</script>`, `<!--` and `&` are \u escapes.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    expect(res.body).not.toContain('alert(1)</');
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(res.body).toContain('<title>wordsearch</title>');

    const data = readData(res.body);
    expect(data).toMatchObject({
      version: 1,
      game: { index: 1, key: 'wordsearch', name: 'Word Search' },
      wordlist: { id: list.id, theme: 'Tricky </script> & <!-- theme', words: list.words },
      flags: {
        uses_words: true,
        uses_backgrounds: true,
        uses_projectiles: false,
        uses_characters: false,
        uses_monsters: false,
      },
      username: 'basic_gamer',
    });
    // Word Search draws backgrounds only.
    expect(Object.keys(data.images)).toEqual(['backgrounds']);
  });

  it('gives every free game to a Basic teacher, with the images of the types it uses', async () => {
    const list = await createList(who.basic.browser, { theme: 'Farm', words: ['cow', 'pig', 'hen', 'duck'] });
    for (const [key, types] of [
      ['fightersbasic', ['backgrounds', 'characters', 'monsters', 'projectiles']],
      ['alienchasebasic', ['backgrounds', 'characters', 'monsters']],
    ] as const) {
      const res = await who.basic.browser.get(templateUrl(key, list.id));
      expect(res.statusCode, res.body).toBe(200);
      const data = readData(res.body);
      expect(data.game.key).toBe(key);
      expect(data.wordlist?.words).toEqual(['cow', 'pig', 'hen', 'duck']);
      expect(Object.keys(data.images).sort()).toEqual([...types].sort());
    }
  });

  it('draws her favourites of each type, and the official images of a type she has none of', async () => {
    const db = ctx.database.db;
    const mine = (type: 'characters' | 'monsters') =>
      db
        .select({ id: imageFavourites.imageId })
        .from(imageFavourites)
        .where(and(eq(imageFavourites.userId, who.stranger.id), eq(imageFavourites.type, type)))
        .orderBy(imageFavourites.createdAt, imageFavourites.imageId);
    const characters = await mine('characters');
    expect(characters.length).toBeGreaterThan(1);
    // One character kept; no monsters at all (an account from before the library, or every one gone private).
    const kept = characters[0]!.id;
    await db
      .delete(imageFavourites)
      .where(
        and(
          eq(imageFavourites.userId, who.stranger.id),
          eq(imageFavourites.type, 'characters'),
          ne(imageFavourites.imageId, kept),
        ),
      );
    await db
      .delete(imageFavourites)
      .where(and(eq(imageFavourites.userId, who.stranger.id), eq(imageFavourites.type, 'monsters')));
    const officialMonsters = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.ownerId, OFFICIAL_USER_ID), eq(images.type, 'monsters')));
    expect(officialMonsters.length).toBeGreaterThan(0);

    const list = await createList(who.stranger.browser, { theme: 'Pets', words: ['cat', 'dog'] });
    const res = await who.stranger.browser.get(templateUrl('fightersbasic', list.id));
    expect(res.statusCode, res.body).toBe(200);
    const data = readData(res.body);
    expect(data.images.characters!.map((i) => i.id)).toEqual([kept]);
    expect(data.images.monsters!.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      officialMonsters.map((i) => i.id).sort((a, b) => a - b),
    );
    for (const image of [...data.images.characters!, ...data.images.monsters!, ...data.images.backgrounds!]) {
      expect(image.image).toMatch(/^\/|^https?:\/\//);
    }
    // Nothing was favourited on her behalf.
    expect(await mine('monsters')).toEqual([]);
  });

  it('uses her selected list when no wl is given, and says so clearly when she has none', async () => {
    const list = await createList(who.pro.browser, { theme: 'Selected', words: ['sun', 'moon'] });
    const res = await who.pro.browser.get(templateUrl('wordsearch'));
    expect(res.statusCode, res.body).toBe(200);
    expect(readData(res.body).wordlist).toEqual({
      id: list.id,
      theme: 'Selected',
      words: ['sun', 'moon'],
      pictures: [`/pictures/${defaultPictureOf('sun')}.png`, `/pictures/${defaultPictureOf('moon')}.png`],
    });

    const none = await who.empty.browser.get(templateUrl('wordsearch'));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ wl: [GameMessage.noWordlist], codes: { wl: ['games.noWordlist'] } });
  });

  it("embeds each word's picture as a URL the game frame loads: hers, the dictionary's, or null", async () => {
    const [official] = await ctx.database.db
      .select({ id: images.id, key: images.imageKey })
      .from(images)
      .where(and(eq(images.ownerId, OFFICIAL_USER_ID), eq(images.isPrivate, false)))
      .limit(1);
    const list = await createList(who.basic.browser, {
      theme: 'Pictured',
      words: ['apple', 'cat', 'dog', 'zzqq'],
      pictures: ['emoji:green-apple', `image:${official!.id}`, null, null],
    });
    const res = await who.basic.browser.get(templateUrl('wordsearch', list.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(readData(res.body).wordlist).toEqual({
      id: list.id,
      theme: 'Pictured',
      words: ['apple', 'cat', 'dog', 'zzqq'],
      pictures: ['/pictures/green-apple.png', `/media/${official!.key}`, null, null],
    });
    // Served by this origin, which the game page's CSP allows ('self'), with CORS for the sandboxed frame.
    const picture = await who.basic.browser.get('/pictures/green-apple.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['access-control-allow-origin']).toBe('*');
    expect(gamePageCsp()).toContain("img-src 'self'");
  });

  it('embeds the language of the lang parameter, else her account language, else English; any other lang is a 400', async () => {
    const list = await createList(who.stranger.browser, { theme: 'Colours', words: ['red', 'blue'] });
    const url = (lang: string) => `${templateUrl('wordsearch', list.id)}&lang=${lang}`;

    const chinese = await who.stranger.browser.get(url('zh-CN'));
    expect(chinese.statusCode, chinese.body).toBe(200);
    // Only the kit's and the game's own texts change: the game's name and her words are what they were.
    expect(readData(chinese.body)).toMatchObject({
      language: 'zh-CN',
      game: { key: 'wordsearch', name: 'Word Search' },
      wordlist: { words: ['red', 'blue'] },
    });
    const english = await who.stranger.browser.get(url('en'));
    expect(readData(english.body).language).toBe('en');
    // No lang: her account's language (English until she chose another).
    const absent = await who.stranger.browser.get(templateUrl('wordsearch', list.id));
    expect(readData(absent.body).language).toBe('en');
    // A game that plays no list says it too.
    const numberline = await who.premium.browser.get(`${templateUrl('numberline')}?lang=zh-CN`);
    expect(readData(numberline.body).language).toBe('zh-CN');

    for (const bad of ['zh', 'fr', 'EN', 'zh-cn', '', 'en&lang=zh-CN']) {
      const res = await who.stranger.browser.get(url(bad));
      expect(res.statusCode, bad).toBe(400);
      // The field named, with its message (whatever else the error body carries).
      expect((res.json() as Record<string, unknown>).lang, bad).toEqual([expect.any(String)]);
    }
  });

  it("reads her account's language from the user row when it has one (the users.language column)", () => {
    expect(accountLanguage({ id: 1, language: 'zh-CN' })).toBe('zh-CN');
    expect(accountLanguage({ id: 1, language: 'en' })).toBe('en');
    expect(accountLanguage({ id: 1, language: 'fr' })).toBe('en');
    expect(accountLanguage({ id: 1 })).toBe('en');
  });

  it('opens a game that plays no list (Number Line) without one: none asked for, none sent, a wl ignored', async () => {
    // The Premium teacher has no list at all.
    const none = await who.premium.browser.get(templateUrl('numberline'));
    expect(none.statusCode, none.body).toBe(200);
    const data = readData(none.body);
    expect(data).toMatchObject({
      game: { key: 'numberline', name: 'Number Line' },
      wordlist: null,
      flags: { uses_words: false, uses_backgrounds: true, uses_characters: true },
    });
    expect(Object.keys(data.images).sort()).toEqual(['backgrounds', 'characters']);
    // A list named anyway (hers, or none that exists) is not read.
    const list = await createList(who.pro.browser, { theme: 'Numbers', words: ['one', 'two'] });
    for (const wl of [list.id, 99999999]) {
      const res = await who.pro.browser.get(templateUrl('numberline', wl));
      expect(res.statusCode, res.body).toBe(200);
      expect(readData(res.body).wordlist).toBeNull();
    }
  });

  it('plays a public list of another teacher, and one she saved, but never a private one (404)', async () => {
    const secret = await createList(who.stranger.browser, { theme: 'Private', words: ['hidden'] });
    const shared = await createList(who.pro.browser, { theme: 'Shared', words: ['open'], is_private: false });
    const saved = await createList(who.pro.browser, { theme: 'Saved', words: ['kept'], is_private: false });
    expect((await who.basic.browser.post(`/api/wordlists/${saved.id}/favourite/`)).statusCode).toBe(200);

    const stranger = await who.basic.browser.get(templateUrl('wordsearch', secret.id));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });

    for (const list of [shared, saved]) {
      const res = await who.basic.browser.get(templateUrl('wordsearch', list.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(readData(res.body).wordlist?.id).toBe(list.id);
    }

    // Saved, then taken out of the public collection by its owner: no longer hers to play.
    expect((await who.pro.browser.post(`/api/wordlists/${saved.id}/unpublish/`)).statusCode).toBe(200);
    expect((await who.basic.browser.get(templateUrl('wordsearch', saved.id))).statusCode).toBe(404);

    for (const wl of ['abc', '99999999', '-1', '1.5']) {
      const res = await who.basic.browser.get(templateUrl('wordsearch', wl));
      expect(res.statusCode, wl).toBe(404);
    }
  });

  it('refuses a Pro game and a Premium beta game to a Basic teacher, naming the plan and the trial (403)', async () => {
    const fighters = await who.basic.browser.get(templateUrl('fighters', 1));
    expect(fighters.statusCode).toBe(403);
    expect(fighters.json()).toEqual({
      detail: 'Fighters is part of Pro and Premium. Start a free trial on the Pricing page to play it.',
      codes: { detail: ['games.needsProTrial'] },
    });
    expect(fighters.headers['content-type']).toContain('application/json');

    const beta = await who.basic.browser.get(templateUrl('fourinarow', 1));
    expect(beta.statusCode).toBe(403);
    expect(beta.json()).toEqual({
      detail: 'Four In A Row is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.',
      codes: { detail: ['games.needsPremiumTrial'] },
    });

    const noTrial = await who.trialsUsed.browser.get(templateUrl('spacefight', 1));
    expect(noTrial.statusCode).toBe(403);
    expect(noTrial.json()).toEqual({
      detail: 'Space Fight is a beta game for Premium. Choose Premium on the Pricing page to play it.',
      codes: { detail: ['games.needsPremium'] },
    });
    const noProTrial = await who.trialsUsed.browser.get(templateUrl('twister', 1));
    expect(noProTrial.json()).toEqual({
      detail: 'Twister is part of Pro and Premium. Choose a plan on the Pricing page to play it.',
      codes: { detail: ['games.needsPro'] },
    });
  });

  it('refuses a beta game to Pro, and answers 404 for a game whose page is missing from the games folder', async () => {
    const beta = await who.pro.browser.get(templateUrl('spacefight'));
    expect(beta.statusCode).toBe(403);
    expect(beta.json().detail).toBe(
      'Space Fight is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.',
    );
    // Twister is in Pro, but this server's games folder has no page for it (its games were not built).
    const notBuilt = await who.pro.browser.get(templateUrl('twister'));
    expect(notBuilt.statusCode).toBe(404);
    expect(notBuilt.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
  });

  it('asks an unverified teacher to validate her e-mail first (403)', async () => {
    const res = await who.unverified.browser.get(templateUrl('wordsearch', 1));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: GameMessage.needsEmail, codes: { detail: ['games.needsEmail'] } });
  });

  it('answers 404 for indexes that name no game: the placeholder, out of range, not a number', async () => {
    for (const index of ['0', '23', '999', '1000', 'wordsearch', 'oneatatime', '-1', '01x', '22x']) {
      const res = await who.premium.browser.get(`/api/games/${index}/template/?wl=1`);
      expect(res.statusCode, index).toBe(404);
      expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    }
  });

  it('refuses a visitor, and changes nothing for anyone', async () => {
    const before = await countRows(wordlists);
    const res = await new Browser(ctx.app, '10.70.1.2').get(templateUrl('wordsearch', 1));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    await who.basic.browser.get(templateUrl('wordsearch', 1));
    expect(await countRows(wordlists)).toBe(before);
  });
});

describe('GET /api/games/{index}/template/: her classes and the class it is opened for', () => {
  it('embeds her classes with their teams in colour values and their totals, and class_id null without ?class', async () => {
    const list = await createList(who.trialsUsed.browser, { theme: 'Class words', words: ['sun', 'moon'] });
    // No class yet: an empty list.
    const before = await who.trialsUsed.browser.get(templateUrl('wordsearch', list.id));
    expect(before.statusCode, before.body).toBe(200);
    expect(readData(before.body)).toMatchObject({ classes: [], class_id: null });

    const created = await who.trialsUsed.browser.post('/api/classes/', {
      name: 'K2 Blue',
      teams: [
        { name: 'Lions', colour: 'red', shape: 'circle' },
        { name: 'Tigers', colour: 'teal', shape: 'star', pupils: ['Mia'] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const cls = created.json() as ClassDto;
    const [lions, tigers] = cls.teams.map((team) => team.id) as [string, string];
    const result = await who.trialsUsed.browser.post(`/api/classes/${cls.id}/results/`, {
      id: 'game-page-result-1',
      game: 'wordsearch',
      wordlist_id: list.id,
      played_at: ctx.clock.now().toISOString(),
      teams: [
        { team_id: lions, points: 2 },
        { team_id: tigers, points: 1 },
      ],
      words: [],
    });
    expect(result.statusCode, result.body).toBe(201);

    {
      const res = await who.trialsUsed.browser.get(templateUrl('wordsearch', list.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(readData(res.body)).toMatchObject({
        classes: [
          {
            id: cls.id,
            name: 'K2 Blue',
            teams: [
              { id: lions, name: 'Lions', colour: 0xe53935, shape: 'circle', lesson: 2, all_time: 2 },
              { id: tigers, name: 'Tigers', colour: 0x00897b, shape: 'star', lesson: 1, all_time: 1 },
            ],
          },
        ],
        class_id: null,
      });
    }
    // A game that plays no list carries them too (the Premium teacher has none).
    const numberline = await who.premium.browser.get(templateUrl('numberline'));
    expect(readData(numberline.body)).toMatchObject({ classes: [], class_id: null });

    const opened = await who.trialsUsed.browser.get(`${templateUrl('wordsearch', list.id)}&class=${cls.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(readData(opened.body).class_id).toBe(cls.id);
    // Another teacher never sees them.
    const other = await who.stranger.browser.get(
      templateUrl('wordsearch', (await createList(who.stranger.browser, { theme: 'Mine', words: ['a'] })).id),
    );
    expect(readData(other.body).classes).toEqual([]);
  });

  it("answers 400 on class for another teacher's class, one that does not exist, or no id at all", async () => {
    const theirs = await who.pro.browser.post('/api/classes/', {
      name: 'Not hers',
      teams: [{ name: 'A', colour: 'red', shape: 'circle' }],
    });
    expect(theirs.statusCode).toBe(201);
    const list = await createList(who.empty.browser, { theme: 'Own', words: ['x'] });
    const base = templateUrl('wordsearch', list.id);
    for (const bad of [String(theirs.json().id), '99999999', 'abc', '-1', '1.5', `${theirs.json().id}&class=1`]) {
      const res = await who.empty.browser.get(`${base}&class=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({ class: [ClassMessage.classNotFound] });
    }
  });
});

describe('GET /api/games/22/template/: One At A Time, a Pro tool outside the catalogue', () => {
  const presenter = templateUrl('oneatatime');

  it('has index 22, its key with no catalogue entry', () => {
    expect(presenter).toBe('/api/games/22/template/');
  });

  it('is refused to a Basic teacher with the detail every Pro game gives (403), and to an unverified one', async () => {
    const basic = await who.basic.browser.get(presenter);
    expect(basic.statusCode).toBe(403);
    expect(basic.headers['content-type']).toContain('application/json');
    expect(basic.json()).toEqual({
      detail: 'One At A Time is part of Pro and Premium. Start a free trial on the Pricing page to play it.',
      codes: { detail: ['games.needsProTrial'] },
    });
    const noTrial = await who.trialsUsed.browser.get(presenter);
    expect(noTrial.statusCode).toBe(403);
    expect(noTrial.json()).toEqual({
      detail: 'One At A Time is part of Pro and Premium. Choose a plan on the Pricing page to play it.',
      codes: { detail: ['games.needsPro'] },
    });
    const unverified = await who.unverified.browser.get(presenter);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ detail: GameMessage.needsEmail, codes: { detail: ['games.needsEmail'] } });
    // A visitor is asked to sign in, as for any game.
    const visitor = await new Browser(ctx.app, '10.70.1.3').get(presenter);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
  });

  it('opens for Pro with her list embedded and her backgrounds, as a no-store page with the game CSP', async () => {
    const list = await createList(who.pro.browser, { theme: 'Flashcards', words: ['apple', 'ice cream', '苹果'] });
    const res = await who.pro.browser.get(presenter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(gamePageCsp());
    expect(res.body).toContain('<title>oneatatime</title>');
    const data = readData(res.body);
    expect(data).toMatchObject({
      version: 1,
      game: { index: 22, key: 'oneatatime', name: 'One At A Time' },
      wordlist: { id: list.id, theme: 'Flashcards', words: ['apple', 'ice cream', '苹果'] },
      flags: {
        uses_words: true,
        uses_backgrounds: true,
        uses_projectiles: false,
        uses_characters: false,
        uses_monsters: false,
      },
      username: 'pro_gamer',
    });
    expect(Object.keys(data.images)).toEqual(['backgrounds']);
  });

  it('for Premium too: a list to choose first (400) when none is selected, then the one named by wl', async () => {
    const none = await who.premium.browser.get(presenter);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ wl: [GameMessage.noWordlist], codes: { wl: ['games.noWordlist'] } });
    const list = await createList(who.premium.browser, { theme: 'Premium cards', words: ['sun', 'moon'] });
    const res = await who.premium.browser.get(templateUrl('oneatatime', list.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(readData(res.body).wordlist).toMatchObject({ id: list.id, theme: 'Premium cards', words: ['sun', 'moon'] });
    const secret = await createList(who.stranger.browser, { theme: 'Not hers', words: ['hidden'] });
    expect((await who.premium.browser.get(templateUrl('oneatatime', secret.id))).statusCode).toBe(404);
  });
});

describe('/game-assets/', () => {
  it('serves hashed files for a year, to any origin (the frame is sandboxed), never sniffed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/game-assets/assets/wordsearch-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const ready = true;\n');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('revalidates files without a hash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/game-assets/kit-icon.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('never serves a game page raw, a missing file or anything outside the folder', async () => {
    for (const url of [
      '/game-assets/wordsearch/index.html',
      '/game-assets/wordsearch/',
      '/game-assets/assets/missing-00000000.js',
      '/game-assets/../package.json',
      '/game-assets/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('PLAYWORDS_DATA');
    }
  });
});
