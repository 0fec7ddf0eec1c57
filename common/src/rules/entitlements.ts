import { GAME_CATALOGUE, type GameEntry } from '../catalogue/games';

/** Paid plan codes as the API reports them (`current_plan_type`). */
export type PlanType = 'PRO' | 'PRE' | 'VIP';

/** What a user may do right now; every paid right in the product is read from here. */
export interface Entitlements {
  current_plan_type: PlanType | null;
  has_active_plan: boolean;
  max_sessions_allowed: number;
  monthly_image_uploads: number;
  can_create_images: boolean;
  can_publish_wordlists: boolean;
  plays_released_games: boolean;
  plays_beta_games: boolean;
}

/** The facts entitlements are computed from. The licences work supplies `activePlan` from the schedule. */
export interface EntitlementInput {
  activePlan: PlanType | null;
}

/** Premium-level plans (VIP is treated as Premium; see docs/decisions.md). */
function isPremiumLevel(plan: PlanType | null): boolean {
  return plan === 'PRE' || plan === 'VIP';
}

/** Computes a user's rights from her active plan: Basic (null), Pro, Premium or VIP. */
export function getEntitlements({ activePlan }: EntitlementInput): Entitlements {
  const paid = activePlan !== null;
  const premium = isPremiumLevel(activePlan);
  return {
    current_plan_type: activePlan,
    has_active_plan: paid,
    max_sessions_allowed: premium ? 3 : 1,
    monthly_image_uploads: premium ? 100 : paid ? 50 : 0,
    can_create_images: paid,
    can_publish_wordlists: paid,
    plays_released_games: paid,
    plays_beta_games: premium,
  };
}

/** Whether these rights include a game of the catalogue. */
export function canPlayGame(rights: Entitlements, game: Pick<GameEntry, 'needs_pro' | 'needs_premium'>): boolean {
  if (game.needs_premium) return rights.plays_beta_games;
  if (game.needs_pro) return rights.plays_released_games;
  return true;
}

/** The catalogue's games these rights include (the placeholder id 0 excluded). */
export function playableGames(rights: Entitlements): GameEntry[] {
  return GAME_CATALOGUE.filter((g) => g.internal_id !== 0 && canPlayGame(rights, g));
}
