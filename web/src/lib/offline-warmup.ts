import { useEffect } from 'react';
import {
  canPlayGame,
  DEFAULT_PAGE_SIZE,
  findPlayableGame,
  type LessonPlanDto,
  getEntitlements,
  GAME_CATALOGUE,
  ONE_AT_A_TIME,
  type GameEntry,
  type UserDto,
} from '@playwords/common';
import type { Language } from '@playwords/common/i18n';
import { currentLanguage } from './i18n';
import {
  chunkImports,
  controlled,
  GAME_ASSETS,
  INLINED_FONT,
  pageAssets,
  pictureUrls,
  readGameData,
} from './offline-game-page';
import { readTabStorage, writeTabStorage } from './storage';
import { currentWordlistId } from './wordlist-selection';

/**
 * 'Every game she can play keeps working with the network gone' (docs/decisions.md § The offline classroom): once
 * the dashboard has loaded online, the game pages her plan plays for her selected list (and her lesson plans' games
 * with their list and class) are fetched, one at a time in
 * idle moments, through the service worker, which keeps them (NetworkFirst) with their modules, stylesheet, fonts
 * and pictures (CacheFirst). Gentle on an old PC and a slow network: one request at a time, each after an idle
 * callback, nothing on a data-saving connection, stopped when she leaves the dashboard (resumed on her return),
 * done once per tab session, list and language.
 */

/** The header that tells the template route this is not a game played (the server does not count it). */
export const PREFETCH_HEADER = 'x-playwords-prefetch';

/** Where the finished warm-ups of this tab are remembered (tab storage: once per session). */
const DONE_KEY = 'offlineWarmUp';

/** The template URL the game page asks for (lib/games.ts's fetchGameTemplate): the cache key. */
export function templateUrl(
  game: Pick<GameEntry, 'internal_id' | 'uses_words'>,
  wordlistId: number | null,
  language: Language,
  classId: number | null = null,
): string {
  const params = new URLSearchParams();
  if (game.uses_words && wordlistId !== null) params.set('wl', String(wordlistId));
  params.set('lang', language);
  if (classId !== null) params.set('class', String(classId));
  return `/api/games/${game.internal_id}/template/?${params.toString()}`;
}

/**
 * Her lesson plans' calls and game pages as the presenter and the game page ask for them (the plan's list, else
 * her selected one; the plan's class): a lesson started with the network gone runs all the same.
 */
export function lessonWarmUp(
  plans: readonly Pick<LessonPlanDto, 'id' | 'class_id' | 'wordlist_id' | 'games'>[],
  user: Pick<UserDto, 'current_plan_type'>,
  selectedList: number | null,
  language: Language,
): { calls: string[]; templates: string[] } {
  const rights = getEntitlements({ activePlan: user.current_plan_type });
  const calls = new Set<string>();
  const templates = new Set<string>();
  for (const plan of plans) {
    calls.add(`/api/lessons/${plan.id}/`);
    if (plan.class_id !== null) calls.add(`/api/classes/${plan.class_id}/scoreboard/`);
    if (plan.wordlist_id !== null) calls.add(`/api/wordlists/${plan.wordlist_id}/`);
    const list = plan.wordlist_id ?? selectedList;
    for (const key of plan.games) {
      const game = findPlayableGame(key);
      if (!game || !game.has_template || !canPlayGame(rights, game) || (game.uses_words && list === null)) continue;
      templates.add(templateUrl(game, list, language, plan.class_id));
    }
  }
  return { calls: [...calls], templates: [...templates] };
}

function parsePlans(text: string | null): LessonPlanDto[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as LessonPlanDto[]) : [];
  } catch {
    return [];
  }
}

/** The games to keep for her: built, playable on her plan, and with a list when they play one. */
export function gamesToKeep(user: Pick<UserDto, 'current_plan_type'>, wordlistId: number | null): GameEntry[] {
  const rights = getEntitlements({ activePlan: user.current_plan_type });
  return [...GAME_CATALOGUE, ONE_AT_A_TIME].filter(
    (game) =>
      game.internal_id !== 0 &&
      game.has_template &&
      canPlayGame(rights, game) &&
      (!game.uses_words || wordlistId !== null),
  );
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 50);
  });
}

