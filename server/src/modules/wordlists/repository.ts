import { and, asc, count, eq, like, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { authorColumns, authorJoin, authorTable, type Author } from '../users/service';
import { wordlistFavourites, wordlistPublicSearch as publicSearch, wordlists, wordlistSelections } from './tables';

export type WordlistRow = typeof wordlists.$inferSelect;
export type NewWordlistRow = typeof wordlists.$inferInsert;

/** A list with the author it is shown with. */
export interface WordlistView {
  list: Omit<WordlistRow, 'searchText' | 'createdAt' | 'updatedAt'>;
  author: Author;
}

/** The public collection: published, not private, not banned (the search table's triggers test the same). */
export const isPublic: SQL = sql`${wordlists.hasBeenPublished} and not ${wordlists.isPrivate} and not ${wordlists.isBanned}`;

/** What search matches: the theme, then the words, one a line, all lowercase (newlines never occur in either). */
export function searchTextOf(theme: string, words: readonly string[]): string {
  return [theme, ...words].join('\n').toLowerCase();
}

/** `%query%` for LIKE, with LIKE's own characters escaped. */
export function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const viewColumns = {
  list: {
    id: wordlists.id,
    ownerId: wordlists.ownerId,
    theme: wordlists.theme,
    words: wordlists.words,
    wordPictures: wordlists.wordPictures,
    isPrivate: wordlists.isPrivate,
    likes: wordlists.likes,
    isBanned: wordlists.isBanned,
    hasBeenPublished: wordlists.hasBeenPublished,
  },
  author: authorColumns,
};

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(wordlists)
    .innerJoin(...authorJoin(wordlists.ownerId));
}

export async function findWordlistView(db: Db, id: number): Promise<WordlistView | undefined> {
  const [row] = await selectViews(db).where(eq(wordlists.id, id)).limit(1);
  return row;
}

/**
 * The lists matching `where`, a page in the given order, and how many match in all: one query, the count as a
 * window over the same rows (a second query only when the page is empty, past the end).
 */
