// News over the API (accounts §2, §4, §7): the public list, newest first and paged, with counts taken from the
// votes; likes and dislikes by signed-in teachers, toggled and switched, right under parallel requests; the user
// object's voted_posts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, NewsMessage, type NewsPage, type NewsPostDto, type NewsVoteResponse } from '@playwords/common';
import { newsPosts, newsVotes } from '../../db/schema';
import type { LocalStorage } from '../../platform/storage';
import { basicTeacher, signIn, type CastMember, type SignedInMember } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';
import { createPost, deletePost } from './service';

let ctx: TestContext;
const MINUTE = 60_000;
const URL_BASE = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

/** A post written by the operator now, then a minute passes (so the next one is newer). */
async function post(name: string, text = `About ${name}.`, image?: Buffer) {
  const row = await createPost(db(), ctx.storage, { name, text, image }, ctx.clock.now());
  ctx.clock.advance(MINUTE);
  return row;
}

async function votesOn(postId: number) {
  return db()
    .select({ userId: newsVotes.userId, vote: newsVotes.vote })
    .from(newsVotes)
    .where(eq(newsVotes.postId, postId))
    .orderBy(newsVotes.userId);
}

async function allVotes() {
  return db()
    .select({ postId: newsVotes.postId, userId: newsVotes.userId, vote: newsVotes.vote })
    .from(newsVotes)
    .orderBy(newsVotes.postId, newsVotes.userId);
}

const list = (query = '') => new Browser(ctx.app, '10.60.0.1').get(`/api/news/${query}`);

