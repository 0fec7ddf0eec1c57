import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, ONE_AT_A_TIME } from '@playwords/common';
import { mockFetch } from '../test/fetch-mock';
import { fetchGameTemplate } from './games';
import { gamesToKeep, lessonWarmUp, templateUrl } from './offline-warmup';

describe('the games kept for offline use', () => {
  it('asks for the very URL the game page asks for (the cache key)', async () => {
    const { calls } = mockFetch({});
    for (const game of [GAME_CATALOGUE[1]!, ONE_AT_A_TIME]) {
      for (const language of ['en', 'zh-CN'] as const) {
        await fetchGameTemplate(game.internal_id, game.uses_words ? 7 : null, language).catch(() => undefined);
        expect(templateUrl(game, 7, language)).toBe(calls.at(-1)!.url);
      }
    }
    // A lesson's game, for its class.
    await fetchGameTemplate(1, 7, 'en', undefined, 12).catch(() => undefined);
    expect(templateUrl(GAME_CATALOGUE[1]!, 7, 'en', 12)).toBe(calls.at(-1)!.url);
    // A game that plays no list is asked for without one.
    const numberLine = GAME_CATALOGUE.find((game) => game.internal_name === 'numberline')!;
    expect(templateUrl(numberLine, 7, 'en')).toBe(`/api/games/${numberLine.internal_id}/template/?lang=en`);
  });

  it('are the built games her plan plays, those that play a list only when she has one', () => {
    const basic = gamesToKeep({ current_plan_type: null }, 3).map((game) => game.internal_name);
    expect(basic).toEqual(['wordsearch', 'fightersbasic', 'alienchasebasic']);
    const premium = gamesToKeep({ current_plan_type: 'PRE' }, 3);
    expect(premium.map((game) => game.internal_name)).toContain('spacefight');
    expect(premium.map((game) => game.internal_name)).toContain('oneatatime');
    expect(premium.every((game) => game.has_template)).toBe(true);
    const pro = gamesToKeep({ current_plan_type: 'PRO' }, null).map((game) => game.internal_name);
    expect(pro).not.toContain('spacefight');
    expect(pro).toContain('numberline');
    expect(pro).not.toContain('wordsearch');
  });

  it("keeps her lesson plans' games with their list (else hers) and class, and what the presenter asks for", () => {
    const plans = [
      { id: 4, class_id: 9, wordlist_id: 21, games: ['oneatatime', 'wordsearch', 'spacefight'] },
      { id: 5, class_id: null, wordlist_id: null, games: ['wordsearch', 'numberline', 'nosuchgame'] },
    ];
    const { calls, templates } = lessonWarmUp(plans, { current_plan_type: 'PRO' }, 3, 'en');
    expect(calls).toEqual(['/api/lessons/4/', '/api/classes/9/scoreboard/', '/api/wordlists/21/', '/api/lessons/5/']);
    // Space Fight is Premium's: not for a Pro plan; an unknown key is nothing.
    expect(templates).toEqual([
      '/api/games/22/template/?wl=21&lang=en&class=9',
      '/api/games/1/template/?wl=21&lang=en&class=9',
      '/api/games/1/template/?wl=3&lang=en',
      '/api/games/7/template/?lang=en',
    ]);
    // Without a list of her own, a plan without one keeps only the games that play none.
    expect(lessonWarmUp([plans[1]!], { current_plan_type: 'PRO' }, null, 'en').templates).toEqual([
      '/api/games/7/template/?lang=en',
    ]);
  });
});
