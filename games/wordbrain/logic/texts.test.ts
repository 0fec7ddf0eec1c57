import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { type LeftOut, leftOutReport as mechanicsReport } from '../../mechanics/letters/letter-games';
import { leftOutReport } from './left-out';

const LEFT: LeftOut[] = [
  { entry: '苹果', reason: 'no-latin' },
  { entry: 'café', reason: 'other-letters', extra: 'éü' },
  { entry: 'hippopotamuses', reason: 'too-long' },
  { entry: 'a', reason: 'too-short' },
];
const RULES = { maxLetters: 9 };

describe('Wordbrain in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('tells the left-out words as the mechanics do in English', () => {
    expect(leftOutReport(LEFT, RULES)).toBe(mechanicsReport(LEFT, RULES));
    expect(leftOutReport(LEFT, RULES, 2)).toBe(mechanicsReport(LEFT, RULES, 2));
  });

  it('tells them in Chinese, the words kept as in the list', () => {
    setLanguage('zh-CN');
    expect(leftOutReport(LEFT, RULES, 3)).toBe(
      '“苹果”：不是用字母 a 到 z 写的\n“café”：含有“é”、“ü”，键盘上没有\n“hippopotamuses”：超过 9 个字母\n还有 1 个',
    );
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { SETTINGS } = await import('./settings');
    expect(SETTINGS.rounds.label).toBe('谜题数（轮数）');
    expect(SETTINGS.size.options[0]?.label).toBe('按单词多少');
    kit.setLanguage('en');
  });
});
