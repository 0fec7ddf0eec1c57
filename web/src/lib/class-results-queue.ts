import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorDetail, readClassResultMessage, type ClassResultInput } from '@playwords/common';
import { api, ApiError } from './api';
import { useCurrentUser } from './session';
import { readStorage, writeStorage } from './storage';

// What a game says a class did (`class-result` from the game frame) waits here until the server has it
// (issue 21, offline classroom): one localStorage key per signed-in username, so a result played with the network
// down survives a reload and is sent when the network returns. A result carries its own id, made once by the game:
// the server records an id once, so sending it again after a lost answer counts nothing twice.

/** The queue's format; a stored value of another version (or not a queue) reads as empty. */
export const CLASS_RESULTS_QUEUE_VERSION = 1;

/** The localStorage key of a user's queue. */
export function classResultsQueueKey(username: string): string {
  return `playwords_class_results:${username}`;
}

/** Flushes retry this often while results wait (besides the `online` event and the app's start). */
export const CLASS_RESULTS_RETRY_MS = 60_000;
/** A post that hangs this long counts as the network being down (it stays queued). */
export const CLASS_RESULT_POST_TIMEOUT_MS = 30_000;
/** At most this many results wait (a week of lessons is far fewer); beyond it the oldest go. */
export const CLASS_RESULTS_QUEUE_MAX = 500;

export interface QueuedClassResult {
  class_id: number;
  result: ClassResultInput;
  /** When it was queued (ISO 8601): only for a person reading the storage. */
  queued_at: string;
}

interface StoredQueue {
  version: number;
  entries: unknown[];
}

/** The user's queue, oldest first; anything unreadable (corrupt, another version, a malformed entry) is left out. */
export function readClassResultsQueue(username: string): QueuedClassResult[] {
  const raw = readStorage(classResultsQueueKey(username));
  if (raw === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  const { version, entries } = stored as Partial<StoredQueue>;
  if (version !== CLASS_RESULTS_QUEUE_VERSION || !Array.isArray(entries)) return [];
  const queue: QueuedClassResult[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const message = readClassResultMessage(entry as Record<string, unknown>);
    if (!message) continue;
    const queuedAt = (entry as { queued_at?: unknown }).queued_at;
    queue.push({
      class_id: message.class_id,
      result: message.result,
      queued_at: typeof queuedAt === 'string' ? queuedAt : '',
    });
  }
  return queue;
}

function writeQueue(username: string, entries: readonly QueuedClassResult[]): void {
  const stored: StoredQueue = { version: CLASS_RESULTS_QUEUE_VERSION, entries: [...entries] };
  writeStorage(classResultsQueueKey(username), JSON.stringify(stored));
}

const sameEntry = (a: QueuedClassResult, classId: number, resultId: string) =>
  a.class_id === classId && a.result.id === resultId;

/** Takes one result out of the queue as it is in storage now (another tab may have changed it meanwhile). */
function removeEntry(username: string, classId: number, resultId: string): void {
  const queue = readClassResultsQueue(username);
  const rest = queue.filter((entry) => !sameEntry(entry, classId, resultId));
  if (rest.length !== queue.length) writeQueue(username, rest);
}

/** Flushes running in this tab, by username: a call while one runs waits for it (a new result asks for one more pass). */
const running = new Map<string, Promise<void>>();
const again = new Set<string>();

type PostedListener = (classId: number) => void;
const postedListeners = new Set<PostedListener>();

/** Called after each result the server took (the app invalidates that class's queries). Returns the unsubscribe. */
export function onClassResultPosted(listener: PostedListener): () => void {
  postedListeners.add(listener);
  return () => {
    postedListeners.delete(listener);
  };
}

/**
 * Queues a class's result for the signed-in user and starts sending. A result already waiting (same class and id)
 * is not queued twice.
 */
export function enqueueClassResult(username: string, classId: number, result: ClassResultInput): void {
  const queue = readClassResultsQueue(username);
  if (!queue.some((entry) => sameEntry(entry, classId, result.id))) {
    queue.push({ class_id: classId, result, queued_at: new Date().toISOString() });
    const over = queue.length - CLASS_RESULTS_QUEUE_MAX;
    if (over > 0) {
      console.warn(`Class results queue full: the ${over} oldest results were dropped.`);
      queue.splice(0, over);
    }
    writeQueue(username, queue);
    // A flush under way may have read the queue before this result was in it: one more pass once it ends.
    if (running.has(username)) again.add(username);
  }
  void flushClassResults(username);
}

/** What one post's failure means for its result. */
type Failure = 'keep' | 'drop';

/**
 * A 4xx that will never succeed drops the result (400: the server refused its content; 403: not hers; 404: the
 * class is gone). The network down, a timeout, 5xx, 429 and 408 keep it; so does a session that ended (401, or 403
 * saying nobody is signed in or the CSRF token failed twice): it will go once she signs in again.
 */
function classifyFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'keep';
  const { status } = error;
  if (status >= 500 || status === 429 || status === 408 || status === 401) return 'keep';
  if (status === 403) {
    const detail = typeof error.body.detail === 'string' ? error.body.detail : '';
    const sessionGone =
      detail === ErrorDetail.notAuthenticated ||
      detail === ErrorDetail.csrfMissing ||
      detail === ErrorDetail.csrfIncorrect;
    return sessionGone ? 'keep' : 'drop';
  }
  return status >= 400 && status < 500 ? 'drop' : 'keep';
}

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(CLASS_RESULT_POST_TIMEOUT_MS) : undefined;
}