async function pageOfWordlists(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number; offset: number },
): Promise<{ views: WordlistView[]; count: number }> {
  const rows = await db
    .select({ ...viewColumns, total: sql<number>`count(*) over ()` })
    .from(wordlists)
    .innerJoin(...authorJoin(wordlists.ownerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return pageFromRows(db, rows, where, page);
}

/** A page's rows with their window count as views and a count (a second query only past the end). */
async function pageFromRows(
  db: Db,
  rows: Array<WordlistView & { total: number }>,
  where: SQL | undefined,
  page: { offset: number },
): Promise<{ views: WordlistView[]; count: number }> {
  if (rows.length > 0) {
    return { views: rows.map(({ list, author }) => ({ list, author })), count: Number(rows[0]!.total) };
  }
  if (page.offset === 0) return { views: [], count: 0 };
  const [total] = await db.select({ n: count() }).from(wordlists).where(where);
  return { views: [], count: total?.n ?? 0 };
}

const matching = (query: string) => (query === '' ? undefined : like(wordlists.searchText, containsPattern(query)));

/**
 * A user's lists — those she made and the public ones she saved with 'Add To List' (core §4: own lists are offered
 * via favourite_wordlists) — whose theme or a word contains `query` ('' for all), likes ascending then id (core §9).
 * A saved list that stopped being public drops out, as she can no longer read it.
 */
/**
 * Her lists' ids and her saved lists' ids first (two index scans, a few hundred rows at most), then those rows by
 * primary key: an OR of "owner" and "saved" over the whole table would scan every public list for each page.
 */
function ownOrSaved(ownerId: SQL | Placeholder | number): SQL {
  return and(
    sql`${wordlists.id} in (select ${wordlists.id} from ${wordlists} where ${wordlists.ownerId} = ${ownerId} union all select ${wordlistFavourites.wordlistId} from ${wordlistFavourites} where ${wordlistFavourites.userId} = ${ownerId})`,
    or(eq(wordlists.ownerId, ownerId), isPublic),
  )!;
}

const ownOrder = [asc(wordlists.likes), asc(wordlists.id)];

// `GET /api/wordlists/` (no search text), the dashboard's and My Wordlists' first call: prepared once.
const ownPageQuery = preparedPerDatabase((db) =>
  db
    .select({ ...viewColumns, total: sql<number>`count(*) over ()` })
    .from(wordlists)
    .innerJoin(...authorJoin(wordlists.ownerId))
    .where(ownOrSaved(sql.placeholder('ownerId')))
    .orderBy(...ownOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('own_wordlists_page'),
);

/**
 * A user's lists — those she made and the public ones she saved with 'Add To List' (core §4: own lists are offered
 * via favourite_wordlists) — whose theme or a word contains `query` ('' for all), likes ascending then id (core §9).
 * A saved list that stopped being public drops out, as she can no longer read it.
 */
export async function pageOfOwnWordlists(
  db: Db,
  ownerId: number,
  query: string,
  page: { limit: number; offset: number },
): Promise<{ views: WordlistView[]; count: number }> {
  if (query !== '') return pageOfWordlists(db, and(ownOrSaved(ownerId), matching(query)), ownOrder, page);
  const rows = await ownPageQuery(db).execute({ ownerId, limit: page.limit, offset: page.offset });
  return pageFromRows(db, rows, ownOrSaved(ownerId), page);
}

/**
 * Public search counts at most this many matches (docs/decisions.md § Word lists, Search): beyond it, counting and
 * ordering every match of a common word would cost time in proportion to the whole collection.
 */
export const PUBLIC_SEARCH_COUNT_CAP = 1000;

/**
 * The conditions of a search text: `contains`, the exact test (`strpos`), and `indexed`, what the trigram index can
 * serve: one `LIKE '%run%'` per run of three or more letters or digits (none without such a run). A run gives only
 * its inner trigrams; a LIKE of the whole text would also give the padded trigrams of each word boundary inside it
 * ('en ', '  y'), which nearly every list has, and reading their long posting lists made a phrase ('open your
 * book') cost twice a word. `exact` is what the index's matches must pass besides: nothing when the text is one run.
 */
function searchConditions(text: string) {
  const runs = [...new Set(text.match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
  const contains = text === '' ? undefined : sql`strpos(${publicSearch.searchText}, ${text}) > 0`;
  const indexed = runs.length === 0 ? undefined : and(...runs.map((run) => like(publicSearch.searchText, `%${run}%`)));
  return { contains, indexed, exact: runs[0] === text ? undefined : contains };
}

/** A list of a search page as the statement below builds it: one JSON array per list, in this order. */
type SearchPageEntry = [
  id: number,
  ownerId: number,
  theme: string,
  words: string[],
  wordPictures: WordlistRow['wordPictures'],
  isPrivate: boolean,
  likes: number,
  isBanned: boolean,
  hasBeenPublished: boolean,
  username: string,
  displayName: string,
];

/**
 * Public lists whose theme or a word contains `query` ('' for all), most saved first, then id; `count` is exact
 * up to PUBLIC_SEARCH_COUNT_CAP and that cap beyond it (docs/decisions.md § Word lists, Search).
 *
 * One statement over `wordlist_public_search` (a narrow copy of the public lists). `m` takes up to cap + 1 matches
 * through the trigram index and counts them. With no more than the cap, the page is those matches sorted. A query
 * matching more is common (at least 1% of the collection), so its page is found by walking the lists in order of
 * likes, which meets a page of matches early (the walk tests each list with strpos, which the trigram index cannot
 * serve, so the planner walks rather than fetching and sorting every match). Each branch is gated on the count, so
 * only one runs. The page comes back as one JSON value: a row per list made the driver decode each field apart.
 * The planner's guess of how many lists contain a text is often far off, and a sequential scan instead of the
 * trigram index costs ten times as much: the statement runs with seqscan off in its transaction
 * (set_config(…, true) is SET LOCAL).
 */
export async function pageOfPublicWordlists(
  db: Db,
  query: string,
  page: { limit: number; offset: number },
): Promise<{ views: WordlistView[]; count: number }> {
  const text = query.toLowerCase();
  const { contains, indexed, exact } = searchConditions(text);
  const cap = PUBLIC_SEARCH_COUNT_CAP;
  const { id, likes } = { id: publicSearch.wordlistId, likes: publicSearch.likes };
  const statement = sql`
    with m as (select ${id} as id, ${likes} as likes from ${publicSearch} where ${and(indexed, exact) ?? sql`true`}
               limit ${cap + 1}),
    c as (select count(*)::int as total from m),
    p as ((select id, likes from m where (select total from c) <= ${cap}
           order by likes desc, id limit ${page.limit} offset ${page.offset})
          union all
          (select ${id}, ${likes} from ${publicSearch} where (select total from c) > ${cap} and ${contains ?? sql`true`}
           order by ${likes} desc nulls last, ${id} limit ${page.limit} offset ${page.offset}))
    select (select total from c) as total,
           coalesce(json_agg(json_build_array(w.id, w.owner_id, w.theme, w.words, w.word_pictures, w.is_private, w.likes, w.is_banned,
                                              w.has_been_published, u.username, u.display_name)
                             order by p.likes desc, p.id), '[]') as page
    from p join ${wordlists} w on w.id = p.id join ${authorTable} u on u.id = w.owner_id`;
  type Row = { total: number; page: SearchPageEntry[] };
  const run = async (tx: Db) => ((await tx.execute(statement)) as unknown as { rows: Row[] }).rows[0]!;
  const row = indexed
    ? await db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
        return run(tx);
      })
    : await run(db);
  // node-postgres gives json already parsed; PGlite too (both parse the json type by default).
  const views = row.page.map(
    ([
      id,
      ownerId,
      theme,
      words,
      wordPictures,
      isPrivate,
      likes,
      isBanned,
      hasBeenPublished,
      username,
      displayName,
    ]) => ({
      list: { id, ownerId, theme, words, wordPictures, isPrivate, likes, isBanned, hasBeenPublished },
      author: { id: ownerId, username, displayName },
    }),
  );
  return { views, count: Math.min(Number(row.total), cap) };
}

export async function insertWordlist(db: Db, values: Omit<NewWordlistRow, 'searchText'>): Promise<number> {
  const [row] = await db
    .insert(wordlists)
    .values({ ...values, searchText: searchTextOf(values.theme, values.words) })
    .returning({ id: wordlists.id });
  if (!row) throw new Error('insert into wordlists returned nothing');
  return row.id;
}

export async function updateWordlistRow(
  db: Db,
  id: number,
  values: Partial<Pick<WordlistRow, 'isPrivate' | 'isBanned' | 'hasBeenPublished' | 'updatedAt'>> & {
    /** Theme and words (the search text follows them), and the pictures that go with those words. */
    content?: { theme: string; words: string[]; wordPictures?: WordlistRow['wordPictures'] };
  },
): Promise<void> {
  const { content, ...flags } = values;
  const set: Partial<NewWordlistRow> = { ...flags };
  if (content) Object.assign(set, { ...content, searchText: searchTextOf(content.theme, content.words) });
  await db.update(wordlists).set(set).where(eq(wordlists.id, id));
}

/**
 * Before a list is deleted: every user whose selection it is gets her most recently created other list of her own
 * instead, so games still have words (docs/decisions.md § Word lists). A user with no other list of her own keeps
 * this selection, which goes with the list. `selected_at` stays when she last chose a list herself.
 */
export async function reselectFromWordlist(db: Db, id: number): Promise<void> {
  const otherOwn = sql`from ${wordlists} w where w.owner_id = ${wordlistSelections.userId} and w.id <> ${id}`;
  await db
    .update(wordlistSelections)
    .set({ wordlistId: sql`(select w.id ${otherOwn} order by w.created_at desc, w.id desc limit 1)` })
    .where(and(eq(wordlistSelections.wordlistId, id), sql`exists (select 1 ${otherOwn})`));
}

export async function deleteWordlistRow(db: Db, id: number): Promise<void> {
  await db.delete(wordlists).where(eq(wordlists.id, id));
}

/**
 * Saves a list to a user's favourites and raises its likes by one, both or neither: the primary key lets one
 * favourite per user through even when the same teacher clicks twice at once. Answers whether it was new.
 */
export async function addFavourite(db: Db, userId: number, wordlistId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(wordlistFavourites)
      .values({ userId, wordlistId, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: wordlistFavourites.userId });
    if (inserted.length === 0) return false;
    await tx
      .update(wordlists)
      .set({ likes: sql`${wordlists.likes} + 1` })
      .where(eq(wordlists.id, wordlistId));
    return true;
  });
}

export async function setSelection(db: Db, userId: number, wordlistId: number, now: Date): Promise<void> {
  await db
    .insert(wordlistSelections)
    .values({ userId, wordlistId, selectedAt: now })
    .onConflictDoUpdate({ target: wordlistSelections.userId, set: { wordlistId, selectedAt: now } });
}

function buildRefsQuery(db: Db) {
  const userId = sql.placeholder('userId');
  const own = db
    .select({ kind: sql<number>`1`, id: wordlists.id, at: sql<number>`0::float8` })
    .from(wordlists)
    .where(eq(wordlists.ownerId, userId));
  const saved = db
    .select({
      kind: sql<number>`2`,
      id: wordlistFavourites.wordlistId,
      at: sql<number>`extract(epoch from ${wordlistFavourites.createdAt})::float8`,
    })
    .from(wordlistFavourites)
    .innerJoin(wordlists, eq(wordlists.id, wordlistFavourites.wordlistId))
    .where(and(eq(wordlistFavourites.userId, userId), ne(wordlists.ownerId, userId), isPublic));
  const selected = db
    .select({ kind: sql<number>`3`, id: wordlistSelections.wordlistId, at: sql<number>`0::float8` })
    .from(wordlistSelections)
    .innerJoin(wordlists, eq(wordlists.id, wordlistSelections.wordlistId))
    .where(and(eq(wordlistSelections.userId, userId), or(eq(wordlists.ownerId, userId), isPublic)));
  return own.unionAll(saved).unionAll(selected).prepare('wordlist_refs');
}

/** Prepared once per database handle (db/prepared.ts): `/me` asks this on every call. */
const refsQuery = preparedPerDatabase(buildRefsQuery);

/**
 * In one round trip: the user's own lists (by id), the public lists she saved (in the order saved), and her
 * selection when she may still read it (her own or a public list).
 */
export async function wordlistRefsOfUser(
  db: Db,
  userId: number,
): Promise<{ own: number[]; favourites: number[]; selected: number | null }> {
  const rows = (await refsQuery(db).execute({ userId })).map((r) => ({
    kind: Number(r.kind),
    id: Number(r.id),
    at: Number(r.at),
  }));
  const ofKind = (kind: number) => rows.filter((r) => r.kind === kind);
  return {
    own: ofKind(1)
      .map((r) => r.id)
      .sort((a, b) => a - b),
    favourites: ofKind(2)
      .sort((a, b) => a.at - b.at || a.id - b.id)
      .map((r) => r.id),
    selected: ofKind(3)[0]?.id ?? null,
  };
}

/** The official account's lists by theme (seeding compares with them). */
export async function listThemesOfOwner(
  db: Db,
  ownerId: number,
): Promise<Array<{ id: number; theme: string; words: string[] }>> {
  return db
    .select({ id: wordlists.id, theme: wordlists.theme, words: wordlists.words })
    .from(wordlists)
    .where(eq(wordlists.ownerId, ownerId));
}

export async function insertWordlists(db: Db, rows: Array<Omit<NewWordlistRow, 'searchText'>>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(wordlists).values(rows.map((r) => ({ ...r, searchText: searchTextOf(r.theme, r.words) })));
}

/** Takes a transaction-level advisory lock (seeding from two processes at once inserts once). */
export async function lockForSeeding(db: Db, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${key})`);
}
