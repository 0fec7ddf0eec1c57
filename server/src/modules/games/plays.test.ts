import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameIndexOf } from '@playwords/common';
import { gamePlayDays } from '../../db/schema';
import { basicTeacher, proTeacher, type SignedInMember } from '../../test/factories';
import { startTestApp, type TestContext } from '../../test/harness';
import { captureLog } from '../../test/log-capture';

// Games played are counted as their pages are served (the console's Numbers): per UTC day and game, one upsert.

const log = captureLog();
let ctx: TestContext;
let dist: string;
let pro: SignedInMember;
let basic: SignedInMember;

const NUMBER_LINE = gameIndexOf('numberline');
const CHARACTER_WHEEL = gameIndexOf('characterwheel');

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'playwords-plays-dist-'));
  for (const key of ['numberline', 'characterwheel']) {
    mkdirSync(join(dist, key));
    writeFileSync(
      join(dist, key, 'index.html'),
      `<!doctype html><head><!--PLAYWORDS_DATA--></head><body>${key}</body>`,
    );
  }
  ctx = await startTestApp({ GAMES_DIST_DIR: dist }, undefined, { logger: { level: 'warn', stream: log.stream } });
  pro = await proTeacher(ctx, { logIn: true });
  basic = await basicTeacher(ctx, { logIn: true });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const play = (who: SignedInMember, index: number | string) => who.browser.get(`/api/games/${index}/template/`);
const counted = () => ctx.database.db.select().from(gamePlayDays).orderBy(gamePlayDays.day, gamePlayDays.gameIndex);

describe('a game served is a game played', () => {
  it('counts each page served per UTC day and game, and nothing refused', async () => {
    ctx.clock.set('2026-01-15T23:59:59.000Z');
    expect((await play(pro, NUMBER_LINE)).statusCode).toBe(200);
    expect((await play(pro, NUMBER_LINE)).statusCode).toBe(200);
    expect((await play(pro, CHARACTER_WHEEL)).statusCode).toBe(200);
    // Refused: a Basic teacher and a Pro game, a game not built here, no game at all.
    expect((await play(basic, NUMBER_LINE)).statusCode).toBe(403);
    expect((await play(pro, gameIndexOf('wordwheel'))).statusCode).toBe(404);
    expect((await play(pro, 99)).statusCode).toBe(404);
    expect((await play(pro, 0)).statusCode).toBe(404);
    ctx.clock.set('2026-01-16T00:00:00.000Z');
    expect((await play(pro, NUMBER_LINE)).statusCode).toBe(200);

    expect(await counted()).toEqual([
      { day: '2026-01-15', gameIndex: NUMBER_LINE, plays: 2 },
      { day: '2026-01-15', gameIndex: CHARACTER_WHEEL, plays: 1 },
      { day: '2026-01-16', gameIndex: NUMBER_LINE, plays: 1 },
    ]);
  });

  it('does not count a page fetched ahead for offline play (the prefetch header), and still serves it', async () => {
    const before = await counted();
    const res = await pro.browser.request({
      method: 'GET',
      url: `/api/games/${NUMBER_LINE}/template/`,
      headers: { 'x-playwords-prefetch': '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('numberline');
    expect(await counted()).toEqual(before);
    // Any other value is a game played.
    const played = await pro.browser.request({
      method: 'GET',
      url: `/api/games/${NUMBER_LINE}/template/`,
      headers: { 'x-playwords-prefetch': '0' },
    });
    expect(played.statusCode).toBe(200);
    const after = await counted();
    expect(after.find((r) => r.gameIndex === NUMBER_LINE && r.day === '2026-01-16')?.plays).toBe(2);
  });

  it('serves the game even when it cannot be counted, and logs why', async () => {
    const db = ctx.database.db;
    await db.execute(sql`alter table game_play_days rename to game_play_days_away`);
    try {
      const res = await play(pro, CHARACTER_WHEEL);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('characterwheel');
    } finally {
      await db.execute(sql`alter table game_play_days_away rename to game_play_days`);
    }
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'could not count a game played', gameIndex: CHARACTER_WHEEL }),
    );
    expect(await counted()).toHaveLength(3);
  });
});
