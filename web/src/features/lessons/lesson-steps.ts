import {
  canPlayGame,
  findPlayableGame,
  getEntitlements,
  GAME_CATALOGUE,
  ONE_AT_A_TIME,
  type GameEntry,
  type LessonPlanDto,
  type UserDto,
} from '@playwords/common';
import { paths } from '../../lib/paths';

/**
 * The games a plan may have added now: every built game (One At A Time included) her plan lets her play. Games a
 * plan already has stay in it when her plan changes; the game page tells her then.
 */
export function gamesSheCanAdd(user: Pick<UserDto, 'current_plan_type'>): GameEntry[] {
  const rights = getEntitlements({ activePlan: user.current_plan_type });
  return [...GAME_CATALOGUE.filter((game) => game.internal_id !== 0), ONE_AT_A_TIME].filter(
    (game) => game.has_template && findPlayableGame(game.internal_name) && canPlayGame(rights, game),
  );
}

/**
 * Where the presenter is, from its `?step=`: 0 the start; k (1 … N) game k is done. Anything else is the start;
 * past the last game is the end.
 */
export function stepOf(raw: string | null, total: number): number {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return 0;
  return Math.min(Number(raw), total);
}

/**
 * Game `number` (1 … N) of a plan: its game page with the plan's list and class, and the plan and step the game
 * page's bar links back with (`/lessons/<id>/present?step=<number>`).
 */
export function gameUrl(
  plan: Pick<LessonPlanDto, 'id' | 'games' | 'wordlist_id' | 'class_id'>,
  number: number,
): string {
  const key = plan.games[number - 1] ?? '';
  const params = new URLSearchParams();
  if (plan.wordlist_id !== null) params.set('wl', String(plan.wordlist_id));
  if (plan.class_id !== null) params.set('class', String(plan.class_id));
  params.set('lesson', String(plan.id));
  params.set('step', String(number));
  return `${paths.game(key)}?${params.toString()}`;
}
