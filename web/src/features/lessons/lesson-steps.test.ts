import { describe, expect, it } from 'vitest';
import { gamesSheCanAdd, gameUrl, stepOf } from './lesson-steps';

const plan = { id: 5, games: ['oneatatime', 'wordsearch', 'fighters'], wordlist_id: 21, class_id: 9 };

describe('lesson steps', () => {
  it("reads the presenter's step: 0 at the start, k after game k, the end past the last game", () => {
    expect(stepOf(null, 3)).toBe(0);
    expect(stepOf('0', 3)).toBe(0);
    expect(stepOf('2', 3)).toBe(2);
    expect(stepOf('3', 3)).toBe(3);
    expect(stepOf('99', 3)).toBe(3);
    for (const bad of ['-1', 'two', '1.5', '', ' 1', '12345']) expect(stepOf(bad, 3)).toBe(0);
  });

  it("opens game n with the plan's list, class, plan and step", () => {
    expect(gameUrl(plan, 1)).toBe('/games/oneatatime?wl=21&class=9&lesson=5&step=1');
    expect(gameUrl(plan, 3)).toBe('/games/fighters?wl=21&class=9&lesson=5&step=3');
    expect(gameUrl({ ...plan, wordlist_id: null, class_id: null }, 2)).toBe('/games/wordsearch?lesson=5&step=2');
  });

  it('offers the built games her plan lets her play, One At A Time with Pro', () => {
    const keys = (plan: 'PRO' | 'PRE' | null) =>
      gamesSheCanAdd({ current_plan_type: plan }).map((g) => g.internal_name);
    const basic = keys(null);
    expect(basic).toEqual(expect.arrayContaining(['wordsearch', 'fightersbasic', 'alienchasebasic']));
    expect(basic).not.toContain('fighters');
    expect(basic).not.toContain('oneatatime');
    expect(basic).not.toContain('none');
    expect(keys('PRO')).toEqual(expect.arrayContaining(['fighters', 'oneatatime', 'wordwheel']));
    expect(keys('PRO')).not.toContain('spacefight');
    expect(keys('PRE')).toContain('spacefight');
  });
});
