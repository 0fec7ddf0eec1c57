// Games as the API answers them (core §3, §7; api-contract.md § Games) and the texts both sides show: the
// server's refusals of a game page, and the locked card's prompt (core §4). No zod here: web pages import it.

import type { GameEntry } from '../catalogue/games';
import { isTrialAvailable, needsPlanText, type PlanLevel, type TrialFlags } from './plan-refusals';

/** `GET /api/games/session_key/`: posted into the game frame by the host page. */
export interface GameSessionKeyDto {
  session_id: string;
  user_token: string;
}

/** The plan a locked game needs, as named to teachers. */
export type GamePlanName = PlanLevel;

type PlanFlags = Pick<GameEntry, 'needs_pro' | 'needs_premium'>;

/** The plan that includes a game (null for a free game). Beta games need Premium, every other paid game Pro. */
export function requiredPlanOf(game: PlanFlags): GamePlanName | null {
  if (game.needs_premium) return 'Premium';
  if (game.needs_pro) return 'Pro';
  return null;
}

/**
 * Whether a free trial would unlock this game (core §4: 'Start Trial Now' vs 'Get One Now'); the rule of
 * `isTrialAvailable`, so the card, the game page and the server's refusal always agree.
 */
export function hasMatchingTrial(game: PlanFlags, user: TrialFlags): boolean {
  const plan = requiredPlanOf(game);
  return plan !== null && isTrialAvailable(plan, user);
}

/**
 * One At A Time's button on a word list (My Wordlists' cards, the dashboard's word-list panel): the list shown as
 * flashcards. Locked, it leads to the plans, saying what would unlock it (`gameLockPrompt`).
 */
export const PRESENT_ONE_AT_A_TIME = 'Present one at a time';

/** The buttons of a locked card (core §4, exact). */
export const START_TRIAL_NOW = 'Start Trial Now';
export const GET_ONE_NOW = 'Get One Now';

/** The locked card's prompt: which plan unlocks the game. */
export function gameLockPrompt(game: PlanFlags): string {
  return requiredPlanOf(game) === 'Premium'
    ? 'A Premium beta game: unlock it with Premium.'
    : 'Unlock this game with Pro or Premium.';
}

/**
 * The 403 `detail` of a game template the user's plan does not include: what the game needs and how to get it
 * (a free trial while one would unlock it, else a plan).
 */
export function gameNeedsPlanText(game: PlanFlags & Pick<GameEntry, 'name'>, trialUnused: boolean): string {
  const level = requiredPlanOf(game) ?? 'Pro';
  return needsPlanText({ subject: game.name, level, purpose: 'play it', beta: level === 'Premium' }, trialUnused);
}

/** Refusals of `GET /api/games/{index}/template/` other than the plan's. */
export const GameMessage = {
  needsEmail:
    'Please validate your e-mail address before playing: use the link in the activation e-mail we sent you, or ask for a new one on the activation page.',
  /** A game that uses words, no `wl` and no selected list. */
  noWordlist:
    'Choose a wordlist first: create one or save a public one in My Wordlists, select it, then open the game again.',
} as const;

/** The `played_game` marker's value once a game was played (core §4: banners use it). */
export const PLAYED_GAME_VALUE = 'true';
