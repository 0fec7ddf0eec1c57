// A virtual teacher's lesson for `npm run bench:load`: she logs in once, then goes round her classroom loop a few
// times (dashboard, pick a list, open a game, save the list, search the public lists, now and then upload a
// picture) and logs out. Every acknowledged write goes into the ledger, which the bench reads back afterwards.
import type { Pool } from 'undici';
import { type Recorder, TeacherBrowser, type Teacher } from './load-client';

/** What the server acknowledged: each list's words as the last acknowledged save answered them, and uploads. */
export class Ledger {
  /** list id → the words of its last acknowledged save; null while a save went unanswered (its fate unknown). */
  readonly lists = new Map<number, string[] | null>();
  readonly uploads: Array<{ id: number; owner: string }> = [];
  saves = 0;
}

export interface LessonSettings {
  loops: number;
  /** One loop in `uploadEvery` uploads a picture. */
  uploadEvery: number;
  /** At most this many uploads per teacher (the Pro plan allows 50 a month). */
  uploadsPerTeacher: number;
  png: Buffer;
  searchTerms: readonly string[];
}

/** Teachers handed out one at a time: a teacher is in one lesson at once, as in life (and her plan's one device). */
export class TeacherPool {
  private readonly free: Teacher[];

  constructor(teachers: Teacher[]) {
    this.free = [...teachers];
  }

  take(): Teacher {
    const teacher = this.free.shift();
    if (!teacher) throw new Error('more virtual teachers than teachers: raise BENCH_LOAD_TEACHERS');
    return teacher;
  }

  give(teacher: Teacher): void {
    this.free.push(teacher);
  }
}

let saveCounter = 0;

/**
 * Runs lessons back to back until `stopped()` says so, each with the next free teacher. A step that fails ends the
 * lesson (her session may be gone); the next one starts from the login page.
 */
export async function virtualTeacher(
  pool: Pool,
  teachers: TeacherPool,
  recorders: Recorder[],
  ledger: Ledger,
  settings: LessonSettings,
  random: () => number,
  stopped: () => boolean,
): Promise<void> {
  while (!stopped()) {
    const teacher = teachers.take();
    try {
      await lesson(new TeacherBrowser(pool, teacher, recorders), ledger, settings, random, stopped);
    } finally {
      teachers.give(teacher);
    }
  }
}

async function lesson(
  browser: TeacherBrowser,
  ledger: Ledger,
  settings: LessonSettings,
  random: () => number,
  stopped: () => boolean,
): Promise<void> {
  const { teacher } = browser;
  if (!(await browser.call('csrf', 'GET', '/api/users/get_csrf/'))) return;
  const credentials = { username: teacher.username, password: teacher.password, remember: false };
  if (!(await browser.call('login', 'POST', '/api/users/login/', { json: credentials }))) return;
  try {
    for (let loop = 0; loop < settings.loops && !stopped(); loop++) {
      if (!(await classroomLoop(browser, ledger, settings, random, stopped))) return;
    }
  } finally {
    await browser.call('logout', 'POST', '/api/users/logout/');
  }
}

/** One round of the lesson; false when a step failed. */
async function classroomLoop(
  browser: TeacherBrowser,
  ledger: Ledger,
  settings: LessonSettings,
  random: () => number,
  stopped: () => boolean,
): Promise<boolean> {
  const { teacher } = browser;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const listId = pick(teacher.listIds);
  const steps: Array<() => Promise<boolean>> = [
    // The dashboard: who she is, and her lists.
    async () => (await browser.call('me', 'GET', '/api/users/me/')) !== null,
    async () => (await browser.call('wordlists', 'GET', '/api/wordlists/')) !== null,
    async () => (await browser.call('select', 'POST', `/api/wordlists/${listId}/select/`)) !== null,
    async () => (await browser.call('template', 'GET', `/api/games/1/template/?wl=${listId}`)) !== null,
    () => saveList(browser, ledger, listId),
    async () => {
      const search = { query: pick(settings.searchTerms), public: true };
      return (await browser.call('search', 'POST', '/api/wordlists/search/', { json: search })) !== null;
    },
  ];
  if (random() < 1 / settings.uploadEvery && teacher.uploads < settings.uploadsPerTeacher) {
    steps.push(() => upload(browser, ledger, settings.png));
  }
  for (const step of steps) {
    if (stopped()) return true;
    if (!(await step())) return false;
  }
  return true;
}

/** 'Save progress': new words for the list (always different, so the edit is never refused as unchanged). */
async function saveList(browser: TeacherBrowser, ledger: Ledger, listId: number): Promise<boolean> {
  const n = ++saveCounter;
  const words = [`lesson ${n}`, `word ${n % 97}`, 'apple', 'banana', `round ${n % 13}`];
  // Until the answer arrives the list's state is unknown (a save without an answer may or may not have happened).
  ledger.lists.set(listId, null);
  const answer = await browser.call('save', 'PATCH', `/api/wordlists/${listId}/`, { json: { words } });
  if (!answer) return false;
  const saved = (JSON.parse(answer.text) as { words: string[] }).words;
  ledger.lists.set(listId, saved);
  ledger.saves++;
  return true;
}

async function upload(browser: TeacherBrowser, ledger: Ledger, png: Buffer): Promise<boolean> {
  const { teacher } = browser;
  teacher.uploads++;
  const fields = { name: `Star ${teacher.uploads}` };
  const body = { multipart: { fields, file: png, fileName: 'star.png' } };
  const answer = await browser.call('upload', 'POST', '/api/images/characters/', body, 201);
  if (!answer) return false;
  ledger.uploads.push({ id: (JSON.parse(answer.text) as { id: number }).id, owner: teacher.username });
  return true;
}
