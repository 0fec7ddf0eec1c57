// Word-list data and the in-process search measurement of `npm run bench` (design/performance.md: public search
// over 100 000 lists, p95 ≤ 10 ms in-process and ≤ 30 ms over HTTP; GET /api/wordlists/ p99 ≤ 25 ms).
//
// The lists are made by the database itself (one INSERT … SELECT over generate_series), not by 100 000 requests.
// Their themes and words come from the official starter lists, so they look like what teachers publish: the
// same popular themes many times over ('Animals 12', 'Fruit'), each list 8–20 words of a ~500-word classroom
// vocabulary. That makes common queries ('cat', 'red') match thousands of lists: the hard case for a search
// that must also count its matches.
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseTarget } from '../server/src/db/client';
import { seedDatabase } from '../server/src/db/seed';
import { findAccountByUsername } from '../server/src/modules/users/service';
import { searchWordlists } from '../server/src/modules/wordlists/service';
import { STARTER_LISTS } from '../server/src/modules/wordlists/starter-lists';
import { percentile } from './support';

/** How many public lists the bench searches. */
export const PUBLIC_LISTS = 100_000;
/** The bench user's own lists (more than one page of 50, so GET /api/wordlists/ pages like a real teacher's). */
export const OWN_LISTS = 120;
/** Teachers the public lists are spread over. */
const AUTHORS = 500;

const VOCABULARY = [...new Set(STARTER_LISTS.flatMap((l) => l.words))];
const THEMES = STARTER_LISTS.map((l) => l.theme);

/**
 * The search texts measured, in- process and over HTTP alike: whole words, parts of words, themes and their parts,
 * two-word phrases, mixed case, short queries, and queries that match nothing.
 */
export function searchQueries(): string[] {
  const words = VOCABULARY.filter((_, i) => i % 7 === 0).slice(0, 40);
  const parts = VOCABULARY.filter((w) => w.length >= 6)
    .filter((_, i) => i % 9 === 0)
    .slice(0, 20)
    .map((w) => w.slice(1, 5));
  const themes = THEMES.filter((_, i) => i % 3 === 0).map((t) => t.split(' ')[0]!);
  const phrases = VOCABULARY.filter((w) => w.includes(' ')).slice(0, 10);
  return [
    ...words,
    ...parts,
    ...themes,
    ...themes.map((t) => t.toUpperCase()),
    ...phrases,
    'cat',
    'red',
    'an',
    'sh',
    'e',
    'zzyzx',
    'qwerty',
    'dinosaur',
  ];
}

function literalArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

export interface SeedReport {
  publicLists: number;
  ownLists: number;
  seconds: number;
}

/**
 * Fills a migrated and seeded database: AUTHORS teachers, PUBLIC_LISTS public lists spread over them, and
 * OWN_LISTS private lists of the bench user (who must exist). Ends with ANALYZE so the planner knows the data.
 */
export async function seedWordlists(database: Database, benchUsername: string): Promise<SeedReport> {
  const started = performance.now();
  const { db } = database;
  const benchUser = await findAccountByUsername(db, benchUsername);
  if (!benchUser) throw new Error(`the bench user ${benchUsername} does not exist`);
  await db.execute(
    sql.raw(`
      insert into users (username, username_key, email, email_key, password_hash, has_valid_email, date_joined)
      select 'author_' || i, 'author_' || i, 'author_' || i || '@bench.invalid', 'author_' || i || '@bench.invalid',
             '!', true, now()
      from generate_series(1, ${AUTHORS}) i
      on conflict do nothing`),
  );
  const vocabulary = literalArray(VOCABULARY);
  const themes = literalArray(THEMES);
  // Each list: a theme (every third one numbered, as teachers do: 'Animals 7'), 8–20 words drawn at random from
  // the vocabulary, and likes skewed as in life (most lists none or few, a handful hundreds). The seed makes every
  // run draw the same data.
  const listsSql = (count: number, owner: string, isPublic: boolean) => `
    with v as (select ${vocabulary} as words, ${themes} as themes),
    a as (select array_agg(id order by id) as ids from users where username like 'author\\_%'),
    drawn as (
      select i, ${owner} as owner,
             v.themes[1 + floor(random() * array_length(v.themes, 1))::int]
               || case when i % 3 = 0 then ' ' || (1 + floor(random() * 40)::int) else '' end as theme,
             array(select distinct v.words[1 + floor(random() * array_length(v.words, 1))::int]
                   from generate_series(1, 8 + (i * 7) % 13) k) as words,
             floor(power(random(), 6) * 500)::int as likes
      from generate_series(1, ${count}) i, v, a
    )
    insert into wordlists (owner_id, theme, words, search_text, is_private, likes, is_banned, has_been_published,
                           created_at, updated_at)
    select owner, theme, words, lower(theme || E'\\n' || array_to_string(words, E'\\n')), ${!isPublic}, likes,
           false, ${isPublic}, now(), now()
    from drawn`;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('select setseed(0.42)'));
    await tx.execute(sql.raw(listsSql(PUBLIC_LISTS, `a.ids[1 + i % array_length(a.ids, 1)]`, true)));
    await tx.execute(sql.raw(listsSql(OWN_LISTS, String(benchUser.id), false)));
  });
  await db.execute(sql.raw('vacuum analyze wordlists, wordlist_public_search'));
  await db.execute(sql.raw('analyze users'));
  return { publicLists: PUBLIC_LISTS, ownLists: OWN_LISTS, seconds: (performance.now() - started) / 1000 };
}

export interface LatencyReport {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Matches per query: the smallest, median and largest count answered. */
  matches: { min: number; median: number; max: number };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Public search in-process: the service function the route calls, on the real database, first page of 50, each
 * query of `searchQueries()` in turn for `rounds` rounds after one warm-up round. Latency per call.
 */
export async function measureSearchInProcess(
  database: Database,
  benchUsername: string,
  rounds: number,
): Promise<LatencyReport> {
  const user = await findAccountByUsername(database.db, benchUsername);
  if (!user) throw new Error(`the bench user ${benchUsername} does not exist`);
  const queries = searchQueries();
  const run = (query: string) => searchWordlists(database.db, user, { query, public: true }, { limit: 50, offset: 0 });
  for (const query of queries) await run(query);
  const times: number[] = [];
  const counts: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      const page = await run(query);
      times.push(performance.now() - started);
      if (round === 0) counts.push(page.count);
    }
  }
  times.sort((a, b) => a - b);
  counts.sort((a, b) => a - b);
  return {
    samples: times.length,
    p50Ms: round2(percentile(times, 50)),
    p95Ms: round2(percentile(times, 95)),
    p99Ms: round2(percentile(times, 99)),
    maxMs: round2(times.at(-1)!),
    matches: { min: counts[0]!, median: percentile(counts, 50), max: counts.at(-1)! },
  };
}

/** Opens the database of a target, runs `work`, closes it (PGlite lets one process at a time open its folder). */
export async function withDatabase<T>(target: DatabaseTarget, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedDatabase(database.db, new Date());
    return await work(database);
  } finally {
    await database.close();
  }
}
