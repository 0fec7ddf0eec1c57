// The data side of `npm run bench:load` (bench/load.ts): the district's teachers made through the server's own
// services before the load starts, and afterwards every acknowledged write read back from the database and the
// picture store.
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../server/src/db/client';
import { images, wordlists } from '../server/src/db/schema';
import { onAccountCreated } from '../server/src/modules/accounts/service';
import { grantLicence } from '../server/src/modules/licences/service';
import { createAccount, findAccountById } from '../server/src/modules/users/service';
import { createWordlist } from '../server/src/modules/wordlists/service';
import type { Teacher } from './load-client';
import type { Ledger } from './load-lesson';

export const PASSWORD = 'Chalk-And-Board-2026';

/** Themes of the public lists, and what the virtual teachers search for (every term matches some lists). */
const THEMES = [
  'Animals',
  'Fruit',
  'Colours',
  'School things',
  'Weather',
  'Body parts',
  'Sports',
  'Food',
  'Family',
  'Clothes',
];
const WORDS: Record<string, string[]> = {
  Animals: ['cat', 'dog', 'horse', 'rabbit', 'tiger', 'monkey'],
  Fruit: ['apple', 'banana', 'cherry', 'grape', 'lemon', 'mango'],
  Colours: ['red', 'blue', 'green', 'yellow', 'purple', 'orange'],
  'School things': ['pencil', 'ruler', 'eraser', 'book', 'desk', 'chair'],
  Weather: ['sunny', 'rainy', 'windy', 'cloudy', 'snowy', 'foggy'],
  'Body parts': ['head', 'shoulders', 'knees', 'toes', 'eyes', 'nose'],
  Sports: ['football', 'tennis', 'swimming', 'running', 'skating', 'golf'],
  Food: ['rice', 'noodles', 'bread', 'soup', 'egg', 'cheese'],
  Family: ['mother', 'father', 'sister', 'brother', 'grandma', 'baby'],
  Clothes: ['shirt', 'skirt', 'hat', 'socks', 'shoes', 'coat'],
};
export const SEARCH_TERMS = ['animal', 'fruit', 'red', 'pencil', 'rain', 'head', 'tennis', 'soup', 'sister', 'hat'];

/** X-Forwarded-For of the i-th teacher: 10.x.y.z, one address each. */
function addressOf(i: number): string {
  const n = i + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Creates `count` verified teachers with a month of Pro (uploads need it), each with a private list and a public
 * one, through the same service functions as sign-up, licences and the list form. A few at a time: each account
 * hashes its password (argon2), which is the slow part.
 */
export async function createTeachers(db: Db, count: number, now: Date): Promise<Teacher[]> {
  const teachers: Teacher[] = new Array<Teacher>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) teachers[i] = await createTeacher(db, i, now);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return teachers;
}

async function createTeacher(db: Db, i: number, now: Date): Promise<Teacher> {
  const username = `teacher_${String(i + 1).padStart(4, '0')}`;
  const account = { username, password: PASSWORD, email: `${username}@district.example`, verified: true };
  const created = await createAccount(db, { ...account, acceptedTerms: true }, now, onAccountCreated());
  await grantLicence(db, created.id, { type: 'PRO', days: 30, isTrial: false, payment: 'SINGLE' }, now);
  // The plan is cached on her row by the grant: the lists are made by her as she is now.
  const user = (await findAccountById(db, created.id))!;
  const theme = THEMES[i % THEMES.length]!;
  const own = await createWordlist(
    db,
    user,
    { theme: `Lesson ${i + 1}`, words: ['hello', 'goodbye', 'please', 'thank you'], isPrivate: true },
    now,
  );
  const shared = await createWordlist(
    db,
    user,
    { theme: `${theme} ${(i % 7) + 1}`, words: WORDS[theme]!, isPrivate: false },
    now,
  );
  return { username, password: PASSWORD, ip: addressOf(i), listIds: [own.list.id, shared.list.id], uploads: 0 };
}

/** A small picture such as a teacher draws for a character (noise, so it is not trivially compressed). */
export function smallPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 96,
      height: 96,
      channels: 3,
      background: '#88aacc',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

export interface LostWrites {
  listsChecked: number;
  /** Lists whose last save went unanswered: their state is unknown, so they are not checked. */
  listsUncertain: number;
  uploadsChecked: number;
  lost: Array<{ what: string; id: number; why: string }>;
}

/**
 * Reads every acknowledged write back: each list holds the words its last acknowledged save answered, each
 * acknowledged upload has its row, and both its files are in the picture store.
 */
export async function findLostWrites(
  db: Db,
  ledger: Ledger,
  objectExists: (key: string) => Promise<boolean>,
): Promise<LostWrites> {
  const lost: LostWrites['lost'] = [];
  const expected = [...ledger.lists].filter((e): e is [number, string[]] => e[1] !== null);
  const listIds = expected.map(([id]) => id);
  const rows = listIds.length
    ? await db
        .select({ id: wordlists.id, words: wordlists.words })
        .from(wordlists)
        .where(inArray(wordlists.id, listIds))
    : [];
  const stored = new Map(rows.map((r) => [r.id, r.words]));
  for (const [id, words] of expected) {
    const found = stored.get(id);
    if (!found) lost.push({ what: 'list', id, why: 'the list is gone' });
    else if (found.join('\n') !== words.join('\n')) {
      lost.push({ what: 'list', id, why: `holds ${JSON.stringify(found)}, acknowledged ${JSON.stringify(words)}` });
    }
  }

  const uploadIds = ledger.uploads.map((u) => u.id);
  const imageRows = uploadIds.length
    ? await db
        .select({ id: images.id, imageKey: images.imageKey, thumbnailKey: images.thumbnailKey })
        .from(images)
        .where(inArray(images.id, uploadIds))
    : [];
  const byId = new Map(imageRows.map((r) => [r.id, r]));
  for (const { id } of ledger.uploads) {
    const row = byId.get(id);
    if (!row) {
      lost.push({ what: 'upload', id, why: 'no image row' });
      continue;
    }
    for (const key of [row.imageKey, row.thumbnailKey]) {
      if (!(await objectExists(key))) lost.push({ what: 'upload', id, why: `${key} is not in the picture store` });
    }
  }
  return {
    listsChecked: expected.length,
    listsUncertain: ledger.lists.size - expected.length,
    uploadsChecked: ledger.uploads.length,
    lost,
  };
}
