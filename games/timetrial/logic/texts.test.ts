import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../kit/logic';
import { type LeftOut, leftOutReport as mechanicsReport } from '../../mechanics/letters/letter-games';
import { t } from '../texts';
import { leftOutReport } from './left-out';

const LEFT: LeftOut[] = [
  { entry: '苹果', reason: 'no-latin' },
  { entry: 'ice cream', reason: 'phrase' },
  { entry: 'cat', reason: 'same-letters' },
];
const RULES = { maxLetters: 10 };

describe('Time Trial in the page language', () => {
  afterEach(() => setLanguage('en'));

  it('says the left-out words and a run as before in English', () => {
    expect(leftOutReport(LEFT, RULES)).toBe(mechanicsReport(LEFT, RULES));
    expect(leftOutReport(LEFT, RULES, 1)).toBe(mechanicsReport(LEFT, RULES, 1));
    expect(t('end.words', { count: 1 })).toBe('1 word');
    expect(t('end.summary', { words: t('end.words', { count: 4 }), best: 6 })).toBe('4 words (best: 6)');
  });

  it('says them in Chinese', () => {
    setLanguage('zh-CN');
    expect(leftOutReport(LEFT, RULES, 2)).toBe('“苹果”：不是用字母 a 到 z 写的\n“ice cream”：不止一个单词\n还有 1 个');
    expect(t('end.summaryBest', { words: t('end.words', { count: 4 }) })).toBe('4 个单词：新纪录！');
  });

  it('labels the settings in Chinese on a Chinese page', async () => {
    vi.resetModules();
    const kit = await import('../../kit/logic');
    kit.setLanguage('zh-CN');
    const { SETTINGS } = await import('./settings');
    expect(SETTINGS.difficulty.options[0]?.label).toBe('简单：显示首字母，90 秒');
    kit.setLanguage('en');
  });
});
