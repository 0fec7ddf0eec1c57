import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame, GAME_DATA_ELEMENT_ID, gameIndexOf, type GameTemplateData } from '@playwords/common';
import { wordlists } from '../../db/schema';
import { basicTeacher, premiumTeacher, proTeacher, signIn, type SignedInMember } from '../../test/factories';
import { startTestApp, type TestContext } from '../../test/harness';
import { startTrial } from '../licences/service';

// The Premium beta games once their pages are built (has_template on): the plan gate keeps refusing Basic and Pro
// with the plan it needs, and Premium (bought or on trial) gets the page with her list and the picture types the
// game draws.

let ctx: TestContext;
let dist: string;
const who = {} as Record<'basic' | 'pro' | 'proTrial' | 'premium' | 'premiumTrial', SignedInMember>;
const BETA_GAMES = [
  { key: 'spacefight', name: 'Space Fight', images: ['backgrounds', 'characters', 'monsters', 'projectiles'] },
  // The counters are the characters' faces: no monsters or projectiles.
  { key: 'fourinarow', name: 'Four In A Row', images: ['backgrounds', 'characters'] },
] as const;
const templateOf = (key: string) => `/api/games/${gameIndexOf(key)}/template/`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'playwords-premium-dist-'));
  for (const { key } of BETA_GAMES) {
    mkdirSync(join(dist, key));
    writeFileSync(
      join(dist, key, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--PLAYWORDS_DATA--><title>${key}</title>` +
        '</head><body><div id="game"></div></body></html>',
    );
  }
  ctx = await startTestApp({ GAMES_DIST_DIR: dist });
  const cast = {
    basic: await basicTeacher(ctx, { username: 'basic_pilot' }),
    pro: await proTeacher(ctx, { username: 'pro_pilot' }),
    proTrial: await basicTeacher(ctx, { username: 'pro_trial_pilot' }),
    premium: await premiumTeacher(ctx, { username: 'premium_pilot' }),
    premiumTrial: await basicTeacher(ctx, { username: 'premium_trial_pilot' }),
  };
  await startTrial(ctx.database.db, cast.proTrial.id, 'PRO', ctx.clock.now());
  await startTrial(ctx.database.db, cast.premiumTrial.id, 'PREMIUM', ctx.clock.now());
  let n = 0;
  for (const [key, member] of Object.entries(cast)) {
    who[key as keyof typeof cast] = await signIn(ctx, member, `10.71.0.${++n}`);
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

function readData(html: string): GameTemplateData {
  const match = new RegExp(`<script type="application/json" id="${GAME_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  expect(match, 'the page has its data element').not.toBeNull();
  return JSON.parse(match![1]!) as GameTemplateData;
}

describe.each(BETA_GAMES)('a built Premium beta game ($name)', ({ key, name, images }) => {
  it('is built: the catalogue says so, and it needs Premium', () => {
    expect(findGame(key)).toMatchObject({ has_template: true, needs_pro: true, needs_premium: true });
  });

  it('is refused to Basic, Pro and a Pro trial with 403 naming Premium (and its trial while unused)', async () => {
    const created = await who.premium.browser.post('/api/wordlists/', { theme: 'Space', words: ['moon', 'star'] });
    expect(created.statusCode).toBe(201);
    for (const refused of [who.basic, who.pro, who.proTrial]) {
      const before = (await ctx.database.db.select().from(wordlists)).length;
      const res = await refused.browser.get(templateOf(key));
      expect(res.statusCode, refused.username).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        detail: `${name} is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.`,
        codes: { detail: ['games.needsPremiumTrial'] },
      });
      expect((await ctx.database.db.select().from(wordlists)).length).toBe(before);
    }
  });

  it('opens for Premium, bought or on trial, with her list and every picture type the game draws', async () => {
    for (const [member, theme] of [
      [who.premium, 'Planets'],
      [who.premiumTrial, 'Rockets'],
    ] as const) {
      const created = await member.browser.post('/api/wordlists/', { theme, words: ['moon', 'star', 'comet'] });
      expect(created.statusCode).toBe(201);
      const res = await member.browser.get(templateOf(key));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const data = readData(res.body);
      expect(data.game).toEqual({ index: gameIndexOf(key), key, name });
      expect(data.wordlist).toMatchObject({ theme, words: ['moon', 'star', 'comet'] });
      expect(Object.keys(data.images).sort()).toEqual(images);
      expect(data.username).toBe(member.username);
    }
  });
});