describe('GET /api/news/', () => {
  it('answers an empty page while there is no news, to visitors too', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('lists the posts newest first, a page at a time, with links to the next and previous pages', async () => {
    const first = await post('Welcome to PlayWords', 'Hello teachers!\n\nHave fun.');
    const second = await post('New game: Twister');
    const third = await post('Summer break');
    // Two written in the same instant: the later id first.
    const sameA = await createPost(db(), ctx.storage, { name: 'Same A', text: 'a' }, ctx.clock.now());
    const sameB = await createPost(db(), ctx.storage, { name: 'Same B', text: 'b' }, ctx.clock.now());
    ctx.clock.advance(MINUTE);

    const all = await list();
    expect(all.statusCode).toBe(200);
    const page = all.json<NewsPage>();
    expect(page.count).toBe(5);
    expect(page.results.map((p) => p.id)).toEqual([sameB.id, sameA.id, third.id, second.id, first.id]);
    expect(page.results.at(-1)).toEqual({
      id: first.id,
      name: 'Welcome to PlayWords',
      text: 'Hello teachers!\n\nHave fun.',
      image: null,
      created_on: first.createdOn.toISOString(),
      likes: 0,
      dislikes: 0,
    });

    const middle = await list('?limit=2&offset=2');
    expect(middle.json()).toMatchObject({
      count: 5,
      next: `${URL_BASE}/api/news/?limit=2&offset=4`,
      previous: `${URL_BASE}/api/news/?limit=2`,
    });
    expect(middle.json<NewsPage>().results.map((p) => p.id)).toEqual([third.id, second.id]);
    const past = await list('?limit=2&offset=10');
    expect(past.json()).toEqual({
      count: 5,
      next: null,
      previous: `${URL_BASE}/api/news/?limit=2&offset=8`,
      results: [],
    });
  });

  it('refuses a bad limit or offset with the field', async () => {
    const res = await list('?limit=-1&offset=x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      limit: ['A valid non-negative integer is required.'],
      offset: ['A valid non-negative integer is required.'],
      codes: { limit: ['fields.notANonNegativeInteger'], offset: ['fields.notANonNegativeInteger'] },
    });
  });

  it("gives a post's picture as the URL of the PNG the upload pipeline made of it", async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#22aa66' } })
      .jpeg()
      .toBuffer();
    const row = await post('Pictures!', 'Look.', jpeg);
    const [latest] = (await list('?limit=1')).json<NewsPage>().results;
    expect(latest).toMatchObject({ id: row.id, image: `/media/${row.imageKey}` });
    expect(row.imageKey).toMatch(/^[0-9a-f]{32}\.png$/);
    const stored = readFileSync(join((ctx.storage as LocalStorage).dir, row.imageKey!));
    // Re-encoded as PNG and scaled into 1200 × 1200.
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1200, height: 675 });
    const served = await ctx.app.inject({ method: 'GET', url: latest!.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('POST /api/news/vote/ and /api/news/delete-vote/', () => {
  let ann: SignedInMember;
  let postId: number;

  beforeAll(async () => {
    ann = await basicTeacher(ctx, { username: 'ann_votes', logIn: true });
    postId = (await post('Vote on me')).id;
  });

  const vote = (body: unknown, who: Browser = ann.browser) => who.post('/api/news/vote/', body);
  const unvote = (body: unknown, who: Browser = ann.browser) => who.post('/api/news/delete-vote/', body);
  const counts = (res: { json(): unknown }) => {
    const { post: p, vote: v } = res.json() as NewsVoteResponse;
    return { likes: p.likes, dislikes: p.dislikes, vote: v };
  };

  it('records a like and answers the post with its counts and her vote', async () => {
    const res = await vote({ id: postId, vote: true });
    expect(res.statusCode).toBe(200);
    const body = res.json<NewsVoteResponse>();
    expect(body).toEqual({
      post: {
        id: postId,
        name: 'Vote on me',
        text: 'About Vote on me.',
        image: null,
        created_on: expect.any(String) as string,
        likes: 1,
        dislikes: 0,
      } satisfies NewsPostDto,
      vote: true,
    });
    expect(await votesOn(postId)).toEqual([{ userId: ann.id, vote: true }]);
  });

  it('takes the like back when she likes the post again (accounts §4)', async () => {
    const res = await vote({ id: postId, vote: true });
    expect(res.statusCode).toBe(200);
    expect(counts(res)).toEqual({ likes: 0, dislikes: 0, vote: null });
    expect(await votesOn(postId)).toEqual([]);
  });

  it('switches a like to a dislike, and the dislike back with a second dislike', async () => {
    expect(counts(await vote({ id: postId, vote: true }))).toEqual({ likes: 1, dislikes: 0, vote: true });
    expect(counts(await vote({ id: postId, vote: false }))).toEqual({ likes: 0, dislikes: 1, vote: false });
    expect(await votesOn(postId)).toEqual([{ userId: ann.id, vote: false }]);
    expect(counts(await vote({ id: postId, vote: false }))).toEqual({ likes: 0, dislikes: 0, vote: null });
    expect(await votesOn(postId)).toEqual([]);
  });

  it('takes a vote form-encoded, with the form spellings of a boolean', async () => {
    const res = await ann.browser.request({
      method: 'POST',
      url: '/api/news/vote/',
      payload: `id=${postId}&vote=on`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(counts(res)).toEqual({ likes: 1, dislikes: 0, vote: true });
  });

  it('delete-vote takes her vote back, and changes nothing when she has none', async () => {
    const res = await unvote({ id: postId });
    expect(res.statusCode).toBe(200);
    expect(counts(res)).toEqual({ likes: 0, dislikes: 0, vote: null });
    expect(await votesOn(postId)).toEqual([]);
    const again = await unvote({ id: String(postId) });
    expect(again.statusCode).toBe(200);
    expect(counts(again)).toEqual({ likes: 0, dislikes: 0, vote: null });
    expect(await votesOn(postId)).toEqual([]);
  });

  it("leaves other teachers' votes alone and counts them all", async () => {
    const bob = await basicTeacher(ctx, { username: 'bob_votes', logIn: true });
    const cat = await basicTeacher(ctx, { username: 'cat_votes', logIn: true });
    await vote({ id: postId, vote: true }, bob.browser);
    await vote({ id: postId, vote: false }, cat.browser);
    expect(counts(await vote({ id: postId, vote: true }))).toEqual({ likes: 2, dislikes: 1, vote: true });
    expect(counts(await unvote({ id: postId }, cat.browser))).toEqual({ likes: 2, dislikes: 0, vote: null });
    expect(await votesOn(postId)).toEqual([
      { userId: ann.id, vote: true },
      { userId: bob.id, vote: true },
    ]);
    const [shown] = (await list('?limit=100')).json<NewsPage>().results.filter((p) => p.id === postId);
    expect(shown).toMatchObject({ likes: 2, dislikes: 0 });
  });

  it("shows her votes in the user object's voted_posts, keyed by the post's id", async () => {
    const other = (await post('Another post')).id;
    await vote({ id: other, vote: false });
    const me = await ann.browser.get('/api/users/me/');
    expect(me.statusCode).toBe(200);
    expect(me.json().voted_posts).toEqual({ [String(postId)]: { vote: true }, [String(other)]: { vote: false } });
    await unvote({ id: other });
    expect((await ann.browser.get('/api/users/me/')).json().voted_posts).toEqual({ [String(postId)]: { vote: true } });
  });

  it('answers 404 for a post that does not exist, changing nothing', async () => {
    const before = await allVotes();
    for (const res of [await vote({ id: 999_999, vote: true }), await unvote({ id: 999_999 })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    }
    expect(await allVotes()).toEqual(before);
  });

  it.each([
    [
      {},
      {
        id: ['This field is required.'],
        vote: ['This field is required.'],
        codes: { id: ['fields.required'], vote: ['fields.required'] },
      },
    ],
    [{ id: 1 }, { vote: ['This field is required.'], codes: { vote: ['fields.required'] } }],
    [
      { id: 'abc', vote: true },
      { id: [NewsMessage.badId], codes: { id: ['fields.notAnInteger'] } },
    ],
    [
      { id: 0, vote: true },
      { id: [NewsMessage.badId], codes: { id: ['fields.notAnInteger'] } },
    ],
    [
      { id: -3, vote: true },
      { id: [NewsMessage.badId], codes: { id: ['fields.notAnInteger'] } },
    ],
    [
      { id: 1.5, vote: true },
      { id: [NewsMessage.badId], codes: { id: ['fields.notAnInteger'] } },
    ],
    [
      { id: 99_999_999_999, vote: true },
      { id: [NewsMessage.badId], codes: { id: ['fields.notAnInteger'] } },
    ],
    [
      { id: [1], vote: true },
      { id: [NewsMessage.badId], codes: { id: ['fields.notAnInteger'] } },
    ],
    [
      { id: 1, vote: 'maybe' },
      { vote: ['Must be a valid boolean.'], codes: { vote: ['fields.notABoolean'] } },
    ],
    [
      { id: 1, vote: null },
      { vote: ['Must be a valid boolean.'], codes: { vote: ['fields.notABoolean'] } },
    ],
  ])('refuses the vote %j with 400 and the field, changing nothing', async (body, errors) => {
    const before = await allVotes();
    const res = await vote(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await allVotes()).toEqual(before);
  });

  it('refuses delete-vote without a good id with 400 and the field', async () => {
    const before = await allVotes();
    const missing = await unvote({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ id: ['This field is required.'], codes: { id: ['fields.required'] } });
    const bad = await unvote({ id: 'x1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: [NewsMessage.badId], codes: { id: ['fields.notAnInteger'] } });
    expect(await allVotes()).toEqual(before);
  });

  it('refuses a visitor with 403 (voting needs an account), changing nothing', async () => {
    const before = await allVotes();
    const visitor = new Browser(ctx.app, '10.60.0.2');
    for (const res of [await vote({ id: postId, vote: true }, visitor), await unvote({ id: postId }, visitor)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    }
    expect(await allVotes()).toEqual(before);
  });

  it('refuses a vote without the CSRF token with 403, changing nothing', async () => {
    const before = await allVotes();
    const res = await ann.browser.post('/api/news/vote/', { id: postId, vote: false }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    const wrong = await ann.browser.post('/api/news/delete-vote/', { id: postId }, { csrf: 'not-the-token' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: ErrorDetail.csrfIncorrect, codes: { detail: ['csrfIncorrect'] } });
    expect(await allVotes()).toEqual(before);
  });

  it('limits votes to 60 a minute per teacher: the 61st gets 429 and changes nothing', async () => {
    const dan = await basicTeacher(ctx, { username: 'dan_votes', logIn: true });
    for (let i = 0; i < 60; i++) {
      const res =
        i % 2 === 0 ? await vote({ id: postId, vote: true }, dan.browser) : await unvote({ id: postId }, dan.browser);
      expect(res.statusCode).toBe(200);
    }
    const before = await allVotes();
    const refused = await vote({ id: postId, vote: true }, dan.browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(await allVotes()).toEqual(before);
    // A minute later she may vote again.
    ctx.clock.advance(MINUTE);
    expect((await vote({ id: postId, vote: true }, dan.browser)).statusCode).toBe(200);
    await unvote({ id: postId }, dan.browser);
  });
});

describe('30 votes at once from six teachers', () => {
  let teachers: SignedInMember[];
  let postId: number;

  beforeAll(async () => {
    postId = (await post('Busy post')).id;
    const cast: CastMember[] = [];
    for (let i = 0; i < 6; i++) cast.push(await basicTeacher(ctx, { username: `crowd_${i}` }));
    teachers = [];
    for (const [i, member] of cast.entries()) teachers.push(await signIn(ctx, member, `10.61.0.${i + 1}`));
    for (const t of teachers) await t.browser.fetchCsrf();
  });

  it('leaves one row per teacher at most and counts equal to the rows, never below 0', async () => {
    type Call = { kind: 'vote'; vote: boolean } | { kind: 'delete' };
    const like: Call = { kind: 'vote', vote: true };
    const dislike: Call = { kind: 'vote', vote: false };
    const remove: Call = { kind: 'delete' };
    // Five calls each, all sent at once. A teacher who only likes (or only dislikes) toggles, so the order her calls
    // run in does not matter: five end with the vote. The mixed ones can end any way; only their rows are checked.
    const plans: Call[][] = [
      [like, like, like, like, like],
      [like, like, like, like, like],
      [dislike, dislike, dislike, dislike, dislike],
      [dislike, dislike, dislike, dislike, remove],
      [like, dislike, remove, like, dislike],
      [remove, like, dislike, like, remove],
    ];
    const calls = plans.flatMap((plan, i) =>
      plan.map((call) =>
        call.kind === 'vote'
          ? teachers[i]!.browser.post('/api/news/vote/', { id: postId, vote: call.vote })
          : teachers[i]!.browser.post('/api/news/delete-vote/', { id: postId }),
      ),
    );
    expect(calls).toHaveLength(30);
    const answers = await Promise.all(calls);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const { post: p } = res.json<NewsVoteResponse>();
      expect(p.likes).toBeGreaterThanOrEqual(0);
      expect(p.dislikes).toBeGreaterThanOrEqual(0);
      expect(p.likes + p.dislikes).toBeLessThanOrEqual(6);
    }

    const rows = await votesOn(postId);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
    const byUser = new Map(rows.map((r) => [r.userId, r.vote]));
    // An odd number of likes alone ends liked; five dislikes alone end disliked.
    expect(byUser.get(teachers[0]!.id)).toBe(true);
    expect(byUser.get(teachers[1]!.id)).toBe(true);
    expect(byUser.get(teachers[2]!.id)).toBe(false);

    const [shown] = (await list('?limit=1&offset=0')).json<NewsPage>().results;
    expect(shown?.id).toBe(postId);
    expect(shown?.likes).toBe(rows.filter((r) => r.vote).length);
    expect(shown?.dislikes).toBe(rows.filter((r) => !r.vote).length);
    for (const t of teachers) {
      const voted = (await t.browser.get('/api/users/me/')).json().voted_posts as Record<string, { vote: boolean }>;
      const mine = byUser.get(t.id);
      expect(voted[String(postId)]).toEqual(mine === undefined ? undefined : { vote: mine });
    }
  });
});

describe('a deleted post', () => {
  it('takes its votes and its picture with it and leaves the list', async () => {
    const eve = await basicTeacher(ctx, { username: 'eve_votes', logIn: true });
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#cc3366' } })
      .png()
      .toBuffer();
    const gone = await post('Soon gone', 'Bye.', png);
    const file = join((ctx.storage as LocalStorage).dir, gone.imageKey!);
    expect(existsSync(file)).toBe(true);
    await eve.browser.post('/api/news/vote/', { id: gone.id, vote: true });
    expect(await votesOn(gone.id)).toHaveLength(1);
    expect((await deletePost(db(), ctx.storage, gone.id))?.id).toBe(gone.id);
    expect(await votesOn(gone.id)).toEqual([]);
    expect(await db().select().from(newsPosts).where(eq(newsPosts.id, gone.id))).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect((await list('?limit=100')).json<NewsPage>().results.some((p) => p.id === gone.id)).toBe(false);
    expect((await eve.browser.get('/api/users/me/')).json().voted_posts).toEqual({});
    const res = await eve.browser.post('/api/news/vote/', { id: gone.id, vote: true });
    expect(res.statusCode).toBe(404);
  });
});