interface Connection {
  saveData?: boolean;
}

/** Whether warming up makes sense here: service workers, a network, no data saving. */
function mayWarmUp(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return (
    'serviceWorker' in navigator &&
    typeof caches !== 'undefined' &&
    navigator.onLine !== false &&
    connection?.saveData !== true
  );
}

/** Resolves once a service worker controls this page (at once, or when the first one takes it over). */
function whenControlled(): Promise<void> {
  if (controlled()) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** What this page has fetched already (modules and pictures are shared between games): each once. */
const fetched = new Set<string>();

/** Fetches `url` once per page (its body read and dropped), unless `stopped()`; failures are left for next time. */
async function keep(url: string, stopped: () => boolean): Promise<string | null> {
  if (stopped()) return null;
  await idle();
  if (stopped()) return null;
  const text = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  if (text !== null) fetched.add(url);
  return text;
}

/** A game page's modules (the whole import graph), stylesheets with the fonts the offline page inlines, and pictures. */
async function keepGamePage(html: string, stopped: () => boolean): Promise<void> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const { entry, styles } = pageAssets(doc);
  const pending = entry ? [entry] : [];
  while (pending.length > 0 && !stopped()) {
    const name = pending.pop()!;
    if (fetched.has(GAME_ASSETS + name)) continue;
    const code = await keep(GAME_ASSETS + name, stopped);
    if (code !== null) pending.push(...chunkImports(code).filter((dep) => !fetched.has(GAME_ASSETS + dep)));
  }
  for (const file of styles) {
    if (fetched.has(GAME_ASSETS + file)) continue;
    const css = await keep(GAME_ASSETS + file, stopped);
    for (const match of css?.matchAll(INLINED_FONT) ?? []) if (!fetched.has(match[1]!)) await keep(match[1]!, stopped);
  }
  for (const url of pictureUrls(readGameData(doc))) if (!fetched.has(url)) await keep(url, stopped);
}

/**
 * The dashboard's own calls (who she is, her lists' first page, her licences), as its pages ask for them: on her
 * first visit they went out before the service worker was there to keep them.
 */
export const DASHBOARD_CALLS = [
  '/api/users/me/',
  `/api/wordlists/?limit=${DEFAULT_PAGE_SIZE}&offset=0`,
  '/api/licenses/',
  '/api/games/session_key/',
  '/api/classes/',
];

/** Warms up her games for this list and language; resolves true when all was kept, false when stopped. */
export async function warmUp(user: UserDto, stopped: () => boolean): Promise<boolean> {
  const wordlistId = currentWordlistId(user);
  const language = currentLanguage();
  for (const url of DASHBOARD_CALLS) await keep(url, stopped);
  const lessons = lessonWarmUp(parsePlans(await keep('/api/lessons/', stopped)), user, wordlistId, language);
  for (const url of lessons.calls) await keep(url, stopped);
  const templates = new Set([
    ...gamesToKeep(user, wordlistId).map((game) => templateUrl(game, wordlistId, language)),
    ...lessons.templates,
  ]);
  for (const url of templates) {
    if (stopped()) return false;
    await idle();
    const html = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [PREFETCH_HEADER]: '1' },
    })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    if (html !== null) await keepGamePage(html, stopped);
  }
  return !stopped();
}

/** Starts the warm-up on the dashboard (see above); stops it when the dashboard goes. */
export function useOfflineWarmUp(user: UserDto | undefined): void {
  useEffect(() => {
    if (!user || !user.has_valid_email || !mayWarmUp()) return;
    const key = `${user.id}:${currentWordlistId(user) ?? '-'}:${currentLanguage()}`;
    if (readTabStorage(DONE_KEY) === key) return;
    let stop = false;
    // Once a service worker keeps what is fetched (on her first visit it takes the page over after it loaded), and
    // after the dashboard's own requests: the first idle moment.
    void whenControlled()
      .then(idle)
      .then(async () => {
        if (!stop && (await warmUp(user, () => stop))) writeTabStorage(DONE_KEY, key);
      });
    return () => {
      stop = true;
    };
  }, [user]);
}
