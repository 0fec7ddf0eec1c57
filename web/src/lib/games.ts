import {
  GAME_CATALOGUE,
  gameProgressKey,
  isGameSave,
  PLAYED_GAME_VALUE,
  StorageKey,
  type GameEntry,
  type GameSave,
  type GameSessionKeyDto,
} from '@playwords/common';
import type { Language } from '@playwords/common/i18n';
import { api } from './api';
import { gameManifest } from './game-manifests';
import { readStorage, writeStorage } from './storage';

/** The catalogue's games as the app shows them (id 0, the placeholder 'Any Game', is never shown). */
export const SHOWN_GAMES: readonly GameEntry[] = GAME_CATALOGUE.filter((game) => game.internal_id !== 0);

/** `GET /api/games/session_key/`. */
export function fetchGameSessionKey(signal?: AbortSignal): Promise<GameSessionKeyDto> {
  return api.get<GameSessionKeyDto>('/games/session_key/', { signal });
}

/**
 * `GET /api/games/{index}/template/?wl=&lang=&class=`: the game's page (HTML) with its data in it, its texts in
 * `language` (the interface language: the server hands it to the game), and `classId`'s class preselected in its
 * team setup (a lesson plan's class).
 */
export function fetchGameTemplate(
  index: number,
  wordlistId: number | null,
  language: Language,
  signal?: AbortSignal,
  classId: number | null = null,
): Promise<string> {
  const params = new URLSearchParams();
  if (wordlistId !== null) params.set('wl', String(wordlistId));
  params.set('lang', language);
  if (classId !== null) params.set('class', String(classId));
  return api.get<string>(`/games/${index}/template/?${params.toString()}`, { signal });
}

/** Whether a game was played on this browser (core §4: the banners use it). */
export function hasPlayedGame(): boolean {
  return readStorage(StorageKey.playedGame) === PLAYED_GAME_VALUE;
}

export function markGamePlayed(): void {
  writeStorage(StorageKey.playedGame, PLAYED_GAME_VALUE);
}

/** The saved progress of a game for a user on this browser, or null (missing or not a save). */
export function readGameSave(username: string, gameKey: string): GameSave | null {
  const raw = readStorage(gameProgressKey(username, gameKey));
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isGameSave(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeGameSave(username: string, gameKey: string, save: GameSave): void {
  writeStorage(gameProgressKey(username, gameKey), JSON.stringify(save));
}

/** The thank-you banner shows while its counter is below this (core §4, §9). */
export const THANKS_BANNER_SHOWS = 5;
/** …and the counter starts again from 0 when it reaches this. */
export const THANKS_BANNER_RESET = 100;

/** The `bannerShown` counter (0 when missing or unreadable). */
export function readBannerCounter(): number {
  const value = Number(readStorage(StorageKey.bannerShown));
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/** The counter after one more dashboard visit: one up, and back to 0 on reaching 100. */
export function nextBannerCounter(count: number): number {
  const next = count + 1;
  return next >= THANKS_BANNER_RESET ? 0 : next;
}

export function writeBannerCounter(count: number): void {
  writeStorage(StorageKey.bannerShown, String(count));
}

/** How a game's card looks and what it is in one line (cards on the dashboard and on /all-games). */
export interface GameLook {
  /** A Mantine palette name for the card. */
  color: string;
  blurb: string;
}

const DEFAULT_LOOK: GameLook = { color: 'gray', blurb: '' };

/** A game's card, from its manifest. */
export function gameLook(key: string): GameLook {
  return gameManifest(key)?.card ?? DEFAULT_LOOK;
}

/**
 * A game's card picture: the official Fluent Emoji its manifest names, drawn on its card colour by the web app's
 * build (web/vite.config.ts). An image, not emoji text: classroom PCs (and Debian's Chromium) may lack a colour
 * emoji font.
 */
export function gamePicture(key: string): string {
  return `/game-pictures/${key}.svg`;
}
