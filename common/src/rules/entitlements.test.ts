import { describe, expect, it } from 'vitest';
import { canPlayGame, getEntitlements, playableGames } from './entitlements';
import { findGame } from '../catalogue/games';

describe('getEntitlements', () => {
  it('Basic: one device, no uploads, free games only', () => {
    const basic = getEntitlements({ activePlan: null });
    expect(basic).toEqual({
      current_plan_type: null,
      has_active_plan: false,
      max_sessions_allowed: 1,
      monthly_image_uploads: 0,
      can_create_images: false,
      can_publish_wordlists: false,
      plays_released_games: false,
      plays_beta_games: false,
    });
    expect(playableGames(basic).map((g) => g.internal_name)).toEqual([
      'wordsearch',
      'fightersbasic',
      'alienchasebasic',
    ]);
  });

  it('Pro: released games, 50 uploads, one device', () => {
    const pro = getEntitlements({ activePlan: 'PRO' });
    expect(pro).toMatchObject({ max_sessions_allowed: 1, monthly_image_uploads: 50, can_publish_wordlists: true });
    expect(canPlayGame(pro, findGame('fighters')!)).toBe(true);
    expect(canPlayGame(pro, findGame('spacefight')!)).toBe(false);
    expect(playableGames(pro)).toHaveLength(19);
  });

  it('Premium and VIP: three devices, 100 uploads, beta games too', () => {
    for (const plan of ['PRE', 'VIP'] as const) {
      const rights = getEntitlements({ activePlan: plan });
      expect(rights).toMatchObject({ max_sessions_allowed: 3, monthly_image_uploads: 100, plays_beta_games: true });
      expect(playableGames(rights)).toHaveLength(21);
    }
  });
});
