import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ClassMessage,
  findPlayableGame,
  GAME_CATALOGUE,
  GAME_KEYS,
  GameMessage,
  isLanguage,
  type GameEntry,
  type GameSessionKeyDto,
  type GameTemplateData,
  type ImageType,
  type Language,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../../platform/http-errors';
import { authorize, policies, type Actor } from '../../policies/policies';
import { gameClassesFor, ownClassExists, parseClassId } from '../classes/service';
import { listGameImages } from '../images/service';
import { getWordlist, parseWordlistId, pictureUrlsOf, wordlistRefsOf } from '../wordlists/service';
import { listGames, upsertGames } from './repository';
import { embedGameData, type GamePages } from './template';

export { countGamePlay, countGamePlays } from './stats';

/** Makes the games table match the catalogue in `common` (run at every start). */
export async function syncCatalogue(db: Db): Promise<void> {
  await upsertGames(
    db,
    GAME_CATALOGUE.map((g) => ({
      internalId: g.internal_id,
      name: g.name,
      internalName: g.internal_name,
      usesWords: g.uses_words,
      usesBackgrounds: g.uses_backgrounds,
      usesProjectiles: g.uses_projectiles,
      usesCharacters: g.uses_characters,
      usesMonsters: g.uses_monsters,
      creationTime: new Date(g.creation_time),
      hasTemplate: g.has_template,
      needsPro: g.needs_pro,
      needsPremium: g.needs_premium,
    })),
  );
}

/** The catalogue as stored. */
export const getCatalogue = listGames;

const SESSION_KEY_PURPOSE = 'game-session';

/**
 * A game session key (core §3, api-contract.md § Games): a random id and a token binding it to the user, keyed
 * with the server's secret. Nothing is stored: any server process can later check that a token belongs to a user
 * and id it handed out (`isGameSessionToken`), so results a game posts can be tied to the teacher who opened it.
 */
export function createGameSessionKey(secret: string, userId: number): GameSessionKeyDto {
  const sessionId = randomBytes(16).toString('base64url');
  return { session_id: sessionId, user_token: gameSessionToken(secret, userId, sessionId) };
}

function gameSessionToken(secret: string, userId: number, sessionId: string): string {
  return createHmac('sha256', secret).update(`${SESSION_KEY_PURPOSE}\n${userId}\n${sessionId}`).digest('base64url');
}

/** Whether a token is the one `createGameSessionKey` gave this user for this session id. */
export function isGameSessionToken(secret: string, userId: number, sessionId: string, token: string): boolean {
  const expected = Buffer.from(gameSessionToken(secret, userId, sessionId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The game of an API index whose page can be opened: a catalogue game or One At A Time (common's
 * `findPlayableGame`; id 0, the placeholder, names none), or null.
 */
function findGameByIndex(raw: string): GameEntry | null {
  if (!/^\d{1,3}$/.test(raw)) return null;
  const key = GAME_KEYS[Number(raw)];
  return (key === undefined ? undefined : findPlayableGame(key)) ?? null;
}

/** The image types a game draws, from its catalogue flags. */
export function imageTypesOf(game: GameEntry): ImageType[] {
  const types: ImageType[] = [];
  if (game.uses_characters) types.push('characters');
  if (game.uses_monsters) types.push('monsters');
  if (game.uses_backgrounds) types.push('backgrounds');
  if (game.uses_projectiles) types.push('projectiles');
  return types;
}

/**
 * The words a game plays with, and each word's picture: the list named by `wl` if she may read it (her own, or a
 * public one, which covers the ones she saved while they stay public; anything else 404), else her selected list;
 * no list at all → 400.
 */
async function chooseWordlist(db: Db, user: Actor, wl: string | undefined): Promise<GameTemplateData['wordlist']> {
  let id: number | null;
  if (wl === undefined || wl === '') {
    id = (await wordlistRefsOf(db, user.id)).selected_wordlist;
    if (id === null) throw new ValidationError({ wl: [GameMessage.noWordlist] });
  } else {
    id = parseWordlistId(wl);
  }
  const view = await getWordlist(db, user, id);
  const { list } = view;
  return { id: list.id, theme: list.theme, words: list.words, pictures: await pictureUrlsOf(db, user, view) };
}

export interface GameTemplateRequest {
  db: Db;
  pages: GamePages;
  user: Actor;
  /** The path's game index, as typed. */
  index: string;
  /** The `wl` query parameter, as typed. */
  wl: string | undefined;
  /** The language the game's own screens speak (the `lang` query parameter, else her account's). */
  language: Language;
  /** The `class` query parameter, as typed: the class the page is opened for (a lesson plan's). */
  classParam?: string | undefined;
}

/** The class a page is opened for: one of hers, or none when not asked; anything else → 400 on `class`. */
async function chooseClass(db: Db, user: Actor, raw: string | undefined): Promise<number | null> {
  if (raw === undefined || raw === '') return null;
  const id = parseClassId(raw);
  if (id === null || !(await ownClassExists(db, user.id, id))) {
    throw new ValidationError({ class: [ClassMessage.classNotFound] });
  }
  return id;
}

/**
 * The language of her account when the user row has one (the `language` column), else English. Read without
 * naming the column's type, so this works before and after the column lands.
 */
export function accountLanguage(user: object): Language {
  const language = (user as { language?: unknown }).language;
  return isLanguage(language) ? language : 'en';
}

/**
 * A game's page with its data embedded (core §7): 404 for an index that names no game; 403 for an unverified
 * e-mail or a plan that does not include the game (the detail says which plan and how to get it), checked before
 * whether the page is built so a locked game is explained even before it ships; 404 for a game not built yet;
 * then the words and the user's images of the types the game uses.
 */
export async function renderGameTemplate({
  db,
  pages,
  user,
  index,
  wl,
  language,
  classParam,
}: GameTemplateRequest): Promise<string> {
  const game = findGameByIndex(index);
  if (!game) throw notFound();
  authorize(policies.playGame(user, game));
  const page = game.has_template ? await pages.read(game.internal_name) : null;
  if (page === null) throw notFound();
  const classId = await chooseClass(db, user, classParam);
  const wordlist = game.uses_words ? await chooseWordlist(db, user, wl) : null;
  const types = imageTypesOf(game);
  const data: GameTemplateData = {
    version: 1,
    game: { index: game.internal_id, key: game.internal_name, name: game.name },
    wordlist,
    images: types.length > 0 ? await listGameImages(db, user.id, types) : {},
    flags: {
      uses_words: game.uses_words,
      uses_backgrounds: game.uses_backgrounds,
      uses_projectiles: game.uses_projectiles,
      uses_characters: game.uses_characters,
      uses_monsters: game.uses_monsters,
    },
    username: user.username,
    language,
    classes: await gameClassesFor(db, user.id),
    class_id: classId,
  };
  return embedGameData(page, data);
}