/** Sends the queue in order, one at a time, until it is empty or a result must wait. */
async function sendQueue(username: string): Promise<void> {
  for (;;) {
    const [next] = readClassResultsQueue(username);
    if (!next) return;
    const { class_id: classId, result } = next;
    try {
      await api.post(`/classes/${classId}/results/`, result, { signal: timeoutSignal() });
    } catch (error) {
      if (classifyFailure(error) === 'keep') return;
      // Logged without the result itself: it may name the pupils' words and teams.
      const status = error instanceof ApiError ? error.status : 0;
      console.warn(`Class result ${result.id} for class ${classId} was refused (${status}) and dropped.`);
      removeEntry(username, classId, result.id);
      continue;
    }
    removeEntry(username, classId, result.id);
    for (const listener of postedListeners) listener(classId);
  }
}

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

function lockManager(): LockManagerLike | null {
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** The name of the lock that keeps two tabs from sending the same user's queue at once. */
export function classResultsLockName(username: string): string {
  return `playwords-class-results:${username}`;
}

/** Across tabs: the Web Locks API where the browser has it (every tab of one origin shares its locks). */
function withTabsLock(username: string, work: () => Promise<void>): Promise<void> {
  const locks = lockManager();
  return locks ? locks.request(classResultsLockName(username), work) : work();
}

/**
 * Sends the user's queued results to `POST /api/classes/:id/results/` (through the API client: CSRF), oldest first,
 * one at a time. A result leaves the queue after a 2xx (201 recorded, or 200 for an id recorded before) or a refusal
 * that will never change (see classifyFailure); the network down or the server failing keeps it and ends this
 * flush. Never two flushes at once: in this tab by a promise per user, across tabs by a Web Lock. Never rejects.
 */
export function flushClassResults(username: string): Promise<void> {
  const current = running.get(username);
  if (current) return current;
  const flush = (async () => {
    try {
      do {
        again.delete(username);
        if (readClassResultsQueue(username).length === 0) continue;
        await withTabsLock(username, () => sendQueue(username));
      } while (again.has(username));
    } catch {
      // A lock refused or storage gone: the results stay, the next flush tries again.
    }
  })().finally(() => {
    // Always after the line below (a callback of finally() runs later), even when there was nothing to send.
    running.delete(username);
  });
  running.set(username, flush);
  return flush;
}

/** Whether the user has results waiting. */
export function hasQueuedClassResults(username: string): boolean {
  return readClassResultsQueue(username).length > 0;
}

/** The queries of a class (its page, scoreboard, words: `['classes', id, …]`) that a posted result changes. */
export function classQueryKey(classId: number) {
  return ['classes', classId] as const;
}

/**
 * Keeps the signed-in user's queue moving (mounted once, by the app's providers): a flush when she is known (the
 * app's start), when the browser says it is online again, and every minute while results wait; each result the
 * server took refreshes that class's queries, so an open scoreboard follows.
 */
export function useClassResultsFlushing(username: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onClassResultPosted((classId) => {
        void queryClient.invalidateQueries({ queryKey: classQueryKey(classId) });
      }),
    [queryClient],
  );
  useEffect(() => {
    if (!username) return;
    const flush = () => void flushClassResults(username);
    flush();
    const timer = window.setInterval(() => {
      if (hasQueuedClassResults(username)) flush();
    }, CLASS_RESULTS_RETRY_MS);
    window.addEventListener('online', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }, [username]);
}

/** `useClassResultsFlushing` for whoever is signed in (the ['me'] cache). */
export function ClassResultsFlusher(): null {
  useClassResultsFlushing(useCurrentUser()?.username);
  return null;
}
